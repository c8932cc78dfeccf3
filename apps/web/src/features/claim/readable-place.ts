import type { IndianState, LatLong } from '@local-shops/shared';
import { nearestTown } from './nearest-town.ts';

/** A town's pin code is a fair guide only close to the town; farther out it names another area. */
export const PIN_NEAR_TOWN_KM = 15;

export interface ReadablePlace {
  /** What a person reads first: 'Bengaluru, Karnataka 560001'. */
  place: string;
  /** The plus code ('7J4VWHG7+X2'), second; null when the captured address has none. */
  plusCode: string | null;
}

/**
 * The captured address (a plus-code compound code, 'WHG7+X2 Bengaluru, Karnataka, India') as a
 * person reads a place: area and town first, the pin code of the nearest listed town when the
 * photo was taken close to it, and the plus code apart.
 */
export function readablePlace(
  captured: string,
  position: LatLong | null,
  states: readonly IndianState[] | null,
): ReadablePlace {
  const trimmed = captured.trim();
  const [first = '', ...rest] = trimmed.split(/\s+/);
  const plusCode = first.includes('+') ? first : null;
  const words = plusCode ? rest.join(' ') : trimmed;
  const parts = words
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && parts.at(-1) === 'India') parts.pop();
  let place = parts.join(', ');
  const near = position && states ? nearestTown(states, position, PIN_NEAR_TOWN_KM) : undefined;
  if (near?.town.pin && !/\b\d{6}\b/.test(place))
    place = place ? `${place} ${near.town.pin}` : `${near.town.name}, ${near.state.name} ${near.town.pin}`;
  return { place: place || trimmed, plusCode };
}
