import { coinsToRupees, type CoinBalance, type CoinsOverview } from '@local-shops/shared/coins';
import type { Db } from '../../db/database.ts';
import { coinsRunning, findCoinShop, numberEntries, openEarnsOf, shopsOfNumber } from './coins.repository.ts';

/** The shopper's history holds this many of the newest entries. */
const HISTORY = 100;

const kolkataDay = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/**
 * GET /coins: the number's coins per shop and its newest entries. A balance is the coins it can
 * spend: its lots' `remaining` not past their date (the expiry job writes the rows of the others).
 * `nextExpiry`: the coins of the earliest Asia/Kolkata day on which some expire.
 */
export async function coinsOverview(db: Db, number: string, now: Date): Promise<CoinsOverview> {
  const [shopIds, earns, history] = await Promise.all([
    shopsOfNumber(db, number),
    openEarnsOf(db, number, now),
    numberEntries(db, number, HISTORY),
  ]);
  const balances: CoinBalance[] = [];
  for (const shopId of shopIds) {
    const shop = await findCoinShop(db.kysely, shopId);
    if (!shop) continue;
    const open = earns.filter((earn) => earn.shop_id === shopId);
    const coins = open.reduce((sum, earn) => sum + Number(earn.remaining), 0);
    const first = open[0];
    const firstDay = first ? kolkataDay(first.expires_at) : null;
    balances.push({
      shopId,
      shopName: shop.name,
      coins,
      rupeesValue: coinsToRupees(coins, shop.settings.coinValuePaise),
      nextExpiry:
        first && firstDay
          ? {
              at: first.expires_at,
              coins: open
                .filter((earn) => kolkataDay(earn.expires_at) === firstDay)
                .reduce((sum, earn) => sum + Number(earn.remaining), 0),
            }
          : null,
      minCoinsToRedeem: shop.settings.minCoinsToRedeem,
      frozen: shop.frozen,
      active: coinsRunning(shop, now),
      maxCoinsPerBill: shop.settings.maxCoinsPerBill,
      coinValuePaise: shop.settings.coinValuePaise,
    });
  }
  balances.sort((a, b) => b.coins - a.coins || a.shopName.localeCompare(b.shopName));
  return { balances, history: history.map(({ shopper: _shopper, ...entry }) => entry) };
}
