import { isVerified, ratingOf, type ShopFilterQuery, type ShopListItem } from '@local-shops/shared';
import { sql, type SelectQueryBuilder } from 'kysely';
import { executePrepared, type Db } from '../../db/database.ts';
import { boundingBox, distanceSql, inBox, type Box } from '../../db/geo.ts';
import type { Database } from '../../db/schema.ts';
import { kolkataDate } from '../../lib/shop-counters.ts';
import { whereNameHasWords, whereNameOrSubCategory } from '../../db/text-search.ts';
import type { SearchTerms } from './forgiving-search.ts';
import { searchWords } from './name-search.ts';
import { activeOfferShopIds } from './offers.repository.ts';

/** The circle of `near` when the caller names no radius. */
export const DEFAULT_NEAR_RADIUS_KM = 10;

export type ShopsQuery = SelectQueryBuilder<Database, 'shops', object>;

/** A list query with its `q=` search already read into words and kinds of shop. */
export type ListFilter = ShopFilterQuery & { terms?: SearchTerms };

/** The columns a list item is made of (name_key for the cursor). */
export const LIST_COLUMNS = ['id', 'name', 'name_key', 'store_front_picture', 'lat', 'long', 'is_claimed', 'premium_until', 'rating_sum', 'rating_count'] as const;

export interface ListRow {
  id: string;
  name: string;
  name_key: string;
  store_front_picture: string | null;
  lat: number | null;
  long: number | null;
  is_claimed: boolean;
  premium_until: string | null;
  rating_sum: number;
  rating_count: number;
  distance?: number;
  /** The row came from the Premium segment. */
  premium?: boolean;
}

export function toListItem(row: Omit<ListRow, 'name_key'>, nowIso: string): ShopListItem {
  return {
    id: row.id,
    name: row.name,
    storeFrontPicture: row.store_front_picture,
    lat: row.lat,
    long: row.long,
    isClaimed: row.is_claimed,
    isVerified: isVerified(row.is_claimed, row.premium_until, nowIso),
    rating: ratingOf(Number(row.rating_sum), Number(row.rating_count)),
    // Set by the routes from one look-up for the whole page (offers.repository.ts).
    hasOffer: false,
  };
}

export function hasFilters(filter: ListFilter): boolean {
  return Boolean(
    filter.name ||
      filter.terms || filter.categoryId || filter.subCategoryId || filter.shopType || filter.state || filter.city || filter.claimed !== undefined || filter.near || filter.hasOffer,
  );
}

/**
 * The WHERE clauses of a filter. With `useIndexes`, name words go through the search index; without,
 * they are plain LIKE checks on rows already narrowed down. `counting`: for a count that stops at a
 * limit (text-search.ts, whereNameOrSubCategory). `near` is left out when the caller
 * searches the circle itself (the nearest-first order), and then `within` is the box of the
 * circle it searches.
 */
export function applyFilters(
  db: Db,
  query: ShopsQuery,
  filter: ListFilter,
  { useIndexes, near = true, within, counting }: { useIndexes: boolean; near?: boolean; within?: Box; counting?: boolean },
): ShopsQuery {
  let q = query;
  const circle = filter.near && near ? boundingBox(filter.near.lat, filter.near.long, filter.radiusKm ?? DEFAULT_NEAR_RADIUS_KM) : within;
  if (filter.name) q = whereNameHasWords(db, q, searchWords(filter.name), { useIndex: useIndexes });
  if (filter.terms) q = whereNameOrSubCategory(db, q, filter.terms.words, filter.terms.subCategoryIds, { useIndex: useIndexes, within: circle, named: filter.terms.named, counting });
  if (filter.categoryId) {
    const categoryId = filter.categoryId;
    q = q.where('id', 'in', (eb) => eb.selectFrom('shop_categories').select('shop_id').where('category_id', '=', categoryId));
  }
  if (filter.subCategoryId) {
    const subCategoryId = filter.subCategoryId;
    q = q.where('id', 'in', (eb) =>
      eb.selectFrom('shop_sub_categories').select('shop_id').where('sub_category_id', '=', subCategoryId),
    );
  }
  if (filter.shopType) q = q.where('shop_type', '=', filter.shopType);
  if (filter.state) q = q.where('state', '=', filter.state);
  if (filter.city) q = q.where('city', '=', filter.city);
  // A literal true/false: both databases read it (SQLite as 1/0), and it binds no boolean parameter.
  if (filter.claimed !== undefined) q = q.where('is_claimed', '=', sql.lit(filter.claimed));
  // Offers count only while the shop's Premium plan runs (decision 0058): a check on the shop's own row.
  if (filter.hasOffer) q = q.where('id', 'in', activeOfferShopIds(db, kolkataDate(Date.now()))).where('premium_until', '>', new Date().toISOString());
  if (filter.near && near) q = withinCircle(db, q, filter.near, filter.radiusKm ?? DEFAULT_NEAR_RADIUS_KM);
  return q;
}

/** A place in the name order as the list's cursor carries it: the sort key and its tie-break. */
export interface NameOrderPlace {
  key: string;
  id: string;
}

/** The shops after `place` in the name order (name_key, then id): a range of the (name_key, id) index. */
export function afterInNameOrder<O>(query: SelectQueryBuilder<Database, 'shops', O>, place: NameOrderPlace | undefined): SelectQueryBuilder<Database, 'shops', O> {
  return place ? query.where((eb) => eb(eb.refTuple('name_key', 'id'), '>', eb.tuple(place.key, place.id))) : query;
}

/** Shops at most `km` from a point: the box through the position index, then the exact distance. */
export function withinCircle<Q extends ShopsQuery>(db: Db, query: Q, at: { lat: number; long: number }, km: number): Q {
  return inBox(db, query, boundingBox(at.lat, at.long, km)).where(distanceSql(at.lat, at.long), '<=', km) as Q;
}

/** Ids of the shops whose plan is active: the top of the name order, left out of the rest. */
export function premiumIds(db: Db, nowIso: string) {
  return db.kysely.selectFrom('shops').select('id').where('premium_until', '>', nowIso);
}

/**
 * New listings whose claim waits for review or was refused: they are not in the directory until a
 * reviewer approves them (decision 0011), though their own page answers its owner.
 */
export function unlistedIds(db: Db) {
  return db.kysely.selectFrom('claims').select('shop_id as id').where('kind', '=', 'new_listing').where('status', '<>', 'approved');
}

/** Up to this many ids of each kind are left out of the name order as a list; beyond, as a subquery. */
const ID_LIST_LIMIT = 500;

/**
 * What the name order leaves out: the active Premium shops (they head the list in their own
 * segment) and the unlisted new listings. Each is a list of ids, or undefined when there are so
 * many that a subquery does better.
 */
export interface Exclusions {
  nowIso: string;
  premium: string[] | undefined;
  unlisted: string[] | undefined;
}

export async function exclusions(db: Db, nowIso: string): Promise<Exclusions> {
  // One round trip for both lists (each part wrapped to keep its own limit): every page in name order asks.
  const part = <T extends keyof Database>(kind: 'premium' | 'unlisted', ids: SelectQueryBuilder<Database, T, { id: string }>) =>
    db.kysely.selectFrom(ids.limit(ID_LIST_LIMIT + 1).as(kind)).select(['id', sql.lit(kind).as('kind')]);
  const rows = await executePrepared(db, part('premium', premiumIds(db, nowIso)).unionAll(part('unlisted', unlistedIds(db))));
  const ids = (kind: string) => {
    const of = rows.filter((row) => row.kind === kind);
    return of.length > ID_LIST_LIMIT ? undefined : of.map((row) => row.id);
  };
  return { nowIso, premium: ids('premium'), unlisted: ids('unlisted') };
}

/**
 * Leaves `ids` out. With none (the usual case) the query is unchanged, so deep pages by number
 * still skip through the (name_key, id) index alone; a short list of ids costs little more.
 */
export function withoutIds<Q extends ShopsQuery>(query: Q, ids: string[] | undefined, many: () => ReturnType<typeof premiumIds> | ReturnType<typeof unlistedIds>): Q {
  if (!ids) return query.where('id', 'not in', many()) as Q;
  return (ids.length ? query.where('id', 'not in', ids) : query) as Q;
}

/** The name order after the Premium segment: neither the active Premium shops nor unlisted ones. */
export function withoutExcluded<Q extends ShopsQuery>(db: Db, query: Q, excluded: Exclusions): Q {
  return withoutIds(withoutIds(query, excluded.premium, () => premiumIds(db, excluded.nowIso)), excluded.unlisted, () => unlistedIds(db));
}
