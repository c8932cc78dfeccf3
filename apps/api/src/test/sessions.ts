import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { OutboxItem } from '@local-shops/shared';
import type { Db } from '../db/database.ts';
import { createSession, SESSION_COOKIE } from '../lib/sessions.ts';

/**
 * Signing a number in, for tests. `signIn` skips the SMS round trip (for tests of what a signed-in
 * number may do); `proveNumber` goes through it as a user does (for tests of the sign-in itself).
 */

/** A session of `number` as verifying its code makes one: answers the session cookie's value. */
export async function signIn(db: Db, number: string, at: Date | number = new Date()): Promise<string> {
  return (await createSession(db, number, new Date(at))).token;
}

/** What the dev SMS and e-mail providers "sent" to `to`, newest first. */
export async function devOutbox(app: FastifyInstance, to: string): Promise<OutboxItem[]> {
  const response = await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: OutboxItem[] }>().items;
}

/** The code of the newest SMS to the number, read back as a user reads their phone. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const [newest] = await devOutbox(app, to);
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;

let networkSeq = 0;
/** Networks of their own (RFC 2544's range, which no test names), clear of the per-network OTP limit. */
const freshNetwork = () => `198.18.${Math.floor(++networkSeq / 250)}.${(networkSeq % 250) + 1}`;

/** Proves a number as a user does (send, read the SMS, verify) and answers the session cookie's value. */
export async function proveNumber(
  app: FastifyInstance,
  mobileNumber: string,
  remoteAddress = freshNetwork(),
): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/v1/otp/verification',
    payload: { mobileNumber },
    remoteAddress,
  });
  expect(sent.statusCode).toBe(200);
  const code = await latestCode(app, mobileNumber);
  const verified = await app.inject({
    method: 'PATCH',
    url: '/v1/otp/verify-otp',
    payload: { otp: code, mobileNumber },
  });
  expect(verified.statusCode).toBe(200);
  const cookie = sessionCookie(verified);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}
