import { FIRST_PAGE, MAX_SEARCH_LENGTH, NEARBY_MAX_RADIUS_KM, type ShopType } from '@local-shops/shared';
import { publicApi } from '../../lib/public-api.ts';

/** The Advance Search controls; '' means "any". */
export interface ShopFilters {
  categoryId: string;
  subCategoryId: string;
  shopType: ShopType | '';
  state: string;
  city: string;
  claimed: '' | 'true' | 'false';
  nearMe: boolean;
  radiusKm: number;
  sortByDistance: boolean;
  /** Only shops that give their own coins (issue 29). */
  coins: boolean;
}

export const RADIUS_OPTIONS_KM = [1, 2, 5, 10, 25, 50] as const;

export const NO_FILTERS: ShopFilters = {
  categoryId: '',
  subCategoryId: '',
  shopType: '',
  state: '',
  city: '',
  claimed: '',
  nearMe: false,
  radiusKm: 5,
  sortByDistance: false,
  coins: false,
};

export interface DevicePosition {
  lat: number;
  long: number;
}

/** Nearest first (the default wherever a position is known) or alphabetical. */
export type ListOrder = 'near' | 'name';

/** How far the nearest-first list reaches when Near me sets no radius. */
export const NEAR_FIRST_RADIUS_KM = NEARBY_MAX_RADIUS_KM;

function nearParam(position: DevicePosition): string {
  return `${position.lat.toFixed(5)},${position.long.toFixed(5)}`;
}

/**
 * The query of a search (without the page), or '' when there is nothing to search for: then the
 * normal list shows and no request is made (SPEC.md section 5, Search). The distance filters
 * only count when the device position is known.
 */
export function buildSearchQuery(
  name: string,
  filters: ShopFilters,
  position: DevicePosition | null,
  order: ListOrder = 'name',
): string {
  const params = new URLSearchParams();
  const text = name.trim().slice(0, MAX_SEARCH_LENGTH);
  // q: the forgiving search (names, kinds of shop, synonyms, typos corrected).
  if (text) params.set('q', text);
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  if (filters.categoryId && filters.subCategoryId) params.set('subCategoryId', filters.subCategoryId);
  if (filters.shopType) params.set('shopType', filters.shopType);
  if (filters.state) params.set('state', filters.state);
  if (filters.state && filters.city) params.set('city', filters.city);
  if (filters.claimed) params.set('claimed', filters.claimed);
  if (filters.coins) params.set('coins', '1');
  const nearFirst = position !== null && order === 'near';
  if (position && (filters.nearMe || filters.sortByDistance)) {
    params.set('near', nearParam(position));
    if (filters.nearMe) params.set('radiusKm', String(filters.radiusKm));
    else if (nearFirst) params.set('radiusKm', String(NEAR_FIRST_RADIUS_KM));
    params.set('sort', filters.sortByDistance || nearFirst ? 'distance' : 'name');
  } else if (params.size > 0 && nearFirst) {
    params.set('near', nearParam(position));
    params.set('radiusKm', String(NEAR_FIRST_RADIUS_KM));
    params.set('sort', 'distance');
  }
  return params.toString();
}

/** Page 1 of the list without a search: nearest first around `position`, or alphabetical. */
export function firstListPage(position: DevicePosition | null = null, order: ListOrder = 'name'): string {
  if (position && order === 'near') {
    return publicApi.shops(
      `near=${nearParam(position)}&radiusKm=${NEAR_FIRST_RADIUS_KM}&sort=distance&page=${FIRST_PAGE}`,
    );
  }
  return publicApi.shops(`page=${FIRST_PAGE}`);
}

export function firstSearchPage(query: string): string {
  return publicApi.shops(`${query}&page=${FIRST_PAGE}`);
}
