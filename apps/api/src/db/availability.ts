/**
 * Which database errors mean "the database cannot serve right now" rather than "this request is
 * wrong": the app answers those with 503 and keeps running (decision 0023).
 *
 * - 'unavailable': PostgreSQL is down, restarting or unreachable (a shutdown notice, a refused or
 *   reset connection, a connection that timed out). Reads and writes both fail; the pool makes
 *   new connections once it is back.
 * - 'read-only': SQLite cannot write (a full disk, a read-only file); reads go on.
 * - 'busy': a public read ran past its statement timeout or was cancelled (57014, decision
 *   0059); worth trying again in a moment (Retry-After).
 */
export type DatabaseFault = 'unavailable' | 'read-only' | 'busy';

// 57014 query_canceled: a statement timeout, or our own cancel of a read whose client went away.
// READ_ABORTED: a query a read would send after its client went away (db/read-scope.ts).
const BUSY = new Set(['57014', 'READ_ABORTED']);

// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down).
const POSTGRES_UNAVAILABLE = new Set(['57P01', '57P02', '57P03']);
const SOCKET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const SQLITE_CANNOT_WRITE = /^SQLITE_(FULL|READONLY)/;
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|IOERR|CANTOPEN)/;
// node-postgres reports a dropped connection and its own timeouts by message only, without a code.
const PG_CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated due to connection timeout|Client was closed and is not queryable/;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function databaseFault(error: unknown): DatabaseFault | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = codeOf(error);
  if (code) {
    if (BUSY.has(code)) return 'busy';
    if (SQLITE_CANNOT_WRITE.test(code)) return 'read-only';
    if (SQLITE_UNAVAILABLE.test(code)) return 'unavailable';
    // Class 08: connection exceptions.
    if (POSTGRES_UNAVAILABLE.has(code) || code.startsWith('08') || SOCKET_UNAVAILABLE.has(code)) return 'unavailable';
  }
  // A host name with several addresses (localhost: ::1 and 127.0.0.1) fails as one AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => databaseFault(inner) === 'unavailable'))
    return 'unavailable';
  if (PG_CONNECTION_MESSAGES.test(error.message)) return 'unavailable';
  return undefined;
}
