import { z } from 'zod';
import { PRODUCT_NAME_MAX, PRODUCT_UNIT_MAX } from '../products.ts';

export * from '../products.ts';
export { PRODUCT_MESSAGES } from '../locales/en/rules.ts';

export const catalogueProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  unit: z.string(),
  subCategoryIds: z.array(z.string()),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const productInputSchema = z.object(
  {
    catalogId: z.string({ error: 'catalogId must be text.' }).max(100, 'catalogId is not valid.').nullish(),
    name: z
      .string({ error: 'Please give the product a name.' })
      .trim()
      .min(1, 'Please give the product a name.')
      .max(PRODUCT_NAME_MAX, `The name can be at most ${PRODUCT_NAME_MAX} characters.`),
    unit: z
      .string({ error: 'Please give the unit (for example 1 kg).' })
      .trim()
      .min(1, 'Please give the unit (for example 1 kg).')
      .max(PRODUCT_UNIT_MAX, `The unit can be at most ${PRODUCT_UNIT_MAX} characters.`),
    price: z
      .number({ error: 'The price must be a number of rupees.' })
      .positive('The price must be above ₹0.')
      .max(10_000_000, 'The price is too high.')
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'The price can have at most 2 decimals.',
      ),
    inStock: z.boolean({ error: 'inStock must be true or false.' }),
  },
  { error: 'Each item must be an object.' },
);
export type ProductInput = z.output<typeof productInputSchema>;

export const productsInputSchema = z.object(
  { items: z.array(productInputSchema, { error: 'items must be a list.' }) },
  { error: 'The request is not valid.' },
);

export const shopProductSchema = z.object({
  catalogId: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  price: z.number(),
  inStock: z.boolean(),
});
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
