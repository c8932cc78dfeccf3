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

/** How an item's name or unit compares: case and spacing aside ('Wheat atta ' is 'wheat  atta'). */
const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');

/** Two items of a price list are the same product when their name and unit match (issue 27). */
export function sameProduct(a: { name: string; unit: string }, b: { name: string; unit: string }): boolean {
  return comparable(a.name) === comparable(b.name) && comparable(a.unit) === comparable(b.unit);
}

/** The index of the first item that repeats an earlier item's name and unit, or -1. */
export function repeatedProductIndex(items: readonly { name: string; unit: string }[]): number {
  const seen = new Set<string>();
  return items.findIndex((item) => {
    const key = `${comparable(item.name)}\n${comparable(item.unit)}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}
