import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { currentReadScope, inHeavyRead } from './read-scope.ts';
import { SQLITE_DRIVER_PATH } from './sqlite-driver.ts';

/**
 * SQLite's searches on worker threads (decision 0089). better-sqlite3 runs a query to its end
 * inside one call on the thread that asks, so with one connection every read waits for the one
 * before it, and a slow search stalls every request. Here each worker thread holds a read-only
 * connection to the same file (WAL: readers never wait for the writer, and see every committed
 * write at once, so there is no lag to mind). A query made inside `heavyRead` (a search) in a read
 * scope that may use a replica (decision 0082: an anonymous GET of a public route) runs there, one
 * query per worker at a time. Every other query (cheap public reads such as the shop detail,
 * which the hop to a thread would only slow, writes, signed-in reads, jobs, migrations) stays on
 * the main connection.
 *
 * The worker's code is a string (`eval`), so that the same file runs from the TypeScript sources
 * (tests) and from the bundle; it loads the driver the main thread chose (db/sqlite-driver.ts).
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.path, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = ' + workerData.cacheSize);
const statements = new Map();
const TRANSACTION = /^\\s*(begin|commit|rollback|savepoint|release)\\b/i;
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size >= 200) statements.delete(statements.keys().next().value);
      statements.set(sql, statement);
    }
    if (statement.reader) return parentPort.postMessage({ id, rows: statement.all(parameters) });
    if (TRANSACTION.test(sql)) {
      statement.run(parameters);
      return parentPort.postMessage({ id, rows: [] });
    }
    parentPort.postMessage({ id, write: true });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

interface Answer {
  id: number;
  rows?: unknown[];
  /** The statement writes: the main connection runs it. */
  write?: boolean;
  error?: { message: string; code?: string };
}

/** One worker thread and its connection; it runs one query at a time, for the connection that holds it. */
class Reader {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  dead = false;

  constructor(options: { path: string; driver: string; cacheSize: number }, onExit: () => void) {
    // Small heaps: a reader holds a statement cache and one page of rows at a time. The thread
    // itself (a V8 isolate) still costs about 15 MB, whatever the limits (decision 0089).
    this.worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: options,
      resourceLimits: { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 24 },
    });
    // A worker must not keep the process alive on its own (the server's close ends them anyway).
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => {
      this.waiting.get(answer.id)?.resolve(answer);
      this.waiting.delete(answer.id);
    });
    const fail = (error: Error) => {
      if (this.dead) return;
      this.dead = true;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
      onExit();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`an SQLite reader thread ended (code ${code})`)));
  }

  run(sql: string, parameters: readonly unknown[]): Promise<Answer> {
    if (this.dead) return Promise.reject(new Error('the SQLite reader thread has ended'));
    const id = (this.nextId += 1);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, sql, parameters });
    });
  }

  /** Ends the thread; a query still waiting for it fails (nobody will answer it). */
  async close(): Promise<void> {
    this.dead = true;
    for (const { reject } of this.waiting.values()) reject(new Error('the database is closing'));
    this.waiting.clear();
    await this.worker.terminate();
  }
}

/** Blobs come back from a worker as Uint8Array: the main connection gives Buffers. */
function asBuffers(rows: unknown[]): unknown[] {
  for (const row of rows as Array<Record<string, unknown>>) {
    for (const [key, value] of Object.entries(row))
      if (value instanceof Uint8Array && !Buffer.isBuffer(value))
        row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  return rows;
}

/**
 * The readers of one database file. `acquire` waits for a free one (first come, first served);
 * a reader whose thread ended (a crash) is replaced at once, and its query fails.
 */
export class SqliteReaders {
  private readonly readers: Reader[] = [];
  private readonly free: Reader[] = [];
  private readonly queue: Array<(reader: Reader) => void> = [];
  private closed = false;
  /** Queries answered by the readers (not those handed to the main connection), for tests and metrics. */
  served = 0;

  constructor(
    private readonly options: { path: string; count: number; cacheSize?: number },
    private readonly driver = SQLITE_DRIVER_PATH,
  ) {
    for (let i = 0; i < options.count; i += 1) this.free.push(this.add());
  }

  private add(): Reader {
    const reader: Reader = new Reader(
      { path: this.options.path, driver: this.driver, cacheSize: this.options.cacheSize ?? -2000 },
      () => {
        // Ended (a crash): forgotten, and replaced while the pool is open.
        this.readers.splice(this.readers.indexOf(reader), 1);
        const at = this.free.indexOf(reader);
        if (at >= 0) this.free.splice(at, 1);
        if (!this.closed) this.release(this.add());
      },
    );
    this.readers.push(reader);
    return reader;
  }

  acquire(): Promise<Reader> {
    const reader = this.free.pop();
    if (reader) return Promise.resolve(reader);
    return new Promise((resolve) => this.queue.push(resolve));
  }

  release(reader: Reader): void {
    if (reader.dead) return;
    const next = this.queue.shift();
    if (next) next(reader);
    else this.free.push(reader);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.readers.map((reader) => reader.close()));
  }
}

/** What a reader may be asked: a query, or the statements of a read's transaction. */
const READS = /^\s*(select|with|values|begin|commit|rollback|savepoint|release)\b/i;

/** A Kysely connection held on one reader; a statement that writes goes to the main connection. */
class ReaderConnection implements DatabaseConnection {
  constructor(
    readonly reader: Reader,
    private readonly readers: SqliteReaders,
    private readonly main: Driver,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // A statement that may write goes to the main connection unasked (a reader's connection could not
    // even prepare a write to a table only the main connection has); the reader checks the rest.
    const answer: Answer = READS.test(compiled.sql)
      ? await this.reader.run(compiled.sql, compiled.parameters)
      : { id: 0, write: true };
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    if (answer.write) {
      const connection = await this.main.acquireConnection();
      try {
        return await connection.executeQuery<R>(compiled);
      } finally {
        await this.main.releaseConnection(connection);
      }
    }
    this.readers.served += 1;
    return { rows: asBuffers(answer.rows ?? []) as R[] };
  }

  // eslint-disable-next-line require-yield -- no query of ours streams (see database.ts)
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported on the SQLite readers');
  }
}

/** Kysely's SQLite driver, with the queries of anonymous searches sent to the readers. */
class ReadersDriver implements Driver {
  constructor(
    private readonly main: Driver,
    private readonly readers: SqliteReaders,
  ) {}

  init(): Promise<void> {
    return this.main.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!currentReadScope()?.replicaAllowed || !inHeavyRead()) return this.main.acquireConnection();
    // Kysely asks for a connection before it says what for: a reader is taken, and a statement that
    // writes is handed to the main connection (ReaderConnection).
    return new ReaderConnection(await this.readers.acquire(), this.readers, this.main);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (!(connection instanceof ReaderConnection)) return this.main.beginTransaction(connection, settings);
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection instanceof ReaderConnection)) return this.main.commitTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection instanceof ReaderConnection)) return this.main.rollbackTransaction(connection);
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (!(connection instanceof ReaderConnection)) return this.main.releaseConnection(connection);
    this.readers.release(connection.reader);
  }

  async destroy(): Promise<void> {
    await this.readers.close();
    await this.main.destroy();
  }
}

/** SQLite's dialect whose anonymous searches run on `readers`. */
export class SqliteReadersDialect extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly readers: SqliteReaders,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new ReadersDriver(super.createDriver(), this.readers);
  }
}
