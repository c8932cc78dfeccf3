import type { ShopProduct } from '@local-shops/shared/products';
import type { Db } from '../../db/database.ts';
import { boundingBox, distanceSql, inBox } from '../../db/geo.ts';

/** What a price list needs of its shop: the plan (how many items show) and the position (comparison). */
export async function findProductShop(db: Db, id: string) {
  return db.kysely
    .selectFrom('shops')
    .select(['id', 'name', 'premium_until', 'lat', 'long'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface ProductRow {
  catalogId: string | null;
  name: string;
  unit: string;
  pricePaise: number;
  inStock: boolean;
}

/**
 * Replaces the shop's price list in one transaction. With `visible` (a shop without Premium), only
 * the first `visible` items are replaced: the rest of a list made under Premium stays hidden, not
 * deleted, and shows again when the plan is renewed (decision 0058).
 */
export async function replaceProducts(
  db: Db,
  shopId: string,
  items: readonly ProductRow[],
  now: Date,
  visible?: number,
): Promise<void> {
  const at = now.toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    let removed = trx.deleteFrom('shop_products').where('shop_id', '=', shopId);
    if (visible !== undefined) removed = removed.where('position', '<', visible);
    await removed.execute();
    // Chunks keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < items.length; i += 100) {
      await trx
        .insertInto('shop_products')
        .values(
          items.slice(i, i + 100).map((item, j) => ({
            shop_id: shopId,
            position: i + j,
            catalog_id: item.catalogId,
            name: item.name,
            unit: item.unit,
            price_paise: item.pricePaise,
            in_stock: item.inStock,
            updated_at: at,
          })),
        )
        .execute();
    }
  });
}

/** The shop's price list in order; with `visible` (a shop without Premium), only its first `visible` items. */
export async function listProducts(db: Db, shopId: string, visible?: number): Promise<ShopProduct[]> {
  let query = db.kysely
    .selectFrom('shop_products')
    .select(['catalog_id', 'name', 'unit', 'price_paise', 'in_stock'])
    .where('shop_id', '=', shopId)
    .orderBy('position');
  if (visible !== undefined) query = query.where('position', '<', visible);
  const rows = await query.execute();
  return rows.map((r) => ({
    catalogId: r.catalog_id,
    name: r.name,
    unit: r.unit,
    price: Number(r.price_paise) / 100,
    inStock: r.in_stock,
  }));
}

export interface NearbyPrice {
  catalogId: string;
  shopId: string;
  shopName: string;
  pricePaise: number;
  distanceKm: number;
}

/**
 * In-stock items of other listed shops within `km` of the point whose catalogue id is one of
 * `catalogIds`: the box narrows the shops, the haversine distance trims the corners.
 */
export async function nearbyPrices(
  db: Db,
  at: { shopId: string; lat: number; long: number },
  catalogIds: readonly string[],
  km: number,
  plan: { nowIso: string; freeLimit: number },
): Promise<NearbyPrice[]> {
  if (catalogIds.length === 0) return [];
  const distance = distanceSql(at.lat, at.long);
  const shops = inBox(db, db.kysely.selectFrom('shops'), boundingBox(at.lat, at.long, km))
    .where('shops.id', '<>', at.shopId)
    .where(
      'shops.id',
      'not in',
      db.kysely
        .selectFrom('claims')
        .select('shop_id')
        .where('kind', '=', 'new_listing')
        .where('status', '<>', 'approved'),
    )
    .select(['shops.id', 'shops.name', 'shops.premium_until', distance.as('distance_km')]);
  const rows = await db.kysely
    .with('near', () => shops)
    .selectFrom('shop_products')
    .innerJoin('near', 'near.id', 'shop_products.shop_id')
    .select(['shop_products.catalog_id', 'near.id', 'near.name', 'near.distance_km', 'shop_products.price_paise'])
    .where('shop_products.catalog_id', 'in', [...catalogIds])
    .where('shop_products.in_stock', '=', true)
    .where('near.distance_km', '<=', km)
    // Items past the free limit count only while their shop's Premium plan runs (decision 0058).
    .where((eb) =>
      eb.or([eb('shop_products.position', '<', plan.freeLimit), eb('near.premium_until', '>', plan.nowIso)]),
    )
    .execute();
  return rows.map((r) => ({
    catalogId: r.catalog_id!,
    shopId: r.id,
    shopName: r.name,
    pricePaise: Number(r.price_paise),
    distanceKm: Number(r.distance_km),
  }));
}
