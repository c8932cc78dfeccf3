import type { ShopListItem } from '@local-shops/shared';
import { executePrepared, type Db } from '../../db/database.ts';

/**
 * The directory's reads of shop_offers (written by features/offers): which shops run an offer on
 * an Asia/Kolkata date ('YYYY-MM-DD'), an offer running from starts_on to ends_on inclusive.
 */
export function activeOfferShopIds(db: Db, today: string) {
  return db.kysely.selectFrom('shop_offers').select('shop_id').where('removed_at', 'is', null).where('ends_on', '>=', today).where('starts_on', '<=', today);
}

/** Sets `hasOffer` on a page of list items: one look-up by their ids (the offers index), none for an empty page. */
export async function withOfferFlags<T extends ShopListItem>(db: Db, items: T[], today: string): Promise<T[]> {
  if (!items.length) return items;
  const rows = await executePrepared(
    db,
    activeOfferShopIds(db, today).where(
      'shop_id',
      'in',
      items.map((item) => item.id),
    ),
  );
  if (!rows.length) return items;
  const withOffer = new Set(rows.map((row) => row.shop_id));
  return items.map((item) => (withOffer.has(item.id) ? { ...item, hasOffer: true } : item));
}
