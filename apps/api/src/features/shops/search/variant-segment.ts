import type { Db } from '../../../db/database.ts';
import { distanceSql } from '../../../db/geo.ts';
import { soundsLikeCountUpTo, whereNameSoundsLike } from '../../../db/phonetic-search.ts';
import { nameKeyHolds } from '../../../db/text-search.ts';
import { LIST_COLUMNS, unlistedIds, type ListRow } from '../directory.ts';
import { compareNameOrder } from '../name-order.ts';
import { applyFilters, describeFilter, type FilterDescription } from '../shop-filters.ts';

/**
 * The shops a `q=` search finds only by sound (decision 0078): named with another spelling of its
 * words ("Sri Ganesh" for "shree ganesh"), in the other script ("गणेश स्वीट्स" for "ganesh"), or
 * one typo away. They follow every exact match, nearest first with a position, else in name order.
 * At most VARIANTS_MAX of them: a spelling variant is a second guess, not a second directory.
 */
export const VARIANTS_MAX = 300;
/** Variant matches read at most, to pick the VARIANTS_MAX first from. */
const VARIANTS_READ = 2000;
/** More names than this with a search's keys, and a circle's shops are checked for them instead (SQLite). */
const COMMON_KEYS = 2000;

/** The variant matches of a filter's search, or none when it has no sounds to look for. */
export async function variantRows(db: Db, described: FilterDescription): Promise<ListRow[]> {
  const { terms } = described.filter;
  const soundsLike = terms?.soundsLike;
  if (!terms || !soundsLike) return [];
  // Every other filter as it is, checked on the (few) rows the phonetic index finds.
  const rest = describeFilter({ ...described.filter, terms: undefined, q: undefined, namesKept: undefined });
  // Keys many names share ("laksmi": 20,000 at a million shops), within a circle: checked on the
  // circle's shops, which the position index finds with their keys (migration 0027), rather than
  // every name with the keys being read to check its position (102 → 5 ms for "lakshmi" near).
  const asChecks =
    described.filter.near !== undefined &&
    (await soundsLikeCountUpTo(db, soundsLike.keys, COMMON_KEYS + 1)) > COMMON_KEYS;
  let query = whereNameSoundsLike(db, db.kysely.selectFrom('shops'), soundsLike.keys, { asChecks });
  query = applyFilters(db, query, rest, { useIndexes: false });
  // The exact matches are in the list already.
  const likes = nameKeyHolds(db, 'name_key', terms.words);
  if (likes.length > 0) query = query.where((eb) => eb.not(eb.and(likes)));
  query = query.where('id', 'not in', unlistedIds(db));
  const near = described.nearest?.at;
  // Read through the phonetic index and sorted here: with an ORDER BY the planner may walk the
  // whole name order instead, checking every row against the keys (2 s for a typo's few hundred
  // keys at 100,000 shops on PostgreSQL, against 5 ms).
  const rows = (await query
    .select([...LIST_COLUMNS])
    .$if(near !== undefined, (q) => q.select(distanceSql(near!.lat, near!.long).as('distance')))
    .limit(VARIANTS_READ)
    .execute()) as ListRow[];
  const byDistance = (a: ListRow, b: ListRow) => Number(a.distance) - Number(b.distance) || (a.id < b.id ? -1 : 1);
  return rows.sort(near ? byDistance : compareNameOrder).slice(0, VARIANTS_MAX);
}

/** How many of a kind search's variant matches are not of its kinds (those the total counts already). */
export async function variantsOutsideKinds(db: Db, variants: ListRow[], subCategoryIds: string[]): Promise<number> {
  if (variants.length === 0) return 0;
  const row = await db.kysely
    .selectFrom('shop_sub_categories')
    .select((eb) => eb.fn.count<number>('shop_id').distinct().as('n'))
    .where('sub_category_id', 'in', subCategoryIds)
    .where(
      'shop_id',
      'in',
      variants.map((v) => v.id),
    )
    .executeTakeFirstOrThrow();
  return variants.length - Number(row.n);
}
