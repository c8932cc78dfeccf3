import { executePrepared, type Db } from '../../../db/database.ts';
import { LIST_COLUMNS, premiumIds, unlistedIds, type ListRow } from '../directory.ts';
import { compareNameOrder, type Exclusions, type NameOrderPlace } from '../name-order.ts';

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
  after: NameOrderPlace | undefined,
  limit: number,
  excluded: Exclusions,
  except: readonly string[] = [],
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
    // A search's ranked front lists these already (decision 0086).
    if (except.length) query = query.where('shop_id', 'not in', except);
    // Wrapped, so that each part of the union keeps its own order and limit (SQLite allows
    // neither on a bare part of a compound select).
    return db.kysely.selectFrom(query.orderBy('name_key').orderBy('shop_id').limit(limit).as('kind')).selectAll();
  };
  const [first, ...rest] = [...new Set(subCategoryIds)];
  if (first === undefined) return [];
  let ids = ofKind(first);
  for (const id of rest) ids = ids.unionAll(ofKind(id));
  // Each kind's shops come from its (sub_category_id, name_key, shop_id) index whatever the kind:
  // planned once.
  const rows = (await executePrepared(
    db,
    db.kysely
      .selectFrom('shops')
      .select([...LIST_COLUMNS])
      .where('id', 'in', db.kysely.selectFrom(ids.as('ids')).select('ids.id')),
    { generic: true },
  )) as ListRow[];
  return rows.sort(compareNameOrder).slice(0, limit);
}
