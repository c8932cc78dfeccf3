import { sql, type SelectQueryBuilder } from 'kysely';
import { executePrepared, type Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { premiumIds, unlistedIds, type ShopsQuery } from './directory.ts';

/**
 * The name order (name_key, then id) and what it leaves out. Used by the list, the kind index's
 * reader, the search reader and the marks of deep pages; it depends on none of them.
 */

/** A place in the name order as the list's cursor carries it: the sort key and its tie-break. */
export interface NameOrderPlace {
  key: string;
  id: string;
}

/** A shop's place in the name order: the list's sort key and its tie-break. */
export interface NameOrderKey {
  id: string;
  name_key: string;
}

/** The shops after `place` in the name order (name_key, then id): a range of the (name_key, id) index. */
export function afterInNameOrder<O>(
  query: SelectQueryBuilder<Database, 'shops', O>,
  place: NameOrderPlace | undefined,
): SelectQueryBuilder<Database, 'shops', O> {
  return place ? query.where((eb) => eb(eb.refTuple('name_key', 'id'), '>', eb.tuple(place.key, place.id))) : query;
}

/** A UTF-16 unit that is half of a code point past U+FFFF. */
const isSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdfff;

/**
 * Both databases compare name keys byte by byte (UTF-8 under PostgreSQL's "C" collation and
 * SQLite's BINARY), which is the order of code points. JavaScript's `<` compares UTF-16 units,
 * which is the same order but where a code point past U+FFFF (a surrogate) meets one of
 * U+E000-U+FFFF; that case alone is turned round, with no string encoded (sorting a list of
 * names allocated two Buffers per comparison).
 */
export function compareNameKeys(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const past = isSurrogate(x);
    return past === isSurrogate(y) ? x - y : past ? 1 : -1;
  }
  return a.length - b.length;
}

export function compareNameOrder(a: NameOrderKey, b: NameOrderKey): number {
  return compareNameKeys(a.name_key, b.name_key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Several lists in name order as one, each shop once (the first list's row wins). */
export function mergeInNameOrder<R extends NameOrderKey>(lists: readonly R[][]): R[] {
  const byId = new Map<string, R>();
  for (const list of lists) for (const row of list) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()].sort(compareNameOrder);
}

/**
 * The first `limit` of a list already in name order that come after `after`, leaving out the
 * `left` ids (a binary search for the start: no row before it is looked at).
 */
export function namedAfter<R extends NameOrderKey>(
  sorted: readonly R[],
  after: NameOrderPlace | undefined,
  limit: number,
  left: ReadonlySet<string>,
): R[] {
  let start = 0;
  if (after) {
    const from = { name_key: after.key, id: after.id };
    let end = sorted.length;
    while (start < end) {
      const middle = (start + end) >> 1;
      if (compareNameOrder(sorted[middle]!, from) <= 0) start = middle + 1;
      else end = middle;
    }
  }
  const rows: R[] = [];
  for (let i = start; i < sorted.length && rows.length < limit; i++)
    if (!left.has(sorted[i]!.id)) rows.push(sorted[i]!);
  return rows;
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
  const part = <T extends keyof Database>(
    kind: 'premium' | 'unlisted',
    ids: SelectQueryBuilder<Database, T, { id: string }>,
  ) => db.kysely.selectFrom(ids.limit(ID_LIST_LIMIT + 1).as(kind)).select(['id', sql.lit(kind).as('kind')]);
  // Its plan is the same whatever the time: planned once (its planning took 0.5 ms, its run 0.02).
  const rows = await executePrepared(
    db,
    part('premium', premiumIds(db, nowIso)).unionAll(part('unlisted', unlistedIds(db))),
    { generic: true },
  );
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
export function withoutIds<Q extends ShopsQuery>(
  query: Q,
  ids: string[] | undefined,
  many: () => ReturnType<typeof premiumIds> | ReturnType<typeof unlistedIds>,
): Q {
  if (!ids) return query.where('id', 'not in', many()) as Q;
  return (ids.length ? query.where('id', 'not in', ids) : query) as Q;
}

/** The name order after the Premium segment: neither the active Premium shops nor unlisted ones. */
export function withoutExcluded<Q extends ShopsQuery>(db: Db, query: Q, excluded: Exclusions): Q {
  return withoutIds(
    withoutIds(query, excluded.premium, () => premiumIds(db, excluded.nowIso)),
    excluded.unlisted,
    () => unlistedIds(db),
  );
}
