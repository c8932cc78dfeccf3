import type { PUBLIC_ROUTES } from '@local-shops/shared/public-routes';
import { routeClient } from './route-client.ts';

const { at, get } = routeClient<typeof PUBLIC_ROUTES>();

const paths = {
  shop: at('shop', '/claim-shops/:id'),
  shopNearby: at('shopNearby', '/claim-shops/:id/nearby'),
  shopsFilter: at('shopsFilter', '/claim-shops/filter'),
  shopsByIds: at('shopsByIds', '/claim-shops/by-ids'),
  shopSuggestions: at('shopSuggestions', '/claim-shops/suggestions'),
  shopReviews: at('shopReviews', '/claim-shops/:id/reviews'),
  categories: at('categories', '/categories/filter'),
  subCategories: at('subCategories', '/sub-categories/filter'),
  states: at('states', '/reference/states'),
  shopTypes: at('shopTypes', '/reference/shop-types'),
  siteConfig: at('siteConfig', '/site-config'),
  place: at('place', '/places/:state/:town/:category'),
};

const list = (ids: readonly string[]) => ids.map(encodeURIComponent).join(',');

/**
 * The public reads, one function per route of the table (decision 0060). The table is imported for
 * its types only, so that the pages carry none of its schemas; the writes are in shopper-api.ts.
 */
export const publicApi = {
  shop: (id: string) => get('shop', paths.shop(id)),
  shopNearby: (id: string) => get('shopNearby', paths.shopNearby(id)),
  /** A page of the directory; `query` is already a query string (shop-search-query.ts builds it). */
  shops: (query: string) => get('shopsFilter', `${paths.shopsFilter}?${query}`),
  shopsByIds: (ids: readonly string[]) => get('shopsByIds', `${paths.shopsByIds}?ids=${list(ids)}`),
  /** "Is this your shop?" (decision 0077): `query` holds name, and lat and long or pin. */
  shopSuggestions: (query: URLSearchParams) => get('shopSuggestions', `${paths.shopSuggestions}?${query.toString()}`),
  shopReviews: (id: string, page = 1) => get('shopReviews', `${paths.shopReviews(id)}?page=${page}`),
  categories: () => get('categories', paths.categories),
  /** Ids are comma-separated: each is URI-encoded, the commas are not. */
  subCategories: (categoryIds: readonly string[]) =>
    get('subCategories', `${paths.subCategories}?categoryIds=${list(categoryIds)}`),
  states: () => get('states', paths.states),
  shopTypes: () => get('shopTypes', paths.shopTypes),
  siteConfig: () => get('siteConfig', paths.siteConfig),
  place: (state: string, town: string, category: string) => get('place', paths.place(state, town, category)),
} as const;
