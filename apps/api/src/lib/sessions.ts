import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

/** The session cookie's attributes: every route that proves a number sets it the same way. */
export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_MAX_AGE_SECONDS } as const;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// Only the hash is stored: a copy of the table does not let anyone act as a session.
const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session proving the number; the token goes in the cookie and nowhere else. */
export async function createSession(db: Db, mobileNumber: string, now: Date): Promise<{ token: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.kysely
    .insertInto('sessions')
    .values({
      id: sessionId(token),
      verified_mobile_number: mobileNumber,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000).toISOString(),
    })
    .execute();
  await db.kysely.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
  return { token };
}

/** The number a session cookie proves, or null when it is missing, unknown or expired. */
export async function findSessionNumber(db: Db, token: string | undefined, now: Date): Promise<string | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const row = await db.kysely
    .selectFrom('sessions')
    .select('verified_mobile_number')
    .where('id', '=', sessionId(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.verified_mobile_number ?? null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await db.kysely.deleteFrom('sessions').where('id', '=', sessionId(token)).execute();
}

/** Ends every session of the number (sign out everywhere). */
export async function deleteSessionsOfNumber(db: Db, mobileNumber: string): Promise<void> {
  await db.kysely.deleteFrom('sessions').where('verified_mobile_number', '=', mobileNumber).execute();
}
