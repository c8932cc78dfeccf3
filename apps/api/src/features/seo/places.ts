import { placeSlug, type IndianState } from '@local-shops/shared';

/** Address slugs are the shared ones, so the web app links to the same pages. */
export const slug = placeSlug;

export interface Place {
  state: string;
  town: string;
  lat: number;
  long: number;
  stateSlug: string;
  townSlug: string;
}

/** The reference towns by their state and town slugs (the first of a name in a state wins). */
export function indexPlaces(states: readonly IndianState[]): {
  all: Place[];
  find(stateSlug: string, townSlug: string): Place | undefined;
} {
  const byKey = new Map<string, Place>();
  for (const state of states) {
    const stateSlug = slug(state.name);
    for (const town of state.towns) {
      const townSlug = slug(town.name);
      const key = `${stateSlug}/${townSlug}`;
      if (!townSlug || byKey.has(key)) continue;
      byKey.set(key, { state: state.name, town: town.name, lat: town.lat, long: town.long, stateSlug, townSlug });
    }
  }
  return { all: [...byKey.values()], find: (stateSlug, townSlug) => byKey.get(`${stateSlug}/${townSlug}`) };
}

/** The path of a town and category page. */
export function placePath(place: Pick<Place, 'stateSlug' | 'townSlug'>, categoryId: string): string {
  return `/in/${place.stateSlug}/${place.townSlug}/${encodeURIComponent(categoryId)}`;
}
