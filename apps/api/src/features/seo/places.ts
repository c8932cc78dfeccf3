import type { IndianState } from '@local-shops/shared';

/** A name as it appears in an address: lower case, ASCII letters and digits joined by dashes. */
export function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface Place {
  state: string;
  town: string;
  lat: number;
  long: number;
  stateSlug: string;
  townSlug: string;
}

/** The reference towns by their state and town slugs (the first of a name in a state wins). */
export function indexPlaces(states: readonly IndianState[]): { all: Place[]; find(stateSlug: string, townSlug: string): Place | undefined } {
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
