import { MESSAGES } from '@local-shops/shared';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { HttpError } from './http-errors.ts';
import { SESSION_COOKIE, findSessionNumber } from './sessions.ts';

const numbers = new WeakMap<FastifyRequest, string>();

/**
 * onRequest hook of the routes that need a session proving a number: it runs before the body is
 * read, so a request without a session is refused (401) before it can make us take in 24 MB.
 */
export function requireSession(db: Db, now: () => Date): onRequestAsyncHookHandler {
  return async (request) => {
    const number = await findSessionNumber(db, request.cookies[SESSION_COOKIE], now());
    if (!number) throw new HttpError(401, MESSAGES.verifyNumberAgain);
    numbers.set(request, number);
  };
}

/** The number the session of a request proves (only behind requireSession). */
export function sessionNumberOf(request: FastifyRequest): string {
  const number = numbers.get(request);
  if (!number) throw new HttpError(401, MESSAGES.verifyNumberAgain);
  return number;
}
