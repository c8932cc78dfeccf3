import { MAX_SEARCH_LENGTH, type ShopType } from '@local-shops/shared';
import { NO_FILTERS, RADIUS_OPTIONS_KM, type ListOrder, type ShopFilters } from './shop-search-query.ts';

/** A town picked from the reference list, standing in for the device position. */
export interface ChosenTown {
  name: string;
  lat: number;
  long: number;
}

/** What the landing list shows, as the address holds it (`/?q=sweets&sort=name&…`). */
export interface ListState {
  text: string;
  filters: ShopFilters;
  order: ListOrder;
  town: ChosenTown | null;
  /** Issue 27: the results as a map (`view=map`), so that Back brings the map back. */
  view?: 'list' | 'map';
}

function readTown(params: URLSearchParams): ChosenTown | null {
  const name = params.get('town');
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(params.get('at') ?? '');
  if (!name || !match) return null;
  const [lat, long] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(long) <= 180 ? { name: name.slice(0, 100), lat, long } : null;
}

export function readListState(params: URLSearchParams): ListState {
  const text = (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH);
  // Values the API refuses (a made-up shop type) end in an empty search, as a typo in a link should.
  const claimed = params.get('claimed');
  const radius = Number(params.get('radiusKm'));
  const filters: ShopFilters = {
    categoryId: params.get('categoryId') ?? '',
    subCategoryId: params.get('subCategoryId') ?? '',
    shopType: (params.get('shopType') ?? '') as ShopType | '',
    state: params.get('state') ?? '',
    city: params.get('city') ?? '',
    claimed: claimed === 'true' || claimed === 'false' ? claimed : '',
    nearMe: params.get('nearMe') === '1',
    radiusKm: (RADIUS_OPTIONS_KM as readonly number[]).includes(radius) ? radius : NO_FILTERS.radiusKm,
    sortByDistance: params.get('sortByDistance') === '1',
    coins: params.get('coins') === '1',
  };
  const view = params.get('view') === 'map' ? 'map' : 'list';
  return { text, filters, order: params.get('sort') === 'name' ? 'name' : 'near', town: readTown(params), view };
}

/** The address of a list state: only what differs from the defaults, so a plain list is just `/`. */
export function writeListState({ text, filters, order, town, view }: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (text.trim()) params.set('q', text);
  for (const key of ['categoryId', 'subCategoryId', 'shopType', 'state', 'city', 'claimed'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.nearMe) params.set('nearMe', '1');
  if (filters.radiusKm !== NO_FILTERS.radiusKm) params.set('radiusKm', String(filters.radiusKm));
  if (filters.sortByDistance) params.set('sortByDistance', '1');
  if (filters.coins) params.set('coins', '1');
  if (order === 'name') params.set('sort', 'name');
  if (town) {
    params.set('town', town.name);
    params.set('at', `${town.lat},${town.long}`);
  }
  if (view === 'map') params.set('view', 'map');
  return params;
}
