import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from './database.ts';
import { boundingBox, distanceSql, inBox, isInBox, type Box } from './geo.ts';
import type { Database } from './schema.ts';

/**
 * Name search: every word must appear anywhere in the lower-cased name. PostgreSQL plans the
 * LIKEs against its trigram GIN index itself; SQLite looks words of 3+ characters up in its FTS5
 * trigram index (a substring match) and checks the rest with LIKE on the few rows found.
 */

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** FTS5 query where every word of 3+ characters must appear (trigram tokenizer: substring match). */
function ftsQuery(words: string[]): string | undefined {
  const long = words.filter((w) => [...w].length >= 3);
  return long.length ? long.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ') : undefined;
}

/**
 * The words the trigram index should look up: every word of 3+ characters. FTS5 intersects their
 * doclists itself, which beats checking a short word with LIKE on each row the long words find:
 * at a million shops "sat agencies" took 25 ms with "sat" left to LIKE (7,047 agencies read)
 * and 3 ms with it in the index; a common short word costs little ("sri ganesh halwai": 2.1 ms
 * against 2.7 ms).
 */
function indexableWords(words: string[]): string[] {
  return words.filter((w) => [...w].length >= 3);
}

/**
 * The trigrams of a word that the index looks up to find its candidates: every third one, and
 * the last. A name holding the word holds them all; one holding them all may not hold the word,
 * so the word is checked with LIKE on the (few) rows found. Three unordered terms instead of a
 * phrase of six: "sat agencies" 2.2 → 1.1 ms, "krishna medical" 3.8 → 2.0 ms at a million shops.
 */
function lookupTrigrams(word: string): string[] {
  const letters = [...word];
  const trigrams: string[] = [];
  for (let i = 0; i + 3 <= letters.length; i += 3) trigrams.push(letters.slice(i, i + 3).join(''));
  if (letters.length % 3) trigrams.push(letters.slice(-3).join(''));
  return trigrams;
}

/** LIKEs that a name key (`column`: a column reference) holds every word: PostgreSQL's trigram index answers them. */
function likes(column: string, words: readonly string[]) {
  return words.map((word) => sql<SqlBool>`${sql.ref(column)} like ${`%${escapeLike(word)}%`} escape '\\'`);
}

/**
 * The checks that a name key (`column`: a column reference) holds every word, on rows already
 * found: no index is asked. On PostgreSQL `strpos`, about twice as fast as a LIKE (20,000 keys of
 * the name order: 4.3 → 2.4 ms), and never sent to the trigram index by the planner; LIKE on SQLite.
 */
export function nameKeyHolds(db: Db, column: string, words: readonly string[]) {
  if (db.dialect !== 'postgres') return likes(column, words);
  return words.map((word) => sql<SqlBool>`strpos(${sql.ref(column)}, ${word}) > 0`);
}

/**
 * Shops whose name holds every word (already lower-cased). With `useIndex`, SQLite's search index
 * finds the candidates (PostgreSQL's planner takes the LIKEs to its trigram index); without, every
 * word is a plain check on rows already narrowed down (nameKeyHolds).
 */
export function whereNameHasWords<Q extends SelectQueryBuilder<Database, 'shops', object>>(
  db: Db,
  query: Q,
  words: string[],
  { useIndex }: { useIndex: boolean },
): Q {
  let q = query;
  const indexed = useIndex && db.dialect === 'sqlite' ? indexableWords(words) : [];
  const match = ftsQuery([...new Set(indexed.flatMap(lookupTrigrams))]);
  if (match) q = q.where('seq', 'in', sql<number>`(select rowid from shops_fts where shops_fts match ${match})`) as Q;
  // A word of three letters is its own trigram: the index alone answers for it.
  const checked = words.filter((word) => !(indexed.includes(word) && [...word].length === 3));
  for (const check of useIndex ? likes('name_key', checked) : nameKeyHolds(db, 'name_key', checked))
    q = q.where(check) as Q;
  return q;
}

/**
 * How many shops have every word in their name, counted up to `limit` through the search index,
 * or undefined where that index cannot tell (SQLite, a word under 3 letters). SQLite counts its
 * FTS5 index alone; PostgreSQL's trigram index finds every name holding the words before the
 * count stops (42 ms for the 66,795 "enterprises" on a slow machine: the caller keeps the count).
 */
export async function countNamesWithWordsUpTo(db: Db, words: string[], limit: number): Promise<number | undefined> {
  if (db.dialect === 'sqlite') return countNameMatchesFromIndex(db, words, limit);
  const names = whereNameHasWords(db, db.kysely.selectFrom('shops'), words, { useIndex: true })
    .select('id')
    .limit(limit);
  const row = await db.kysely
    .selectFrom(names.as('n'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How many shops have every word in their name, counted from the search index alone (no row of
 * shops read), or undefined where the database must count rows instead. With `limit`, the count
 * stops there (decision 0059).
 */
export async function countNameMatchesFromIndex(db: Db, words: string[], limit?: number): Promise<number | undefined> {
  if (db.dialect !== 'sqlite' || words.length === 0 || !words.every((w) => [...w].length >= 3)) return undefined;
  const match = ftsQuery(words);
  const { rows } = await (
    limit === undefined
      ? sql<{ count: number }>`select count(*) as count from shops_fts where shops_fts match ${match}`
      : sql<{
          count: number;
        }>`select count(*) as count from (select rowid from shops_fts where shops_fts match ${match} limit ${limit})`
  ).execute(db.kysely);
  return Number(rows[0]!.count);
}

/**
 * How many shops have every word in their name or belong to one of the sub-categories, counted
 * up to `limit` (decision 0059). Each side is read from its own index only as far as the count
 * can need, so the cost stays bounded however many shops match (a kind of shop at 10,000,000
 * shops holds ~80,000): the name side up to `limit` shops, the kind side up to `limit` rows per
 * sub-category (a shop may be in several). When a side is cut short its matches alone reach the
 * limit; otherwise both sides are whole and their union exact.
 */
export async function countNameOrSubCategoryUpTo(
  db: Db,
  words: string[],
  subCategoryIds: string[],
  limit: number,
): Promise<number> {
  const byName = whereNameHasWords(db, db.kysely.selectFrom('shops'), words, { useIndex: true })
    .select('id')
    .limit(limit);
  const ofKind = db.kysely
    .selectFrom('shop_sub_categories')
    .select('shop_id as id')
    .where('sub_category_id', 'in', subCategoryIds)
    .limit(limit * subCategoryIds.length);
  // Each side in its own subquery: a LIMIT inside a union needs one on both databases.
  const union = db.kysely
    .selectFrom(byName.as('n'))
    .selectAll()
    .union(db.kysely.selectFrom(ofKind.as('k')).selectAll());
  const row = await db.kysely
    .selectFrom(union.as('u'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Math.min(Number(row.count), limit);
}

/** Whether any shop's name holds the word (lower-cased): one index probe, no count. */
export async function anyNameHasWord(db: Db, word: string): Promise<boolean> {
  const row = await whereNameHasWords(db, db.kysely.selectFrom('shops'), [word], { useIndex: true })
    .select('id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A shop whose name holds a search's words: where it falls in the name order, and where it is. */
export interface NamedShop {
  id: string;
  name_key: string;
  lat: number | null;
  long: number | null;
}

/**
 * The shops whose name holds every word, or undefined when there are more than `max`; the caller
 * keeps the list for a while. Read from the search index, or with `within`, from the position
 * index: the box's shops, the words checked on each (PostgreSQL reads the index alone, migration
 * 0029: 3 ms for the 6,908 shops of a tenth of a degree of central Bengaluru at a million shops).
 */
export async function shopsNamedWith(
  db: Db,
  words: string[],
  max: number,
  { within }: { within?: Box } = {},
): Promise<NamedShop[] | undefined> {
  const named = whereNameHasWords(db, db.kysely.selectFrom('shops'), words, { useIndex: within === undefined });
  const rows = await (within ? inBox(db, named, within) : named)
    .select(['id', 'name_key', 'lat', 'long'])
    .limit(max + 1)
    .execute();
  return rows.length > max ? undefined : rows;
}

/**
 * The shops whose name holds every word and that belong to none of the sub-categories, or
 * undefined when there are more than `max` (one read of the search index, a probe of the kinds
 * per name; the caller keeps the list for a while).
 */
export async function shopsNamedOutsideKinds(
  db: Db,
  words: string[],
  subCategoryIds: string[],
  max: number,
): Promise<NamedShop[] | undefined> {
  const rows = await whereNameHasWords(db, db.kysely.selectFrom('shops'), words, { useIndex: true })
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('shop_sub_categories as k')
            .select(sql.lit(1).as('one'))
            .where(sql<SqlBool>`k.shop_id = shops.id`)
            .where('k.sub_category_id', 'in', subCategoryIds),
        ),
      ),
    )
    .select(['id', 'name_key', 'lat', 'long'])
    .limit(max + 1)
    .execute();
  return rows.length > max ? undefined : rows;
}

/**
 * Shops whose name holds every word OR that belong to one of the sub-categories (a `q=` search
 * naming a kind of shop). With `useIndex`, both come from the indexes: on SQLite as one union of
 * ids, on PostgreSQL as a bitmap OR of the trigram and primary-key indexes; without, both are
 * plain checks on rows already narrowed down. `within`: the caller keeps only shops in this box,
 * so the kind's shops are looked up in it (the kind's position index, migration 0017) rather
 * than across the country. `named`: the shops whose name holds the words, already known (the
 * search reader keeps them), looked up by id instead of through the search index.
 */
export function whereNameOrSubCategory<Q extends SelectQueryBuilder<Database, 'shops', object>>(
  db: Db,
  query: Q,
  words: string[],
  subCategoryIds: string[],
  {
    useIndex,
    within,
    named,
    counting = false,
  }: { useIndex: boolean; within?: Box; named?: readonly NamedShop[]; counting?: boolean },
): Q {
  if (subCategoryIds.length === 0) return whereNameHasWords(db, query, words, { useIndex });
  let inSubCategories = db.kysely
    .selectFrom('shop_sub_categories')
    .select('shop_id as id')
    .where('sub_category_id', 'in', subCategoryIds);
  if (within) {
    inSubCategories = inSubCategories
      .where('lat', '>=', within.minLat)
      .where('lat', '<=', within.maxLat)
      .where('long', '>=', within.minLong)
      .where('long', '<=', within.maxLong);
  }
  if (!useIndex) {
    // Each row's own kinds, one probe of the (shop_id, sub_category_id) key: not the kind's every
    // shop gathered first ("kirana in joda": a town's 779 shops checked in 2-4 ms, where the
    // planner, given the kind's ids as a list, read the kind's 7,800 shops: 50 ms at a million).
    // A scalar subquery rather than EXISTS: PostgreSQL may turn an EXISTS into a hash of every
    // shop of the kind (104,855 groceries at a million shops: "kirana in ramanagara" 32-53 ms);
    // a scalar subquery with its own LIMIT is always a probe per row (1.4 ms).
    const ofThisShop = db.kysely
      .selectFrom('shop_sub_categories as k')
      .select(sql.lit(1).as('one'))
      .where(sql<SqlBool>`k.shop_id = shops.id`)
      .where('k.sub_category_id', 'in', subCategoryIds)
      .limit(1);
    return query.where((eb) =>
      eb.or([eb.and(nameKeyHolds(db, 'name_key', words)), eb(ofThisShop, 'is not', null)]),
    ) as Q;
  }
  // On PostgreSQL the sub-category's ids as one array (an InitPlan run once), so that the planner
  // ORs a bitmap of the primary key with the other side's, instead of joining a subquery against
  // the whole table. Not for a count that stops at a limit (decision 0059): there the planner may
  // prefer walking the table until the limit, and against an array of a kind's ~80,000 ids (at
  // 10,000,000 shops) each row would be a linear search; `id in (…)` is a hashed look-up instead.
  const ofKind =
    db.dialect === 'postgres' && !counting ? sql<SqlBool>`shops.id = any(array(${inSubCategories}))` : undefined;
  if (named) {
    const ids = (within ? named.filter((shop) => isInBox(shop, within)) : named).map((shop) => shop.id);
    if (ids.length === 0) return query.where((eb) => ofKind ?? eb('id', 'in', inSubCategories)) as Q;
    // Two look-ups of the primary key, ORed (a bitmap OR on PostgreSQL, a multi-index OR on SQLite).
    return query.where((eb) => eb.or([eb('id', 'in', ids), ofKind ?? eb('id', 'in', inSubCategories)])) as Q;
  }
  if (ofKind) return query.where((eb) => eb.or([eb.and(likes('name_key', words)), ofKind])) as Q;
  // SQLite within a circle's box: the names are checked on the box's shops, read from the position
  // index with their name keys (migration 0027), instead of every name in the country holding the
  // words being read from the search index. A kind's everyday word ("medical", about 3,000 names
  // at a million shops) read each of those rows: 35 ms for the page; the box's entries take 1-2 ms.
  // Not on PostgreSQL: there the same reading of the box halved "medical" near (202 → 103 req/s),
  // where its bitmap OR of the trigram index and the kind's ids in the box does better.
  const byName =
    within && db.dialect === 'sqlite'
      ? inBox(db, db.kysely.selectFrom('shops'), within)
          .select('id')
          .where((eb) => eb.and(likes('name_key', words)))
      : whereNameHasWords(db, db.kysely.selectFrom('shops'), words, { useIndex: true }).select('id');
  return query.where('id', 'in', byName.union(inSubCategories)) as Q;
}

/**
 * The shops within `km` of `at` that belong to the sub-categories or whose name holds every word,
 * each as its id and its distance `d` (distanceSql's value), for a page of a search naming a kind
 * nearest first. The kind's shops come from the kinds' position index alone (migration 0017: its
 * sub-category, position and shop id), with their distance, instead of each being looked up in
 * shops by id ("medical" near central Bengaluru at a million shops: 573 pharmacies in the box, 3.7
 * of the query's 10.5 ms on PostgreSQL). The names: `named` when the caller knows them (none when
 * [], the search's front listed them), or else `namedElsewhere`, those of other kinds; else on
 * SQLite the box's names from its position index (migration 0027), on PostgreSQL what its planner
 * picks (the trigram index, or the position index: "medical" within 2.3 km, 2.8 ms).
 */
export function kindOrNamedWithin(
  db: Db,
  {
    words,
    subCategoryIds,
    named,
    namedElsewhere,
    at,
    km,
  }: {
    words: string[];
    subCategoryIds: string[];
    named: readonly NamedShop[] | undefined;
    namedElsewhere?: readonly NamedShop[] | undefined;
    at: { lat: number; long: number };
    km: number;
  },
) {
  const box = boundingBox(at.lat, at.long, km);
  const kindDistance = distanceSql(at.lat, at.long, 'k');
  const ofKind = db.kysely
    .selectFrom('shop_sub_categories as k')
    .select(['k.shop_id as id', kindDistance.as('d')])
    .where('k.sub_category_id', 'in', subCategoryIds)
    .where('k.lat', '>=', box.minLat)
    .where('k.lat', '<=', box.maxLat)
    .where('k.long', '>=', box.minLong)
    .where('k.long', '<=', box.maxLong)
    .where(kindDistance, '<=', km);
  // The kind's own shops come by their kind: of the names, only those of other kinds are needed.
  const namedIds = (named ?? namedElsewhere)?.filter((shop) => isInBox(shop, box)).map((shop) => shop.id);
  if (namedIds?.length === 0 || words.length === 0) return ofKind;
  const distance = distanceSql(at.lat, at.long);
  const shops = inBox(db, db.kysely.selectFrom('shops'), box);
  const byName = namedIds
    ? shops.where('id', 'in', namedIds)
    : db.dialect === 'sqlite'
      ? shops.where((eb) => eb.and(likes('name_key', words)))
      : whereNameHasWords(db, shops, words, { useIndex: true });
  // UNION, not UNION ALL: a shop both of the kind and named with the words is one row (the same
  // position gives the same distance).
  return ofKind.union(byName.select(['id', distance.as('d')]).where(distance, '<=', km));
}
