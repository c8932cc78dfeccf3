// The price list's limits, paths and messages without zod, so that the shop page (which only
// reads prices) does not load the schema library; the schemas are in schemas/products.ts.
import { defineTexts } from './i18n/texts.ts';

/**
 * Price lists and price comparison (issue 11, decision 0043): the product catalogue, the owner's
 * PUT /v1/owner/shops/{id}/products and the public list and comparison. `@local-shops/shared/products`.
 */
export const PRODUCTS_FREE_LIMIT = 200;
export const PRODUCTS_PREMIUM_LIMIT = 2000;
export const PRODUCT_NAME_MAX = 80;
export const PRODUCT_UNIT_MAX = 30;
/** The radius of the price comparison, in km. */
export const PRICE_COMPARISON_KM = 5;

export const PRODUCTS_API_PATHS = {
  catalogue: '/product-catalogue',
  ownerProducts: (shopId: string) => `/owner/shops/${encodeURIComponent(shopId)}/products`,
  shopProducts: (shopId: string) => `/claim-shops/${encodeURIComponent(shopId)}/products`,
  priceComparison: (shopId: string) => `/claim-shops/${encodeURIComponent(shopId)}/price-comparison`,
} as const;

export const PRODUCT_MESSAGES = defineTexts('rules/PRODUCT_MESSAGES', {
  tooManyFree: `A price list can have at most ${PRODUCTS_FREE_LIMIT} items; Premium allows ${PRODUCTS_PREMIUM_LIMIT}.`,
  tooManyPremium: `A price list can have at most ${PRODUCTS_PREMIUM_LIMIT} items.`,
  unknownCatalogId: 'is not a product of the catalogue.',
});

