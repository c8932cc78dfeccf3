import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ReadScope, runInReadScope } from '../db/read-scope.ts';
import { SESSION_COOKIE } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public read that no session decides: it may be served by a streaming replica (decision 0082). */
    replicaReads?: boolean;
  }
}

/** The route config of a read a replica may serve (decision 0082): set by routeTable and the SEO pages. */
export const REPLICA_READS = { replicaReads: true } as const;

/** After a write, reads of this browser go to the primary until the time it holds (epoch ms). */
export const PRIMARY_UNTIL_COOKIE = 'primary_until';

const hasSessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;]`);
const primaryUntil = new RegExp(`(?:^|;\\s*)${PRIMARY_UNTIL_COOKIE}=(\\d{1,15})(?:;|$)`);

/**
 * Whether a read may use a replica: its route says so, it carries no session (a public read that
 * reads the session, such as a pending listing's detail, then reads it on the primary), and no write
 * of its own is newer than the lag limit (`primary_until` in the future, and not further than the
 * limit: a forged far-off value only sends the reads to the primary for the limit).
 */
function replicaAllowed(request: FastifyRequest, maxLagMs: number): boolean {
  if (!request.routeOptions.config.replicaReads) return false;
  const cookies = request.headers.cookie;
  if (!cookies) return true;
  if (hasSessionCookie.test(cookies)) return false;
  const until = Number(primaryUntil.exec(cookies)?.[1]);
  const now = Date.now();
  return !(until > now && until <= now + maxLagMs + 1000);
}

/** Retry-After of a read stopped by its time limit or refused for want of a slot (decision 0059). */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * An onRequest hook that runs every GET and HEAD, except under the `except` prefixes (the
 * console's own reads, /metrics), as a public read (db/read-scope.ts): its queries get the
 * statement timeout, and when the client closes the connection before the answer is sent, the
 * query it is running is cancelled. The rest of the request (hooks, handler) runs inside the scope.
 * With replicas (`replicaMaxLagMs` set), a read that may use one is marked so (decision 0082).
 */
export function timedReads({ except, replicaMaxLagMs }: { except: readonly string[]; replicaMaxLagMs?: number }) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      except.some((prefix) => request.url.startsWith(prefix))
    )
      return done();
    const scope = new ReadScope(replicaMaxLagMs !== undefined && replicaAllowed(request, replicaMaxLagMs));
    // 'close' comes when the answer is sent or the connection drops; only in the second case is the answer unfinished.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) scope.abort();
    });
    runInReadScope(scope, () => done());
  };
}

/**
 * Read-your-writes (decision 0082): an onSend hook that, on every successful write (any method but
 * GET, HEAD and OPTIONS, answered below 400), sets `primary_until` for the lag limit. Until it
 * expires this browser's reads go to the primary; after it, a replica serves them only if it lags
 * less than the limit, so it has replayed the write.
 */
export function readYourWrites({ maxLagMs, secure }: { maxLagMs: number; secure: boolean }) {
  const maxAge = Math.ceil(maxLagMs / 1000);
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (e: null, p: unknown) => void) => {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && reply.statusCode < 400) {
      const cookie = `${PRIMARY_UNTIL_COOKIE}=${Date.now() + maxLagMs}; Max-Age=${maxAge}; ${attributes}`;
      reply.header('set-cookie', cookie);
    }
    done(null, payload);
  };
}
