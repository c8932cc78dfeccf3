import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * PostgreSQL: a GiST index on the shop's position answers "which shops lie in this box" without
 * scanning a whole band of latitude. SQLite keeps its (lat, long) B-tree, which is fast enough
 * in-process. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create index shops_point_gist_idx on shops using gist (point(long, lat)) where lat is not null and long is not null`.execute(
    db,
  );
}
