/** Looks a position up as a plus-code compound code ('WJPF+3R Bengaluru, Karnataka, India'). */
export type CompoundCodeLookup = (lat: number, long: number) => Promise<string>;

export const GOOGLE_MAPS_BASE_URL = 'https://maps.googleapis.com';
export const GOOGLE_TIMEOUT_MS = 10_000;

export interface GoogleGeocoderOptions {
  apiKey: string;
  /** Tests point this at a local fake. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

interface GeocodeResponse {
  status?: unknown;
  error_message?: unknown;
  plus_code?: { compound_code?: unknown };
}

/**
 * Google's Geocoding API (reverse geocoding). Rejects on a time-out, an HTTP error, a non-OK
 * status or an answer without a compound code (open sea, for one), so that the caller can fall
 * back to the offline answer. The error never carries the key.
 */
export function createGoogleGeocoder({
  apiKey,
  baseUrl = GOOGLE_MAPS_BASE_URL,
  fetch = globalThis.fetch,
  timeoutMs = GOOGLE_TIMEOUT_MS,
}: GoogleGeocoderOptions): CompoundCodeLookup {
  return async (lat, long) => {
    const url = new URL('/maps/api/geocode/json', baseUrl);
    url.searchParams.set('latlng', `${lat},${long}`);
    url.searchParams.set('key', apiKey);
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Google Geocoding answered HTTP ${response.status}`);
    const body = (await response.json()) as GeocodeResponse;
    if (body.status !== 'OK' && body.status !== 'ZERO_RESULTS') {
      const detail = typeof body.error_message === 'string' ? `: ${body.error_message}` : '';
      throw new Error(`Google Geocoding answered status ${String(body.status)}${detail}`);
    }
    const compound = body.plus_code?.compound_code;
    if (typeof compound !== 'string' || !compound.trim()) throw new Error('Google Geocoding answered no compound code');
    return compound.trim();
  };
}
