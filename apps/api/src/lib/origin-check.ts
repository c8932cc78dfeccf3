import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@local-shops/shared';
import { HttpError } from './http-errors.ts';

const STATE_CHANGING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

function sameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    // Parsed with the origin's scheme, so that "example.com:443" and "https://example.com" agree.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * onRequest hook: a browser names the page's origin on every state-changing request; one from
 * another site is refused (a second guard beside SameSite=Lax cookies). Requests without an
 * Origin header come from non-browser clients (webhooks, scripts) and pass.
 */
export async function originCheck(request: FastifyRequest): Promise<void> {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (!sameHost(origin, request.host)) throw new HttpError(403, MESSAGES.crossSiteRequest);
}
