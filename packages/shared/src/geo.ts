import { EARTH_RADIUS_KM } from './constants.ts';

export interface LatLong {
  lat: number;
  long: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in km, earth radius 6371 km (SPEC.md section 9). */
export function distanceKm(a: LatLong, b: LatLong): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLong = toRadians(b.long - a.long);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '12.3 km': one decimal followed by 'km'. */
export function formatDistanceKm(km: number): string {
  return `${km.toFixed(1)} km`;
}

export function isLatitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
}

export function isLongitude(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;
}

/** Distance between two points only when both are known; otherwise undefined (nothing is shown). */
export function distanceBetween(
  a: { lat?: number | null; long?: number | null } | null | undefined,
  b: { lat?: number | null; long?: number | null } | null | undefined,
): number | undefined {
  if (!a || !b) return undefined;
  if (!isLatitude(a.lat) || !isLongitude(a.long) || !isLatitude(b.lat) || !isLongitude(b.long)) return undefined;
  return distanceKm({ lat: a.lat, long: a.long }, { lat: b.lat, long: b.long });
}
