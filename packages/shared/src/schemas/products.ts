import { z } from 'zod';

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

export const PRODUCT_MESSAGES = {
  notYourShop: 'Only the owner of this shop can change its price list.',
  tooManyFree: `A price list can have at most ${PRODUCTS_FREE_LIMIT} items; Premium allows ${PRODUCTS_PREMIUM_LIMIT}.`,
  tooManyPremium: `A price list can have at most ${PRODUCTS_PREMIUM_LIMIT} items.`,
  unknownCatalogId: 'is not a product of the catalogue.',
} as const;

export const catalogueProductSchema = z.object({ id: z.string(), name: z.string(), unit: z.string(), subCategoryIds: z.array(z.string()) });
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const productInputSchema = z.object(
  {
    catalogId: z.string({ error: 'catalogId must be text.' }).max(100, 'catalogId is not valid.').nullish(),
    name: z.string({ error: 'Please give the product a name.' }).trim().min(1, 'Please give the product a name.').max(PRODUCT_NAME_MAX, `The name can be at most ${PRODUCT_NAME_MAX} characters.`),
    unit: z.string({ error: 'Please give the unit (for example 1 kg).' }).trim().min(1, 'Please give the unit (for example 1 kg).').max(PRODUCT_UNIT_MAX, `The unit can be at most ${PRODUCT_UNIT_MAX} characters.`),
    price: z
      .number({ error: 'The price must be a number of rupees.' })
      .positive('The price must be above ₹0.')
      .max(10_000_000, 'The price is too high.')
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'The price can have at most 2 decimals.'),
    inStock: z.boolean({ error: 'inStock must be true or false.' }),
  },
  { error: 'Each item must be an object.' },
);
export type ProductInput = z.output<typeof productInputSchema>;

export const productsInputSchema = z.object({ items: z.array(productInputSchema, { error: 'items must be a list.' }) }, { error: 'The request is not valid.' });

export const shopProductSchema = z.object({ catalogId: z.string().nullable(), name: z.string(), unit: z.string(), price: z.number(), inStock: z.boolean() });
export type ShopProduct = z.infer<typeof shopProductSchema>;

export interface ShopProductsResponse {
  items: ShopProduct[];
}

export const priceComparisonItemSchema = z.object({
  product: z.object({ catalogId: z.string(), name: z.string(), unit: z.string() }),
  price: z.number(),
  nearby: z.array(z.object({ shopId: z.string(), shopName: z.string(), price: z.number(), distanceKm: z.number() })),
});
export type PriceComparisonItem = z.infer<typeof priceComparisonItemSchema>;

export interface PriceComparisonResponse {
  items: PriceComparisonItem[];
}
