import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { REVIEW_MESSAGES } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { clearAttempts, countAttempt, forgiveAttempt, lockKey, pruneRequestLimits } from '../../lib/request-limits.ts';
import { writeAudit } from './audit.ts';
import { HashQueueFullError } from './hash-queue.ts';
import { dummyPasswordHash, hashPassword, verifyPassword, type ScryptParams } from './passwords.ts';
import { TOTP_CODE_PATTERN, useRecoveryCode, useTotpCode, type SecretBox } from './two-factor.ts';

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
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: ADMIN_COOKIE_PATH,
    maxAge: ADMIN_SESSION_HOURS * 3600,
  } as const;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');

export class AdminLockedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, (t) => t(REVIEW_MESSAGES).adminLockedOut(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }
}

/** `npm run admin:create`: a new account. Refuses an e-mail that already has one. */
export async function createAdminUser(
  db: Db,
  email: string,
  password: string,
  now: Date,
  params?: ScryptParams,
): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  const hash = await hashPassword(password, params);
  await db.kysely
    .insertInto('admin_users')
    .values({
      id,
      email: email.trim().toLowerCase(),
      password_hash: hash,
      failed_attempts: 0,
      locked_until: null,
      last_login_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** Failed sign-ins one network may make in LOCK_MINUTES, whatever the accounts (an office shares one address). */
export const MAX_FAILED_SIGN_INS_PER_NETWORK = 20;
/**
 * The slow-down of one account across every network (decision 0056): after FREE_ACCOUNT_FAILURES
 * failures in a day, each further guess waits 30 s, then 1, 2, 4 … minutes, at most an hour; at
 * most 17 guesses in the first hour, then one an hour. Networks the account signed in from before
 * are not slowed (each still has its own limits), so a stranger's botnet cannot lock the team out.
 */
export const FREE_ACCOUNT_FAILURES = 10;
export const ACCOUNT_SLOWDOWN_BASE_SECONDS = 30;
export const ACCOUNT_SLOWDOWN_MAX_SECONDS = 3600;
const ACCOUNT_WINDOW_MS = 24 * 3600_000;
/** A network stays trusted for an account this long after its last completed sign-in. */
export const TRUSTED_NETWORK_DAYS = 90;
/** Time to type the two-factor code after the password. */
export const CHALLENGE_SECONDS = 5 * 60;
export const ADMIN_CHALLENGE_COOKIE = 'admin_challenge';

/** The wait after the nth failure past the free ones (n >= 1). */
export const accountSlowdownSeconds = (over: number) =>
  Math.min(ACCOUNT_SLOWDOWN_MAX_SECONDS, ACCOUNT_SLOWDOWN_BASE_SECONDS * 2 ** (over - 1));

export interface SignInAttempt {
  email: string;
  password: string;
  /** networkKey() of the client's address. */
  network: string;
  ip: string;
  /** Production: an account without two-factor cannot sign in until it enrolls. */
  requireTwoFactor?: boolean;
}

/** A checked password: signed in, or a two-factor code is asked for next. */
export interface SignInResult {
  admin: AdminIdentity;
  next: 'session' | 'code';
}

const LOCK_MS = LOCK_MINUTES * 60_000;

interface Who {
  email: string;
  network: string;
  ip: string;
  adminId: string | null;
}

/** The counts an attempt was admitted under; settled once its outcome is known. */
interface Admitted {
  who: Who;
  pairKey: string;
  networkKey: string;
  /** The account-wide key, when the attempt was counted under it (not from a trusted network). */
  accountKey: string | null;
  pairCount: number;
}

const auditOf = (db: Db, who: Who, now: Date) => (action: string, detail: Record<string, unknown>) =>
  writeAudit(
    db.kysely,
    {
      adminId: who.adminId,
      action,
      subjectType: 'admin',
      subjectId: who.adminId ?? who.email,
      detail: { email: who.email, ...detail },
      ip: who.ip,
    },
    now,
  );

/**
 * Counts an attempt (a password or a code) in the database before anything is checked (see
 * decision 0026): under the network, under the e-mail with the network, and — unless the network
 * is trusted by the account — under the e-mail alone, which slows the account down exponentially.
 * Over a limit the answer is 429 without checking, even for the right password.
 */
async function admit(db: Db, who: Who, trusted: boolean, now: Date): Promise<Admitted> {
  const audit = auditOf(db, who, now);
  const networkLimitKey = `sign-in-network:${who.network}`;
  const pairKey = `sign-in:${who.email}|${who.network}`;
  const perNetwork = await countAttempt(db, networkLimitKey, LOCK_MS, now);
  if (perNetwork.count > MAX_FAILED_SIGN_INS_PER_NETWORK) {
    if (perNetwork.count === MAX_FAILED_SIGN_INS_PER_NETWORK + 1)
      await audit('admin.locked_out', { scope: 'network', network: who.network });
    throw new AdminLockedError(Math.ceil((perNetwork.windowEndsAt - now.getTime()) / 1000));
  }
  const perPair = await countAttempt(db, pairKey, LOCK_MS, now);
  if (perPair.lockedUntil !== null || perPair.count > MAX_FAILED_SIGN_INS) {
    const until = perPair.lockedUntil ?? now.getTime() + LOCK_MS;
    if (perPair.lockedUntil === null && (await lockKey(db, pairKey, new Date(until), now)))
      await audit('admin.locked_out', { scope: 'account', network: who.network });
    await audit('admin.sign_in_failed', { reason: 'locked' });
    throw new AdminLockedError(Math.ceil((until - now.getTime()) / 1000));
  }
  let accountKey: string | null = null;
  if (!trusted) {
    accountKey = `sign-in-account:${who.email}`;
    const perAccount = await countAttempt(db, accountKey, ACCOUNT_WINDOW_MS, now);
    let until = perAccount.lockedUntil;
    if (until === null && perAccount.count > FREE_ACCOUNT_FAILURES) {
      // This guess may go ahead, and the next one waits: the lock is taken before the check, so
      // parallel guesses get one check per wait, not one each.
      const wait = new Date(now.getTime() + accountSlowdownSeconds(perAccount.count - FREE_ACCOUNT_FAILURES) * 1000);
      if (!(await lockKey(db, accountKey, wait, now))) until = wait.getTime();
      else if (perAccount.count === FREE_ACCOUNT_FAILURES + 1)
        await audit('admin.locked_out', { scope: 'account_slowdown' });
    }
    if (until !== null) {
      // A refused attempt is no guess: the count stays the number of passwords and codes checked.
      await forgiveAttempt(db, accountKey);
      await audit('admin.sign_in_failed', { reason: 'slowed', network: who.network });
      throw new AdminLockedError(Math.ceil((until - now.getTime()) / 1000));
    }
  }
  return { who, pairKey, networkKey: networkLimitKey, accountKey, pairCount: perPair.count };
}

/** Takes an attempt back from every count: it was no failure (a busy hash queue, a right password before its code). */
async function forgive(db: Db, admitted: Admitted): Promise<void> {
  await forgiveAttempt(db, admitted.pairKey);
  await forgiveAttempt(db, admitted.networkKey);
  if (admitted.accountKey) await forgiveAttempt(db, admitted.accountKey);
}

/** A wrong password or code: audited, and the pair locked at its limit. Always throws. */
async function fail(db: Db, admitted: Admitted, reason: 'credentials' | 'code', now: Date): Promise<never> {
  const audit = auditOf(db, admitted.who, now);
  await audit('admin.sign_in_failed', { reason });
  if (
    admitted.pairCount >= MAX_FAILED_SIGN_INS &&
    (await lockKey(db, admitted.pairKey, new Date(now.getTime() + LOCK_MS), now))
  ) {
    await audit('admin.locked_out', { scope: 'account', network: admitted.who.network });
    throw new AdminLockedError(LOCK_MINUTES * 60);
  }
  throw new HttpError(401, reason === 'code' ? REVIEW_MESSAGES.adminCodeWrong : REVIEW_MESSAGES.adminCredentialsWrong);
}

async function isTrustedNetwork(db: Db, adminId: string | undefined, network: string, now: Date): Promise<boolean> {
  if (!adminId) return false;
  const since = new Date(now.getTime() - TRUSTED_NETWORK_DAYS * 24 * 3600_000).toISOString();
  const row = await db.kysely
    .selectFrom('admin_trusted_networks')
    .select('network')
    .where('admin_id', '=', adminId)
    .where('network', '=', network)
    .where('signed_in_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** A completed sign-in: the pair's count starts again, the network is no failure and is trusted by the account from now on. */
async function succeed(db: Db, admitted: Admitted, adminId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await clearAttempts(db, admitted.pairKey, now);
  await forgiveAttempt(db, admitted.networkKey);
  if (admitted.accountKey) await forgiveAttempt(db, admitted.accountKey);
  await db.kysely
    .insertInto('admin_trusted_networks')
    .values({ admin_id: adminId, network: admitted.who.network, signed_in_at: at })
    .onConflict((oc) => oc.columns(['admin_id', 'network']).doUpdateSet({ signed_in_at: at }))
    .execute();
  // Networks not used for TRUSTED_NETWORK_DAYS are trusted no more: forget them.
  const since = new Date(now.getTime() - TRUSTED_NETWORK_DAYS * 24 * 3600_000).toISOString();
  await db.kysely
    .deleteFrom('admin_trusted_networks')
    .where('admin_id', '=', adminId)
    .where('signed_in_at', '<=', since)
    .execute();
  await db.kysely
    .updateTable('admin_users')
    .set({ last_login_at: at, updated_at: at })
    .where('id', '=', adminId)
    .execute();
  await pruneRequestLimits(db, now);
}

/**
 * Checks an e-mail and password (decisions 0026 and 0056). Unknown e-mails take the same path and
 * the same hash (a dummy one), so no answer tells which e-mails exist. A full hash queue is 429 at
 * once and is no failed sign-in. An account with two-factor is asked for its code next; in
 * production an account without it is refused until it enrolls.
 */
export async function signIn(db: Db, attempt: SignInAttempt, now: Date): Promise<SignInResult> {
  const { email, network } = attempt;
  const user = await db.kysely
    .selectFrom('admin_users')
    .select(['id', 'email', 'password_hash', 'totp_secret'])
    .where('email', '=', email)
    .executeTakeFirst();
  const who: Who = { email, network, ip: attempt.ip, adminId: user?.id ?? null };
  const admitted = await admit(db, who, await isTrustedNetwork(db, user?.id, network, now), now);

  let matches: boolean;
  try {
    matches = await verifyPassword(attempt.password, user?.password_hash ?? (await dummyPasswordHash()), network);
  } catch (error) {
    if (error instanceof HashQueueFullError) {
      // Nothing was checked: the refusal must not count towards any lock (issue 23).
      await forgive(db, admitted);
      throw new HttpError(429, REVIEW_MESSAGES.adminSignInBusy);
    }
    throw error;
  }
  if (!user || !matches) return fail(db, admitted, 'credentials', now);
  const admin = { id: user.id, email: user.email };
  if (user.totp_secret) {
    // The password was right: no failure, but nothing is cleared until the code is right too.
    await forgive(db, admitted);
    return { admin, next: 'code' };
  }
  if (attempt.requireTwoFactor) {
    await forgive(db, admitted);
    await auditOf(db, who, now)('admin.sign_in_refused', { reason: 'two_factor_not_enrolled' });
    throw new HttpError(403, REVIEW_MESSAGES.adminTwoFactorRequired);
  }
  await succeed(db, admitted, user.id, now);
  return { admin, next: 'session' };
}

/**
 * The second step: a TOTP code (once per time step) or an unused recovery code, counted and
 * limited exactly as a password is; a wrong one is a failed sign-in.
 */
export async function verifySecondFactor(
  db: Db,
  box: SecretBox,
  attempt: { adminId: string; code: string; network: string; ip: string },
  now: Date,
): Promise<AdminIdentity & { method: 'totp' | 'recovery' }> {
  const user = await db.kysely
    .selectFrom('admin_users')
    .select(['id', 'email', 'totp_secret'])
    .where('id', '=', attempt.adminId)
    .executeTakeFirst();
  if (!user?.totp_secret) throw new HttpError(401, REVIEW_MESSAGES.adminSignInExpired);
  const who: Who = { email: user.email, network: attempt.network, ip: attempt.ip, adminId: user.id };
  const admitted = await admit(db, who, await isTrustedNetwork(db, user.id, attempt.network, now), now);
  const code = attempt.code.replace(/\s/g, '');
  let method: 'totp' | 'recovery' | null = null;
  if (TOTP_CODE_PATTERN.test(code)) {
    if (await useTotpCode(db, box, { id: user.id, totpSecret: user.totp_secret }, code, now)) method = 'totp';
  } else if (await useRecoveryCode(db, user.id, code, now)) method = 'recovery';
  if (!method) return fail(db, admitted, 'code', now);
  await succeed(db, admitted, user.id, now);
  return { id: user.id, email: user.email, method };
}

/**
 * The proof between the two steps, kept in a short-lived cookie: the account, the network and an
 * expiry under an HMAC. It proves the password was right a few minutes ago from this network.
 */
export function createChallenge(key: string, adminId: string, network: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + CHALLENGE_SECONDS;
  const id = Buffer.from(adminId).toString('base64url');
  return `${id}.${expires}.${challengeSignature(key, adminId, network, expires)}`;
}

export function readChallenge(key: string, value: string | undefined, network: string, now: Date): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return null;
  const adminId = Buffer.from(match[1]!, 'base64url').toString();
  const expires = Number(match[2]);
  if (expires * 1000 <= now.getTime()) return null;
  const expected = Buffer.from(challengeSignature(key, adminId, network, expires));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? adminId : null;
}

const challengeSignature = (key: string, adminId: string, network: string, expires: number) =>
  createHmac('sha256', key).update(`admin-challenge|${adminId}|${network}|${expires}`).digest('base64url');

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
