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
    sort: z.enum(['distance'], { message: 'sort can only be distance.' }).optional(),
    cursor: z.string().max(500, 'cursor is not valid.').optional(),
  })
  .refine((q) => q.sort !== 'distance' || q.near, { message: 'sort=distance needs near=lat,long.', path: ['sort'] })
  .refine((q) => q.radiusKm === undefined || q.near, { message: 'radiusKm needs near=lat,long.', path: ['radiusKm'] });

export type ShopFilterQuery = z.output<typeof shopFilterQuerySchema>;

export const subCategoriesQuerySchema = z.object({ categoryIds: idList.optional() });

export interface ShopListItem {
  id: string;
  name: string;
  storeFrontPicture: string | null;
  lat: number | null;
  long: number | null;
  isClaimed: boolean;
  isVerified: boolean;
}

export interface Page<T> {
  items: T[];
  links: { next: string | null };
  meta: { total: number };
}

export interface CategoryRef {
  id: string;
  label: string;
}

export interface SubCategoryRef extends CategoryRef {
  categoryId: string;
}

export interface Category extends CategoryRef {
  createdAt: string;
  updatedAt: string;
  subCategories: SubCategory[];
}

export interface SubCategory extends SubCategoryRef {
  createdAt: string;
  updatedAt: string;
}

export interface ShopMetaInfo {
  isPaid: boolean;
  isPaymentValid: boolean;
  /** End of the Premium plan (ISO), or null when the shop never paid; active while in the future. */
  premiumUntil: string | null;
}

/**
 * A shop as the detail page reads it (SPEC.md section 3). `address` is the public locality
 * (town, state, pin): the street address an owner types is promised to stay hidden.
 */
export interface ShopDetail {
  id: string;
  createdAt: string;
  updatedAt: string;
  name: string;
  intro: string;
  address: string;
  city: string | null;
  state: string | null;
  pin: string | null;
  shopType: string | null;
  storeFrontPicture: string | null;
  lat: number | null;
  long: number | null;
  isClaimed: boolean;
  isVerified: boolean;
  categories: CategoryRef[];
  subCategories: SubCategoryRef[];
  metaInfo: ShopMetaInfo;
}

export interface NearbyShop extends ShopListItem {
  distanceKm: number;
  sharesCategory: boolean;
  city: string | null;
}

export interface Town {
  name: string;
  lat: number;
  long: number;
  pin?: string;
}

export interface IndianState {
  code: string;
  name: string;
  kind: 'state' | 'union_territory';
  lat: number;
  long: number;
  towns: Town[];
}

export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
}
