import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { syncTaxonomy } from '../features/reference/reference.repository.ts';

/**
 * The databases API tests run on: SQLite always, PostgreSQL whenever one is reachable at
 * TEST_DATABASE_URL (default: the local server). REQUIRE_POSTGRES=1 (set by CI) turns an
 * unreachable PostgreSQL into a failure instead of a skip.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    // Every test file asks at once; on a server that has never had the extension, two creations
    // race and one fails on pg_extension's unique name. One at a time, under a lock.
    await client.query('begin');
    await client.query("select pg_advisory_xact_lock(hashtext('local-shops:create pg_trgm'))");
    await client.query('create extension if not exists pg_trgm');
    await client.query('commit');
    return true;
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1')
      throw new Error(`PostgreSQL is required but not reachable at ${TEST_DATABASE_URL}: ${String(error)}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const hasPostgres = await postgresReachable();
if (!hasPostgres) console.warn(`PostgreSQL not reachable at ${TEST_DATABASE_URL}: API tests run on SQLite only.`);

export const DIALECTS = hasPostgres ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
export type TestDialect = (typeof DIALECTS)[number];

/**
 * Several connections to one fresh, migrated PostgreSQL schema: what several API instances on one
 * database see. Closing the last one drops the schema.
 */
export async function createSharedPostgresDbs(count: number): Promise<Db[]> {
  const first = await createTestDb('postgres');
  const url = first.url;
  if (!url) throw new Error('a PostgreSQL test database has a URL');
  const others = Array.from({ length: count - 1 }, () =>
    openDatabase({ databaseUrl: url, sqlitePath: '', poolSize: 4 }),
  );
  return [...others, first];
}

/** A new, empty PostgreSQL schema of its own: the URL that connects to it, and its removal. */
async function newPostgresSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  const drop = async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

/**
 * A fresh, migrated database: an in-memory SQLite, or a new schema of its own on PostgreSQL.
 * `{ migrated: false }` leaves it empty (tests of the migrator).
 */
export async function createTestDb(
  dialect: TestDialect,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<Db & { url?: string }> {
  let db: Db;
  let schemaUrl: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  if (dialect === 'postgres') {
    const schema = await newPostgresSchema();
    schemaUrl = schema.url;
    dropSchema = schema.drop;
    db = openDatabase({ databaseUrl: schemaUrl, sqlitePath: '', poolSize: 4 });
  } else {
    db = openDatabase({ sqlitePath: ':memory:' });
  }
  if (migrated) {
    await migrate(db);
    await syncTaxonomy(db);
  }
  const close = db.close;
  return {
    ...db,
    url: schemaUrl,
    close: async () => {
      await close();
      await dropSchema?.();
    },
  };
}

/**
 * An empty database that outlives its connections (a SQLite file, or a PostgreSQL schema): `open`
 * connects anew each time, `drop` removes it once the tests are done with it.
 */
export async function durableTestDatabase(
  dialect: TestDialect,
): Promise<{ open: () => Db; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'test-db-'));
    const sqlitePath = path.join(dir, 'app.db');
    return {
      open: () => openDatabase({ sqlitePath }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await newPostgresSchema();
  return { open: () => openDatabase({ databaseUrl: url, sqlitePath: '', poolSize: 2 }), drop };
}
