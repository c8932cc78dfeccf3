import { API_PATHS, FIRST_PAGE, MAX_SEARCH_LENGTH, type ShopType } from '@local-shops/shared';

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
};

export interface DevicePosition {
  lat: number;
  long: number;
}

/**
 * The query of a search (without the page), or '' when there is nothing to search for: then the
 * normal list shows and no request is made (SPEC.md section 5, Search). The distance filters
 * only count when the device position is known.
 */
export function buildSearchQuery(name: string, filters: ShopFilters, position: DevicePosition | null): string {
  const params = new URLSearchParams();
  const text = name.trim().slice(0, MAX_SEARCH_LENGTH);
  if (text) params.set('name', text);
  if (filters.categoryId) params.set('categoryId', filters.categoryId);
  if (filters.categoryId && filters.subCategoryId) params.set('subCategoryId', filters.subCategoryId);
  if (filters.shopType) params.set('shopType', filters.shopType);
  if (filters.state) params.set('state', filters.state);
  if (filters.state && filters.city) params.set('city', filters.city);
  if (filters.claimed) params.set('claimed', filters.claimed);
  if (position && (filters.nearMe || filters.sortByDistance)) {
    params.set('near', `${position.lat.toFixed(5)},${position.long.toFixed(5)}`);
    if (filters.nearMe) params.set('radiusKm', String(filters.radiusKm));
    if (filters.sortByDistance) params.set('sort', 'distance');
  }
  return params.toString();
}

export function firstListPage(): string {
  return `${API_PATHS.shopsFilter}?page=${FIRST_PAGE}`;
}

export function firstSearchPage(query: string): string {
  return `${API_PATHS.shopsFilter}?${query}&page=${FIRST_PAGE}`;
}
