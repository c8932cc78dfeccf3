import { API_PATHS, isLatitude, isLongitude } from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-errors.ts';
import { INDIA_STATES } from '../../lib/india-states.ts';
import { createGoogleGeocoder, type CompoundCodeLookup } from './google-geocoder.ts';
import { offlineCompoundCode } from './plus-code.ts';

export const INVALID_POSITION_MESSAGE = 'lat and long must be a valid position.';

export interface AddressLookupOptions {
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
export async function addressLookupRoutes(app: FastifyInstance, { googleMapsApiKey, lookup }: AddressLookupOptions) {
  const online = lookup ?? (googleMapsApiKey ? createGoogleGeocoder({ apiKey: googleMapsApiKey }) : undefined);

  app.get(API_PATHS.addressLookup, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const lat = toNumber(query.lat);
    const long = toNumber(query.long);
    if (!isLatitude(lat) || !isLongitude(long)) throw badRequest(INVALID_POSITION_MESSAGE);

    let compoundCode: string | undefined;
    if (online) {
      try {
        compoundCode = await online(lat, long);
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
