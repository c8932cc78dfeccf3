import type { OWNER_ROUTES } from '@local-shops/shared/owner-routes';
import { routeClient } from './route-client.ts';

// The price lists' routes are in the owner's table; a module of their own, so that the shop page
// reads them without the dashboard's calls.
const { at, get } = routeClient<typeof OWNER_ROUTES>();

const paths = {
  shopProducts: at('shopProducts', '/claim-shops/:id/products'),
  priceComparison: at('priceComparison', '/claim-shops/:id/price-comparison'),
  catalogue: at('productCatalogue', '/product-catalogue'),
};

/** A shop's price list, how its prices compare nearby, and the catalogue its owner picks from. */
export const pricesApi = {
  shopProducts: (shopId: string) => get('shopProducts', paths.shopProducts(shopId)),
  priceComparison: (shopId: string) => get('priceComparison', paths.priceComparison(shopId)),
  catalogue: (q: string) => get('productCatalogue', `${paths.catalogue}?q=${encodeURIComponent(q)}`),
} as const;
