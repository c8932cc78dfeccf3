import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_PREFIX,
  apiErrorSchema,
  nearbyShopsSchema,
  openApiPath,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  shopDetailSchema,
  shopPageSchema,
  shopReviewsPageSchema,
  type RouteSpec,
} from '@local-shops/shared';
import { OWNER_ROUTES } from '@local-shops/shared/owner-routes';
import { openApiRoute, PUBLIC_ROUTES } from '@local-shops/shared/public-routes';
import { openApiSchema } from '../../lib/response-schema.ts';
import { routeTable } from '../../lib/route-table.ts';
import { SESSION_COOKIE } from '../../lib/sessions.ts';

/** Answers described once under components and referred to by name. */
const NAMED = new Map<z.ZodType, string>([
  [shopPageSchema, 'ShopPage'],
  [shopDetailSchema, 'ShopDetail'],
  [nearbyShopsSchema, 'NearbyShops'],
  [shopReviewsPageSchema, 'ShopReviewsPage'],
]);

/** Multipart bodies, which the table does not hold as zod schemas (they are streamed). */
const MULTIPART: Record<string, object> = {
  '/claim-shops/:id/reviews': {
    type: 'object',
    required: ['rating'],
    properties: {
      rating: { type: 'string', pattern: '^[1-5]$' },
      text: { type: 'string', maxLength: REVIEW_TEXT_MAX },
      photos: {
        type: 'array',
        maxItems: REVIEW_PHOTOS_MAX,
        items: { type: 'string', format: 'binary' },
        description: 'PNG, JPEG, WEBP or HEIC, at most 8 MB each.',
      },
    },
  },
  '/claim-shops': {
    type: 'object',
    required: ['draft', 'shopOwnerCancelledChequeImage', 'storeFrontPicture'],
    properties: {
      draft: { type: 'string', description: 'The claim draft as JSON.' },
      shopOwnerCancelledChequeImage: { type: 'string', format: 'binary' },
      storeFrontPicture: { type: 'string', format: 'binary' },
    },
  },
  '/owner/shops/:id/photos': {
    type: 'object',
    required: ['photo'],
    properties: { photo: { type: 'string', format: 'binary' } },
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('ApiError')) });
const SUCCESS: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

/** The parameters of a zod object schema, in OpenAPI's terms. */
function parameters(where: 'path' | 'query', schema: z.ZodType | undefined, descriptions: Record<string, string> = {}) {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path',
    ...(descriptions[name] ? { description: descriptions[name] } : {}),
    schema: openApiSchema(field, 'input'),
  }));
}

function operation(entry: RouteSpec) {
  const status = entry.status ?? 200;
  const answer = entry.response
    ? NAMED.has(entry.response)
      ? ref(NAMED.get(entry.response)!)
      : openApiSchema(entry.response)
    : undefined;
  const params = [...parameters('path', entry.params), ...parameters('query', entry.query, entry.queryDescriptions)];
  const multipart = entry.bodyType === 'multipart' ? MULTIPART[entry.path] : undefined;
  const content = {
    ...(multipart ? { 'multipart/form-data': { schema: multipart } } : {}),
    ...(entry.body ? json(openApiSchema(entry.body, 'input')) : {}),
  };
  return {
    summary: entry.summary,
    ...(params.length ? { parameters: params } : {}),
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    responses: {
      [status]: { description: SUCCESS[status] ?? 'OK', ...(answer ? { content: json(answer) } : {}) },
      ...Object.fromEntries(
        Object.entries(entry.errors ?? {}).map(([code, description]) => [code, error(description)]),
      ),
    },
    // A session is the cookie PATCH /otp/verify-otp sets; an owner's is the same, for the number of the shop's approved claim.
    ...(entry.access === 'session' || entry.access === 'owner' ? { security: [{ sessionCookie: [] }] } : {}),
  };
}

/**
 * OpenAPI 3.0 description of the public and owner API, made from the route table (decision 0060):
 * the console's routes and the dev and sandbox helpers are left out.
 */
export function openApiDocument() {
  const paths: Record<string, Record<string, object>> = {};
  for (const entry of [...Object.values(PUBLIC_ROUTES), ...Object.values(OWNER_ROUTES)] as RouteSpec[]) {
    if (entry.hidden || entry.access === 'console') continue;
    (paths[openApiPath(entry.path)] ??= {})[entry.method.toLowerCase()] = operation(entry);
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Apni Dukaan public API', version: '1' },
    servers: [{ url: API_PREFIX }],
    paths,
    components: {
      schemas: {
        ...Object.fromEntries([...NAMED].map(([schema, name]) => [name, openApiSchema(schema)])),
        ApiError: openApiSchema(apiErrorSchema),
      },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by PATCH /otp/verify-otp once a number is proven.',
        },
      },
    },
  };
}

export async function openApiRoutes(app: FastifyInstance) {
  const document = JSON.stringify(openApiDocument());
  routeTable(app)(openApiRoute, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('application/json; charset=utf-8');
    return document;
  });
}
