import { z } from 'zod';
import { MAX_RADIUS_KM, MAX_SEARCH_LENGTH } from '../constants.ts';
import { SHOP_TYPES } from '../shop-types.ts';

const optionalText = (field: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters.`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

const idList = z
  .string()
  .max(2000, 'Too many ids.')
  .transform((value) => value.split(',').map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(100, 'An id is at most 100 characters.')).max(50, 'At most 50 ids.'));

export const nearSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'near must be "latitude,longitude", for example near=12.97,77.59.')
  .transform((value) => {
    const [lat, long] = value.split(',').map(Number) as [number, number];
    return { lat, long };
  })
  .refine(({ lat, long }) => Math.abs(lat) <= 90 && Math.abs(long) <= 180, 'near is outside the range of latitude and longitude.');

export const pageSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return 1;
    if (!/^\d{1,7}$/.test(value) || Number(value) < 1) {
      ctx.addIssue({ code: 'custom', message: 'page must be a whole number from 1.' });
      return z.NEVER;
    }
    return Number(value);
  });

/** Query of GET /claim-shops/filter: the list, the name search and the Advance Search filters. */
export const shopFilterQuerySchema = z
  .object({
    page: pageSchema,
    name: optionalText('name', MAX_SEARCH_LENGTH),
    /** The forgiving search: names, kinds of shop and their synonyms, typos corrected (decision 0037). */
    q: optionalText('q', MAX_SEARCH_LENGTH),
    categoryId: optionalText('categoryId'),
    subCategoryId: optionalText('subCategoryId'),
    shopType: z.enum(SHOP_TYPES, { message: 'shopType must be one of the 12 shop types.' }).optional(),
    state: optionalText('state'),
    city: optionalText('city'),
    claimed: z.enum(['true', 'false'], { message: 'claimed must be true or false.' }).transform((v) => v === 'true').optional(),
    near: nearSchema.optional(),
    radiusKm: z.coerce
      .number({ message: 'radiusKm must be a number.' })
      .positive('radiusKm must be above 0.')
      .max(MAX_RADIUS_KM, `radiusKm must be at most ${MAX_RADIUS_KM}.`)
      .optional(),
    sort: z.enum(['distance', 'name'], { message: 'sort must be distance or name.' }).optional(),
    cursor: z.string().max(500, 'cursor is not valid.').optional(),
  })
  .refine((q) => q.sort !== 'distance' || q.near, { message: 'sort=distance needs near=lat,long.', path: ['sort'] })
  .refine((q) => q.radiusKm === undefined || q.near, { message: 'radiusKm needs near=lat,long.', path: ['radiusKm'] });

export type ShopFilterQuery = z.output<typeof shopFilterQuerySchema>;

export const subCategoriesQuerySchema = z.object({ categoryIds: idList.optional() });

// Answers of the public read routes. The routes declare them (fast serialisation: a field not
// listed here is never sent) and GET /v1/openapi.json describes the API from them.

export const shopListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  storeFrontPicture: z.string().nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  isClaimed: z.boolean(),
  isVerified: z.boolean().describe('An approved claim with an active Premium plan.'),
});
export type ShopListItem = z.output<typeof shopListItemSchema>;

export interface Page<T> {
  items: T[];
  links: { next: string | null };
  /** `correctedTo`: the search text a `q=` search ran with, when it corrected a typo. */
  meta: { total: number; correctedTo?: string };
}

export const shopPageSchema = z.object({
  items: z.array(shopListItemSchema),
  links: z.object({ next: z.string().nullable().describe('The next page, with its keyset cursor; null on the last page.') }),
  meta: z.object({
    total: z.number().int().describe('Shops matching the filter; may lag new shops by up to 30 s.'),
    correctedTo: z.string().optional().describe('The corrected q= text ("sweets" for "sweats"), if corrected.'),
  }),
});

export const categoryRefSchema = z.object({ id: z.string(), label: z.string() });
export type CategoryRef = z.output<typeof categoryRefSchema>;

export const subCategoryRefSchema = categoryRefSchema.extend({ categoryId: z.string() });
export type SubCategoryRef = z.output<typeof subCategoryRefSchema>;

export const subCategorySchema = subCategoryRefSchema.extend({ createdAt: z.string(), updatedAt: z.string() });
export type SubCategory = z.output<typeof subCategorySchema>;

export const categorySchema = categoryRefSchema.extend({ createdAt: z.string(), updatedAt: z.string(), subCategories: z.array(subCategorySchema) });
export type Category = z.output<typeof categorySchema>;

export const shopMetaInfoSchema = z.object({
  isPaid: z.boolean(),
  isPaymentValid: z.boolean(),
  premiumUntil: z.string().nullable().describe('End of the Premium plan (ISO), or null when the shop never paid; active while in the future.'),
});
export type ShopMetaInfo = z.output<typeof shopMetaInfoSchema>;

/**
 * A shop as the detail page reads it (SPEC.md section 3). `address` is the public locality
 * (town, state, pin): the street address an owner types is promised to stay hidden.
 */
export const shopDetailSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  name: z.string(),
  intro: z.string(),
  address: z.string().describe('The public locality: town, state and pin.'),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pin: z.string().nullable(),
  shopType: z.string().nullable(),
  storeFrontPicture: z.string().nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  isClaimed: z.boolean(),
  isVerified: z.boolean(),
  categories: z.array(categoryRefSchema),
  subCategories: z.array(subCategoryRefSchema),
  metaInfo: shopMetaInfoSchema,
});
export type ShopDetail = z.output<typeof shopDetailSchema>;

export const nearbyShopSchema = shopListItemSchema.extend({
  distanceKm: z.number(),
  sharesCategory: z.boolean(),
  city: z.string().nullable(),
});
export type NearbyShop = z.output<typeof nearbyShopSchema>;

export const nearbyShopsSchema = z.object({ items: z.array(nearbyShopSchema) });

export const townSchema = z.object({ name: z.string(), lat: z.number(), long: z.number(), pin: z.string().optional() });
export type Town = z.output<typeof townSchema>;

export const indianStateSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['state', 'union_territory']),
  lat: z.number(),
  long: z.number(),
  towns: z.array(townSchema),
});
export type IndianState = z.output<typeof indianStateSchema>;

export const apiErrorSchema = z.object({ statusCode: z.number().int(), error: z.string(), message: z.string().describe('The text the UI shows.') });
export type ApiError = z.output<typeof apiErrorSchema>;
