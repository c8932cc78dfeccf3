import { PAGE_SIZE, type ShopListItem } from '@local-shops/shared';
import { executePrepared, type Db } from '../../db/database.ts';
import { whereSeqInWindow } from '../../db/seq-window.ts';
import type { NamedShop } from '../../db/text-search.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import type { Cursor } from './cursor.ts';
import { LIST_COLUMNS, toListItem, type ListRow, type ShopsQuery } from './directory.ts';
import { pageByDistance } from './distance-order.ts';
import { countShops, namesHoldingWords, namesKept, namesWithin, SEARCH_COUNT_CAP } from './list-counts.ts';
import type { NameOrderMarks, NameOrderStart } from './name-order-marks.ts';
import { inNameOrder, walkFromStart, walkNameOrder } from './name-order-walk.ts';
import {
  afterInNameOrder,
  mergeInNameOrder,
  namedAfter,
  withoutExcluded,
  type Exclusions,
  type NameOrderKey,
  type NameOrderPlace,
} from './name-order.ts';
import { pageInNameOrder } from './premium-segment.ts';
import { kindInNameOrder } from './search/kind-order.ts';
import { searchFront, type SearchFront } from './search/search-tiers.ts';
import { variantRows, VARIANTS_MAX, variantsOutsideKinds } from './search/variant-segment.ts';
import {
  applyFilters,
  COMMON_MATCHES,
  describeFilter,
  type FilterDescription,
  type ListFilter,
} from './shop-filters.ts';

export interface ShopPage {
  items: ShopListItem[];
  next: Cursor | null;
  total: number;
  /** A search that matched more than SEARCH_COUNT_CAP shops: `total` is the cap ("10,000+"). */
  totalIsCapped: boolean;
  /** Shops found only by another spelling of the words follow the exact matches (decision 0078). */
  variants: boolean;
}

/** How many rows in directory order a filtered page looks at before it asks the indexes instead. */
const WINDOW_ROWS = 1000;

/**
 * The shops after the Premium segment, in name order: after `after` if given, then `offset` rows
 * on (a page number without a cursor counts rows of this segment). The active Premium shops are
 * left out by id, which both databases check inside the (name_key, id) index.
 */
function orderedByName(
  db: Db,
  filtered: boolean,
  after: NameOrderPlace | undefined,
  filters: ShopsQuery,
  offset: number,
  excluded: Exclusions,
  limit = PAGE_SIZE + 1,
  sortMatches = false,
) {
  if (offset > 0 && !filtered) {
    // Deferred join: skip rows in the (name_key, id) index alone (an index-only scan on both
    // databases, hence `id` and not `seq`), then read only this page's rows.
    const offsetIds = afterInNameOrder(withoutExcluded(db, db.kysely.selectFrom('shops'), excluded), after)
      .select('id')
      .orderBy('name_key')
      .orderBy('id')
      .limit(limit)
      .offset(offset);
    return inNameOrder(withoutExcluded(db, filters, excluded).where('id', 'in', offsetIds)).limit(limit);
  }
  const query = inNameOrder(afterInNameOrder(withoutExcluded(db, filters, excluded), after), { sortMatches });
  return (offset > 0 ? query.offset(offset) : query).limit(limit);
}

/** A name cursor's place in the name order; none for another kind of cursor. */
const nameCursor = (cursor: Cursor | undefined): NameOrderPlace | undefined =>
  cursor?.kind === 'name' ? cursor : undefined;

/**
 * A filtered page in name order (`limit` rows, a page and one more unless told otherwise). Where
 * matches are common ("store"), the next WINDOW_ROWS rows of the directory's own order already
 * hold a page of them, found without sorting every match; where they are rare, the search and
 * category indexes find them. Both give the same rows.
 */
async function pageByName(
  db: Db,
  described: FilterDescription,
  cursor: Cursor | undefined,
  offset: number,
  excluded: Exclusions,
  {
    total,
    limit = PAGE_SIZE + 1,
    marks,
    totals,
    firstMatches,
    walks,
  }: { total: number; limit?: number; marks?: NameOrderMarks } & Partial<
    Pick<ListCaches, 'totals' | 'firstMatches' | 'walks'>
  >,
): Promise<ListRow[]> {
  const { filtered, wordsOnly } = described;
  // Common matches none of which come early in the name order ("sri point": 4,126 names, the
  // first past 89% of the order): the first page sorts them once (inNameOrder) and keeps where
  // the first of them stands, as its total is kept; the next asker walks from there (2 ms at a
  // million shops, where the sort took 16). Where even that walk falls short, the first page
  // keeps being sorted, without the wasted walk.
  const sparseKey = !cursor && offset === 0 ? `sparse-early|${described.totalKey}` : undefined;
  let sparseEarly = sparseKey !== undefined && totals?.peek(sparseKey) === 1;
  const firstMatch = sparseKey && !sparseEarly ? firstMatches?.peek(sparseKey) : undefined;
  const common = !sparseEarly && total >= COMMON_MATCHES && (cursor || offset === 0);
  // Fewer matches than a walk is for ("sagar agencies": 868 names, all past 76% of the order):
  // sorted (below), and the first page likewise keeps where the first match stands; the next
  // asker walks from there (names that share their first words stand together).
  const few = !sparseEarly && !common && sparseKey !== undefined && wordsOnly !== undefined && total > 0;
  if ((common || (few && firstMatch)) && wordsOnly) {
    const from = firstMatch ?? nameCursor(cursor);
    const { except } = described.filter;
    const rows = from
      ? await walkNameOrder(db, wordsOnly, except, from, excluded, limit)
      : await walkFromStart(db, walks, wordsOnly, except, excluded, limit);
    if (rows.length >= limit) return rows;
    sparseEarly = true;
  } else if (few) {
    sparseEarly = true;
  } else if (common && filtered) {
    const window = afterInNameOrder(
      db.kysely.selectFrom('shops').select('seq').orderBy('name_key').orderBy('id').limit(WINDOW_ROWS),
      nameCursor(cursor),
    );
    const inWindow = applyFilters(db, whereSeqInWindow(db, db.kysely.selectFrom('shops'), window), described, {
      useIndexes: false,
    });
    // The window already starts after the cursor: no offset inside it.
    const rows = (await orderedByName(db, filtered, undefined, inWindow, 0, excluded, limit).execute()) as ListRow[];
    const windowRows = rows.length >= limit ? WINDOW_ROWS : await countInWindow(db, cursor);
    if (rows.length >= limit || windowRows < WINDOW_ROWS) return rows;
    sparseEarly = true;
  }
  const indexed = applyFilters(db, db.kysely.selectFrom('shops'), described, { useIndexes: true });
  let start: NameOrderStart = { after: nameCursor(cursor), skip: offset };
  if (marks && !cursor && !filtered) start = await marks.start(db, offset, excluded);
  // Fewer matches than a walk is for: found by the search index and sorted, whatever the planner
  // expects of the order index ("sagar agencies": 868 names, all past 76% of the order, each page
  // a 194 ms walk on PostgreSQL and 503s at 20 connections; sorted, 15 ms). Not within a town or
  // locality ("in <place>"): its own index holds its shops in name order (migration 0027), where
  // sorting read every one of them ("kirana in Ramanagara": 10,865 shops, 96 ms; walked, 1-2 ms).
  const sortMatches = sparseEarly || (described.search && total < COMMON_MATCHES && !described.filter.place);
  const query = orderedByName(db, filtered, start.after, indexed, start.skip, excluded, limit, sortMatches);
  // The plain directory and a place's walk: prepared, and from a start or cursor (no rows to skip)
  // one plan whatever the values (generic, decision 0094). Another search's plan depends on its words.
  const walk = (!filtered || (described.placeWalk && !sortMatches)) && start.skip === 0;
  const read = !filtered || walk ? executePrepared(db, query, { generic: walk }) : query.execute();
  const rows = (await read) as ListRow[];
  if (sparseEarly && sparseKey) {
    const first = rows[0];
    // Just before the first match: the walk's range starts after a place, and no id sorts before ''.
    if (wordsOnly && !firstMatch && firstMatches && first && rows.length >= limit)
      await firstMatches.getOrLoad(sparseKey, async () => ({ key: first.name_key, id: '' }));
    else await totals?.getOrLoad(sparseKey, async () => 1);
  }
  return rows;
}

/** A search with more exact matches than this lists no variant matches after them (decision 0078). */
const VARIANTS_AFTER = 1000;

/**
 * Up to this many rows into a `q=` search naming a kind, pages are merged from the two orders
 * below; past it, the matches are sorted.
 */
const MERGED_ROWS = 1000;

/**
 * A page of a `q=` search naming a kind (decision 0048): the shops whose name holds the words
 * (the name search's own page) merged with each kind's shops in name order (the kind index),
 * each read only as far as the page reaches, instead of every match (a kind holds ~7,800 shops
 * at a million) being read and sorted.
 */
async function pageByNameOrKind(
  db: Db,
  { terms, byName: nameSearch }: NonNullable<FilterDescription['kindSearch']>,
  cursor: Cursor | undefined,
  offset: number,
  excluded: Exclusions,
  nameTotal: () => Promise<number>,
  walks: ListCaches['walks'],
): Promise<ListRow[]> {
  const limit = offset + PAGE_SIZE + 1;
  const after = nameCursor(cursor);
  const kept = terms.named;
  const except = nameSearch.filter.except ?? [];
  const left =
    excluded.premium && excluded.unlisted ? new Set([...excluded.premium, ...excluded.unlisted, ...except]) : undefined;
  const [byName, byKind] = await Promise.all([
    // The shops named with the words, as the search reader keeps them, or from the search index;
    // none when the search's ranked front listed them all (decision 0086).
    kept?.length === 0
      ? []
      : kept && left
        ? namedAfter(kept, after, limit, left)
        : nameTotal().then((total) => pageByName(db, nameSearch, cursor, 0, excluded, { total, limit, walks })),
    kindInNameOrder(db, terms.subCategoryIds, after, limit, excluded, except),
  ]);
  const isRow = (row: NameOrderKey): row is ListRow => 'name' in row;
  const named: NameOrderKey[] = byName;
  // The kind's rows first: they come whole, so a shop both named with the words and of the kind
  // (most of them) needs no second read.
  const page = mergeInNameOrder([byKind, named]).slice(offset, limit);
  const missing = page.filter((row) => !isRow(row)).map((row) => row.id);
  const read = missing.length
    ? ((await db.kysely
        .selectFrom('shops')
        .select([...LIST_COLUMNS])
        .where('id', 'in', missing)
        .execute()) as ListRow[])
    : [];
  const rows = new Map<string, ListRow>([...page.filter(isRow), ...read].map((row) => [row.id, row]));
  // A shop deleted between the two reads is left out.
  return page.flatMap((row) => rows.get(row.id) ?? []);
}

/** Rows of the directory after the cursor, up to WINDOW_ROWS: fewer means the window reached the end. */
async function countInWindow(db: Db, cursor: Cursor | undefined): Promise<number> {
  const window = afterInNameOrder(
    db.kysely.selectFrom('shops').select('seq').orderBy('name_key').orderBy('id').limit(WINDOW_ROWS),
    nameCursor(cursor),
  );
  const row = await db.kysely
    .selectFrom(window.as('w'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the list keeps between requests, each for a short while: the totals per filter, and the marks of deep pages. */
export interface ListCaches {
  totals: TtlCache<number>;
  /** A search's variant matches (variant-segment.ts), kept as its totals are. */
  variants?: TtlCache<ListRow[]>;
  /** A search's ranked front (search-tiers.ts), kept as its totals are. */
  fronts?: TtlCache<SearchFront>;
  /**
   * Where the first match stands of a search whose matches none come early in the name order,
   * kept as its totals are.
   */
  firstMatches?: TtlCache<NameOrderPlace>;
  /**
   * The ids of a common word's first page in name order (name-order-walk.ts, walkFromStart), kept
   * as its totals are.
   */
  walks?: TtlCache<readonly string[]>;
  /** The shops named with a search's words, where few are (list-counts.ts, namesKept). */
  names?: TtlCache<readonly NamedShop[] | null>;
  /** The shops named with words many names hold, per tile of the map (list-counts.ts, namesInTiles). */
  tiles?: TtlCache<readonly NamedShop[] | null>;
  marks?: NameOrderMarks;
  /** The circle that held a first page nearest first, per list and tile of the map (distance-order.ts). */
  circles?: TtlCache<number>;
}

const cachedOr = <T>(cache: TtlCache<T> | undefined, key: string, load: () => Promise<T>) =>
  cache ? cache.getOrLoad(key, load) : load();

/**
 * One page of the directory. With a cursor the page starts right after it (keyset); without,
 * page N is found by position, which the first pages and links without a cursor need (from the
 * nearest mark before it, see `marks`). Totals are counted once per filter and kept for a short
 * while (see `totals`).
 *
 * A `q=` search is one ranked list in segments (decision 0086): its front (the exact name, a
 * name starting with the words, and for a search naming a kind the other names holding them,
 * then their variants), read whole and kept; then the rest in name or distance order by keyset,
 * leaving out what the front listed; then, for a search naming no kind, its variant matches.
 */
export async function listShops(
  db: Db,
  filter: ListFilter,
  cursor: Cursor | undefined,
  caches: ListCaches,
  now: Date,
): Promise<ShopPage> {
  const { totals } = caches;
  const nowIso = now.toISOString();
  const namesHolding = await namesHoldingWords(db, filter, totals);
  if (namesHolding !== undefined) filter = { ...filter, namesHolding };
  const kept = await namesKept(db, filter, namesHolding, caches);
  if (kept) filter = { ...filter, namesKept: kept };
  const described = describeFilter(filter);
  const { nearest } = described;
  const segmented = cursor?.kind === 'variant' || cursor?.kind === 'front';
  if (cursor && !segmented && (nearest ? cursor.kind !== 'distance' : cursor.kind === 'distance'))
    throw badRequest('cursor is not valid.');
  const segmentKey = `${described.totalKey}|${nearest ? `${nearest.at.lat},${nearest.at.long}` : ''}`;
  const total = await totals.getOrLoad(described.totalKey, () => countShops(db, described));
  // Variants only where a shopper may reach them: after a few pages of exact matches, not after thousands.
  const variants =
    described.filter.terms?.soundsLike && total <= VARIANTS_AFTER
      ? await cachedOr(caches.variants, segmentKey, () => variantRows(db, described))
      : [];
  const front = filter.terms
    ? await cachedOr(caches.fronts, segmentKey, () => searchFront(db, described, nowIso))
    : { rows: [], holdsNamed: false };
  // A search naming a kind: its variants rank above the kind's other shops, so they join the front.
  const frontRows = front.holdsNamed ? [...front.rows, ...variants] : front.rows;
  const after = front.holdsNamed ? [] : variants;
  let rows: ListRow[] = [];
  if (cursor?.kind === 'variant') {
    rows = after
      .slice(cursor.offset, cursor.offset + PAGE_SIZE + 1)
      .map((row, i) => ({ ...row, variant: cursor.offset + i }));
  } else {
    const from = cursor?.kind === 'front' ? cursor.offset : cursor ? frontRows.length : described.offset;
    rows = frontRows.slice(from, from + PAGE_SIZE + 1).map((row, i) => ({ ...row, front: from + i }));
    if (rows.length <= PAGE_SIZE) {
      // The front ends on this page: the rest follows, from its start, from its own cursor, or
      // for a page number past the front, from as far into the rest as the front fell short.
      const rest = describeFilter({
        ...filter,
        ...(front.holdsNamed && filter.terms ? { terms: { ...filter.terms, named: [] } } : {}),
        ...(frontRows.length ? { except: frontRows.map((row) => row.id) } : {}),
      });
      const restCursor = segmented ? undefined : cursor;
      const offset = restCursor ? 0 : Math.max(0, from - frontRows.length);
      // A search its kept total says nothing matches ("shree ganesh" where shops spell it "Sri"):
      // no read of the name order, the variants follow at once. Like the total, the front and the
      // variants, that holds while the total is kept (30 s); the plain directory is always read.
      const more =
        described.search && total === 0
          ? []
          : await restOfList(db, { ...rest, offset }, restCursor, total, caches, nowIso);
      rows = [...rows, ...more.slice(0, PAGE_SIZE + 1 - rows.length)];
    }
  }
  if (after.length > 0 && cursor?.kind !== 'variant' && rows.length <= PAGE_SIZE) {
    // The exact matches end on this page: the variant matches follow, from their start, or, for a
    // page number past the exact matches, from as far into them as the exact ones fell short.
    const from = rows.length > 0 || cursor ? 0 : Math.max(0, described.offset - total);
    const more = after.slice(from, from + PAGE_SIZE + 1 - rows.length);
    rows = [...rows, ...more.map((row, i) => ({ ...row, variant: from + i }))];
  }
  const hasNext = rows.length > PAGE_SIZE;
  const pageRows = rows.slice(0, PAGE_SIZE);
  const last = pageRows.at(-1);
  const next: Cursor | null =
    hasNext && last
      ? last.variant !== undefined
        ? { kind: 'variant', offset: last.variant + 1 }
        : last.front !== undefined
          ? { kind: 'front', offset: last.front + 1 }
          : nearest
            ? { kind: 'distance', distance: Number(last.distance), id: last.id }
            : { kind: last.premium ? 'premium' : 'name', key: last.name_key, id: last.id }
      : null;
  // A search's count stops one past the cap (countShops); so do its variants (VARIANTS_MAX).
  const totalIsCapped = described.search && total > SEARCH_COUNT_CAP;
  const kindVariants = front.holdsNamed
    ? await variantsOutsideKinds(db, variants, filter.terms!.subCategoryIds)
    : variants.length;
  return {
    items: pageRows.map((row) => toListItem(row, nowIso)),
    next,
    total: (totalIsCapped ? SEARCH_COUNT_CAP : total) + kindVariants,
    totalIsCapped: totalIsCapped || variants.length >= VARIANTS_MAX,
    variants: variants.length > 0,
  };
}

/** The list past a search's front (all of it for any other list): Premium and name order, or distance. */
async function restOfList(
  db: Db,
  described: FilterDescription,
  cursor: Cursor | undefined,
  total: number,
  caches: ListCaches,
  nowIso: string,
): Promise<ListRow[]> {
  const { nearest, kindSearch } = described;
  if (nearest)
    return pageByDistance(
      db,
      { ...described, nearest },
      cursor,
      total,
      (box) => namesWithin(db, described.filter, box, caches),
      caches.circles,
    );
  if (kindSearch && (cursor || described.offset + PAGE_SIZE < MERGED_ROWS)) {
    const { byName } = kindSearch;
    const nameTotal = () => caches.totals.getOrLoad(byName.totalKey, () => countShops(db, byName));
    return pageInNameOrder(db, described, cursor, nowIso, (c, offset, excluded) =>
      pageByNameOrKind(db, kindSearch, c, offset, excluded, nameTotal, caches.walks),
    );
  }
  return pageInNameOrder(db, described, cursor, nowIso, (c, offset, excluded) =>
    pageByName(db, described, c, offset, excluded, { total, ...caches }),
  );
}
