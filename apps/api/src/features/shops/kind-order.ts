import type { Db } from '../../db/database.ts';
import { LIST_COLUMNS, premiumIds, unlistedIds, type Exclusions, type ListRow } from './shop-filters.ts';

/** A shop's place in the name order: the list's sort key and its tie-break. */
export interface NameOrderKey {
  id: string;
  name_key: string;
}

/**
 * The first `limit` shops of the given sub-categories in name order, after `after`, read from
 * the kind index (migration 0017, decision 0048): a range of each sub-category's own
 * (name_key, shop_id) index, so that no shop of the kind is read or sorted beyond the page; the
 * rows come whole, in the same query. A shop of two of the kinds comes once. Leaves out what the
 * name order leaves out (Premium shops, which head the list in their own segment, and unlisted
 * new listings).
 */
export async function kindInNameOrder(
  db: Db,
  subCategoryIds: readonly string[],
  after: { key: string; id: string } | undefined,
  limit: number,
  excluded: Exclusions,
): Promise<ListRow[]> {
  const ofKind = (subCategoryId: string) => {
    let query = db.kysely
      .selectFrom('shop_sub_categories')
      .select('shop_id as id')
      .where('sub_category_id', '=', subCategoryId)
      .where('name_key', 'is not', null);
    if (after) query = query.where((eb) => eb(eb.refTuple('name_key', 'shop_id'), '>', eb.tuple(after.key, after.id)));
    const { premium, unlisted } = excluded;
    if (premium === undefined) query = query.where('shop_id', 'not in', premiumIds(db, excluded.nowIso));
    else if (premium.length) query = query.where('shop_id', 'not in', premium);
    if (unlisted === undefined) query = query.where('shop_id', 'not in', unlistedIds(db));
    else if (unlisted.length) query = query.where('shop_id', 'not in', unlisted);
    // Wrapped, so that each part of the union keeps its own order and limit (SQLite allows
    // neither on a bare part of a compound select).
    return db.kysely.selectFrom(query.orderBy('name_key').orderBy('shop_id').limit(limit).as('kind')).selectAll();
  };
  const [first, ...rest] = [...new Set(subCategoryIds)];
  if (first === undefined) return [];
  let ids = ofKind(first);
  for (const id of rest) ids = ids.unionAll(ofKind(id));
  const rows = (await db.kysely.selectFrom('shops').select([...LIST_COLUMNS]).where('id', 'in', db.kysely.selectFrom(ids.as('ids')).select('ids.id')).execute()) as ListRow[];
  return rows.sort(compareNameOrder).slice(0, limit);
}

/**
 * Both databases compare name keys byte by byte (UTF-8 under PostgreSQL's "C" collation and
 * SQLite's BINARY), which is the order of code points; JavaScript's `<` compares UTF-16 units,
 * which differs past U+FFFF.
 */
export function compareNameOrder(a: NameOrderKey, b: NameOrderKey): number {
  return Buffer.compare(Buffer.from(a.name_key), Buffer.from(b.name_key)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
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
export function namedAfter<R extends NameOrderKey>(sorted: readonly R[], after: { key: string; id: string } | undefined, limit: number, left: ReadonlySet<string>): R[] {
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
  for (let i = start; i < sorted.length && rows.length < limit; i++) if (!left.has(sorted[i]!.id)) rows.push(sorted[i]!);
  return rows;
}
