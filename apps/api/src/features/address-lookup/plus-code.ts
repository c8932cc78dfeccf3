import { OpenLocationCode } from 'open-location-code';
import { distanceKm, type IndianState } from '@local-shops/shared';

/** Beyond this, the nearest town of the reference list says nothing useful about the place. */
export const MAX_TOWN_DISTANCE_KM = 50;

/** India's bounding box, generous enough for the islands and the northern border. */
const INDIA_BOX = { minLat: 6, maxLat: 37.2, minLong: 68, maxLong: 97.5 };

/** Google's compound codes drop the first 4 digits: 'WJPF+3R Bengaluru, Karnataka, India'. */
const SHORT_PREFIX_LENGTH = 4;

const olc = new OpenLocationCode();

interface NearestTown {
  town: string;
  state: string;
  lat: number;
  long: number;
  km: number;
}

function nearestTown(lat: number, long: number, states: readonly IndianState[]): NearestTown | undefined {
  let best: NearestTown | undefined;
  for (const state of states) {
    for (const town of state.towns) {
      const km = distanceKm({ lat, long }, { lat: town.lat, long: town.long });
      if (!best || km < best.km) best = { town: town.name, state: state.name, lat: town.lat, long: town.long, km };
    }
  }
  return best;
}

export function isInIndiaBox(lat: number, long: number): boolean {
  return lat >= INDIA_BOX.minLat && lat <= INDIA_BOX.maxLat && long >= INDIA_BOX.minLong && long <= INDIA_BOX.maxLong;
}

/**
 * The offline stand-in for Google's plus_code.compound_code: the 10-digit Open Location Code of
 * the position, shortened against the nearest town of the reference data when that town is within
 * 50 km and recovers the same code ('WJPF+3R Bengaluru, Karnataka, India'). Otherwise the full
 * code, followed by ', India' inside India's bounding box.
 */
export function offlineCompoundCode(lat: number, long: number, states: readonly IndianState[]): string {
  const code = olc.encode(lat, long);
  const town = nearestTown(lat, long, states);
  if (town && town.km <= MAX_TOWN_DISTANCE_KM) {
    const short = code.slice(SHORT_PREFIX_LENGTH);
    // Only a short code that the town's own position turns back into this code is an address.
    if (olc.recoverNearest(short, town.lat, town.long) === code) return `${short} ${town.town}, ${town.state}, India`;
  }
  return isInIndiaBox(lat, long) ? `${code}, India` : code;
}
