import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * The planner's estimate of how many rows the shops table holds (PostgreSQL's `reltuples`,
 * gathered by analyze): -1 when it has none yet. Undefined on SQLite, which has no such estimate
 * and counts a million rows in a few milliseconds: there the caller counts exactly.
 */
export async function shopsRowEstimate(db: Db): Promise<number | undefined> {
  if (db.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{
    n: string | number | null;
  }>`select reltuples as n from pg_class where oid = to_regclass('shops')`.execute(db.kysely);
  const n = Number(rows[0]?.n ?? -1);
  return Number.isFinite(n) ? Math.round(n) : -1;
}
