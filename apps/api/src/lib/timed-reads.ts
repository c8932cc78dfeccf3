import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ReadScope, runInReadScope } from '../db/read-scope.ts';

/** Retry-After of a read stopped by its time limit or refused for want of a slot (decision 0059). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * An onRequest hook that runs every GET and HEAD, except under the `except` prefixes (the
 * console's own reads, /metrics), as a public read (db/read-scope.ts): its queries get the
 * statement timeout, and when the client closes the connection before the answer is sent, the
 * query it is running is cancelled. The rest of the request (hooks, handler) runs inside the scope.
 */
export function timedReads({ except }: { except: readonly string[] }) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      except.some((prefix) => request.url.startsWith(prefix))
    )
      return done();
    const scope = new ReadScope();
    // 'close' comes when the answer is sent or the connection drops; only in the second case is the answer unfinished.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) scope.abort();
    });
    runInReadScope(scope, () => done());
  };
}
