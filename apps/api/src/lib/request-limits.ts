import type { Db } from '../db/database.ts';

/** A key's attempts in its current window, as counted by the attempt just made. */
export interface AttemptCount {
  count: number;
  /** When the window of this count ends (ms). */
  windowEndsAt: number;
  /** A lock in force (ms), or null. */
  lockedUntil: number | null;
}

const ms = (value: Date | string) => new Date(value).getTime();

/**
 * Counts one attempt under `key` in the database, so that every instance sees the same count.
 * The count is taken by a single UPDATE ... RETURNING: parallel attempts each get their own number.
 */
export async function countAttempt(db: Db, key: string, windowMs: number, now: Date): Promise<AttemptCount> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - windowMs).toISOString();
  await db.kysely
    .insertInto('request_limits')
    .values({ key, count: 0, window_started_at: at, locked_until: null })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // A window that ran out (and no lock in force) starts again. Its new start fails this WHERE for
  // a parallel caller, so an attempt counted in between is never wiped.
  await db.kysely
    .updateTable('request_limits')
    .set({ count: 0, window_started_at: at })
    .where('key', '=', key)
    .where('window_started_at', '<=', windowStart)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .execute();
  const row = await db.kysely
    .updateTable('request_limits')
    .set((eb) => ({ count: eb('count', '+', 1) }))
    .where('key', '=', key)
    .returning(['count', 'window_started_at', 'locked_until'])
    .executeTakeFirstOrThrow();
  const lockedUntil = row.locked_until ? ms(row.locked_until) : null;
  return {
    count: row.count,
    windowEndsAt: ms(row.window_started_at) + windowMs,
    lockedUntil: lockedUntil !== null && lockedUntil > now.getTime() ? lockedUntil : null,
  };
}

/** Locks the key until `until`; true when this call set the lock (false: one was already in force). */
export async function lockKey(db: Db, key: string, until: Date, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db.kysely
    .updateTable('request_limits')
    .set({ locked_until: until.toISOString() })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Starts the key's count again, unless a lock is in force (a lock outlives a lucky guess). */
export async function clearAttempts(db: Db, key: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.kysely
    .updateTable('request_limits')
    .set({ count: 0, window_started_at: at, locked_until: null })
    .where('key', '=', key)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .execute();
}

/** Takes back one counted attempt (one that turned out to be no failure). */
export async function forgiveAttempt(db: Db, key: string): Promise<void> {
  await db.kysely
    .updateTable('request_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

/** Forgets counters idle for a day (their windows are minutes to an hour long). */
export async function pruneRequestLimits(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000).toISOString();
  await db.kysely
    .deleteFrom('request_limits')
    .where('window_started_at', '<', dayAgo)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', dayAgo)]))
    .execute();
}
