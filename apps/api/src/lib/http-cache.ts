import { hash } from 'node:crypto';
import type { DoneFuncWithErrOrRes, FastifyReply, FastifyRequest } from 'fastify';
import { answerEncoding, encodedEtag } from './compression.ts';

/**
 * HTTP caching (issue 30, decision 0071): public reads carry a strong ETag and a Cache-Control a
 * CDN may follow; answers for one person are kept by no cache; refusals and failures by none.
 */

/** How long a public read may be kept, in seconds. */
export interface CachePolicy {
  /** By a browser. */
  maxAge: number;
  /** By a shared cache (a CDN). */
  sMaxAge: number;
  /** How long a cache may still serve it once expired, while it fetches a fresh copy. */
  staleWhileRevalidate: number;
}

/**
 * Each cached read's policy; README "Caching" states what they mean for an owner's edit. A shop,
 * its page and the list change when an owner edits or a shopper reviews: a minute at the CDN (which
 * then fetches each busy address about once a minute), ten seconds in a browser. Town pages are read
 * through an in-process cache of five minutes already, the sitemaps are for crawlers.
 */
export const PUBLIC_CACHE = {
  shop: { maxAge: 10, sMaxAge: 60, staleWhileRevalidate: 30 },
  list: { maxAge: 10, sMaxAge: 60, staleWhileRevalidate: 30 },
  shopPage: { maxAge: 10, sMaxAge: 60, staleWhileRevalidate: 30 },
  place: { maxAge: 300, sMaxAge: 300, staleWhileRevalidate: 300 },
  sitemap: { maxAge: 3600, sMaxAge: 3600, staleWhileRevalidate: 3600 },
  robots: { maxAge: 86_400, sMaxAge: 86_400, staleWhileRevalidate: 86_400 },
} as const satisfies Record<string, CachePolicy>;

/** One person's answer (a session, an owner, the console): kept by no cache, a browser's included. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** A refusal or a failure: kept by no cache, so that what fixes it (a shop approved, a database back) shows at once. */
export const ERROR_NO_STORE = 'no-store';

/** Marks one answer as one person's, whatever its route's policy. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', PRIVATE_NO_STORE);

export const cacheControl = ({ maxAge, sMaxAge, staleWhileRevalidate }: CachePolicy): string =>
  `public, max-age=${maxAge}, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;

/** A strong validator: a digest of the bytes sent, so the same body always has the same tag. */
export const strongEtag = (body: string | Buffer): string => `"${hash('sha1', body, 'base64url')}"`;

/** If-None-Match's comparison (RFC 9110, 13.1.2): weak, over a list of tags, or `*`. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** An onSend hook of the callback kind: the busiest reads pay for no promise. */
type OnSend = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: DoneFuncWithErrOrRes) => void;

/** Every answer of the route is private, whatever its handler set: the table's rule for non-public routes. */
export const privateAnswers: OnSend = (_request, reply, payload, done) => {
  noStore(reply);
  done(null, payload);
};

/**
 * The body's strong ETag, and a 304 without a body (null) when If-None-Match already holds it. GET
 * only: Fastify's HEAD route measures the body it is handed, and a HEAD has none to save.
 */
function tagged(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // Each coding of the body is a representation of its own, with its own tag (decision 0080).
  const etag = encodedEtag(strongEtag(payload), answerEncoding(request, reply, payload));
  reply.header('etag', etag);
  if (request.method !== 'GET' || !etagMatches(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return null;
}

/**
 * The route's public policy and its ETag on a 200. A handler that set its own Cache-Control (a
 * listing shown to its claimant alone) keeps it, without a tag; an error is kept by no cache.
 */
export function publicCache(policy: CachePolicy): OnSend {
  const header = cacheControl(policy);
  return (request, reply, payload, done) => {
    if (reply.statusCode >= 400) reply.header('cache-control', ERROR_NO_STORE);
    else if (reply.statusCode === 200 && !reply.hasHeader('cache-control'))
      return done(null, tagged(request, reply.header('cache-control', header), payload));
    done(null, payload);
  };
}
