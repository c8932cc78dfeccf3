import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type CompiledQuery,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, ensurePrivateFile } from '../lib/private-files.ts';
import { databaseFault } from './availability.ts';
import { currentReadScope, ReadAbortedError } from './read-scope.ts';
import { replicaMonitor, type Replicas, type ReplicaTarget } from './replicas.ts';
import type { Database } from './schema.ts';
import { SqliteBooleansPlugin } from './sqlite-booleans.ts';
import { SQLite } from './sqlite-driver.ts';
import { SqliteReaders, SqliteReadersDialect } from './sqlite-readers.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  /** Read only under db/: feature code calls a db/ function where the databases differ. */
  dialect: Dialect;
  /** The driver underneath, for the bulk loaders beside this file (db/bulk-load*.ts) only. */
  native: pg.Pool | BetterSqlite3.Database;
  close(): Promise<void>;
  /** PostgreSQL's connection pool (its use is reported at /metrics); undefined on SQLite. */
  pool?: pg.Pool;
  /**
   * Marks a query (its SQL text as Kysely compiles it) as one to prepare once per connection:
   * PostgreSQL then parses and plans it once instead of on every call. Only for hot queries that
   * name their columns (a prepared `select *` breaks when a migration adds a column). SQLite
   * keeps every statement prepared anyway.
   *
   * `generic`: its best plan does not depend on the values (ids looked up, a kind's index walked):
   * in a public read, PostgreSQL then keeps one generic plan for it (decision 0094) instead of
   * planning it anew for each call's values, as it otherwise may on every call.
   */
  prepare(sqlText: string, options?: { generic?: boolean }): void;
  /** The statement timeout of public reads (decision 0059), in ms; undefined when they have none. */
  statementTimeoutMs?: number;
  /** PostgreSQL: how many connections public reads may hold at once (their own pool). */
  readConnections?: number;
  /** The streaming replicas public reads may use (DATABASE_REPLICA_URLS, decision 0082), when there are any. */
  replicas?: Replicas;
  /** SQLite's reader threads for anonymous searches (SQLITE_READ_WORKERS, decision 0089), when there are any. */
  sqliteReaders?: SqliteReaders;
}

/**
 * Runs a hot query as a prepared statement (Db.prepare): PostgreSQL parses it once per connection
 * instead of on every call, and with `generic` plans it once too (up to 2 ms for the haversine
 * expressions of the nearest-first order).
 */
export async function executePrepared<R>(
  db: Db,
  query: { compile(): CompiledQuery<R> },
  options?: { generic?: boolean },
): Promise<R[]> {
  const compiled = query.compile();
  db.prepare(compiled.sql, options);
  return (await db.kysely.executeQuery(compiled)).rows;
}

/**
 * An id list padded with '' (no shop's id) to a power of two, at least 16: a statement taking it
 * has a few texts whatever the count, so that a prepared one is planned once per connection.
 */
export function paddedIds(ids: readonly string[]): string[] {
  let length = 16;
  while (length < ids.length) length *= 2;
  return [...ids, ...Array.from({ length: length - ids.length }, () => '')];
}

/** Statements kept prepared per SQLite connection (each distinct SQL text is one). */
const SQLITE_STATEMENTS = 500;

/**
 * better-sqlite3 with its prepared statements kept by SQL text: Kysely prepares every query
 * anew, which cost a sixth of a shop detail's CPU. No query of ours streams (iterate), the only
 * case where one statement could be busy twice.
 */
function cachingStatements(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= SQLITE_STATEMENTS) statements.delete(statements.keys().next().value!);
        statements.set(sqlText, statement);
      }
      return statement;
    },
    close: () => void sqlite.close(),
  };
}

/** A statement marked with Db.prepare: its name on every connection, and whether it keeps a generic plan. */
interface Named {
  name: string;
  generic: boolean;
}

/**
 * The pools of one PostgreSQL database: `pool` for writes, jobs, migrations and imports; `reads`
 * for public reads, whose connections carry a statement timeout from their start (no round trip
 * per query); `generic` for a public read's statements marked `generic` (Db.prepare), whose
 * connections keep generic plans (plan_cache_mode, decision 0094). Without a statement timeout,
 * `reads` is `pool`.
 */
interface Pools {
  pool: pg.Pool;
  reads: pg.Pool;
  generic: pg.Pool;
}

/**
 * The pool as Kysely sees it: a query whose SQL was marked with Db.prepare runs as a named
 * statement (node-postgres parses it once per connection, then only binds and executes it).
 *
 * A query made for a public read (a ReadScope, decision 0059) takes its connection from `reads`,
 * or from `generic` when its first statement is a generic one: the pool is chosen at that first
 * statement. Every other query takes one from `pool`. While a read holds a connection, aborting
 * the read cancels the query it runs there (pg_cancel_backend, sent over `pool`), and the
 * connection goes back to the pool only once the cancel is done, so the cancel cannot reach the
 * next query on it.
 *
 * A read whose scope allows a replica (decision 0082) takes its connection from a healthy replica's
 * pool instead (statement timeout too, custom plans), and is cancelled over that replica's own
 * connection; with no healthy replica, or when the replica refuses the connection, it reads from
 * the primary. A query that loses its replica connection (outside a transaction) runs again on
 * `reads`.
 */
function preparingPool({ pool, reads, generic }: Pools, named: Map<string, Named>, replicas?: Replicas): PostgresPool {
  return {
    async connect() {
      const scope = currentReadScope();
      if (scope?.aborted) throw new ReadAbortedError();
      // A read that may use a replica takes a healthy one's connection (decision 0082); the primary's otherwise.
      let replica = scope?.replicaAllowed ? replicas?.pick() : undefined;
      let client = replica && (await replica.reads.connect().catch(() => void replica!.failed()));
      if (!client) replica = undefined;
      // A public read on the primary connects at its first statement, which chooses the pool.
      if (!client && !scope) client = await pool.connect();
      let cancelling: Promise<unknown> | undefined;
      const holdFor = (held: pg.PoolClient, server: pg.Pool) => {
        const processId = (held as unknown as { processID: number | null }).processID;
        // The cancel goes to the server the connection belongs to.
        const cancel = () =>
          void (cancelling ??= server.query('select pg_cancel_backend($1)', [processId]).catch(() => undefined));
        return scope?.hold(cancel);
      };
      let letGo = client && holdFor(client, replica ? replica.cancels : pool);
      let inTransaction = false;
      const run = async (queryOrText: unknown, values?: unknown[]) => {
        const statement = typeof queryOrText === 'string' ? named.get(queryOrText) : undefined;
        if (!client) {
          client = await (statement?.generic ? generic : reads).connect();
          letGo = holdFor(client, pool);
        }
        return statement
          ? client.query({ name: statement.name, text: queryOrText as string, values })
          : client.query(queryOrText as string, values);
      };
      const onReplica = async (replicaNow: ReplicaTarget, queryOrText: unknown, values?: unknown[]) => {
        inTransaction ||= typeof queryOrText === 'string' && /^\s*(begin|start)/i.test(queryOrText);
        try {
          return await run(queryOrText, values);
        } catch (error) {
          // The replica went away under this read: outside a transaction, its query runs again on the primary.
          if (inTransaction || databaseFault(error) !== 'unavailable' || scope?.aborted) throw error;
          replicaNow.failed();
          replica = undefined;
          letGo?.();
          client!.release(error as Error);
          client = await reads.connect();
          letGo = holdFor(client, pool);
          return run(queryOrText, values);
        }
      };
      return {
        query: ((queryOrText: unknown, values?: unknown[]) => {
          if (scope?.aborted) return Promise.reject(new ReadAbortedError());
          return replica ? onReplica(replica, queryOrText, values) : run(queryOrText, values);
        }) as unknown as PostgresPoolClient['query'],
        release: () => {
          letGo?.();
          const held = client;
          if (!held) return;
          if (cancelling) void cancelling.then(() => held.release());
          else held.release();
        },
      };
    },
    end: async () =>
      void (await Promise.all([
        pool.end(),
        reads === pool ? undefined : reads.end(),
        generic.end(),
        replicas?.close(),
      ])),
  };
}

/** Most distinct SQL texts prepared per PostgreSQL connection (Db.prepare). */
const NAMED_STATEMENTS = 200;

/** A new PostgreSQL connection that takes longer than this fails, so a request answers 503 in time. */
const CONNECT_TIMEOUT_MS = 1500;

// PostgreSQL's bigint (count(*)) arrives as a string by default; our counts fit in a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Timestamps come back as the ISO strings SQLite stores (and the application writes), not as Date.
for (const oid of [pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP]) {
  const parseDate = pg.types.getTypeParser(oid);
  pg.types.setTypeParser(oid, (value: string) => new Date(parseDate(value) as Date | number).toISOString());
}

/**
 * `statementTimeoutMs`: the time limit of every query of a public read (decision 0059). On
 * PostgreSQL those queries get a pool of their own (`poolSize` connections more at most) whose
 * connections carry it; SQLite has no way to stop a query, so there the bound is in the queries.
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  sqlitePath: string;
  poolSize?: number;
  statementTimeoutMs?: number;
  /** PostgreSQL streaming replicas for public reads (decision 0082), and how far behind one may be. */
  replicaUrls?: readonly string[];
  replicaMaxLagMs?: number;
  /** SQLite: worker threads that run anonymous searches on connections of their own (decision 0089); 0 for none. */
  sqliteReadWorkers?: number;
}): Db {
  const statementTimeoutMs = options.statementTimeoutMs || undefined;
  if (options.databaseUrl) {
    const max = options.poolSize ?? 10;
    const newPool = (extra: pg.PoolConfig = {}, connectionString = options.databaseUrl) => {
      const pool = new pg.Pool({
        connectionString,
        max,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        // Lets the kernel notice a peer that vanished without closing the connection.
        keepAlive: true,
        ...extra,
      });
      // A connection that PostgreSQL ends (a restart: 57P01) or that drops is reported as an 'error'
      // event: the pool's for an idle one, the client's own for one in use. With no listener either
      // would end the process. The query in flight fails on its own (the app answers 503), and the
      // pool drops the broken client and connects anew on the next query (decision 0023).
      pool.on('error', () => undefined);
      pool.on('connect', (client) => client.on('error', () => undefined));
      return pool;
    };
    const pool = newPool();
    // Sent once, in the start-up packet of each connection: a public read's query costs nothing more.
    const reads = statementTimeoutMs ? newPool({ statement_timeout: statementTimeoutMs }) : pool;
    // Generic plans for the statements marked so (decision 0094): set once on each new connection,
    // before its first query (node-postgres runs a connection's queries in order).
    const generic = newPool(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {});
    generic.on(
      'connect',
      (client) => void client.query('set plan_cache_mode = force_generic_plan').catch(() => undefined),
    );
    const named = new Map<string, Named>();
    const replicas = options.replicaUrls?.length
      ? replicaMonitor({
          primary: pool,
          urls: options.replicaUrls,
          maxLagMs: options.replicaMaxLagMs ?? 5000,
          newPool: (url, extra) => newPool(extra, url),
          readOptions: statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {},
        })
      : undefined;
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool({ pool, reads, generic }, named, replicas) }),
    });
    // Past NAMED_STATEMENTS distinct texts (an id list of every length, say) the rest run unnamed: bounded memory on both sides.
    const prepare = (sqlText: string, options?: { generic?: boolean }) =>
      void (
        named.has(sqlText) ||
        named.size >= NAMED_STATEMENTS ||
        named.set(sqlText, { name: `q${named.size + 1}`, generic: options?.generic === true })
      );
    return {
      kysely,
      dialect: 'postgres',
      native: pool,
      close: () => kysely.destroy(),
      pool,
      prepare,
      statementTimeoutMs,
      readConnections: max,
      ...(replicas ? { replicas } : {}),
    };
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
  // 8 MB of pages kept (the default is 2 MB): the upper levels of every index and the first pages
  // of the name order stay in memory, so a deep page by number steps through the order index
  // without reading it again from the file (page 5000: 1.4 → 1.0 ms at a million shops).
  sqlite.pragma('cache_size = -8000');
  // An in-memory database is the connection's own: no other connection, no reader, can see it.
  const workers = options.sqlitePath === ':memory:' ? 0 : (options.sqliteReadWorkers ?? 0);
  const readers = workers > 0 ? new SqliteReaders({ path: options.sqlitePath, count: workers }) : undefined;
  const config = { database: cachingStatements(sqlite) };
  const kysely = new Kysely<Database>({
    dialect: readers ? new SqliteReadersDialect(config, readers) : new SqliteDialect(config),
    plugins: [new SqliteBooleansPlugin()],
  });
  return {
    kysely,
    dialect: 'sqlite',
    native: sqlite,
    close: () => kysely.destroy(),
    prepare: () => undefined,
    statementTimeoutMs,
    ...(readers ? { sqliteReaders: readers } : {}),
  };
}
