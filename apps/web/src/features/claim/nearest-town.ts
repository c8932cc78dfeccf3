import { distanceKm, type IndianState, type LatLong, type Town } from '@local-shops/shared';

/** Beyond this, the nearest listed town is no guide to where the shop is (or the phone is abroad). */
export const NEAREST_TOWN_MAX_KM = 150;

export interface NearestTown {
  state: IndianState;
  town: Town;
  km: number;
}

/** The listed town closest to `position`, or undefined when none is within `maxKm`. */
export function nearestTown(
  states: readonly IndianState[],
  position: LatLong,
  maxKm = NEAREST_TOWN_MAX_KM,
): NearestTown | undefined {
  let best: NearestTown | undefined;
  for (const state of states) {
    for (const town of state.towns) {
      const km = distanceKm(position, town);
      if (km <= maxKm && (!best || km < best.km)) best = { state, town, km };
    }
  }
  return best;
}
