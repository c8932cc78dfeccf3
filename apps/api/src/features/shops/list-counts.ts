import type { Db } from '../../db/database.ts';
import type { Box } from '../../db/geo.ts';
import {
  countNameMatchesFromIndex,
  countNameOrSubCategoryUpTo,
  countNamesWithWordsUpTo,
  shopsNamedWith,
  type NamedShop,
} from '../../db/text-search.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import { directoryTotal } from './directory-total.ts';
import { unlistedIds } from './directory.ts';
import { searchWords } from './name-search.ts';
import { applyFilters, circleBox, COMMON_MATCHES, type FilterDescription, type ListFilter } from './shop-filters.ts';

/* The list's totals: how many shops a filter matches, as its page's meta says. */

/**
 * A search's total is counted up to this many shops and no further (decision 0059): a search
 * matching millions ("sweets" at 10,000,000 shops) would otherwise read every match to count them.
 */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * Shops in the directory matching the filter: every match, less the unlisted new listings among
 * them. A search is counted only up to SEARCH_COUNT_CAP + 1 listed matches: a larger answer
 * means "more than the cap".
 */
export async function countShops(db: Db, described: FilterDescription): Promise<number> {
  if (described.search) {
    // The unlisted first (few, plain checks), so that the capped count can look past them.
    const unlisted = await countUnlistedMatches(db, described);
    return (await countMatches(db, described, SEARCH_COUNT_CAP + 1 + unlisted)) - unlisted;
  }
  const count = async () => {
    const [all, unlisted] = await Promise.all([countMatches(db, described), countUnlistedMatches(db, described)]);
    return all - unlisted;
  };
  // The plain directory at ten million shops cannot be counted within a read's time limit.
  return described.filtered ? count() : directoryTotal(db, count);
}

/** The unlisted are few, so the filters run as plain checks on their rows. */
async function countUnlistedMatches(db: Db, described: FilterDescription): Promise<number> {
  const row = await applyFilters(db, db.kysely.selectFrom('shops').where('id', 'in', unlistedIds(db)), described, {
    useIndexes: false,
  })
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every match, or with `limit`, the matches up to `limit` (the count stops there). */
async function countMatches(db: Db, described: FilterDescription, limit?: number): Promise<number> {
  if (described.nameWordsOnly) {
    // A pure name search may be counted from the search index alone: no row of shops read.
    const fromIndex = await countNameMatchesFromIndex(db, described.nameWordsOnly, limit);
    if (fromIndex !== undefined) return fromIndex;
  }
  // A search naming a kind, with nothing else: each side from its own index, only as far as the limit.
  const { kindSearch } = described;
  if (limit !== undefined && kindSearch)
    return countNameOrSubCategoryUpTo(db, kindSearch.terms.words, kindSearch.terms.subCategoryIds, limit);
  const matches = applyFilters(db, db.kysely.selectFrom('shops'), described, {
    useIndexes: true,
    counting: limit !== undefined,
  });
  const row = await (
    limit === undefined
      ? matches.select((eb) => eb.fn.countAll<number>().as('count'))
      : db.kysely
          .selectFrom(matches.select('id').limit(limit).as('m'))
          .select((eb) => eb.fn.countAll<number>().as('count'))
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * For a search within a circle, how many names hold its words, up to COMMON_MATCHES + 1:
 * whether the words are common ("enterprises", ~7% of the shops) picks how the circle and the
 * words meet (shop-filters.ts: wordsCommon, withinCircle). Common words are checked on the
 * circle's shops, which the position index finds with their name keys (SQLite: migration 0027,
 * 2.3 ms for the 10,550 shops within 10 km of central Bengaluru at a million shops; PostgreSQL:
 * migration 0029, decision 0090), instead of the search index finding every name holding them
 * and each being checked for its position (SQLite: 200 ms for the 67,000 "enterprises";
 * PostgreSQL: a bitmap AND of the trigram and position indexes, 56-73 ms). Counted once through
 * the search index (capped), kept as totals are. Undefined without words, and on SQLite for
 * words under 3 letters (its index holds trigrams).
 */
export async function namesHoldingWords(
  db: Db,
  filter: ListFilter,
  totals: TtlCache<number>,
): Promise<number | undefined> {
  const all = nameWordsNear(filter);
  if (all.length === 0) return undefined;
  const count = await totals.getOrLoad(
    `common|${all.join(' ')}`,
    async () => (await countNamesWithWordsUpTo(db, all, COMMON_MATCHES + 1)) ?? -1,
  );
  return count < 0 ? undefined : count;
}

/** The words a search within a circle asks names to hold: its name= words, and q= words naming no kind. */
function nameWordsNear(filter: ListFilter): string[] {
  if (!filter.near) return [];
  const words = filter.terms?.subCategoryIds.length ? undefined : (filter.terms?.words ?? []);
  return [...(words ?? []), ...(filter.name ? searchWords(filter.name) : [])];
}

/**
 * The shops named with a search's words are kept this long: a renamed or new shop is found by
 * its name up to a minute late.
 */
export const NAMES_KEPT_TTL_MS = 60_000;

/** Shops named with a search's words, kept: null where there were too many to keep. */
type KeptNames = TtlCache<readonly NamedShop[] | null>;

/**
 * For a search within a circle whose words `namesHolding` (namesHoldingWords) says few names hold:
 * those shops with their positions, read once through the search index and kept (NAMES_KEPT_TTL_MS),
 * so that each page looks the circle's up by id ("kirana" within 10 km of central Bengaluru at a
 * million shops: 2 of the 1,788 names, each of which PostgreSQL read for its position per page).
 * Words many names hold: those of the circle's tiles (namesInTiles), where each holds few.
 */
export async function namesKept(
  db: Db,
  filter: ListFilter,
  namesHolding: number | undefined,
  { names, tiles }: { names?: KeptNames; tiles?: KeptNames },
): Promise<readonly NamedShop[] | undefined> {
  const all = nameWordsNear(filter);
  if (!names || all.length === 0 || namesHolding === undefined) return undefined;
  if (namesHolding > COMMON_MATCHES) return namesWithin(db, { ...filter, namesHolding }, circleBox(filter)!, { tiles });
  return (
    (await names.getOrLoad(all.join(' '), async () => (await shopsNamedWith(db, all, COMMON_MATCHES)) ?? null)) ??
    undefined
  );
}

/**
 * For a search within a circle whose words many names hold (more than COMMON_MATCHES, as
 * `filter.namesHolding` says): those of the tiles covering `box` (namesInTiles). A page nearest
 * first asks it for each circle it reads, which may be smaller than the one requested (the web
 * app asks for 50 km, the page is usually within a few).
 */
export async function namesWithin(
  db: Db,
  filter: ListFilter,
  box: Box,
  { tiles }: { tiles?: KeptNames },
): Promise<readonly NamedShop[] | undefined> {
  const all = nameWordsNear(filter);
  const common = filter.namesHolding !== undefined && filter.namesHolding > COMMON_MATCHES;
  return tiles && all.length > 0 && common ? namesInTiles(db, all, box, tiles) : undefined;
}

/** Tiles per degree of latitude and of longitude: a tile is a tenth of a degree (about 11 km) on a side. */
const TILES_PER_DEGREE = 10;

/**
 * Tiles a circle may span for its names to be kept by tile: a 10 km circle spans 9 in the south,
 * 12 in Delhi; a 20 km one, the first a 50 km search reads for a word 267 shops within it hold, 25.
 */
const TILES_MAX = 36;

/** Names kept per tile at most (about 150 bytes each); a tile with more is read as before, each time. */
export const TILE_NAMES_MAX = 500;

/**
 * The shops named with words many names hold ("enterprises": 66,777 at a million shops), in the
 * tiles that cover the circle's box, or undefined when the box spans too many tiles or a tile holds
 * too many such names. Each tile is read once from the position index (3 ms for central
 * Bengaluru's 6,908 shops of a tile) and kept like the names, so that any circle over the same
 * tiles, whoever's position it is around, looks its names up by id: without, each page read every
 * shop of the circle's box for its name (5-7.5 ms of PostgreSQL for 10,550 shops).
 */
async function namesInTiles(
  db: Db,
  words: string[],
  box: Box,
  tiles: KeptNames,
): Promise<readonly NamedShop[] | undefined> {
  const edge = (tile: number) => tile / TILES_PER_DEGREE;
  // The tiles from the one holding the box's lower edge to the one holding its upper edge; an
  // edge's tile is stepped back where the division rounded it past the edge.
  const span = (min: number, max: number) => {
    let from = Math.floor(min * TILES_PER_DEGREE);
    if (edge(from) > min) from -= 1;
    let to = Math.floor(max * TILES_PER_DEGREE);
    if (edge(to + 1) < max) to += 1;
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  };
  const rows = span(box.minLat, box.maxLat);
  const columns = span(box.minLong, box.maxLong);
  if (rows.length * columns.length > TILES_MAX) return undefined;
  const key = words.join(' ');
  const kept = await Promise.all(
    rows.flatMap((row) =>
      columns.map((column) =>
        tiles.getOrLoad(
          `${key}|${row}|${column}`,
          async () =>
            (await shopsNamedWith(db, words, TILE_NAMES_MAX, {
              within: { minLat: edge(row), maxLat: edge(row + 1), minLong: edge(column), maxLong: edge(column + 1) },
            })) ?? null,
        ),
      ),
    ),
  );
  if (kept.some((tile) => tile === null)) return undefined;
  // A shop on a tile's edge is in both tiles.
  return [...new Map(kept.flatMap((tile) => tile!).map((shop) => [shop.id, shop])).values()];
}
