import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * SQLite: the position index of 0001, `shops (lat, long)`, goes; 0027's `shops (lat, long,
 * name_key, name_phonetic)` begins with the same columns and serves every read it served.
 * With both, SQLite's planner picked the shorter one for a common word within a circle, built
 * on a freshly imported and analysed directory ("enterprises" near central Bengaluru at a million
 * shops: 21 ms reading each of the circle's rows to check its name, against 3.5 ms from 0027's
 * index alone), so the check decision 0088 describes did not happen. PostgreSQL: nothing
 * (it has no such pair). Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  await sql`drop index if exists shops_position_idx`.execute(db);
}
