import { ADMIN_API_PATHS, REVIEW_MESSAGES } from '@local-shops/shared';
import {
  ADMIN_TWO_FACTOR_PATHS,
  adminEnrolmentConfirmSchema,
  adminEnrolmentStartSchema,
  adminLoginCodeSchema,
  adminLoginSchema,
  type AdminEnrolment,
  type AdminEnrolmentDone,
  type AdminLoginResponse,
  type AdminSessionResponse,
} from '@local-shops/shared/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { networkKey } from '../../lib/network-key.ts';
import { parseInput } from '../../lib/validation.ts';
import {
  ADMIN_CHALLENGE_COOKIE,
  ADMIN_COOKIE,
  AdminLockedError,
  CHALLENGE_SECONDS,
  adminCookieOptions,
  createAdminSession,
  createChallenge,
  deleteAdminSession,
  readChallenge,
  requireAdmin,
  signIn,
  verifySecondFactor,
  type AdminIdentity,
} from './admin-auth.ts';
import { noStore } from './admin-http.ts';
import { writeAudit } from './audit.ts';
import { confirmEnrolment, secretBox, startEnrolment } from './two-factor.ts';

export interface AdminSignInDeps {
  db: Db;
  /** Signs the short-lived cookie between the password and the code. */
  linkSecret: string;
  now: () => Date;
  secureCookies: boolean;
  /** Production: every account signs in with two-factor (decision 0056). */
  requireTwoFactor: boolean;
  /** ADMIN_TOTP_KEY: seals the two-factor secrets at rest. */
  totpKey?: string;
}

const tellRetry = (reply: FastifyReply, error: unknown) => {
  if (error instanceof AdminLockedError) reply.header('retry-after', String(error.retryAfterSeconds));
  else if (error instanceof HttpError && error.statusCode === 429) reply.header('retry-after', '2');
};

/** Sign-in (password, then the second factor when the account has one) and two-factor enrolment: no session needed. */
export function adminSignInRoutes(app: FastifyInstance, { db, linkSecret, now, secureCookies, requireTwoFactor, totpKey }: AdminSignInDeps) {
  const box = secretBox(totpKey);
  const challengeCookie = { ...adminCookieOptions(secureCookies), maxAge: CHALLENGE_SECONDS };

  async function startSession(request: FastifyRequest, reply: FastifyReply, admin: AdminIdentity, detail?: Record<string, unknown>): Promise<AdminSessionResponse> {
    await deleteAdminSession(db, request.cookies[ADMIN_COOKIE]);
    const token = await createAdminSession(db, admin.id, now());
    await writeAudit(db.kysely, { adminId: admin.id, action: 'admin.sign_in', subjectType: 'admin', subjectId: admin.id, detail, ip: request.ip }, now());
    noStore(reply).setCookie(ADMIN_COOKIE, token, adminCookieOptions(secureCookies));
    return { email: admin.email };
  }

  app.post(ADMIN_API_PATHS.login, { bodyLimit: 4 * 1024 }, async (request, reply): Promise<AdminLoginResponse> => {
    const { email, password } = parseInput(adminLoginSchema, request.body);
    const network = networkKey(request.ip);
    let result;
    try {
      result = await signIn(db, { email, password, network, ip: request.ip, requireTwoFactor }, now());
    } catch (error) {
      tellRetry(reply, error);
      throw error;
    }
    if (result.next === 'code') {
      noStore(reply).setCookie(ADMIN_CHALLENGE_COOKIE, createChallenge(linkSecret, result.admin.id, network, now()), challengeCookie);
      return { secondFactor: 'required' };
    }
    return startSession(request, reply, result.admin);
  });

  // The second step: the code, with the cookie the right password set a few minutes ago from this network.
  app.post(ADMIN_TWO_FACTOR_PATHS.loginCode, { bodyLimit: 1024 }, async (request, reply): Promise<AdminSessionResponse> => {
    const { code } = parseInput(adminLoginCodeSchema, request.body);
    const network = networkKey(request.ip);
    const adminId = readChallenge(linkSecret, request.cookies[ADMIN_CHALLENGE_COOKIE], network, now());
    if (!adminId) throw new HttpError(401, REVIEW_MESSAGES.adminSignInExpired);
    let admin;
    try {
      admin = await verifySecondFactor(db, box, { adminId, code, network, ip: request.ip }, now());
    } catch (error) {
      tellRetry(reply, error);
      throw error;
    }
    reply.clearCookie(ADMIN_CHALLENGE_COOKIE, { path: challengeCookie.path });
    return startSession(request, reply, admin, { secondFactor: admin.method });
  });

  // Enrolment through the one-time link `npm run admin:create` printed: the token is the proof.
  app.post(ADMIN_TWO_FACTOR_PATHS.enrolmentStart, { bodyLimit: 1024 }, async (request, reply): Promise<AdminEnrolment> => {
    const { token } = parseInput(adminEnrolmentStartSchema, request.body);
    noStore(reply);
    return startEnrolment(db, box, token, now());
  });

  app.post(ADMIN_TWO_FACTOR_PATHS.enrolmentConfirm, { bodyLimit: 1024 }, async (request, reply): Promise<AdminEnrolmentDone> => {
    const { token, code } = parseInput(adminEnrolmentConfirmSchema, request.body);
    const done = await confirmEnrolment(db, box, token, code, now());
    await writeAudit(db.kysely, { adminId: done.adminId, action: 'admin.two_factor_enrolled', subjectType: 'admin', subjectId: done.adminId, ip: request.ip }, now());
    noStore(reply);
    return { recoveryCodes: done.recoveryCodes };
  });
}

/** The signed-in account, and signing out. */
export function adminSessionRoutes(guarded: FastifyInstance, { db, now, secureCookies }: Pick<AdminSignInDeps, 'db' | 'now' | 'secureCookies'>) {
  guarded.get(ADMIN_API_PATHS.session, async (request, reply): Promise<AdminSessionResponse> => {
    noStore(reply);
    return { email: requireAdmin(request).email };
  });

  guarded.post(ADMIN_API_PATHS.logout, async (request, reply) => {
    const admin = requireAdmin(request);
    await deleteAdminSession(db, request.cookies[ADMIN_COOKIE]);
    await writeAudit(db.kysely, { adminId: admin.id, action: 'admin.sign_out', subjectType: 'admin', subjectId: admin.id, ip: request.ip }, now());
    noStore(reply).clearCookie(ADMIN_COOKIE, { path: adminCookieOptions(secureCookies).path });
    return reply.code(204).send();
  });
}
