import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@local-shops/shared';
import { databaseFault } from '../../db/availability.ts';
import { openDatabase, type Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import { SQLite } from '../../db/sqlite-driver.ts';
import { buildTestApp } from '../../test/app.ts';
import { DIALECTS, TEST_DATABASE_URL } from '../../test/databases.ts';
import { addShops, syncTaxonomy, testShop } from '../../test/fixtures.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';

const SHOP = testShop({ id: 'kirana1', name: 'Sri Lakshmi Kirana', intro: 'Groceries.', lat: 12.97, long: 77.59 });

const unavailable = { statusCode: 503, error: 'Service Unavailable', message: MESSAGES.databaseUnavailable };

async function adminQuery(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

describe.runIf((DIALECTS as readonly string[]).includes('postgres'))('PostgreSQL going away and coming back', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const applicationName = `faults_${schema}`;
  let proxy: TcpProxy;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    await adminQuery(`create schema ${schema}`);
    const target = new URL(TEST_DATABASE_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    // The app reaches PostgreSQL only through the proxy, which the tests cut and restore.
    const url = new URL(TEST_DATABASE_URL);
    url.host = `127.0.0.1:${proxy.port}`;
    url.searchParams.set('options', `-c search_path=${schema},public`);
    url.searchParams.set('application_name', applicationName);
    db = openDatabase({ databaseUrl: url.toString(), sqlitePath: '', poolSize: 4 });
    await migrate(db);
    await syncTaxonomy(db);
    await addShops(db, [SHOP]);
    app = await buildTestApp(db);
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy?.close();
    await adminQuery(`drop schema if exists ${schema} cascade`);
  });

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<unknown>() };
  };
  const detail = () => get('/v1/claim-shops/kirana1');
  const ready = () => get('/v1/health/ready');

  it('keeps serving when PostgreSQL ends its idle connections (57P01, as a restart does)', async () => {
    // Several idle connections in the pool, each of which PostgreSQL is about to end.
    await Promise.all([detail(), detail(), detail(), detail()]);
    const ended = await adminQuery(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    // The pool hears of each ending as an 'error' event; unheard, it would end this process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await detail()).status).toBe(200);
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('answers 503 in our shape while the database is down, and serves again at once when it is back', async () => {
    expect((await detail()).status).toBe(200);
    await proxy.cut();

    expect(await detail()).toEqual({ status: 503, body: unavailable });
    expect(await get('/v1/claim-shops/filter?page=1')).toEqual({ status: 503, body: unavailable });
    const write = await app.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      payload: { mobileNumber: '+919876543210' },
    });
    expect({ status: write.statusCode, body: write.json<unknown>() }).toEqual({ status: 503, body: unavailable });
    expect(await ready()).toEqual({ status: 503, body: unavailable });
    // Liveness does not depend on the database.
    expect(await get('/v1/health')).toEqual({ status: 200, body: { status: 'ok' } });

    await proxy.restore();
    // No retry loop: the first request after the database is back is served.
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await detail()).status).toBe(200);
  });

  it('gives up on a connection that never answers instead of keeping the request open', async () => {
    await proxy.stall();
    expect(await detail()).toEqual({ status: 503, body: unavailable });
    await proxy.restore();
    expect((await detail()).status).toBe(200);
  });
});

describe('SQLite that cannot write', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-faults-'));
  const file = path.join(dir, 'app.db');
  let app: FastifyInstance;
  let readOnly: Kysely<Database>;

  beforeAll(async () => {
    const writable = openDatabase({ sqlitePath: file });
    await migrate(writable);
    await syncTaxonomy(writable);
    await addShops(writable, [SHOP]);
    await writable.close();
    // The file as a read-only mount (or a file whose permissions were taken away) leaves it.
    const native = new SQLite(file, { readonly: true });
    readOnly = new Kysely<Database>({ dialect: new SqliteDialect({ database: native }) });
    app = await buildTestApp({
      kysely: readOnly,
      dialect: 'sqlite',
      native,
      close: () => readOnly.destroy(),
      prepare: () => undefined,
    });
  });

  afterAll(async () => {
    await app?.close();
    await readOnly?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses writes with 503 and a clear message, and goes on serving reads', async () => {
    const write = await app.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      payload: { mobileNumber: '+919876543210' },
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.databaseReadOnly });

    const read = await app.inject({ method: 'GET', url: '/v1/claim-shops/kirana1' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: 'Sri Lakshmi Kirana' });
    expect((await app.inject({ method: 'GET', url: '/v1/health/ready' })).statusCode).toBe(200);
  });

  it('takes a full disk for a fault that cannot write', () => {
    // A database capped at its own size stands for a disk with no room left.
    const sqlite = new SQLite(':memory:');
    sqlite.exec('create table filler (bytes blob)');
    sqlite.pragma(`max_page_count = ${sqlite.pragma('page_count', { simple: true }) as number}`);
    let thrown: unknown;
    try {
      sqlite.prepare('insert into filler values (randomblob(100000))').run();
    } catch (error) {
      thrown = error;
    }
    sqlite.close();
    expect((thrown as { code?: string }).code).toBe('SQLITE_FULL');
    expect(databaseFault(thrown)).toBe('read-only');
  });
});
