import type { Db } from '../../db/database.ts';
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
import { applyFilters, COMMON_MATCHES, type FilterDescription, type ListFilter } from './shop-filters.ts';

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

/**
 * For a search within a circle whose words `namesHolding` (namesHoldingWords) says few names hold:
 * those shops with their positions, read once through the search index and kept (NAMES_KEPT_TTL_MS),
 * so that each page looks the circle's up by id ("kirana" within 10 km of central Bengaluru at a
 * million shops: 2 of the 1,788 names, each of which PostgreSQL read for its position per page).
 */
export async function namesKept(
  db: Db,
  filter: ListFilter,
  namesHolding: number | undefined,
  kept: TtlCache<readonly NamedShop[] | null> | undefined,
): Promise<readonly NamedShop[] | undefined> {
  const all = nameWordsNear(filter);
  if (!kept || all.length === 0 || namesHolding === undefined || namesHolding > COMMON_MATCHES) return undefined;
  return (
    (await kept.getOrLoad(all.join(' '), async () => (await shopsNamedWith(db, all, COMMON_MATCHES)) ?? null)) ??
    undefined
  );
}
