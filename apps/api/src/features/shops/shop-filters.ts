import { sql, type SqlBool } from 'kysely';
import { PAGE_SIZE, type LatLong, type ShopFilterQuery } from '@local-shops/shared';
import { paddedIds, type Db } from '../../db/database.ts';
import { boundingBox, isInBox, withinDistance, type Box } from '../../db/geo.ts';
import { whereNameHasWords, whereNameOrSubCategory, type NamedShop } from '../../db/text-search.ts';
import { kolkataDate } from '../../lib/shop-counters.ts';
import { coinShopIds } from './coins-flags.ts';
import type { ShopsQuery } from './directory.ts';
import { searchWords } from './name-search.ts';
import { activeOfferShopIds } from './offers.repository.ts';
import type { SearchTerms } from './search/forgiving-search.ts';

/** The circle of `near` when the caller names no radius. */
const DEFAULT_NEAR_RADIUS_KM = 10;

/**
 * A list query with its `q=` search already read into words and kinds of shop, and the town or
 * locality its "in <place>" named (decision 0078), as the lower-cased value of that column.
 */
export type ListFilter = ShopFilterQuery & {
  terms?: SearchTerms;
  place?: { column: 'city' | 'locality'; key: string };
  /** Shops a search's ranked front already lists (decision 0086): the rest of the list leaves them out. */
  except?: readonly string[];
  /**
   * For a search within a circle: how many names hold its words, counted up to COMMON_MATCHES + 1
   * (list-counts.ts, namesHoldingWords); unknown where the database cannot count them cheaply.
   * It picks how the circle and the words meet: see wordsCommon and withinCircle.
   */
  namesHolding?: number;
  /**
   * For a search within a circle whose words few names hold (COMMON_MATCHES at most), or few
   * names of the circle's tiles: those shops, with their positions, as read at most a minute ago
   * (list-counts.ts, namesKept). The names are then looked up by id among them, not through the
   * search index or the position index.
   */
  namesKept?: readonly NamedShop[];
};

/** Below this many matches the indexes find a page faster than a walk through the directory. */
export const COMMON_MATCHES = 2000;

/**
 * The search's words are in so many names that, within a circle, the position index finds the
 * candidates and the words are checked on each, rather than every name holding them being read
 * from the search index and checked for the circle (decisions 0088, 0090).
 */
export function wordsCommon(filter: ListFilter): boolean {
  return filter.namesKept === undefined && filter.namesHolding !== undefined && filter.namesHolding > COMMON_MATCHES;
}

/** The box of the filter's circle (`near` and its radius); undefined without `near`. */
export function circleBox(filter: ListFilter): Box | undefined {
  return filter.near
    ? boundingBox(filter.near.lat, filter.near.long, filter.radiusKm ?? DEFAULT_NEAR_RADIUS_KM)
    : undefined;
}

/**
 * A list request's filter, read once into what the list needs to know to choose how to read its
 * page (decision 0063). list.repository.ts and distance-order.ts act on these facts and build
 * their queries' WHERE clauses with applyFilters; they do not come back here to ask about the
 * filter.
 */
export interface FilterDescription {
  /** The filter itself, as applyFilters turns it into WHERE clauses. */
  readonly filter: ListFilter;
  /** The page number asked for (a cursor, when given, says where the page starts). */
  readonly page: number;
  /** Rows before the page when it is found by number: (page - 1) pages, less what a search's front listed. */
  readonly offset: number;
  /** Any filter at all; without, the list is the plain directory. */
  readonly filtered: boolean;
  /** A filter besides the circle of `near`: without, every shop in the circle is a match. */
  readonly filteredBeyondCircle: boolean;
  /** A name= or q= search: its cost depends on its words, and its total is capped (decision 0059). */
  readonly search: boolean;
  /** The words of a name= search with no other filter: its total may be counted from the search index alone. */
  readonly nameWordsOnly: string[] | undefined;
  /**
   * The words of a name= search, or of a q= search naming no kind, with no other filter: every
   * check of a match is on name_key and id, which the (name_key, id) index holds (list.repository.ts
   * walks it in name order).
   */
  readonly wordsOnly: string[] | undefined;
  /** A q= search naming a kind of shop, with no other filter (decision 0048), and the same words as a name search alone. */
  readonly kindSearch: { readonly terms: SearchTerms; readonly byName: FilterDescription } | undefined;
  /**
   * A search within a town or locality and no other filter ("kirana in joda"): its page walks the
   * place's name order (migration 0027), one plan whatever its words and place.
   */
  readonly placeWalk: boolean;
  /** The circle a nearest-first page is found in; undefined for a page in name order. */
  readonly nearest: { readonly at: LatLong; readonly km: number } | undefined;
  /** The key the filter's total is kept under between requests. */
  readonly totalKey: string;
}

/** Whether the filter narrows the directory at all (a search, a kind, a place, a circle…). */
export function hasFilters(filter: ListFilter): boolean {
  return Boolean(
    filter.name ||
    filter.terms ||
    filter.categoryId ||
    filter.subCategoryId ||
    filter.shopType ||
    filter.state ||
    filter.city ||
    filter.claimed !== undefined ||
    filter.near ||
    filter.hasOffer ||
    filter.place ||
    filter.coins,
  );
}

export function describeFilter(filter: ListFilter): FilterDescription {
  const {
    page: _page,
    cursor: _cursor,
    sort: _sort,
    q: _q,
    terms,
    except: _except,
    namesHolding: _names,
    namesKept: _kept,
    ...counted
  } = filter;
  // The search's words and kinds, not the shops named with them it carries (thousands of ids).
  return describe(
    filter,
    JSON.stringify({ ...counted, ...(terms ? { words: terms.words, kinds: terms.subCategoryIds } : {}) }),
  );
}

function describe(filter: ListFilter, totalKey: string): FilterDescription {
  const { terms } = filter;
  const kindSearch = Boolean(terms?.subCategoryIds.length) && !hasFilters({ ...filter, terms: undefined });
  // A q= search with a position is nearest first unless the caller asks for name order.
  const nearFirst = filter.sort === 'distance' || (terms !== undefined && filter.sort !== 'name');
  const byName = (words: string[]) => {
    const names: ListFilter = { page: 1, name: words.join(' ') };
    return describe({ ...names, ...(filter.except ? { except: filter.except } : {}) }, JSON.stringify(names));
  };
  return {
    filter,
    page: filter.page,
    offset: (filter.page - 1) * PAGE_SIZE,
    filtered: hasFilters(filter),
    filteredBeyondCircle: hasFilters({ ...filter, near: undefined }),
    search: Boolean(filter.name || terms),
    nameWordsOnly: filter.name && !hasFilters({ ...filter, name: undefined }) ? searchWords(filter.name) : undefined,
    wordsOnly: wordsOnly(filter),
    kindSearch: kindSearch && terms ? { terms, byName: byName(terms.words) } : undefined,
    placeWalk:
      filter.place !== undefined && !hasFilters({ ...filter, place: undefined, terms: undefined, name: undefined }),
    nearest: nearFirst && filter.near ? { at: filter.near, km: filter.radiusKm ?? DEFAULT_NEAR_RADIUS_KM } : undefined,
    totalKey,
  };
}

function wordsOnly(filter: ListFilter): string[] | undefined {
  const { name, terms } = filter;
  if (name && !terms && !hasFilters({ ...filter, name: undefined })) return searchWords(name);
  if (terms && !name && terms.subCategoryIds.length === 0 && !hasFilters({ ...filter, terms: undefined }))
    return terms.words;
  return undefined;
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
  { filter }: FilterDescription,
  {
    useIndexes,
    near = true,
    within,
    counting,
  }: { useIndexes: boolean; near?: boolean; within?: Box; counting?: boolean },
): ShopsQuery {
  let q = query;
  const circle = near ? (circleBox(filter) ?? within) : within;
  // Common words within a circle: checked on the shops the position index finds there. Within a
  // town or locality ("kirana in joda"), on the place's shops, walked in name order through its
  // index (migration 0027), whatever the words.
  const byPlace = filter.place !== undefined;
  const wordsIndexed = useIndexes && !(circle && wordsCommon(filter)) && !byPlace;
  // The names holding the words, already known (for the words of name= and of q= naming no kind):
  // those in the circle's box, by id.
  const ownWords = filter.terms ? filter.terms.subCategoryIds.length === 0 : filter.name !== undefined;
  const kept = circle && filter.namesKept && ownWords ? filter.namesKept : undefined;
  if (kept) q = q.where('id', 'in', paddedIds(kept.filter((shop) => isInBox(shop, circle!)).map((shop) => shop.id)));
  if (filter.name && !kept) q = whereNameHasWords(db, q, searchWords(filter.name), { useIndex: wordsIndexed });
  if (filter.terms && !kept)
    q = whereNameOrSubCategory(db, q, filter.terms.words, filter.terms.subCategoryIds, {
      useIndex: filter.terms.subCategoryIds.length && !byPlace ? useIndexes : wordsIndexed,
      within: circle,
      named: filter.terms.named,
      counting,
    });
  if (filter.categoryId) {
    const categoryId = filter.categoryId;
    q = q.where('id', 'in', (eb) =>
      eb.selectFrom('shop_categories').select('shop_id').where('category_id', '=', categoryId),
    );
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
  if (filter.hasOffer)
    q = q
      .where('id', 'in', activeOfferShopIds(db, kolkataDate(Date.now())))
      .where('premium_until', '>', new Date().toISOString());
  // Coins too (issue 29): switched on, not frozen, and the plan running.
  if (filter.coins) q = q.where('id', 'in', coinShopIds(db)).where('premium_until', '>', new Date().toISOString());
  // "in <place>": through the lower-cased column's own index (migration 0024).
  if (filter.place) q = q.where(sql<SqlBool>`lower(${sql.ref(filter.place.column)}) = ${filter.place.key}`);
  if (filter.except?.length) q = q.where('id', 'not in', filter.except);
  if (filter.near && near) q = withinCircle(db, q, filter, filter.near, filter.radiusKm ?? DEFAULT_NEAR_RADIUS_KM);
  return q;
}

/**
 * Shops at most `km` from a point. Words few names hold (a count said so) are found by the search
 * index rather than checked on the circle's shops (db/geo.ts, withinDistance; decision 0090).
 */
export function withinCircle<Q extends ShopsQuery>(
  db: Db,
  query: Q,
  filter: ListFilter,
  at: { lat: number; long: number },
  km: number,
): Q {
  return withinDistance(db, query, at, km, { fewNames: filter.namesHolding !== undefined && !wordsCommon(filter) });
}
