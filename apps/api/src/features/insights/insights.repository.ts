import { distanceKm } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { boundingBox, inBox } from '../../db/geo.ts';
import type { CounterDelta } from '../../lib/shop-counters.ts';

/** Rows per upsert statement: each row is still its own shop and day, added to what is stored. */
const UPSERT_CHUNK = 500;
/** Most shops a comparison reads positions of; a denser 5 km is compared over the nearest ones. */
const COMPARE_LIMIT = 2000;
export const COMPARE_RADIUS_KM = 5;

/**
 * Adds deltas to the stored counters, one row per shop and day. `insert ... on conflict do update
 * set x = x + excluded.x` on both databases: instances flushing at the same time each add theirs.
 */
export async function addDeltas(db: Db, deltas: CounterDelta[]): Promise<void> {
  for (let i = 0; i < deltas.length; i += UPSERT_CHUNK) {
    const rows = deltas
      .slice(i, i + UPSERT_CHUNK)
      .map(({ shopId, day, counts }) => ({ shop_id: shopId, day, ...counts }));
    await db.kysely
      .insertInto('shop_daily_stats')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['shop_id', 'day']).doUpdateSet((eb) => ({
          views: eb('shop_daily_stats.views', '+', eb.ref('excluded.views')),
          search_appearances: eb('shop_daily_stats.search_appearances', '+', eb.ref('excluded.search_appearances')),
          calls: eb('shop_daily_stats.calls', '+', eb.ref('excluded.calls')),
          whatsapp: eb('shop_daily_stats.whatsapp', '+', eb.ref('excluded.whatsapp')),
          directions: eb('shop_daily_stats.directions', '+', eb.ref('excluded.directions')),
          shares: eb('shop_daily_stats.shares', '+', eb.ref('excluded.shares')),
          saves: eb('shop_daily_stats.saves', '+', eb.ref('excluded.saves')),
        })),
      )
      .execute();
  }
}

export async function shopExists(db: Db, id: string): Promise<boolean> {
  return (await db.kysely.selectFrom('shops').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export interface InsightShop {
  id: string;
  lat: number | null;
  long: number | null;
  premiumUntil: string | null;
}

export async function findInsightShop(db: Db, id: string): Promise<InsightShop | undefined> {
  const shop = await db.kysely
    .selectFrom('shops')
    .select(['id', 'lat', 'long', 'premium_until'])
    .where('id', '=', id)
    .executeTakeFirst();
  return shop && { id: shop.id, lat: shop.lat, long: shop.long, premiumUntil: shop.premium_until };
}

export type StatsRow = Omit<CounterDelta['counts'], never> & { shop_id: string; day: string };

/** The stored days of a shop from `from` to `to` (inclusive). */
export async function readDays(db: Db, shopId: string, from: string, to: string): Promise<StatsRow[]> {
  const rows = await db.kysely
    .selectFrom('shop_daily_stats')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return rows.map((r) => ({
    ...r,
    views: Number(r.views),
    search_appearances: Number(r.search_appearances),
    calls: Number(r.calls),
    whatsapp: Number(r.whatsapp),
    directions: Number(r.directions),
    shares: Number(r.shares),
    saves: Number(r.saves),
  }));
}

/** Shops sharing one of the shop's sub-categories whose position lies within 5 km of it (itself left out). */
export async function similarShopsNearby(db: Db, shop: { id: string; lat: number; long: number }): Promise<string[]> {
  const own = (
    await db.kysely.selectFrom('shop_sub_categories').select('sub_category_id').where('shop_id', '=', shop.id).execute()
  ).map((r) => r.sub_category_id);
  if (!own.length) return [];
  const box = boundingBox(shop.lat, shop.long, COMPARE_RADIUS_KM);
  const rows = await inBox(db, db.kysely.selectFrom('shops'), box)
    .select(['id', 'lat', 'long'])
    .where('id', '!=', shop.id)
    .where(
      'id',
      'in',
      db.kysely.selectFrom('shop_sub_categories').select('shop_id').where('sub_category_id', 'in', own),
    )
    .limit(COMPARE_LIMIT)
    .execute();
  return rows.filter((r) => distanceKm(shop, { lat: r.lat!, long: r.long! }) <= COMPARE_RADIUS_KM).map((r) => r.id);
}

/** Each shop's sums over the days (shops without a stored day are absent). */
export async function sumsOf(db: Db, shopIds: string[], from: string, to: string): Promise<StatsRow[]> {
  if (!shopIds.length) return [];
  const rows = await db.kysely
    .selectFrom('shop_daily_stats')
    .select((eb) => [
      'shop_id',
      eb.fn.sum<number>('views').as('views'),
      eb.fn.sum<number>('search_appearances').as('search_appearances'),
      eb.fn.sum<number>('calls').as('calls'),
      eb.fn.sum<number>('whatsapp').as('whatsapp'),
      eb.fn.sum<number>('directions').as('directions'),
      eb.fn.sum<number>('shares').as('shares'),
      eb.fn.sum<number>('saves').as('saves'),
    ])
    .where('shop_id', 'in', shopIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('shop_id')
    .execute();
  // PostgreSQL's sum of bigint is numeric, which its driver hands back as text.
  return rows.map((r) => ({
    shop_id: r.shop_id,
    day: '',
    views: Number(r.views),
    search_appearances: Number(r.search_appearances),
    calls: Number(r.calls),
    whatsapp: Number(r.whatsapp),
    directions: Number(r.directions),
    shares: Number(r.shares),
    saves: Number(r.saves),
  }));
}
