import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Page, type ShopListItem } from '@local-shops/shared';
import { MESSAGES as HI_MESSAGES } from '@local-shops/shared/locales/hi/messages';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Db } from '../../db/database.ts';
import { heavyRead } from '../../db/read-scope.ts';
import { ServiceBusyError } from '../../lib/http-errors.ts';
import { buildTestApp, getOk } from '../../test/app.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { testShop } from '../../test/fixtures.ts';
import { SEARCH_COUNT_CAP } from './list-counts.ts';
import { insertShops, type NewShop } from './shops.writer.ts';

// Decision 0059: no query outlives its request.

const pad = (i: number) => String(i).padStart(5, '0');
/** More sweet shops named "… Corner" than a search counts, and a few others. */
const MANY = SEARCH_COUNT_CAP + 40;
const SHOPS: NewShop[] = [
  ...Array.from({ length: MANY }, (_, i) =>
    testShop({
      id: `c${pad(i)}`,
      name: `Laddu Corner ${pad(i)}`,
      categoryIds: ['sweets-and-bakery'],
      subCategoryIds: ['sweet-shop'],
    }),
  ),
  ...Array.from({ length: 7 }, (_, i) => testShop({ id: `r${i}`, name: `Rare Kulfi ${i}`, state: 'Kerala' })),
];

describe.each(DIALECTS)('a search that matches more shops than it counts (%s)', (dialect) => {
  const context = {} as { db: Db; app: FastifyInstance };
  beforeAll(async () => {
    context.db = await createTestDb(dialect);
    await insertShops(context.db.kysely, SHOPS);
    // PostgreSQL plans by its statistics, which a real directory has (the import analyzes its tables):
    // only this schema's tables, not every schema of the database (a bench's would hold it for minutes).
    if (dialect === 'postgres')
      await sql`analyze shops, shop_categories, shop_sub_categories`.execute(context.db.kysely);
    context.app = await buildTestApp(context.db);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.close();
  });
  const list = (query: string) => getOk<Page<ShopListItem>>(context.app, `/v1/claim-shops/filter?${query}`);

  it.each([
    ['a name search', 'name=corner'],
    ['a name search with another filter', 'name=corner&state=Karnataka'],
    ['a search naming a kind', 'q=sweets'],
    ['a search naming a kind, with another filter', 'q=sweets&state=Karnataka'],
    ['a search naming a kind, nearest first', 'q=sweets&near=12.9716,77.5946'],
  ])('%s answers "10,000+" and still pages', async (_, query) => {
    const page = await list(query);
    expect(page.meta.total).toBe(SEARCH_COUNT_CAP);
    expect(page.meta.totalIsCapped).toBe(true);
    expect(page.items).toHaveLength(20);
    const next = await getOk<Page<ShopListItem>>(context.app, page.links.next!);
    expect(next.items).toHaveLength(20);
    expect(next.items.map((s) => s.id)).not.toContain(page.items[0]!.id);
  });

  it('counts a smaller search exactly, without the flag', async () => {
    const page = await list('name=kulfi');
    expect(page.meta.total).toBe(7);
    expect(page.meta).not.toHaveProperty('totalIsCapped');
    expect((await list('name=corner+00012')).meta).toEqual({ total: 1 });
  });

  it('counts the directory and its plain filters in full', async () => {
    expect((await list('page=1')).meta).toEqual({ total: MANY + 7 });
    expect((await list('state=Karnataka')).meta).toEqual({ total: MANY });
  });

  it('says "10,000+" in both languages', () => {
    expect(MESSAGES.resultCountAtLeast(SEARCH_COUNT_CAP)).toBe('Result: 10,000+ found');
    expect(HI_MESSAGES.resultCountAtLeast(SEARCH_COUNT_CAP)).toBe('परिणाम: 10,000+ मिले');
  });
});

describe('expensive reads share a few slots', () => {
  const limits = { slots: 2, queue: 2, waitMs: 200 };
  const hold = () => {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    return { release, done };
  };

  it('runs as many as there are slots, queues a few, and refuses the rest at once with a 503', async () => {
    const db = { native: {} } as Db;
    const held = [hold(), hold(), hold(), hold()];
    const runs = held.map((h, i) => heavyRead(db, () => h.done.then(() => i), limits));
    await expect(heavyRead(db, async () => 'fifth', limits)).rejects.toMatchObject({
      statusCode: 503,
      message: MESSAGES.databaseBusy,
    });
    held.forEach((h) => h.release());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    // Every slot came back.
    expect(await heavyRead(db, async () => 'again', limits)).toBe('again');
  });

  it('refuses one that waited too long for a slot', async () => {
    const db = { native: {} } as Db;
    const held = [hold(), hold()];
    const runs = held.map((h) => heavyRead(db, () => h.done, limits));
    await expect(heavyRead(db, async () => 'late', limits)).rejects.toBeInstanceOf(ServiceBusyError);
    held.forEach((h) => h.release());
    await Promise.all(runs);
    expect(await heavyRead(db, async () => 'after', limits)).toBe('after');
  });
});

describe('DB_STATEMENT_TIMEOUT_MS', () => {
  it('defaults to 1.5 s, can be turned off, and refuses nonsense', () => {
    expect(loadConfig({}).dbStatementTimeoutMs).toBe(1500);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' }).dbStatementTimeoutMs).toBe(0);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '800' }).dbStatementTimeoutMs).toBe(800);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});

/**
 * A genuinely slow search on PostgreSQL: in the test's own schema, put ahead of pg_catalog on the
 * app's connections, LIKE on text becomes a function that sleeps `perRowSeconds` for every row it
 * checks. Name searches use LIKE; shop detail and the directory's pages do not.
 */
async function slowSearchDb(options: { statementTimeoutMs: number; perRowSeconds: number; poolSize?: number }) {
  const base = await createTestDb('postgres');
  const url = new URL(base.url!);
  const schema = /search_path=([^,]+)/.exec(url.searchParams.get('options')!)![1]!;
  const admin = new pg.Client({ connectionString: base.url });
  await admin.connect();
  await admin.query(`
    create function ${schema}.slow_like(a text, b text) returns boolean language plpgsql volatile as $$
    begin perform pg_catalog.pg_sleep(${options.perRowSeconds}); return a operator(pg_catalog.~~) b; end $$;
    create operator ${schema}.~~ (leftarg = text, rightarg = text, function = ${schema}.slow_like);`);
  await admin.end();
  const appName = `read_limits_${schema}`;
  url.searchParams.set('options', `-c search_path=${schema},pg_catalog,public`);
  url.searchParams.set('application_name', appName);
  const db = openDatabase({
    databaseUrl: url.toString(),
    sqlitePath: '',
    poolSize: options.poolSize ?? 4,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  await insertShops(db.kysely, SHOPS.slice(0, 30));
  return {
    db,
    /** The queries of this app that PostgreSQL is running now. */
    async running(): Promise<string[]> {
      const observer = new pg.Client({ connectionString: base.url });
      await observer.connect();
      const { rows } = await observer.query<{ query: string }>(
        `select query from pg_stat_activity where application_name = $1 and state = 'active'`,
        [appName],
      );
      await observer.end();
      return rows.map((row) => row.query);
    },
    close: async () => {
      await db.close();
      await base.close();
    },
  };
}

describe.skipIf(!(DIALECTS as readonly string[]).includes('postgres'))(
  'a public read on PostgreSQL has a time limit and ends with its client',
  () => {
    describe('an expensive search past its time limit', () => {
      let slow: Awaited<ReturnType<typeof slowSearchDb>>;
      let app: FastifyInstance;
      beforeAll(async () => {
        // 30 shops × 0.1 s: 3 s of search against a limit of 0.4 s.
        slow = await slowSearchDb({ statementTimeoutMs: 400, perRowSeconds: 0.1 });
        app = await buildTestApp(slow.db);
      });
      afterAll(async () => {
        await app?.close();
        await slow?.close();
      });

      it('answers 503 in our shape with Retry-After, while shop detail and the first page answer 200', async () => {
        const search = app.inject({ method: 'GET', url: '/v1/claim-shops/filter?name=corner' });
        const detail = app.inject({ method: 'GET', url: '/v1/claim-shops/c00001' });
        const first = app.inject({ method: 'GET', url: '/v1/claim-shops/filter?page=1' });
        const response = await search;
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('2');
        // The 503 itself says the limit stopped it: run to its end, the search would answer 200 after 3 s.
        expect(response.json()).toEqual({
          statusCode: 503,
          error: 'Service Unavailable',
          message: MESSAGES.databaseBusy,
        });
        expect((await detail).statusCode).toBe(200);
        expect((await first).statusCode).toBe(200);
        // In Hindi too.
        const hindi = await app.inject({
          method: 'GET',
          url: '/v1/claim-shops/filter?name=corner',
          headers: { 'accept-language': 'hi' },
        });
        expect(hindi.statusCode).toBe(503);
        expect(hindi.json().message).toBe(HI_MESSAGES.databaseBusy);
        expect(await slow.running()).toEqual([]);
      });

      it('leaves writes and work outside a request without the limit', async () => {
        // The same slow LIKE, run outside any request: 3 s, past the 0.4 s of public reads.
        const rows = await slow.db.kysely
          .selectFrom('shops')
          .select('id')
          .where('name_key', 'like', '%corner%')
          .execute();
        expect(rows).toHaveLength(30);
      });
    });

    describe('a flood of expensive searches', () => {
      let slow: Awaited<ReturnType<typeof slowSearchDb>>;
      let app: FastifyInstance;
      beforeAll(async () => {
        // Four connections for reads: searches get two of them.
        slow = await slowSearchDb({ statementTimeoutMs: 1000, perRowSeconds: 0.1, poolSize: 4 });
        app = await buildTestApp(slow.db);
      });
      afterAll(async () => {
        await app?.close();
        await slow?.close();
      });

      it('leaves shop detail and the first page their connections', async () => {
        // Each a search of its own (a shared total would be counted once).
        const searches = Array.from({ length: 12 }, (_, i) =>
          app.inject({ method: 'GET', url: `/v1/claim-shops/filter?name=laddu+corner+${pad(i)}` }),
        );
        // Let the searches take their slots, then ask for what visitors read most.
        await new Promise((resolve) => setTimeout(resolve, 150));
        const others = await Promise.all([
          app.inject({ method: 'GET', url: '/v1/claim-shops/c00002' }),
          app.inject({ method: 'GET', url: '/v1/claim-shops/filter?page=1' }),
          app.inject({ method: 'GET', url: '/v1/claim-shops/c00003' }),
          app.inject({ method: 'GET', url: '/v1/claim-shops/filter?page=2' }),
          app.inject({ method: 'GET', url: '/v1/claim-shops/c00004' }),
        ]);
        expect(others.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
        for (const response of await Promise.all(searches)) {
          // Stopped by the time limit, or refused a slot.
          expect(response.statusCode).toBe(503);
          expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
          expect(response.json().message).toBe(MESSAGES.databaseBusy);
        }
      });
    });

    describe('a client that goes away', () => {
      let slow: Awaited<ReturnType<typeof slowSearchDb>>;
      let app: FastifyInstance;
      beforeAll(async () => {
        // 30 shops × 1 s: the search would run for 30 s, and its limit is longer still.
        slow = await slowSearchDb({ statementTimeoutMs: 60_000, perRowSeconds: 1 });
        app = await buildTestApp(slow.db);
        await app.listen({ host: '127.0.0.1', port: 0 });
      });
      afterAll(async () => {
        await app?.close();
        await slow?.close();
      });

      const waitFor = async (check: () => Promise<boolean>, ms: number) => {
        for (
          const until = Date.now() + ms;
          Date.now() < until;
          await new Promise((resolve) => setTimeout(resolve, 50))
        ) {
          if (await check()) return true;
        }
        return false;
      };

      it('has its PostgreSQL query cancelled', async () => {
        const { port } = app.server.address() as AddressInfo;
        const request = http.get({ host: '127.0.0.1', port, path: '/v1/claim-shops/filter?name=corner' });
        request.on('error', () => undefined);
        expect(
          await waitFor(async () => (await slow.running()).some((query) => query.includes('name_key')), 5000),
        ).toBe(true);
        request.destroy();
        expect(await waitFor(async () => (await slow.running()).length === 0, 3000)).toBe(true);
        // The app goes on serving, on the same connections.
        const detail = await fetch(`http://127.0.0.1:${port}/v1/claim-shops/c00001`);
        expect(detail.status).toBe(200);
      });
    });
  },
);
