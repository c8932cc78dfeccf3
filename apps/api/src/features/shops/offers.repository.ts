import type { ShopListItem } from '@local-shops/shared';
import { executePrepared, type Db } from '../../db/database.ts';
import { kolkataDate } from '../../lib/shop-counters.ts';

/**
 * The directory's reads of shop_offers (written by features/offers): which shops run an offer on
 * an Asia/Kolkata date ('YYYY-MM-DD'), an offer running from starts_on to ends_on inclusive.
 * Offers are a Premium extra: callers also require a running plan (decision 0058).
 */
export function activeOfferShopIds(db: Db, today: string) {
  return db.kysely.selectFrom('shop_offers').select('shop_id').where('removed_at', 'is', null).where('ends_on', '>=', today).where('starts_on', '<=', today);
}

/**
 * Sets `hasOffer` on a page of list items: one look-up by their ids (the offers index, then each
 * shop by its key), none for an empty page. Only shops whose Premium plan runs at `at` count: the
 * plan is read live from premium_until, so an offer stops showing the moment the plan ends, is
 * refunded or never starts (decision 0058).
 */
export async function withOfferFlags<T extends ShopListItem>(db: Db, items: T[], at: Date): Promise<T[]> {
  if (!items.length) return items;
  const ids = items.map((item) => item.id);
  const rows = await executePrepared(
    db,
    activeOfferShopIds(db, kolkataDate(at))
      .where('shop_id', 'in', ids)
      .where('shop_id', 'in', (eb) => eb.selectFrom('shops').select('shops.id').where('shops.id', 'in', ids).where('shops.premium_until', '>', at.toISOString())),
  );
  if (!rows.length) return items;
  const withOffer = new Set(rows.map((row) => row.shop_id));
  return items.map((item) => (withOffer.has(item.id) ? { ...item, hasOffer: true } : item));
}
