import type pg from 'pg';
import type SQLite from 'better-sqlite3';
import { analyzeAfterPostgresLoad, copyShopsIntoPostgres } from './bulk-load-postgres.ts';
import { analyzeAfterSqliteLoad, insertShopsIntoSqlite } from './bulk-load-sqlite.ts';
import type { Db } from './database.ts';

/** A shop as the bulk loaders write it: the shops row plus its category links. */
export interface BulkShopRow {
  id: string;
  name: string;
  name_key: string;
  intro: string;
  city: string | null;
  state: string | null;
  pin: string | null;
  shop_type: string | null;
  store_front_picture: string | null;
  lat: number | null;
  long: number | null;
  is_claimed: boolean;
  source: string;
  source_ref: string | null;
  created_at: string;
  category_ids: string[];
  sub_category_ids: string[];
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
  return db.dialect === 'postgres' ? analyzeAfterPostgresLoad(db.native as pg.Pool) : Promise.resolve(analyzeAfterSqliteLoad(db.native as SQLite.Database));
}
