import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * Keeps the shops whose `seq` is in `window` (a subquery of a few hundred or thousand seqs, such as
 * the next rows of the name order). PostgreSQL gets the window as one array (an InitPlan run once)
 * so that it probes the primary key for each seq: with `seq in (subquery)` and a filter it cannot
 * estimate (a name match OR a sub-category), it chose to scan all million shops (327 ms against
 * 9 ms at 1,000,000 shops, EXPLAIN ANALYZE). SQLite probes the key for `in` already.
 */
export function whereSeqInWindow<Q extends SelectQueryBuilder<Database, 'shops', object>>(
  db: Db,
  query: Q,
  window: SelectQueryBuilder<Database, 'shops', { seq: number }>,
): Q {
  if (db.dialect === 'postgres') return query.where(sql<SqlBool>`shops.seq = any(array(${window}))`) as Q;
  return query.where('seq', 'in', window) as Q;
}
