import type { SavedShop } from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../test/app.ts';
import { DIALECTS, createTestDb } from '../../test/databases.ts';
import { insertShops, type NewShop } from './shops.writer.ts';

function shop(id: string, name: string): NewShop {
  return {
    id, name, intro: 'A shop.', city: 'Bengaluru', state: 'Karnataka', pin: '560001', shopType: 'Retailers', storeFrontPicture: null,
    lat: 12.97, long: 77.59, isClaimed: false, categoryIds: [], subCategoryIds: [], source: 'test', sourceRef: null, createdAt: '2026-01-01T00:00:00.000Z',
  };
}

describe.each(DIALECTS)('GET /v1/claim-shops/by-ids on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    await insertShops(db.kysely, [shop('saved01', 'Fresh Fruits Corner'), shop('saved02', 'Ganesh Sweets'), shop('saved03', 'Lakshmi Tailors')]);
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const get = async (ids: string) => {
    const response = await app.inject({ method: 'GET', url: `/v1/claim-shops/by-ids?ids=${ids}` });
    return { status: response.statusCode, body: response.json<{ items: SavedShop[]; message?: string }>() };
  };

  it('answers the saved shops in the order asked, leaving out ids that no longer exist', async () => {
    const { status, body } = await get('saved03,gone001,saved01');
    expect(status).toBe(200);
    expect(body.items).toEqual([
      { id: 'saved03', name: 'Lakshmi Tailors', city: 'Bengaluru', storeFrontPicture: null, lat: 12.97, long: 77.59, isClaimed: false, isVerified: false, rating: { average: null, count: 0 }, hasOffer: false },
      { id: 'saved01', name: 'Fresh Fruits Corner', city: 'Bengaluru', storeFrontPicture: null, lat: 12.97, long: 77.59, isClaimed: false, isVerified: false, rating: { average: null, count: 0 }, hasOffer: false },
    ]);
  });

  it('refuses no ids, a bad id and more than 100 ids', async () => {
    expect((await get('')).status).toBe(400);
    expect((await get('bad%20id')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    expect(await get(many)).toMatchObject({ status: 400, body: { message: 'At most 100 ids.' } });
  });
});
