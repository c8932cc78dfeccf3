import type { Db } from '../../db/database.ts';

/** A Google answer is reused for a month: streets and towns do not move faster than that. */
export const LOOKUP_CACHE_DAYS = 30;

/** The position rounded to 4 decimals (about 11 m), the unit of the cache and of the paid lookup. */
export function positionCell(lat: number, long: number): { key: string; lat: number; long: number } {
  const roundedLat = Number(lat.toFixed(4));
  const roundedLong = Number(long.toFixed(4));
  return { key: `${roundedLat.toFixed(4)},${roundedLong.toFixed(4)}`, lat: roundedLat, long: roundedLong };
}

export async function cachedCompoundCode(db: Db, cell: string, now: Date): Promise<string | undefined> {
  const freshAfter = new Date(now.getTime() - LOOKUP_CACHE_DAYS * 24 * 3600_000).toISOString();
  const row = await db.kysely
    .selectFrom('address_lookup_cache')
    .select('compound_code')
    .where('cell', '=', cell)
    .where('looked_up_at', '>', freshAfter)
    .executeTakeFirst();
  return row?.compound_code;
}

/** Shared by every instance (a table, not memory); a parallel lookup of the same cell just writes last. */
export async function cacheCompoundCode(db: Db, cell: string, compoundCode: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.kysely
    .insertInto('address_lookup_cache')
    .values({ cell, compound_code: compoundCode, looked_up_at: at })
    .onConflict((oc) => oc.column('cell').doUpdateSet({ compound_code: compoundCode, looked_up_at: at }))
    .execute();
}
