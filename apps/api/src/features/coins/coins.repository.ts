import type { Kysely } from 'kysely';
import { isPremiumActive } from '@local-shops/shared';
import { COIN_DEFAULTS, maskNumber, type CoinSettings, type LedgerEntry } from '@local-shops/shared/coins';
import type { Db } from '../../db/database.ts';
import type { CoinEntryKind, Database } from '../../db/schema.ts';

/** The reads and the settings' writes of the coins tables (decision 0075); movements are in coins.ledger.ts. */

type K = Kysely<Database>;

export interface CoinShop {
  id: string;
  name: string;
  premiumUntil: string | null;
  settings: CoinSettings;
  /** The owner saved settings (else `settings` are the defaults). */
  saved: boolean;
  frozen: boolean;
}

/** The shop with its coins settings (defaults when never saved); undefined: no such shop. */
export async function findCoinShop(k: K, shopId: string): Promise<CoinShop | undefined> {
  const row = await k
    .selectFrom('shops')
    .leftJoin('coin_settings', 'coin_settings.shop_id', 'shops.id')
    .select([
      'shops.id',
      'shops.name',
      'shops.premium_until',
      'coin_settings.shop_id as saved_shop',
      'coin_settings.enabled',
      'coin_settings.rupees_per_coin',
      'coin_settings.coin_value_paise',
      'coin_settings.max_coins_per_bill',
      'coin_settings.max_coins_per_shopper_per_day',
      'coin_settings.max_bill_share_percent',
      'coin_settings.min_coins_to_redeem',
      'coin_settings.expiry_months',
      'coin_settings.max_coins_per_shop_per_day',
      'coin_settings.frozen',
    ])
    .where('shops.id', '=', shopId)
    .executeTakeFirst();
  if (!row) return undefined;
  const saved = row.saved_shop !== null;
  return {
    id: row.id,
    name: row.name,
    premiumUntil: row.premium_until,
    saved,
    frozen: Boolean(row.frozen),
    settings: saved
      ? {
          enabled: Boolean(row.enabled),
          rupeesPerCoin: Number(row.rupees_per_coin),
          coinValuePaise: Number(row.coin_value_paise),
          maxCoinsPerBill: Number(row.max_coins_per_bill),
          maxCoinsPerShopperPerDay: Number(row.max_coins_per_shopper_per_day),
          maxBillSharePercent: Number(row.max_bill_share_percent),
          minCoinsToRedeem: Number(row.min_coins_to_redeem),
          expiryMonths: Number(row.expiry_months),
          maxCoinsPerShopPerDay: Number(row.max_coins_per_shop_per_day),
        }
      : { ...COIN_DEFAULTS },
  };
}

/** Coins run at the shop now: switched on, not frozen, its Premium plan running. */
export const coinsRunning = (shop: CoinShop, now: Date) =>
  shop.settings.enabled && !shop.frozen && isPremiumActive(shop.premiumUntil, now.toISOString());

const settingsColumns = (s: CoinSettings) => ({
  enabled: s.enabled,
  rupees_per_coin: s.rupeesPerCoin,
  coin_value_paise: s.coinValuePaise,
  max_coins_per_bill: s.maxCoinsPerBill,
  max_coins_per_shopper_per_day: s.maxCoinsPerShopperPerDay,
  max_bill_share_percent: s.maxBillSharePercent,
  min_coins_to_redeem: s.minCoinsToRedeem,
  expiry_months: s.expiryMonths,
  max_coins_per_shop_per_day: s.maxCoinsPerShopPerDay,
});

/** Saves the owner's settings (the freeze stays as the console left it). */
export async function saveCoinSettings(db: Db, shopId: string, settings: CoinSettings, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.kysely
    .insertInto('coin_settings')
    .values({ shop_id: shopId, ...settingsColumns(settings), frozen: false, updated_at: at })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ ...settingsColumns(settings), updated_at: at }))
    .execute();
}

/**
 * The console's freeze (the coins feature's writer, handed to features/admin by the composition
 * root): in the caller's transaction, next to its audit entry. A shop never set up gets the defaults.
 */
export async function setCoinsFrozen(
  k: K,
  shopId: string,
  { frozen, reason }: { frozen: boolean; reason: string },
  at: string,
): Promise<void> {
  const freeze = { frozen, frozen_reason: frozen ? reason : null, frozen_at: frozen ? at : null, updated_at: at };
  await k
    .insertInto('coin_settings')
    .values({ shop_id: shopId, ...settingsColumns(COIN_DEFAULTS), ...freeze })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet(freeze))
    .execute();
}

/** A ledger row with its shop's name, as the views read it. */
export interface EntryRow {
  id: string;
  shop_id: string;
  mobile_number: string;
  kind: CoinEntryKind;
  coins: number;
  bill_rupees: number | null;
  discount_rupees: number | null;
  created_at: string;
  expires_at: string | null;
  reversed_at: string | null;
  reason: string | null;
  shop_name: string;
}

/** The ledger joined with the shops' names: the views' base query. */
export function entriesQuery(k: K) {
  return k
    .selectFrom('coin_ledger')
    .innerJoin('shops', 'shops.id', 'coin_ledger.shop_id')
    .select([
      'coin_ledger.id',
      'coin_ledger.shop_id',
      'coin_ledger.mobile_number',
      'coin_ledger.kind',
      'coin_ledger.coins',
      'coin_ledger.bill_rupees',
      'coin_ledger.discount_rupees',
      'coin_ledger.created_at',
      'coin_ledger.expires_at',
      'coin_ledger.reason',
      'shops.name as shop_name',
      // An earn's reversal, when the owner made one (at most one: coin_ledger_reversal_idx).
      (eb) =>
        eb
          .selectFrom('coin_ledger as reversal')
          .select('reversal.created_at')
          .whereRef('reversal.earn_id', '=', 'coin_ledger.id')
          .where('reversal.kind', '=', 'reversal')
          .limit(1)
          .as('reversed_at'),
    ]);
}

export const toEntry = (row: EntryRow): LedgerEntry => ({
  id: row.id,
  shopId: row.shop_id,
  shopName: row.shop_name,
  kind: row.kind,
  coins: Number(row.coins),
  billRupees: row.bill_rupees === null ? null : Number(row.bill_rupees),
  discountRupees: row.discount_rupees === null ? null : Number(row.discount_rupees),
  at: row.created_at,
  expiresAt: row.expires_at,
  reversedAt: row.reversed_at,
  reason: row.reason,
  shopper: maskNumber(row.mobile_number),
});

/** One entry by id, as the views show it. */
export async function findEntry(k: K, id: string): Promise<LedgerEntry | undefined> {
  const row = await entriesQuery(k).where('coin_ledger.id', '=', id).executeTakeFirst();
  return row && toEntry(row);
}

/** The shop's newest entries. */
export async function shopEntries(db: Db, shopId: string, limit: number): Promise<LedgerEntry[]> {
  const rows = await entriesQuery(db.kysely)
    .where('coin_ledger.shop_id', '=', shopId)
    .orderBy('coin_ledger.created_at', 'desc')
    .orderBy('coin_ledger.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

/** The number's newest entries, at every shop. */
export async function numberEntries(db: Db, number: string, limit: number): Promise<LedgerEntry[]> {
  const rows = await entriesQuery(db.kysely)
    .where('coin_ledger.mobile_number', '=', number)
    .orderBy('coin_ledger.created_at', 'desc')
    .orderBy('coin_ledger.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

/** The number's lots that still hold coins not yet expired, with their shops: the balances' source. */
export async function openEarnsOf(db: Db, number: string, now: Date) {
  return db.kysely
    .selectFrom('coin_lots')
    .select(['shop_id', 'remaining', 'expires_at'])
    .where('mobile_number', '=', number)
    .where('remaining', '>', 0)
    .where('expires_at', '>', now.toISOString())
    .orderBy('expires_at')
    .execute();
}

/** The shops where the number has any entry. */
export async function shopsOfNumber(db: Db, number: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('coin_ledger')
    .select('shop_id')
    .distinct()
    .where('mobile_number', '=', number)
    .execute();
  return rows.map((row) => row.shop_id);
}

/**
 * The numbers an owner may not credit (decision 0075): their own, and the numbers of every shop
 * their number owns (the verified contact number and the WhatsApp number), by their last 10 digits.
 */
export async function ownNumbersOf(db: Db, ownerNumber: string): Promise<Set<string>> {
  const rows = await db.kysely
    .selectFrom('claims')
    .innerJoin('shops', 'shops.id', 'claims.shop_id')
    .select(['shops.owner_contact_number', 'shops.whatsapp_number'])
    .where('claims.mobile_number', '=', ownerNumber)
    .where('claims.status', '=', 'approved')
    .execute();
  const numbers = new Set([lastTen(ownerNumber)]);
  for (const row of rows)
    for (const value of [row.owner_contact_number, row.whatsapp_number]) if (value) numbers.add(lastTen(value));
  return numbers;
}

export const lastTen = (number: string) => number.replace(/\D/g, '').slice(-10);
