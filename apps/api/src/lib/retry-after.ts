import type { FastifyReply } from 'fastify';
import { TooManyRequestsError } from './http-errors.ts';

/** Awaits `work`; a TooManyRequestsError on the way out also sets the Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
