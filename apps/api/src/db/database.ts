import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, ensurePrivateFile } from '../lib/private-files.ts';
import type { Database } from './schema.ts';
import { SqliteBooleansPlugin } from './sqlite-booleans.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  /** Read only under db/: feature code calls a db/ function where the databases differ. */
  dialect: Dialect;
  /** The driver underneath, for the bulk loaders beside this file (db/bulk-load*.ts) only. */
  native: pg.Pool | SQLite.Database;
  close(): Promise<void>;
  /** PostgreSQL's connection pool (its use is reported at /metrics); undefined on SQLite. */
  pool?: pg.Pool;
}

/** A new PostgreSQL connection that takes longer than this fails, so a request answers 503 in time. */
const CONNECT_TIMEOUT_MS = 1500;

// PostgreSQL's bigint (count(*)) arrives as a string by default; our counts fit in a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Timestamps come back as the ISO strings SQLite stores (and the application writes), not as Date.
for (const oid of [pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP]) {
  const parseDate = pg.types.getTypeParser(oid);
  pg.types.setTypeParser(oid, (value: string) => new Date(parseDate(value) as Date | number).toISOString());
}

export function openDatabase(options: { databaseUrl?: string | undefined; sqlitePath: string; poolSize?: number }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Lets the kernel notice a peer that vanished without closing the connection.
      keepAlive: true,
    });
    // A connection that PostgreSQL ends (a restart: 57P01) or that drops is reported as an 'error'
    // event: the pool's for an idle one, the client's own for one in use. With no listener either
    // would end the process. The query in flight fails on its own (the app answers 503), and the
    // pool drops the broken client and connects anew on the next query (decision 0023).
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', native: pool, close: () => kysely.destroy(), pool };
  }
  if (options.sqlitePath !== ':memory:') {
    ensurePrivateDir(path.dirname(options.sqlitePath));
    ensurePrivateFile(options.sqlitePath);
  }
  const sqlite = new SQLite(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new SqliteBooleansPlugin()] });
  return { kysely, dialect: 'sqlite', native: sqlite, close: () => kysely.destroy() };
}

