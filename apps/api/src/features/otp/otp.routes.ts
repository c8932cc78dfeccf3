import type { FastifyInstance } from 'fastify';
import { MESSAGES, type OtpSendResponse, type OtpSessionResponse, type OtpVerifyResponse } from '@local-shops/shared';
import { otpSendRoute, otpSessionRoute, otpVerifyRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';
import { routeTable } from '../../lib/route-table.ts';
import {
  createSession,
  deleteSession,
  findSessionNumber,
  SESSION_COOKIE,
  sessionCookieOptions,
} from '../../lib/sessions.ts';
import { localeOf, requestTexts } from '../../lib/texts.ts';
import type { OtpService } from './otp.service.ts';

export interface OtpRoutesOptions {
  db: Db;
  otp: OtpService;
  now: () => Date;
  /** Secure cookies (production: HTTPS only). */
  secureCookies: boolean;
}

/** Proving a mobile number: send a code, check it, and keep the proof in a session cookie. */
export async function otpRoutes(app: FastifyInstance, { db, otp, now, secureCookies }: OtpRoutesOptions) {
  // Both read or set the session: private, though anyone may call them (decision 0071).
  const route = routeTable(app, {
    cache: [
      [otpVerifyRoute, 'private'],
      [otpSessionRoute, 'private'],
    ],
  });

  route(otpSendRoute, async (request, reply, input): Promise<OtpSendResponse> => {
    const { mobileNumber } = input.body();
    await withRetryAfter(
      reply,
      otp.send({ purpose: 'verify_number', mobileNumber, ip: request.ip, locale: localeOf(request), log: request.log }),
    );
    return { message: requestTexts(request, reply, MESSAGES).otpSent };
  });

  route(otpVerifyRoute, async (request, reply, input): Promise<OtpVerifyResponse> => {
    const { otp: code, mobileNumber } = input.body();
    await otp.verify({ purpose: 'verify_number', mobileNumber, code });
    // A fresh token on every proof; the one the browser held before is forgotten.
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    const { token } = await createSession(db, mobileNumber, now());
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secureCookies));
    return { mobileNumber };
  });

  route(otpSessionRoute, async (request): Promise<OtpSessionResponse> => ({
    mobileNumber: await findSessionNumber(db, request.cookies[SESSION_COOKIE], now()),
  }));
}
