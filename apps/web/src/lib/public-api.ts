import { API_PATHS, type ResponseOf } from '@local-shops/shared';
import type { PUBLIC_ROUTES } from '@local-shops/shared/public-routes';
import { apiRequest } from './api.ts';

type Routes = typeof PUBLIC_ROUTES;

/**
 * A GET of the route table (decision 0060): its URL, typed with the answer the table declares, for
 * `useApiData` and `fetchApi`. The table is imported for its types only, so that the pages carry
 * none of its schemas.
 */
export type ApiGet<T> = string & { readonly answer?: T };

const get = <K extends keyof Routes>(_route: K, url: string) => url as ApiGet<ResponseOf<Routes[K]>>;
const list = (ids: readonly string[]) => ids.map(encodeURIComponent).join(',');

/** The public reads, one function per route of the table. */
export const publicApi = {
  shop: (id: string) => get('shop', API_PATHS.shop(id)),
  shopNearby: (id: string) => get('shopNearby', API_PATHS.shopNearby(id)),
  shopsByIds: (ids: readonly string[]) => get('shopsByIds', `${API_PATHS.shopsByIds}?ids=${list(ids)}`),
  shopReviews: (id: string, page = 1) => get('shopReviews', `${API_PATHS.shopReviews(id)}?page=${page}`),
  categories: () => get('categories', API_PATHS.categories),
  /** Ids are comma-separated: each is URI-encoded, the commas are not. */
  subCategories: (categoryIds: readonly string[]) => get('subCategories', `${API_PATHS.subCategories}?categoryIds=${list(categoryIds)}`),
  states: () => get('states', API_PATHS.states),
  shopTypes: () => get('shopTypes', API_PATHS.shopTypes),
  siteConfig: () => get('siteConfig', API_PATHS.siteConfig),
  place: (state: string, town: string, category: string) => get('place', API_PATHS.place(state, town, category)),
} as const;

/** Calls a GET of the table; its answer has the table's type. */
export const fetchApi = <T>(url: ApiGet<T>, signal?: AbortSignal): Promise<T> => apiRequest<T>(url, signal ? { signal } : {});
