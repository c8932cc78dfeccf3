import { sql, type Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * Class ids of the transaction-scoped advisory locks (the first key of the two-key form).
 * Values are frozen: instances of two releases running side by side must agree on them.
 */
export const LOCK_CLASS = {
  /** Sends of OTP codes to one number or from one network. */
  otpSend: 724_020,
  /** Claims made by one number. */
  claim: 724_021,
  /** Enquiries from one contact number. */
  enquiry: 724_031,
  /** The review of one shop by one number (key: 'shopId|number'). */
  review: 724_042,
  /** Seeding the demo directory (one key: 'demo'), so two instances starting together seed once. */
  seed: 724_022,
  /** Changes of one shop's listing by its owner (photos counted against the limit). */
  listing: 724_040,
  /** Support questions of one number (its open ones counted against the limit). */
  support: 724_050,
  /** One number's coins at one shop (key: 'shopId|number'), and one shop's coins counter (key: 'shopId'). */
  coins: 724_075,
} as const;

export type LockClass = keyof typeof LOCK_CLASS;

/**
 * Holds a lock on `key` within `lockClass` until `trx` ends. PostgreSQL takes an advisory lock;
 * on SQLite it does nothing, as SQLite runs one write transaction at a time on its single
 * connection already.
 */
export async function lockUntilCommit(
  db: Db,
  trx: Transaction<Database>,
  lockClass: LockClass,
  key: string,
): Promise<void> {
  if (db.dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${LOCK_CLASS[lockClass]}, hashtext(${key}))`.execute(trx);
}

/**
 * The query with `for update` on PostgreSQL (the rows stay locked until the transaction ends);
 * unchanged on SQLite, which has no row locks and serialises writers anyway.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(db: Db, query: Q): Q {
  return db.dialect === 'postgres' ? query.forUpdate() : query;
}
