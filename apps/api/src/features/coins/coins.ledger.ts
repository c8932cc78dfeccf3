import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { COIN_MESSAGES, COIN_REVERSAL_HOURS, coinsToRupees, type LedgerEntry } from '@local-shops/shared/coins';
import type { Db } from '../../db/database.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { OpenCode } from './coins.codes.ts';
import { findEntry, type CoinShop } from './coins.repository.ts';

/**
 * Every movement of coins is a row of coin_ledger (decision 0075), written with the number's coins
 * at the shop locked: PostgreSQL holds an advisory lock on 'shopId|number' until commit, SQLite runs
 * one transaction at a time. Inside it the balance is read, checked and moved, so parallel spends
 * cannot take it below zero. Ledger rows are only appended. Spends, expiries and reversals take
 * coins from the earns' lots (coin_lots.remaining), oldest earn first (FIFO); the balance,
 * SUM(coins) of the ledger, always equals the sum of the lots' `remaining`.
 */

type Trx = Transaction<Database>;

const lockPair = (db: Db, trx: Trx, shopId: string, number: string) =>
  lockUntilCommit(db, trx, 'coins', `${shopId}|${number}`);

/** The Asia/Kolkata day of `at`, as the instant it started. */
export function kolkataDayStart(at: Date): string {
  const day = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00Z`) - 330 * 60_000).toISOString();
}

/** `at` plus whole months (the day of the month clamped to the target month's length). */
export function addMonths(at: Date, months: number): Date {
  const result = new Date(at.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

/** The coins the number can spend at the shop now: earns not expired, minus what was taken from them. */
async function available(trx: Trx, shopId: string, number: string, now: Date): Promise<number> {
  const row = await trx
    .selectFrom('coin_lots')
    .select((eb) => eb.fn.sum<string | number | null>('remaining').as('coins'))
    .where('shop_id', '=', shopId)
    .where('mobile_number', '=', number)
    .where('remaining', '>', 0)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(row?.coins ?? 0);
}

/** Takes `coins` from the number's open earns at the shop, `first` (an earn id) first, then oldest first. */
async function take(trx: Trx, shopId: string, number: string, coins: number, now: Date, first?: string) {
  const earns = await trx
    .selectFrom('coin_lots')
    .select(['earn_id as id', 'remaining'])
    .where('shop_id', '=', shopId)
    .where('mobile_number', '=', number)
    .where('remaining', '>', 0)
    .where('expires_at', '>', now.toISOString())
    .orderBy('earned_at')
    .orderBy('earn_id')
    .execute();
  const ordered = first ? [...earns.filter((e) => e.id === first), ...earns.filter((e) => e.id !== first)] : earns;
  let left = coins;
  for (const earn of ordered) {
    if (left <= 0) break;
    const part = Math.min(left, Number(earn.remaining));
    await trx
      .updateTable('coin_lots')
      .set({ remaining: Number(earn.remaining) - part })
      .where('earn_id', '=', earn.id)
      .execute();
    left -= part;
  }
  if (left > 0) throw new Error('coins ledger: took more coins than the balance holds');
}

/**
 * Writes an 'expire' row for each of the number's earns at the shop whose coins are past their
 * date and not taken: one per earn (key 'expire:<earn id>'), so that running it twice does nothing.
 */
async function expireDue(trx: Trx, shopId: string, number: string, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = await trx
    .selectFrom('coin_lots')
    .select(['earn_id as id', 'remaining'])
    .where('shop_id', '=', shopId)
    .where('mobile_number', '=', number)
    .where('remaining', '>', 0)
    .where('expires_at', '<=', at)
    .orderBy('earned_at')
    .orderBy('earn_id')
    .execute();
  for (const earn of due) {
    await trx
      .insertInto('coin_ledger')
      .values({
        id: randomUUID(),
        shop_id: shopId,
        mobile_number: number,
        kind: 'expire',
        coins: -Number(earn.remaining),
        created_at: at,
        earn_id: earn.id,
        idempotency_key: `expire:${earn.id}`,
      })
      .execute();
    await trx.updateTable('coin_lots').set({ remaining: 0 }).where('earn_id', '=', earn.id).execute();
  }
  return due.length;
}

/** The expiry job: every number's coins past their date, as 'expire' rows. Idempotent; answers the rows written. */
export async function expireCoins(db: Db, now: Date, batch = 500): Promise<number> {
  let written = 0;
  for (;;) {
    const pairs = await db.kysely
      .selectFrom('coin_lots')
      .select(['shop_id', 'mobile_number'])
      .distinct()
      .where('remaining', '>', 0)
      .where('expires_at', '<=', now.toISOString())
      .limit(batch)
      .execute();
    if (!pairs.length) return written;
    for (const pair of pairs)
      written += await db.kysely.transaction().execute(async (trx) => {
        await lockPair(db, trx, pair.shop_id, pair.mobile_number);
        return expireDue(trx, pair.shop_id, pair.mobile_number, now);
      });
    if (pairs.length < batch) return written;
  }
}

/** The row an idempotency key made at the shop, when the key was used; 409 when it was for another request. */
async function replayOf(trx: Trx, shopId: string, key: string, requestKey: string): Promise<LedgerEntry | undefined> {
  const row = await trx
    .selectFrom('coin_ledger')
    .select(['id', 'request_key'])
    .where('shop_id', '=', shopId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_key !== requestKey) throw new HttpError(409, COIN_MESSAGES.keyReused);
  return findEntry(trx, row.id);
}

const closeCode = (trx: Trx, code: OpenCode, at: string) =>
  trx.updateTable('coin_codes').set({ is_open: false, used_at: at }).where('id', '=', code.id).execute();

/** Coins earned in the period from `since`, at the shop (and by the number, when given); reversed earns left out. */
async function earnedSince(trx: Trx, shopId: string, since: string, number?: string): Promise<number> {
  let query = trx
    .selectFrom('coin_ledger')
    .select((eb) => eb.fn.sum<string | number | null>('coins').as('coins'))
    .where('shop_id', '=', shopId)
    .where('kind', '=', 'earn')
    .where('created_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('coin_ledger as r')
            .select('r.id')
            .whereRef('r.earn_id', '=', 'coin_ledger.id')
            .where('r.kind', '=', 'reversal'),
        ),
      ),
    );
  if (number !== undefined) query = query.where('mobile_number', '=', number);
  return Number((await query.executeTakeFirst())?.coins ?? 0);
}

export interface EarnRequest {
  shop: CoinShop;
  code: OpenCode;
  billRupees: number;
  idempotencyKey: string;
  requestKey: string;
}

/** Credits the coins of a bill; a replayed key answers its first entry. Caps: per bill (cut), per day (429). */
export async function earn(db: Db, input: EarnRequest, now: Date): Promise<LedgerEntry> {
  const { shop, billRupees, idempotencyKey, requestKey } = input;
  const number = input.code.mobile_number;
  const at = now.toISOString();
  const id = await db.kysely.transaction().execute(async (trx) => {
    // The shop's counter first (its daily cap), then the number's coins there: always in this order.
    await lockUntilCommit(db, trx, 'coins', shop.id);
    await lockPair(db, trx, shop.id, number);
    const replay = await replayOf(trx, shop.id, idempotencyKey, requestKey);
    if (replay) return replay.id;
    const code = await trx
      .selectFrom('coin_codes')
      .select('is_open')
      .where('id', '=', input.code.id)
      .executeTakeFirst();
    if (!code?.is_open) throw new HttpError(404, COIN_MESSAGES.codeNotFound);
    const { settings } = shop;
    const coins = Math.min(Math.floor(billRupees / settings.rupeesPerCoin), settings.maxCoinsPerBill);
    if (coins < 1) throw badRequest(COIN_MESSAGES.billTooSmall);
    const today = kolkataDayStart(now);
    if ((await earnedSince(trx, shop.id, today, number)) + coins > settings.maxCoinsPerShopperPerDay)
      throw new HttpError(429, COIN_MESSAGES.shopperDailyCap);
    if ((await earnedSince(trx, shop.id, today)) + coins > settings.maxCoinsPerShopPerDay)
      throw new HttpError(429, COIN_MESSAGES.shopDailyCap);
    const entryId = randomUUID();
    const expiresAt = addMonths(now, settings.expiryMonths).toISOString();
    await trx
      .insertInto('coin_ledger')
      .values({
        id: entryId,
        shop_id: shop.id,
        mobile_number: number,
        kind: 'earn',
        coins,
        bill_rupees: billRupees,
        created_at: at,
        expires_at: expiresAt,
        idempotency_key: idempotencyKey,
        request_key: requestKey,
      })
      .execute();
    await trx
      .insertInto('coin_lots')
      .values({
        earn_id: entryId,
        shop_id: shop.id,
        mobile_number: number,
        earned_at: at,
        expires_at: expiresAt,
        remaining: coins,
      })
      .execute();
    await closeCode(trx, input.code, at);
    return entryId;
  });
  return (await findEntry(db.kysely, id))!;
}

export interface RedeemRequest {
  shop: CoinShop;
  code: OpenCode;
  billRupees: number | undefined;
  idempotencyKey: string;
  requestKey: string;
}

/** Debits a spend code's coins exactly once: 409 when the balance no longer holds them. */
export async function redeem(db: Db, input: RedeemRequest, now: Date): Promise<LedgerEntry> {
  const { shop, code, billRupees, idempotencyKey, requestKey } = input;
  const number = code.mobile_number;
  const coins = Number(code.coins);
  const at = now.toISOString();
  const id = await db.kysely.transaction().execute(async (trx) => {
    await lockPair(db, trx, shop.id, number);
    const replay = await replayOf(trx, shop.id, idempotencyKey, requestKey);
    if (replay) return replay.id;
    const still = await trx.selectFrom('coin_codes').select('is_open').where('id', '=', code.id).executeTakeFirst();
    if (!still?.is_open) throw new HttpError(404, COIN_MESSAGES.codeNotFound);
    await expireDue(trx, shop.id, number, now);
    if ((await available(trx, shop.id, number, now)) < coins) throw new HttpError(409, COIN_MESSAGES.balanceChanged);
    const discountRupees = coinsToRupees(coins, shop.settings.coinValuePaise);
    await take(trx, shop.id, number, coins, now);
    const entryId = randomUUID();
    await trx
      .insertInto('coin_ledger')
      .values({
        id: entryId,
        shop_id: shop.id,
        mobile_number: number,
        kind: 'spend',
        coins: -coins,
        bill_rupees: billRupees ?? null,
        discount_rupees: discountRupees,
        created_at: at,
        idempotency_key: idempotencyKey,
        request_key: requestKey,
      })
      .execute();
    await closeCode(trx, code, at);
    return entryId;
  });
  return (await findEntry(db.kysely, id))!;
}

/**
 * Reverses an earn of the shop within 24 hours: a 'reversal' row takes back its coins, or as many
 * as the number still holds there (never below zero), from that earn first. 404 not this shop's;
 * 409 not an earn, reversed already, or too late.
 */
export async function reverse(
  db: Db,
  { shopId, entryId, reason }: { shopId: string; entryId: string; reason: string },
  now: Date,
): Promise<LedgerEntry> {
  const first = await db.kysely
    .selectFrom('coin_ledger')
    .select('mobile_number')
    .where('id', '=', entryId)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  if (!first) throw notFound(COIN_MESSAGES.entryNotFound);
  const at = now.toISOString();
  const id = await db.kysely.transaction().execute(async (trx) => {
    await lockPair(db, trx, shopId, first.mobile_number);
    const earn = await trx
      .selectFrom('coin_ledger')
      .select(['id', 'kind', 'coins', 'created_at'])
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    if (earn.kind !== 'earn') throw new HttpError(409, COIN_MESSAGES.notAnEarn);
    const reversed = await trx
      .selectFrom('coin_ledger')
      .select('id')
      .where('earn_id', '=', earn.id)
      .where('kind', '=', 'reversal')
      .executeTakeFirst();
    if (reversed) throw new HttpError(409, COIN_MESSAGES.alreadyReversed);
    if (now.getTime() - new Date(earn.created_at).getTime() > COIN_REVERSAL_HOURS * 3_600_000)
      throw new HttpError(409, COIN_MESSAGES.tooLateToReverse);
    await expireDue(trx, shopId, first.mobile_number, now);
    const coins = Math.min(Number(earn.coins), await available(trx, shopId, first.mobile_number, now));
    if (coins > 0) await take(trx, shopId, first.mobile_number, coins, now, earn.id);
    const reversalId = randomUUID();
    await trx
      .insertInto('coin_ledger')
      .values({
        id: reversalId,
        shop_id: shopId,
        mobile_number: first.mobile_number,
        kind: 'reversal',
        coins: -coins,
        created_at: at,
        earn_id: earn.id,
        reason,
      })
      .execute();
    return reversalId;
  });
  return (await findEntry(db.kysely, id))!;
}

/**
 * Checks the lots against the ledger: for every number and shop, SUM(coins) of the rows equals the
 * sum of the lots' `remaining`, no lot is below zero or above its earn, and every earn has its lot.
 * Answers the pairs that disagree (tests; an audit can run it).
 */
export async function ledgerDisagreements(db: Db) {
  const [balances, lots, badLots] = await Promise.all([
    db.kysely
      .selectFrom('coin_ledger')
      .select(['shop_id', 'mobile_number', (eb) => eb.fn.sum<string | number>('coins').as('coins')])
      .groupBy(['shop_id', 'mobile_number'])
      .execute(),
    db.kysely
      .selectFrom('coin_lots')
      .select(['shop_id', 'mobile_number', (eb) => eb.fn.sum<string | number>('remaining').as('coins')])
      .groupBy(['shop_id', 'mobile_number'])
      .execute(),
    db.kysely
      .selectFrom('coin_ledger')
      .leftJoin('coin_lots', 'coin_lots.earn_id', 'coin_ledger.id')
      .select(['coin_ledger.shop_id', 'coin_ledger.mobile_number'])
      .where('coin_ledger.kind', '=', 'earn')
      .where((eb) =>
        eb.or([
          eb('coin_lots.earn_id', 'is', null),
          eb('coin_lots.remaining', '<', 0),
          eb('coin_lots.remaining', '>', eb.ref('coin_ledger.coins')),
        ]),
      )
      .execute(),
  ]);
  const key = (row: { shop_id: string; mobile_number: string }) => `${row.shop_id}|${row.mobile_number}`;
  const held = new Map(lots.map((row) => [key(row), Number(row.coins)]));
  const problems = balances
    .filter((row) => Number(row.coins) !== (held.get(key(row)) ?? 0))
    .map((row) => ({ pair: key(row), ledger: Number(row.coins), lots: held.get(key(row)) ?? 0 }));
  return [...problems, ...badLots.map((row) => ({ pair: key(row), ledger: null, lots: null }))];
}
