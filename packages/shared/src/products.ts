// The price list's limits without zod, so that the shop page (which only reads prices)
// does not load the schema library; the schemas are in schemas/products.ts.

/**
 * Price lists and price comparison (issue 11, decision 0043): the product catalogue, the owner's
 * PUT /v1/owner/shops/{id}/products and the public list and comparison. `@local-shops/shared/products`.
 */
export { PRODUCTS_FREE_LIMIT, PRODUCTS_PREMIUM_LIMIT } from './limits.ts';
export const PRODUCT_NAME_MAX = 80;
export const PRODUCT_UNIT_MAX = 30;
/** The radius of the price comparison, in km. */
export const PRICE_COMPARISON_KM = 5;
