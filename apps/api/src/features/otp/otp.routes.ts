import {
  API_PATHS,
  MESSAGES,
  otpSendSchema,
  otpVerifySchema,
  type OtpSendResponse,
  type OtpSessionResponse,
  type OtpVerifyResponse,
} from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';
import { parseInput } from '../../lib/validation.ts';
import type { OtpService } from './otp.service.ts';
import { SESSION_COOKIE, createSession, deleteSession, findSessionNumber, sessionCookieOptions } from '../../lib/sessions.ts';
import { localeOf, requestTexts } from '../../lib/texts.ts';

export interface OtpRoutesOptions {
  db: Db;
  otp: OtpService;
  now: () => Date;
  /** Secure cookies (production: HTTPS only). */
  secureCookies: boolean;
}

/** Proving a mobile number: send a code, check it, and keep the proof in a session cookie. */
export async function otpRoutes(app: FastifyInstance, { db, otp, now, secureCookies }: OtpRoutesOptions) {
  app.post(API_PATHS.otpSend, async (request, reply): Promise<OtpSendResponse> => {
    const { mobileNumber } = parseInput(otpSendSchema, request.body);
    await withRetryAfter(reply, otp.send({ purpose: 'verify_number', mobileNumber, ip: request.ip, locale: localeOf(request), log: request.log }));
    return { message: requestTexts(request, reply, MESSAGES).otpSent };
  });

  app.patch(API_PATHS.otpVerify, async (request, reply): Promise<OtpVerifyResponse> => {
    const { otp: code, mobileNumber } = parseInput(otpVerifySchema, request.body);
    await otp.verify({ purpose: 'verify_number', mobileNumber, code });
    // A fresh token on every proof; the one the browser held before is forgotten.
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    const { token } = await createSession(db, mobileNumber, now());
    reply
      .setCookie(SESSION_COOKIE, token, sessionCookieOptions(secureCookies))
      .header('cache-control', 'no-store');
    return { mobileNumber };
  });

  app.get(API_PATHS.otpSession, async (request, reply): Promise<OtpSessionResponse> => {
    reply.header('cache-control', 'no-store');
    return { mobileNumber: await findSessionNumber(db, request.cookies[SESSION_COOKIE], now()) };
  });
}
