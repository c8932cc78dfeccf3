import { brotliCompress, constants, gzip } from 'node:zlib';
import type { DoneFuncWithErrOrRes, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compressed answers (issue 27, decision 0080): a JSON, HTML, XML or text answer of at least 1 KB
 * goes as brotli or gzip when the caller accepts it. Done here rather than with @fastify/compress so
 * that the strong ETags of lib/http-cache.ts (decision 0071) stay right: each coding of a body has
 * its own tag (`"<digest>.br"`), decided before the 304 is, and the bytes of a coding are the same
 * each time (fixed settings), so the tag stays strong. Photos (already JPEG/WebP) and streamed
 * files (the web build, sent pre-compressed by @fastify/static) are left as they are.
 */

export type Encoding = 'br' | 'gzip';

/** Below this a body goes as it is: the coding would save less than a packet. */
export const COMPRESS_THRESHOLD = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP = { level: 6 };

/** The caller's best coding of ours (RFC 9110 12.5.3): brotli before gzip at an equal weight; none refused by q=0. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) =>
    weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const).filter((name) => weight(name) > 0).sort((a, b) => weight(b) - weight(a));
  return best;
}

const sizeOf = (payload: string | Buffer) =>
  typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;

/** Whether this answer's body may be sent coded: text of some size, not coded already. */
function compressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (reply.hasHeader('content-encoding') || sizeOf(payload) < COMPRESS_THRESHOLD) return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const list = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(list))
    void reply.header('vary', list ? `${list}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The coding this answer will be sent in, or undefined for none; marks the answer as varying by
 * Accept-Encoding whenever it could be coded. lib/http-cache.ts asks it before its 304.
 */
export function answerEncoding(request: FastifyRequest, reply: FastifyReply, payload: unknown): Encoding | undefined {
  if (!compressible(reply, payload)) return undefined;
  varyOnEncoding(reply);
  // A HEAD's headers are the identity body's: Fastify measures the body it is handed.
  return request.method === 'HEAD' ? undefined : negotiateEncoding(request.headers['accept-encoding']);
}

/** The tag of one coding of a body whose tag is `etag`: `"abc"` → `"abc.br"` (base64url has no dot). */
export const encodedEtag = (etag: string, encoding: Encoding | undefined): string =>
  encoding ? `${etag.slice(0, -1)}.${encoding}"` : etag;

/**
 * Coded bodies kept by their strong tag (lib/http-cache.ts: a digest of the body, and the coding),
 * which names exactly these bytes: the same public page asked again (a shop page with its inline
 * styles is 40-90 KB before brotli) is coded once, not at every request. At most `CODED_BYTES` in
 * all, the least recently used dropped first. Answers without a tag (private ones) are never kept.
 */
export const CODED_BYTES = 8 * 1024 * 1024;
const codedByTag = new Map<string, Buffer>();
let codedBytes = 0;

function keepCoded(tag: string, body: Buffer): void {
  if (body.length > CODED_BYTES / 8 || codedByTag.has(tag)) return;
  codedByTag.set(tag, body);
  codedBytes += body.length;
  for (const [oldest, kept] of codedByTag) {
    if (codedBytes <= CODED_BYTES) break;
    codedByTag.delete(oldest);
    codedBytes -= kept.length;
  }
}

function keptCoded(tag: string): Buffer | undefined {
  const body = codedByTag.get(tag);
  if (body) {
    // Most recently used last: Map keeps the order of insertion.
    codedByTag.delete(tag);
    codedByTag.set(tag, body);
  }
  return body;
}

/** The last onSend hook of each route: codes the body chosen by answerEncoding. */
export function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: DoneFuncWithErrOrRes,
): void {
  const encoding = answerEncoding(request, reply, payload);
  if (!encoding || !compressible(reply, payload)) return done(null, payload);
  // The tag lib/http-cache.ts set for this coding of this body, on the public reads that have one.
  const etag = reply.getHeader('etag');
  const tag = typeof etag === 'string' && etag.endsWith(`.${encoding}"`) ? etag : undefined;
  const finish = (error: Error | null, coded: Buffer) => {
    if (error) return done(null, payload);
    if (tag) keepCoded(tag, coded);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, coded);
  };
  const kept = tag ? keptCoded(tag) : undefined;
  if (kept) return finish(null, kept);
  if (encoding === 'br')
    brotliCompress(
      payload,
      { ...BROTLI, params: { ...BROTLI.params, [constants.BROTLI_PARAM_SIZE_HINT]: sizeOf(payload) } },
      finish,
    );
  else gzip(payload, GZIP, finish);
}

/**
 * Adds compressAnswer after every route's own onSend hooks (the ETag's among them), for the routes
 * registered after it: the API, the server-filled pages, the sitemaps.
 */
export const compression = fp(
  async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...own, compressAnswer];
    });
  },
  { name: 'compression' },
);
