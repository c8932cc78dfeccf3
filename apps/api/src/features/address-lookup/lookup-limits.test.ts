import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, MESSAGES } from '@local-shops/shared';
import { addressLookupRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { addressLookupRoutes, LOOKUPS_PER_NETWORK_PER_HOUR } from './address-lookup.routes.ts';
import { LOOKUP_CACHE_DAYS } from './lookup-cache.ts';

const url = (lat: number, long: number) => `${API_PREFIX}${addressLookupRoute.path}?lat=${lat}&long=${long}`;

describe.each(DIALECTS)('paid address lookups: cached by position, limited per network (%s)', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let clock = Date.parse('2026-08-01T08:00:00.000Z');
  const asked: Array<[number, number]> = [];
  beforeAll(async () => {
    db = await createTestDb(dialect);
    app = Fastify({ logger: false });
    await app.register(addressLookupRoutes, {
      prefix: API_PREFIX,
      db,
      now: () => new Date(clock),
      lookup: async (lat, long) => {
        asked.push([lat, long]);
        return `PAID ${lat},${long}`;
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('asks Google once a month for the same spot (about 11 m), from any network', async () => {
    asked.length = 0;
    const first = await app.inject({ method: 'GET', url: url(12.97161, 77.59459), remoteAddress: '198.51.100.1' });
    expect(first.json()).toEqual({ plus_code: { compound_code: 'PAID 12.9716,77.5946' } });
    const near = await app.inject({ method: 'GET', url: url(12.97158, 77.59462), remoteAddress: '198.51.100.2' });
    expect(near.json()).toEqual(first.json());
    expect(asked).toEqual([[12.9716, 77.5946]]);
    clock += (LOOKUP_CACHE_DAYS + 1) * 24 * 3600_000;
    await app.inject({ method: 'GET', url: url(12.97161, 77.59459), remoteAddress: '198.51.100.1' });
    expect(asked).toHaveLength(2);
  });

  it(`answers 429 after ${LOOKUPS_PER_NETWORK_PER_HOUR} new spots from one network in an hour`, async () => {
    clock += 24 * 3600_000;
    const ip = '203.0.113.50';
    for (let i = 0; i < LOOKUPS_PER_NETWORK_PER_HOUR; i++) {
      expect((await app.inject({ method: 'GET', url: url(20 + i / 100, 75), remoteAddress: ip })).statusCode).toBe(200);
    }
    const refused = await app.inject({ method: 'GET', url: url(21, 76), remoteAddress: ip });
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: MESSAGES.addressLookupTooMany(60),
    });
    // A spot already looked up costs nothing, so it is still answered; another network is not limited.
    expect((await app.inject({ method: 'GET', url: url(20, 75), remoteAddress: ip })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: url(21, 76), remoteAddress: '203.0.113.51' })).statusCode).toBe(200);
  });
});
