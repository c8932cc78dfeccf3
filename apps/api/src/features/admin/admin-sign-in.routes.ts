import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVIEW_MESSAGES } from '@local-shops/shared';
import type {
  AdminEnrolment,
  AdminEnrolmentDone,
  AdminLoginResponse,
  AdminSessionResponse,
} from '@local-shops/shared/admin';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { networkKey } from '../../lib/network-key.ts';
import type { Route } from '../../lib/route-table.ts';
import {
  ADMIN_CHALLENGE_COOKIE,
  ADMIN_COOKIE,
  adminCookieOptions,
  AdminLockedError,
  CHALLENGE_SECONDS,
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
export function adminSignInRoutes(
  route: Route,
  { db, linkSecret, now, secureCookies, requireTwoFactor, totpKey }: AdminSignInDeps,
) {
  const box = secretBox(totpKey);
  const challengeCookie = { ...adminCookieOptions(secureCookies), maxAge: CHALLENGE_SECONDS };

  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    admin: AdminIdentity,
    detail?: Record<string, unknown>,
  ): Promise<AdminSessionResponse> {
    await deleteAdminSession(db, request.cookies[ADMIN_COOKIE]);
    const token = await createAdminSession(db, admin.id, now());
    await writeAudit(
      db.kysely,
      { adminId: admin.id, action: 'admin.sign_in', subjectType: 'admin', subjectId: admin.id, detail, ip: request.ip },
      now(),
    );
    noStore(reply).setCookie(ADMIN_COOKIE, token, adminCookieOptions(secureCookies));
    return { email: admin.email };
  }

  route(
    CONSOLE_ROUTES.login,
    async (request, reply, input): Promise<AdminLoginResponse> => {
      const { email, password } = input.body();
      const network = networkKey(request.ip);
      let result;
      try {
        result = await signIn(db, { email, password, network, ip: request.ip, requireTwoFactor }, now());
      } catch (error) {
        tellRetry(reply, error);
        throw error;
      }
      if (result.next === 'code') {
        noStore(reply).setCookie(
          ADMIN_CHALLENGE_COOKIE,
          createChallenge(linkSecret, result.admin.id, network, now()),
          challengeCookie,
        );
        return { secondFactor: 'required' };
      }
      return startSession(request, reply, result.admin);
    },
    { bodyLimit: 4 * 1024 },
  );

  // The second step: the code, with the cookie the right password set a few minutes ago from this network.
  route(
    CONSOLE_ROUTES.loginCode,
    async (request, reply, input): Promise<AdminSessionResponse> => {
      const { code } = input.body();
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
    },
    { bodyLimit: 1024 },
  );

  // Enrolment through the one-time link `npm run admin:create` printed: the token is the proof.
  route(
    CONSOLE_ROUTES.enrolmentStart,
    async (_request, reply, input): Promise<AdminEnrolment> => {
      const { token } = input.body();
      noStore(reply);
      return startEnrolment(db, box, token, now());
    },
    { bodyLimit: 1024 },
  );

  route(
    CONSOLE_ROUTES.enrolmentConfirm,
    async (request, reply, input): Promise<AdminEnrolmentDone> => {
      const { token, code } = input.body();
      const done = await confirmEnrolment(db, box, token, code, now());
      await writeAudit(
        db.kysely,
        {
          adminId: done.adminId,
          action: 'admin.two_factor_enrolled',
          subjectType: 'admin',
          subjectId: done.adminId,
          ip: request.ip,
        },
        now(),
      );
      noStore(reply);
      return { recoveryCodes: done.recoveryCodes };
    },
    { bodyLimit: 1024 },
  );
}

/** The signed-in account, and signing out. */
export function adminSessionRoutes(
  route: Route,
  { db, now, secureCookies }: Pick<AdminSignInDeps, 'db' | 'now' | 'secureCookies'>,
) {
  route(CONSOLE_ROUTES.session, async (request, reply): Promise<AdminSessionResponse> => {
    noStore(reply);
    return { email: requireAdmin(request).email };
  });

  route(CONSOLE_ROUTES.logout, async (request, reply) => {
    const admin = requireAdmin(request);
    await deleteAdminSession(db, request.cookies[ADMIN_COOKIE]);
    await writeAudit(
      db.kysely,
      { adminId: admin.id, action: 'admin.sign_out', subjectType: 'admin', subjectId: admin.id, ip: request.ip },
      now(),
    );
    noStore(reply).clearCookie(ADMIN_COOKIE, { path: adminCookieOptions(secureCookies).path });
    return reply.code(204).send();
  });
}
