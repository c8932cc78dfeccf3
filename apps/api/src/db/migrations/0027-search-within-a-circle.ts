import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * A search within a circle or a place (issue 26, decision 0088).
 * - Both databases: the town's and the locality's indexes (0024's, lower-cased) in name order,
 *   so that "kirana in <town>" walks the town's shops in the list's order and stops at the
 *   page's end, each checked for the words or the kind (10,717 shops of Ramanagara on
 *   PostgreSQL: 43-170 → 7.6 ms). They replace 0024's, which are their first column.
 * - SQLite: the position index with each shop's name key and phonetic keys beside its position,
 *   so that a circle's shops are checked for common words ("enterprises" near, ~7% of the names)
 *   or their sounds ("lakshmi" near) from the index alone, not by reading each shop's row (10,550
 *   rows within 10 km of central Bengaluru at a million shops: 45 → 2.3 ms for a word, 36 → 4.4
 *   ms for a key). PostgreSQL's planner ANDs its own position and trigram indexes.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`create index shops_city_order_idx on shops (lower(city), name_key, id)`.execute(db);
  await sql`create index shops_locality_order_idx on shops (lower(locality), name_key, id)`.execute(db);
  await sql`drop index shops_city_lower_idx`.execute(db);
  await sql`drop index shops_locality_lower_idx`.execute(db);
  if (dialect === 'postgres') {
    // PostgreSQL keeps the statistics of an index's expression (lower(city)) with the index: those
    // of 0024's went with it, and without them the planner guesses a town holds half the shops
    // and walks the whole name order instead (557 ms for "kirana in ramanagara"). This table only.
    await sql`analyze shops`.execute(db);
    return;
  }
  await sql`create index shops_position_name_idx on shops (lat, long, name_key, name_phonetic)`.execute(db);
}
