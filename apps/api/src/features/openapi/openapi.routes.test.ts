import { beforeAll, describe, expect, it } from 'vitest';
import { appWithShops } from '../../test/app.ts';
import { testShop } from '../../test/fixtures.ts';

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  nullable?: boolean;
  $ref?: string;
}

interface Operation {
  parameters?: Array<{ name: string; in: string; schema: Schema }>;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}

interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation> & { get: Operation }>;
  components: {
    schemas: Record<string, Schema>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
}

describe('GET /v1/openapi.json', () => {
  const context = appWithShops('sqlite', [
    testShop({ id: 'shop0001', name: 'Sri Ganesh Sweets', intro: 'Sweets.', lat: 12.97, long: 77.59 }),
  ]);
  let doc: Document;

  beforeAll(async () => {
    const response = await context.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    doc = response.json<Document>();
  });

  const schemaAt = (path: string): Schema => {
    const schema = doc.paths[path]!.get.responses['200']!.content!['application/json']!.schema;
    return schema.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]! : schema;
  };

  it('is an OpenAPI 3 document of the public and owner routes under /v1, made from the route table', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.servers).toEqual([{ url: '/v1' }]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/claim-shops/filter',
        '/claim-shops/{id}',
        '/claim-shops/{id}/nearby',
        '/claim-shops/{id}/products',
        '/claim-shops/{id}/price-comparison',
        '/product-catalogue',
        '/categories/filter',
        '/reference/states',
      ]),
    );
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(
          Object.keys(operation.responses).some((status) => status.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        for (const response of Object.values(operation.responses)) {
          const ref = response.content?.['application/json']?.schema.$ref;
          if (ref) expect(doc.components.schemas[ref.replace('#/components/schemas/', '')], ref).toBeDefined();
        }
      }
    }
    expect(doc.paths['/claim-shops/filter']!.get.responses['200']).toBeDefined();
  });

  it('names the session cookie as the security of the session and owner routes, and leaves the console out', () => {
    expect(doc.components.securitySchemes.sessionCookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'session' }),
    );
    expect(doc.paths['/claim-shops/{id}/reviews']!.post!.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/owner/shops/{id}/offers']!.post!.security).toEqual([{ sessionCookie: [] }]);
    expect(doc.paths['/claim-shops/{id}']!.get.security).toBeUndefined();
    expect(
      Object.keys(doc.paths).filter(
        (path) => path.startsWith('/admin') || path.startsWith('/dev/') || path.startsWith('/sandbox'),
      ),
    ).toEqual([]);
  });

  it('lists the query parameters of the directory, from the same schema the route validates with', () => {
    const parameters = doc.paths['/claim-shops/filter']!.get.parameters!;
    expect(parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'page',
        'name',
        'categoryId',
        'subCategoryId',
        'shopType',
        'state',
        'city',
        'claimed',
        'near',
        'radiusKm',
        'sort',
        'cursor',
      ]),
    );
    expect(parameters.every((p) => p.in === 'query')).toBe(true);
    expect(parameters.find((p) => p.name === 'sort')!.schema).toMatchObject({
      type: 'string',
      enum: ['distance', 'name'],
    });
    expect(doc.paths['/claim-shops/{id}']!.get.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
  });

  it('describes exactly the fields the routes answer with', async () => {
    const detail = (await context.app.inject({ method: 'GET', url: '/v1/claim-shops/shop0001' })).json<
      Record<string, unknown>
    >();
    const detailSchema = schemaAt('/claim-shops/{id}');
    expect(Object.keys(detailSchema.properties!).sort()).toEqual(Object.keys(detail).sort());
    expect(detailSchema.required!.sort()).toEqual(Object.keys(detail).sort());
    expect(detailSchema.properties!.pin).toMatchObject({ type: 'string', nullable: true });

    const page = (await context.app.inject({ method: 'GET', url: '/v1/claim-shops/filter?page=1' })).json<{
      items: Array<Record<string, unknown>>;
    }>();
    const pageSchema = schemaAt('/claim-shops/filter');
    expect(Object.keys(pageSchema.properties!).sort()).toEqual(['items', 'links', 'meta']);
    expect(Object.keys(pageSchema.properties!.items!.items!.properties!).sort()).toEqual(
      Object.keys(page.items[0]!).sort(),
    );
  });
});
