import type { FastifyInstance } from 'fastify';
import { isLatitude, isLongitude, MESSAGES } from '@local-shops/shared';
import { addressLookupRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { INDIA_STATES } from '../../lib/india-states.ts';
import { networkKey } from '../../lib/network-key.ts';
import { countAttempt } from '../../lib/request-limits.ts';
import { routeTable } from '../../lib/route-table.ts';
import { createGoogleGeocoder, type CompoundCodeLookup } from './google-geocoder.ts';
import { cacheCompoundCode, cachedCompoundCode, positionCell } from './lookup-cache.ts';
import { offlineCompoundCode } from './plus-code.ts';

export const INVALID_POSITION_MESSAGE = 'lat and long must be a valid position.';

/** Paid lookups (cache misses) one network may make in an hour: a claim needs one or two. */
export const LOOKUPS_PER_NETWORK_PER_HOUR = 60;
const HOUR_MS = 3600_000;

export interface AddressLookupOptions {
  db: Db;
  now: () => Date;
  /** GOOGLE_MAPS_API_KEY: with it, Google answers; without it, the offline plus code does. */
  googleMapsApiKey?: string | undefined;
  /** Replaces the Google lookup (tests). */
  lookup?: CompoundCodeLookup;
}

/** A query value as a number: '12.97' -> 12.97; missing, blank or non-numeric -> NaN. */
function toNumber(value: unknown): number {
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value);
}

/** GET /google-apis/address-lookup?lat=&long= -> { plus_code: { compound_code } } (SPEC.md section 7). */
export async function addressLookupRoutes(
  app: FastifyInstance,
  { db, now, googleMapsApiKey, lookup }: AddressLookupOptions,
) {
  const online = lookup ?? (googleMapsApiKey ? createGoogleGeocoder({ apiKey: googleMapsApiKey }) : undefined);

  // The query is checked here rather than by the entry's schema: one message for any bad position.
  routeTable(app)(addressLookupRoute, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const lat = toNumber(query.lat);
    const long = toNumber(query.long);
    if (!isLatitude(lat) || !isLongitude(long)) throw badRequest(INVALID_POSITION_MESSAGE);

    let compoundCode: string | undefined;
    if (online) {
      // Each Google call is billed: the same spot (about 11 m) is asked once a month at most, and a
      // network's misses are limited. The offline answer costs nothing, so it is neither.
      const cell = positionCell(lat, long);
      compoundCode = await cachedCompoundCode(db, cell.key, now());
      if (compoundCode === undefined) {
        const count = await countAttempt(db, `address-lookup:${networkKey(request.ip)}`, HOUR_MS, now());
        if (count.count > LOOKUPS_PER_NETWORK_PER_HOUR) {
          const seconds = Math.max(1, Math.ceil((count.windowEndsAt - now().getTime()) / 1000));
          reply.header('retry-after', String(seconds));
          throw new HttpError(429, (t) => t(MESSAGES).addressLookupTooMany(Math.ceil(seconds / 60)));
        }
      }
    }
    if (online && compoundCode === undefined) {
      const cell = positionCell(lat, long);
      try {
        compoundCode = await online(cell.lat, cell.long);
        await cacheCompoundCode(db, cell.key, compoundCode, now());
      } catch (error) {
        // The photo step must not fail because Google is down or the key is wrong.
        request.log.warn({ err: error }, 'address lookup: Google Geocoding failed, answering the offline plus code');
      }
    }
    compoundCode ??= offlineCompoundCode(lat, long, INDIA_STATES);
    // A position is the owner's whereabouts: no shared caches.
    reply.header('cache-control', 'private, no-store');
    return { plus_code: { compound_code: compoundCode } };
  });
}
