import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES } from '@local-shops/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword, type ScryptParams } from './passwords.ts';

/** The console's own cookie, apart from the owner's OTP session (see decision 0009). */
export const ADMIN_COOKIE = 'admin_session';
export const ADMIN_COOKIE_PATH = '/v1/admin';
export const ADMIN_SESSION_HOURS = 12;
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;

export interface AdminIdentity {
  id: string;
  email: string;
}

export function adminCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'strict', secure, path: ADMIN_COOKIE_PATH, maxAge: ADMIN_SESSION_HOURS * 3600 } as const;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');

export class AdminLockedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, REVIEW_MESSAGES.adminLockedOut(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }
}

/** `npm run admin:create`: a new account. Refuses an e-mail that already has one. */
export async function createAdminUser(db: Db, email: string, password: string, now: Date, params?: ScryptParams): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  const hash = await hashPassword(password, params);
  await db.kysely
    .insertInto('admin_users')
    .values({ id, email: email.trim().toLowerCase(), password_hash: hash, failed_attempts: 0, locked_until: null, last_login_at: null, created_at: at, updated_at: at })
    .execute();
  return id;
}

/**
 * Checks an e-mail and password. Failures are counted in the database (several instances agree);
 * the fifth in a row locks the account for 15 minutes. Unknown e-mails cost the same hash.
 */
export async function signIn(db: Db, email: string, password: string, now: Date): Promise<AdminIdentity> {
  const user = await db.kysely.selectFrom('admin_users').selectAll().where('email', '=', email).executeTakeFirst();
  if (!user) {
    await verifyPassword(password, await dummyPasswordHash());
    throw new HttpError(401, REVIEW_MESSAGES.adminCredentialsWrong);
  }
  const lockedUntil = user.locked_until ? new Date(user.locked_until).getTime() : 0;
  if (lockedUntil > now.getTime()) throw new AdminLockedError(Math.ceil((lockedUntil - now.getTime()) / 1000));

  if (!(await verifyPassword(password, user.password_hash))) {
    // Counted in one UPDATE, so parallel guesses cannot slip past the limit.
    await db.kysely
      .updateTable('admin_users')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1), updated_at: now.toISOString() }))
      .where('id', '=', user.id)
      .execute();
    const { failed_attempts } = await db.kysely.selectFrom('admin_users').select('failed_attempts').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (failed_attempts >= MAX_FAILED_SIGN_INS) {
      await db.kysely
        .updateTable('admin_users')
        .set({ failed_attempts: 0, locked_until: new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString() })
        .where('id', '=', user.id)
        .execute();
      throw new AdminLockedError(LOCK_MINUTES * 60);
    }
    throw new HttpError(401, REVIEW_MESSAGES.adminCredentialsWrong);
  }
  await db.kysely
    .updateTable('admin_users')
    .set({ failed_attempts: 0, locked_until: null, last_login_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', user.id)
    .execute();
  return { id: user.id, email: user.email };
}

export async function createAdminSession(db: Db, adminId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.kysely
    .insertInto('admin_sessions')
    .values({
      id: sessionId(token),
      admin_id: adminId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ADMIN_SESSION_HOURS * 3600_000).toISOString(),
    })
    .execute();
  await db.kysely.deleteFrom('admin_sessions').where('expires_at', '<=', now.toISOString()).execute();
  return token;
}

export async function findAdminSession(db: Db, token: string | undefined, now: Date): Promise<AdminIdentity | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const row = await db.kysely
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.admin_id')
    .select(['admin_users.id', 'admin_users.email'])
    .where('admin_sessions.id', '=', sessionId(token))
    .where('admin_sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteAdminSession(db: Db, token: string | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await db.kysely.deleteFrom('admin_sessions').where('id', '=', sessionId(token)).execute();
}

/** The signed-in team member of a request; 401 without a live admin session. */
export function requireAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new HttpError(401, REVIEW_MESSAGES.adminSignInRequired);
  return request.admin;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
}
