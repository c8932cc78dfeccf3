import type { ShopListItem } from '@local-shops/shared';
import { executePrepared, type Db } from '../../db/database.ts';
import { withOfferFlags } from './offers.repository.ts';

/**
 * The directory's read of coin_settings (written by features/coins): the shops that give coins,
 * switched on and not frozen. Coins are a Premium extra: callers also require a running plan.
 */
export function coinShopIds(db: Db) {
  return db.kysely
    .selectFrom('coin_settings')
    .select('shop_id')
    .where('enabled', '=', true)
    .where('frozen', '=', false);
}

/**
 * Sets `hasOffer` and `givesCoins` on a page of list items: for each, one look-up by the ids of
 * its Verified shops (a claimed shop whose plan runs), none when it has none (most pages).
 */
export async function withListFlags<T extends ShopListItem>(db: Db, items: T[], at: Date): Promise<T[]> {
  const flagged = await withOfferFlags(db, items, at);
  const premium = flagged.filter((item) => item.isVerified).map((item) => item.id);
  if (!premium.length) return flagged;
  const rows = await executePrepared(db, coinShopIds(db).where('shop_id', 'in', premium));
  if (!rows.length) return flagged;
  const giving = new Set(rows.map((row) => row.shop_id));
  return flagged.map((item) => (giving.has(item.id) ? { ...item, givesCoins: true } : item));
}
