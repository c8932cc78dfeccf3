import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { boundingBox, distanceSql, inBox } from '../../db/geo.ts';
import type { Database } from '../../db/schema.ts';

/**
 * New listings waiting for review or refused (decision 0011) and shops a re-import hid (decision
 * 0079): not in the directory, so not in the sitemap nor on town pages.
 */
function unlistedIds(db: Db) {
  return db.kysely
    .selectFrom('claims')
    .select('shop_id as id')
    .where('kind', '=', 'new_listing')
    .where('status', '<>', 'approved')
    .unionAll(db.kysely.selectFrom('shops').select('id').where('hidden_at', 'is not', null));
}

/** The highest row key of shops: the sitemap files cut the key range into slices. */
export async function maxShopSeq(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('shops')
    .select((eb) => eb.fn.max('seq').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/**
 * The shops whose key lies in (from, to], in key order, `batch` rows a query (keyset on the
 * primary key): a sitemap file streams them without holding its 50,000 rows at once.
 */
export async function* shopsInKeyRange(
  db: Db,
  from: number,
  to: number,
  batch = 5000,
): AsyncGenerator<{ id: string; updated_at: string }> {
  let after = from;
  for (;;) {
    const rows = await db.kysely
      .selectFrom('shops')
      .select(['seq', 'id', 'updated_at'])
      .where('seq', '>', after)
      .where('seq', '<=', to)
      .where('id', 'not in', unlistedIds(db))
      .orderBy('seq')
      .limit(batch)
      .execute();
    for (const row of rows) yield row;
    if (rows.length < batch) return;
    after = Number(rows.at(-1)!.seq);
  }
}

export interface CategoryLabel {
  id: string;
  label: string;
  /** Whether the id names a sub-category (shop_sub_categories) rather than a category. */
  sub: boolean;
}

export async function listCategoryLabels(db: Db): Promise<Array<{ id: string; label: string }>> {
  return db.kysely.selectFrom('categories').select(['id', 'label']).orderBy('position').execute();
}

export async function findCategoryLabel(db: Db, id: string): Promise<CategoryLabel | undefined> {
  const category = await db.kysely
    .selectFrom('categories')
    .select(['id', 'label'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (category) return { ...category, sub: false };
  const sub = await db.kysely
    .selectFrom('sub_categories')
    .select(['id', 'label'])
    .where('id', '=', id)
    .executeTakeFirst();
  return sub ? { ...sub, sub: true } : undefined;
}

export interface NearShop {
  id: string;
  name: string;
  city: string | null;
  distance: number;
}

/** The first circles searched: in a dense town a small one already holds a full page, and costs little to sort. */
const FIRST_CIRCLES_KM = [2, 5];

/**
 * The listed shops of a category within `km` of a point, nearest first (the position index, then
 * the exact distance). Small circles first: when one holds `limit` shops, none outside it could be
 * nearer, so the answer is exact; otherwise the next, up to `km`.
 */
export async function nearestInCategory(
  db: Db,
  at: { lat: number; long: number },
  category: CategoryLabel,
  km: number,
  limit: number,
): Promise<NearShop[]> {
  for (const circle of [...FIRST_CIRCLES_KM.filter((c) => c < km), km]) {
    const rows = await nearestWithin(db, at, category, circle, limit);
    if (rows.length >= limit || circle === km) return rows;
  }
  return [];
}

async function nearestWithin(
  db: Db,
  at: { lat: number; long: number },
  category: CategoryLabel,
  km: number,
  limit: number,
): Promise<NearShop[]> {
  const distance = distanceSql(at.lat, at.long);
  // A correlated EXISTS, not `id in (…)`: SQLite would otherwise walk every shop of the category
  // (60,000 of a million) instead of the few in the box.
  const inCategory = category.sub
    ? (eb: ExpressionBuilder<Database, 'shops'>) =>
        eb.exists(
          eb
            .selectFrom('shop_sub_categories')
            .select('shop_id')
            .whereRef('shop_sub_categories.shop_id', '=', 'shops.id')
            .where('sub_category_id', '=', category.id),
        )
    : (eb: ExpressionBuilder<Database, 'shops'>) =>
        eb.exists(
          eb
            .selectFrom('shop_categories')
            .select('shop_id')
            .whereRef('shop_categories.shop_id', '=', 'shops.id')
            .where('category_id', '=', category.id),
        );
  const rows = await inBox(db, db.kysely.selectFrom('shops'), boundingBox(at.lat, at.long, km))
    .where(distance, '<=', km)
    .where(inCategory)
    .where('id', 'not in', unlistedIds(db))
    .select(['id', 'name', 'city'])
    .select(distance.as('distance'))
    .orderBy(distance)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, distance: Number(row.distance) }));
}
