import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { OpenLocationCode } from 'open-location-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@local-shops/shared';
import { addressLookupRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { INDIA_STATES } from '../../lib/india-states.ts';
import { testApp } from '../../test/app.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { addressLookupRoutes, INVALID_POSITION_MESSAGE } from './address-lookup.routes.ts';
import { createGoogleGeocoder } from './google-geocoder.ts';
import { offlineCompoundCode } from './plus-code.ts';

const olc = new OpenLocationCode();
const BENGALURU = { lat: 12.9716, long: 77.5946 };
const BENGALURU_TOWN = INDIA_STATES.flatMap((s) => s.towns).find((town) => town.name === 'Bengaluru')!;
const url = (query: string) => `${API_PREFIX}${addressLookupRoute.path}?${query}`;

/** Metres between two points (small distances: an equirectangular approximation is plenty). */
function metres(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const k = 111_320;
  const dLat = (a.lat - b.lat) * k;
  const dLong = (a.long - b.long) * k * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLong);
}

describe.each(DIALECTS)('GET /v1/google-apis/address-lookup (%s, offline)', (dialect) => {
  const context = testApp(dialect);

  it('answers a plus code shortened against the nearest town, which recovers the position', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: url(`lat=${BENGALURU.lat}&long=${BENGALURU.long}`),
    });
    expect(response.statusCode).toBe(200);
    const compound: string = response.json().plus_code.compound_code;
    expect(compound).toMatch(/^[23456789CFGHJMPQRVWX]{4}\+[23456789CFGHJMPQRVWX]{2} Bengaluru, Karnataka, India$/);
    const short = compound.split(' ')[0]!;
    const full = olc.recoverNearest(short, BENGALURU_TOWN.lat, BENGALURU_TOWN.long);
    const area = olc.decode(full);
    expect(metres({ lat: area.latitudeCenter, long: area.longitudeCenter }, BENGALURU)).toBeLessThan(15);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['nothing', ''],
    ['no long', 'lat=12.9'],
    ['words', 'lat=north&long=east'],
    ['blank values', 'lat=&long='],
    ['latitude out of range', 'lat=91&long=77'],
    ['longitude out of range', 'lat=12&long=-180.5'],
    ['infinity', 'lat=Infinity&long=77'],
  ])('refuses %s with 400', async (_name, query) => {
    const response = await context.app.inject({ method: 'GET', url: url(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: INVALID_POSITION_MESSAGE });
  });
});

describe('offline compound code', () => {
  it('answers the full code with India far from any listed town, and the bare code abroad', () => {
    // The middle of the Thar desert, far from every town of the list, but inside India.
    const thar = offlineCompoundCode(27.3, 70.6, [{ ...INDIA_STATES[0]!, towns: [BENGALURU_TOWN] }]);
    expect(thar).toBe(`${olc.encode(27.3, 70.6)}, India`);
    expect(offlineCompoundCode(51.5007, -0.1246, INDIA_STATES)).toBe(olc.encode(51.5007, -0.1246));
  });
});

type Mode = 'ok' | 'denied' | 'http-500' | 'no-plus-code';

/** A local stand-in for Google's Geocoding API. */
async function startFakeGoogle() {
  const requests: string[] = [];
  let mode: Mode = 'ok';
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (mode === 'http-500') return reply(500, { error: 'boom' });
    if (mode === 'denied')
      return reply(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] });
    if (mode === 'no-plus-code') return reply(200, { status: 'OK', results: [] });
    return reply(200, {
      status: 'OK',
      plus_code: { compound_code: 'WJPV+MR Bengaluru, Karnataka, India', global_code: '7J4VWJPV+MR' },
      results: [],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next: Mode) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Google Geocoding adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeGoogle>>;
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    fake = await startFakeGoogle();
    db = await createTestDb('sqlite');
    app = Fastify({ logger: false });
    await app.register(addressLookupRoutes, {
      prefix: API_PREFIX,
      db,
      now: () => new Date(),
      lookup: createGoogleGeocoder({ apiKey: 'test-key', baseUrl: fake.url }),
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
    await db.close();
  });

  it("asks Google with latlng and the key, and answers Google's compound code", async () => {
    fake.setMode('ok');
    const response = await app.inject({ method: 'GET', url: url('lat=12.9716&long=77.5946') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ plus_code: { compound_code: 'WJPV+MR Bengaluru, Karnataka, India' } });
    const asked = new URL(fake.requests.at(-1)!, fake.url);
    expect(asked.pathname).toBe('/maps/api/geocode/json');
    expect(asked.searchParams.get('latlng')).toBe('12.9716,77.5946');
    expect(asked.searchParams.get('key')).toBe('test-key');
  });

  it.each(['denied', 'http-500', 'no-plus-code'] as const)(
    'falls back to the offline code when Google answers %s',
    async (mode) => {
      fake.setMode(mode);
      // The first test's answer for this spot is cached; these ask Google afresh.
      await db.kysely.deleteFrom('address_lookup_cache').execute();
      const response = await app.inject({ method: 'GET', url: url(`lat=${BENGALURU.lat}&long=${BENGALURU.long}`) });
      expect(response.statusCode).toBe(200);
      expect(response.json().plus_code.compound_code).toBe(
        offlineCompoundCode(BENGALURU.lat, BENGALURU.long, INDIA_STATES),
      );
    },
  );

  it('rejects on a time-out and when Google is unreachable', async () => {
    const slow = createGoogleGeocoder({
      apiKey: 'k',
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    await expect(slow(1, 2)).rejects.toThrow();
    const down = createGoogleGeocoder({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9' });
    await expect(down(1, 2)).rejects.toThrow();
  });
});
