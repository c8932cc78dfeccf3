import type { ShopListItem } from '@local-shops/shared';
import { executePrepared, type Db } from '../../db/database.ts';
import { kolkataDate } from '../../lib/shop-counters.ts';

/**
 * The directory's reads of shop_offers (written by features/offers): which shops run an offer on
 * an Asia/Kolkata date ('YYYY-MM-DD'), an offer running from starts_on to ends_on inclusive.
 * Offers are a Premium extra: callers also require a running plan (decision 0058).
 */
export function activeOfferShopIds(db: Db, today: string) {
  return db.kysely
    .selectFrom('shop_offers')
    .select('shop_id')
    .where('removed_at', 'is', null)
    .where('ends_on', '>=', today)
    .where('starts_on', '<=', today);
}

/**
 * Sets `hasOffer` on a page of list items: one look-up by the ids of its Verified shops, none when
 * it has none (most pages). Offers are a Premium extra (decision 0058): only a shop whose plan runs
 * counts, and `isVerified` is exactly that for a claimed shop (a claimed shop with a running plan,
 * read live from premium_until with the page); a shop without an approved owner has no offers to show.
 */
export async function withOfferFlags<T extends ShopListItem>(db: Db, items: T[], at: Date): Promise<T[]> {
  const premium = items.filter((item) => item.isVerified).map((item) => item.id);
  if (!premium.length) return items;
  const rows = await executePrepared(db, activeOfferShopIds(db, kolkataDate(at)).where('shop_id', 'in', premium));
  if (!rows.length) return items;
  const withOffer = new Set(rows.map((row) => row.shop_id));
  return items.map((item) => (withOffer.has(item.id) ? { ...item, hasOffer: true } : item));
}
