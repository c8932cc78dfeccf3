import { createHash, randomInt, randomUUID } from 'node:crypto';
import { COIN_MESSAGES } from '@local-shops/shared/coins';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import type { CoinCodeKind } from '../../db/schema.ts';
import { HttpError, TooManyRequestsError } from '../../lib/http-errors.ts';
import { countAttempt } from '../../lib/request-limits.ts';

/**
 * The shopper's one-time codes (decision 0075): 6 random digits, kept only as their SHA-256, at
 * most one open code per hash (a unique index), single use. An earn code works at any shop for 5
 * minutes and a fresh one voids the number's earlier one; a spend code is bound to one shop and a
 * number of coins for 10 minutes (several may be open: the balance is checked when one is used).
 */

/** Wrong codes a shop's counter may type in the window before it must wait (429). */
export const WRONG_CODES_MAX = 10;
export const WRONG_CODES_WINDOW_MS = 10 * 60_000;
/** Codes a number may ask for in the window (a shown code refreshes every few minutes). */
export const CODES_PER_NUMBER_MAX = 30;
const CODES_WINDOW_MS = 10 * 60_000;

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export interface OpenCode {
  id: string;
  kind: CoinCodeKind;
  mobile_number: string;
  shop_id: string | null;
  coins: number | null;
  expires_at: string;
  code_hash: string;
}

/** Refuses a number asking for codes too often (429). */
export async function limitCodeRequests(db: Db, number: string, now: Date): Promise<void> {
  const count = await countAttempt(db, `coins-codes:${number}`, CODES_WINDOW_MS, now);
  if (count.count > CODES_PER_NUMBER_MAX)
    throw new TooManyRequestsError(
      COIN_MESSAGES.tooManyCodes,
      Math.max(1, Math.ceil((count.windowEndsAt - now.getTime()) / 1000)),
    );
}

/**
 * A fresh code for the number. An earn code voids the number's open earn codes; a code whose hash
 * is taken by a live code is drawn again, and an expired one holding the hash is closed first.
 */
export async function issueCode(
  db: Db,
  input: { kind: CoinCodeKind; number: string; shopId?: string; coins?: number; minutes: number },
  now: Date,
): Promise<{ code: string; expiresAt: string }> {
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + input.minutes * 60_000).toISOString();
  for (let attempt = 0; ; attempt++) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = hashCode(code);
    try {
      await db.kysely.transaction().execute(async (trx) => {
        await lockUntilCommit(db, trx, 'coins', `codes|${input.number}`);
        if (input.kind === 'earn')
          await trx
            .updateTable('coin_codes')
            .set({ is_open: false })
            .where('mobile_number', '=', input.number)
            .where('kind', '=', 'earn')
            .where('is_open', '=', true)
            .execute();
        await trx
          .updateTable('coin_codes')
          .set({ is_open: false })
          .where('code_hash', '=', codeHash)
          .where('is_open', '=', true)
          .where('expires_at', '<=', at)
          .execute();
        await trx
          .insertInto('coin_codes')
          .values({
            id: randomUUID(),
            kind: input.kind,
            code_hash: codeHash,
            mobile_number: input.number,
            shop_id: input.shopId ?? null,
            coins: input.coins ?? null,
            created_at: at,
            expires_at: expiresAt,
            used_at: null,
            is_open: true,
          })
          .execute();
      });
      return { code, expiresAt };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 8) throw error;
    }
  }
}

const limitKey = (shopId: string) => `coins-wrong-code:${shopId}`;

/** 429 while the shop's counter has typed too many wrong codes in the window. */
export async function refuseWhileGuessing(db: Db, shopId: string, now: Date): Promise<void> {
  const row = await db.kysely
    .selectFrom('request_limits')
    .select(['count', 'window_started_at'])
    .where('key', '=', limitKey(shopId))
    .executeTakeFirst();
  if (!row || row.count < WRONG_CODES_MAX) return;
  const endsAt = new Date(row.window_started_at).getTime() + WRONG_CODES_WINDOW_MS;
  if (endsAt > now.getTime())
    throw new TooManyRequestsError(COIN_MESSAGES.tooManyWrongCodes, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** Counts a wrong code against the shop's counter: 404, or 429 once over the limit. */
export async function wrongCode(db: Db, shopId: string, now: Date): Promise<never> {
  const count = await countAttempt(db, limitKey(shopId), WRONG_CODES_WINDOW_MS, now);
  if (count.count > WRONG_CODES_MAX)
    throw new TooManyRequestsError(
      COIN_MESSAGES.tooManyWrongCodes,
      Math.max(1, Math.ceil((count.windowEndsAt - now.getTime()) / 1000)),
    );
  throw new HttpError(404, COIN_MESSAGES.codeNotFound);
}

/**
 * The open, unexpired code of `kind` with these digits (a spend code: bound to `shopId`), or
 * undefined. Reads through `k` so that a caller holding a lock reads it again inside.
 */
export async function findOpenCode(
  k: Db['kysely'],
  kind: CoinCodeKind,
  code: string,
  now: Date,
  shopId?: string,
): Promise<OpenCode | undefined> {
  let query = k
    .selectFrom('coin_codes')
    .select(['id', 'kind', 'mobile_number', 'shop_id', 'coins', 'expires_at', 'code_hash'])
    .where('code_hash', '=', hashCode(code))
    .where('is_open', '=', true)
    .where('kind', '=', kind)
    .where('expires_at', '>', now.toISOString());
  if (shopId !== undefined) query = query.where('shop_id', '=', shopId);
  return query.executeTakeFirst();
}
