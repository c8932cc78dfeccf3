import { createRequire } from 'node:module';
import type SQLiteDriver from 'better-sqlite3';

/**
 * better-sqlite3, as the running Node can load it (decision 0081). 12.x is built against Node's own
 * ABI and is the one that runs on Node 20; on Node 24.19 and later its statements' destructor aborts
 * the process during garbage collection. 13.x is built on Node-API (prebuilt in its package, nothing
 * downloaded) and runs on Node 22 and later, but not on Node 20. Both have the same API.
 */
const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split('.')[0]);

/** The driver's module file, for the threads that load it themselves (db/sqlite-readers.ts). */
export const SQLITE_DRIVER_PATH = require.resolve(nodeMajor >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3');
export const SQLite: typeof SQLiteDriver = require(SQLITE_DRIVER_PATH);
export type SQLiteDatabase = SQLiteDriver.Database;
