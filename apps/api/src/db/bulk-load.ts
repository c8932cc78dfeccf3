import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { analyzeAfterPostgresLoad, copyShopsIntoPostgres, openPostgresRebuildLoad } from './bulk-load-postgres.ts';
import type { BulkLoadSession, BulkShopRow } from './bulk-load-session.ts';
import { analyzeAfterSqliteLoad, insertShopsIntoSqlite, openSqliteRebuildLoad } from './bulk-load-sqlite.ts';
import type { Db } from './database.ts';

export type { BulkLoadSession, BulkShopRow } from './bulk-load-session.ts';

/**
 * Opens an import's writes. `rebuildIndexes: false`: each batch commits on its own with every
 * index kept up to date (a kill loses one batch). `true`: the whole load is one transaction
 * that drops the secondary indexes and builds them again before committing (decision 0040):
 * several times faster for a load at least as large as the directory, and whatever stops it,
 * the indexes are there afterwards (a kill rolls the whole load back; a rerun loads it again).
 */
export async function openBulkLoad(db: Db, { rebuildIndexes }: { rebuildIndexes: boolean }): Promise<BulkLoadSession> {
  if (rebuildIndexes) {
    return db.dialect === 'postgres'
      ? openPostgresRebuildLoad(db.native as pg.Pool)
      : openSqliteRebuildLoad(db.native as SQLite.Database);
  }
  let added = 0;
  return {
    load: async (rows) => {
      const n = await bulkLoadShops(db, rows);
      added += n;
      return n;
    },
    finish: async ({ statistics = true } = {}) => {
      if (added > 0 && statistics) await gatherStatistics(db);
    },
    abandon: async () => undefined,
  };
}

/** Shops in the directory, counted up to `limit` (a bound keeps the count cheap on a large directory). */
export async function countShopsUpTo(db: Db, limit: number): Promise<number> {
  const { n } = await db.kysely
    .selectFrom((eb) => eb.selectFrom('shops').select('seq').limit(limit).as('some'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * Writes one batch of shops in one transaction: COPY through a staging table on PostgreSQL,
 * prepared statements on SQLite. A shop whose id or source_ref is already there is skipped, so
 * a batch that committed before an interruption is not added twice. Returns the shops added.
 */
export function bulkLoadShops(db: Db, rows: readonly BulkShopRow[]): Promise<number> {
  if (rows.length === 0) return Promise.resolve(0);
  return db.dialect === 'postgres'
    ? copyShopsIntoPostgres(db.native as pg.Pool, rows)
    : Promise.resolve(insertShopsIntoSqlite(db.native as SQLite.Database, rows));
}

/**
 * Gathers the planner's statistics after a bulk load, so that the first request after an import
 * is planned as well as the thousandth (autovacuum would get there only minutes later).
 */
export function gatherStatistics(db: Db): Promise<void> {
  return db.dialect === 'postgres'
    ? analyzeAfterPostgresLoad(db.native as pg.Pool)
    : Promise.resolve(analyzeAfterSqliteLoad(db.native as SQLite.Database));
}
