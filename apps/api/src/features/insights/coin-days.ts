import type { Db } from '../../db/database.ts';
import { kolkataDate } from '../../lib/shop-counters.ts';

/**
 * Coins issued (earned) and redeemed (spent) at a shop per Asia/Kolkata day of the period (issue
 * 29): read from coin_ledger (written by features/coins), one row per day, oldest first, zeros
 * for days without movements. A day's rows are few (the shop's daily cap bounds its earns).
 */
export async function coinDays(db: Db, shopId: string, dates: string[]) {
  const from = new Date(Date.parse(`${dates[0]}T00:00:00Z`) - 330 * 60_000).toISOString();
  const rows = await db.kysely
    .selectFrom('coin_ledger')
    .select(['kind', 'coins', 'created_at'])
    .where('shop_id', '=', shopId)
    .where('kind', 'in', ['earn', 'spend'])
    .where('created_at', '>=', from)
    .execute();
  const days = new Map(dates.map((date) => [date, { date, issued: 0, redeemed: 0 }]));
  for (const row of rows) {
    const day = days.get(kolkataDate(new Date(row.created_at)));
    if (!day) continue;
    if (row.kind === 'earn') day.issued += Number(row.coins);
    else day.redeemed -= Number(row.coins);
  }
  return [...days.values()];
}
