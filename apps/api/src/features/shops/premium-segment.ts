import { PAGE_SIZE } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import type { Cursor } from './cursor.ts';
import { LIST_COLUMNS, premiumIds, unlistedIds, type ListRow } from './directory.ts';
import { afterInNameOrder, exclusions, withoutIds, type Exclusions } from './name-order.ts';
import { applyFilters, type FilterDescription } from './shop-filters.ts';

/**
 * The Premium segment: shops with an active plan matching the filter, in name order. They are
 * few (the partial index on premium_until holds only shops that ever paid), so the filters run
 * as plain checks on those rows.
 */
function premiumSegment(db: Db, described: FilterDescription, excluded: Exclusions) {
  // By id from the partial index, not `where premium_until > now` on shops itself: SQLite, with no
  // statistics for that index, would otherwise walk the whole name order (2-3 s at a million
  // shops) to save sorting a handful of rows.
  const ids = excluded.premium ?? premiumIds(db, excluded.nowIso);
  const segment = withoutIds(db.kysely.selectFrom('shops').where('id', 'in', ids), excluded.unlisted, () =>
    unlistedIds(db),
  );
  return applyFilters(db, segment, described, { useIndexes: false });
}

/** The name order after the Premium segment: from a name cursor, or from `offset` rows into it. */
export type RestOfNameOrder = (cursor: Cursor | undefined, offset: number, excluded: Exclusions) => Promise<ListRow[]>;

/**
 * A page in name order: the Premium segment first (shops with an active plan matching the
 * filter), then the rest of the name order, which `restOf` reads.
 */
export async function pageInNameOrder(
  db: Db,
  described: FilterDescription,
  cursor: Cursor | undefined,
  nowIso: string,
  restOf: RestOfNameOrder,
): Promise<ListRow[]> {
  const excluded = await exclusions(db, nowIso);
  if (cursor?.kind === 'name') return restOf(cursor, 0, excluded);
  const offset = cursor ? 0 : described.offset;
  // No active plan (the usual case): the page is the plain name order, with no segment to read.
  let premium: ListRow[] = [];
  if (excluded.premium?.length !== 0) {
    let query = afterInNameOrder(
      premiumSegment(db, described, excluded),
      cursor?.kind === 'premium' ? cursor : undefined,
    )
      .select([...LIST_COLUMNS])
      .orderBy('name_key')
      .orderBy('id')
      .limit(PAGE_SIZE + 1);
    if (!cursor && offset > 0) query = query.offset(offset);
    premium = ((await query.execute()) as ListRow[]).map((row) => ({ ...row, premium: true }));
    if (premium.length > PAGE_SIZE) return premium;
  }
  // The page runs past the Premium segment: the rest comes from the start of the name order,
  // or, for a page number past the segment, from as far into it as the segment fell short.
  let restOffset = offset;
  if (!cursor && offset > 0 && premium.length === 0 && excluded.premium?.length !== 0) {
    const row = await premiumSegment(db, described, excluded)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    restOffset = Math.max(0, offset - Number(row.n));
  } else if (cursor || premium.length > 0) {
    restOffset = 0;
  }
  const rest = await restOf(undefined, restOffset, excluded);
  return [...premium, ...rest];
}
