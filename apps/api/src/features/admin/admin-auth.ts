import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES } from '@local-shops/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { clearAttempts, countAttempt, forgiveAttempt, lockKey, pruneRequestLimits } from '../../lib/request-limits.ts';
import { writeAudit } from './audit.ts';
import { HashQueueFullError } from './hash-queue.ts';
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
    super(429, (t) => t(REVIEW_MESSAGES).adminLockedOut(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
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

/** Failed sign-ins one network may make in LOCK_MINUTES, whatever the accounts (an office shares one address). */
export const MAX_FAILED_SIGN_INS_PER_NETWORK = 20;

export interface SignInAttempt {
  email: string;
  password: string;
  /** networkKey() of the client's address. */
  network: string;
  ip: string;
}

const LOCK_MS = LOCK_MINUTES * 60_000;

/**
 * Checks an e-mail and password (see decision 0026). Each attempt is counted in the database
 * before the hash is checked, under the e-mail with the network (a stranger elsewhere cannot lock
 * a reviewer out of the office) and under the network alone; over either limit the answer is 429
 * without hashing, even for the right password. Unknown e-mails take the same path and the same
 * hash (a dummy one), so no answer tells which e-mails exist. A full hash queue is 429 at once.
 */
export async function signIn(db: Db, attempt: SignInAttempt, now: Date): Promise<AdminIdentity> {
  const { email, network } = attempt;
  const accountKey = `sign-in:${email}|${network}`;
  const networkLimitKey = `sign-in-network:${network}`;
  const audit = (action: string, detail: Record<string, unknown>, adminId: string | null = null) =>
    writeAudit(db.kysely, { adminId, action, subjectType: 'admin', subjectId: adminId ?? email, detail: { email, ...detail }, ip: attempt.ip }, now);

  const perNetwork = await countAttempt(db, networkLimitKey, LOCK_MS, now);
  if (perNetwork.count > MAX_FAILED_SIGN_INS_PER_NETWORK) {
    if (perNetwork.count === MAX_FAILED_SIGN_INS_PER_NETWORK + 1) await audit('admin.locked_out', { scope: 'network', network });
    throw new AdminLockedError(Math.ceil((perNetwork.windowEndsAt - now.getTime()) / 1000));
  }
  const perAccount = await countAttempt(db, accountKey, LOCK_MS, now);
  if (perAccount.lockedUntil !== null || perAccount.count > MAX_FAILED_SIGN_INS) {
    const until = perAccount.lockedUntil ?? now.getTime() + LOCK_MS;
    if (perAccount.lockedUntil === null && (await lockKey(db, accountKey, new Date(until), now))) await audit('admin.locked_out', { scope: 'account', network });
    await audit('admin.sign_in_failed', { reason: 'locked' });
    throw new AdminLockedError(Math.ceil((until - now.getTime()) / 1000));
  }

  const user = await db.kysely.selectFrom('admin_users').select(['id', 'email', 'password_hash']).where('email', '=', email).executeTakeFirst();
  let matches: boolean;
  try {
    matches = await verifyPassword(attempt.password, user?.password_hash ?? (await dummyPasswordHash()), network);
  } catch (error) {
    if (error instanceof HashQueueFullError) throw new HttpError(429, REVIEW_MESSAGES.adminSignInBusy);
    throw error;
  }
  if (!user || !matches) {
    await audit('admin.sign_in_failed', { reason: 'credentials' }, user?.id ?? null);
    if (perAccount.count >= MAX_FAILED_SIGN_INS && (await lockKey(db, accountKey, new Date(now.getTime() + LOCK_MS), now))) {
      await audit('admin.locked_out', { scope: 'account', network }, user?.id ?? null);
      throw new AdminLockedError(LOCK_MINUTES * 60);
    }
    throw new HttpError(401, REVIEW_MESSAGES.adminCredentialsWrong);
  }
  // A right password starts the account's count again and is no failure of the network's.
  await clearAttempts(db, accountKey, now);
  await forgiveAttempt(db, networkLimitKey);
  await db.kysely.updateTable('admin_users').set({ last_login_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', user.id).execute();
  await pruneRequestLimits(db, now);
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
