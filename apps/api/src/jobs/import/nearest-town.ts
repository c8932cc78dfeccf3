import { INDIA_STATES } from '../../lib/india-states.ts';

const TOWNS = INDIA_STATES.flatMap((state) => state.towns.map((town) => ({ ...town, state: state.name })));
export type Town = (typeof TOWNS)[number];

const radians = (degrees: number) => (degrees * Math.PI) / 180;

// The towns by latitude, so that a search looks only at the band of latitudes around the point.
const BY_LATITUDE = TOWNS.map((town, index) => ({
  town,
  index,
  lat: radians(town.lat),
  long: radians(town.long),
  cos: Math.cos(radians(town.lat)),
})).sort((a, b) => a.lat - b.lat);

/**
 * The reference town nearest to a point, great-circle distance (the shared distanceKm's). It
 * compares the haversine's h, which grows with the distance, and stops each way once the
 * latitudes alone are farther than the best town: an import asks this once per shop with no
 * town, 100,000 times for a city's extract, where trying all 1,180 towns took seconds.
 */
export function nearestTown(lat: number, long: number): Town {
  const φ = radians(lat);
  const λ = radians(long);
  const cosφ = Math.cos(φ);
  let best = BY_LATITUDE[0]!;
  let bestH = Infinity;
  /** Whether the search goes on past this town. */
  const visit = (i: number): boolean => {
    const town = BY_LATITUDE[i]!;
    const latPart = Math.sin((town.lat - φ) / 2) ** 2;
    if (latPart > bestH) return false;
    const h = latPart + cosφ * town.cos * Math.sin((town.long - λ) / 2) ** 2;
    // Ties go to the town listed first, as a scan of the whole list would give.
    if (h < bestH || (h === bestH && town.index < best.index)) [best, bestH] = [town, h];
    return true;
  };
  let start = 0;
  let end = BY_LATITUDE.length;
  while (start < end) {
    const middle = (start + end) >>> 1;
    if (BY_LATITUDE[middle]!.lat < φ) start = middle + 1;
    else end = middle;
  }
  for (let i = start; i < BY_LATITUDE.length && visit(i); i++);
  for (let i = start - 1; i >= 0 && visit(i); i--);
  return best.town;
}
