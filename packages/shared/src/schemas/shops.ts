import { z } from 'zod';
import { MAX_RADIUS_KM, MAX_SEARCH_LENGTH } from '../constants.ts';
import { WEEKDAYS } from '../opening-hours.ts';
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
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(100, 'An id is at most 100 characters.')).max(50, 'At most 50 ids.'));

export const nearSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'near must be "latitude,longitude", for example near=12.97,77.59.')
  .transform((value) => {
    const [lat, long] = value.split(',').map(Number) as [number, number];
    return { lat, long };
  })
  .refine(
    ({ lat, long }) => Math.abs(lat) <= 90 && Math.abs(long) <= 180,
    'near is outside the range of latitude and longitude.',
  );

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
    claimed: z
      .enum(['true', 'false'], { message: 'claimed must be true or false.' })
      .transform((v) => v === 'true')
      .optional(),
    hasOffer: z
      .enum(['true'], { message: 'hasOffer can only be true.' })
      .transform(() => true)
      .optional(),
    /** Only shops that give coins (issue 29). */
    coins: z
      .enum(['1', 'true'], { message: 'coins can only be 1.' })
      .transform(() => true)
      .optional(),
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

/** A shop's rating: the average of its published reviews (1 decimal), null with none. */
export const shopRatingSchema = z.object({
  average: z
    .number()
    .nullable()
    .describe('Average of the published ratings, rounded to 1 decimal; null when there are none.'),
  count: z.number().int().describe('Published reviews.'),
});

export const shopListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  storeFrontPicture: z.string().nullable(),
  lat: z.number().nullable(),
  long: z.number().nullable(),
  isClaimed: z.boolean(),
  isVerified: z.boolean().describe('An approved claim with an active Premium plan.'),
  rating: shopRatingSchema,
  hasOffer: z.boolean().describe('The shop runs an offer today (Asia/Kolkata).'),
  givesCoins: z.boolean().describe('The shop gives its own coins (on, not frozen, Premium running).'),
});
export type ShopListItem = z.output<typeof shopListItemSchema>;

export interface Page<T> {
  items: T[];
  links: { next: string | null };
  /**
   * `correctedTo`: the search text a `q=` search ran with, when it corrected a typo.
   * `totalIsCapped`: a search's total was counted only up to a cap (10,000; 300 other spellings): at least `total`.
   * `kindsFromHindi`: the sub-category ids a `q=` search read its Hindi words in Devanagari as.
   * `variants`: shops whose name sounds like the words (another spelling or script, a typo) follow the exact ones.
   * `place`: the town or locality a `q=` search's "in <place>" kept the shops to.
   */
  meta: {
    total: number;
    totalIsCapped?: true;
    correctedTo?: string;
    kindsFromHindi?: string[];
    variants?: true;
    place?: string;
  };
}

export const shopPageSchema = z.object({
  items: z.array(shopListItemSchema),
  links: z.object({
    next: z.string().nullable().describe('The next page, with its keyset cursor; null on the last page.'),
  }),
  meta: z.object({
    total: z
      .number()
      .int()
      .describe(
        'Shops matching the filter; may lag new shops by up to 30 s (the whole directory past a million shops: 5 minutes). A search counts at most 10,000 (see totalIsCapped).',
      ),
    totalIsCapped: z
      .literal(true)
      .optional()
      .describe(
        'Present when a search matched more than `total` shops: the count stopped at 10,000, or at 300 shops found only by another spelling ("10,000+").',
      ),
    correctedTo: z.string().optional().describe('The corrected q= text ("sweets" for "sweats"), if corrected.'),
    kindsFromHindi: z
      .array(z.string())
      .optional()
      .describe('The sub-category ids the q= search read its Hindi words in Devanagari as ("sweet-shop" for "मिठाई").'),
    variants: z
      .literal(true)
      .optional()
      .describe(
        'Shops named with another spelling of the words ("sri" for "shree", "गणेश" for "ganesh") or one typo follow.',
      ),
    place: z.string().optional().describe('The town or locality "in <place>" kept the q= search to ("Jayanagar").'),
  }),
});

export const categoryRefSchema = z.object({ id: z.string(), label: z.string() });
export type CategoryRef = z.output<typeof categoryRefSchema>;

export const subCategoryRefSchema = categoryRefSchema.extend({ categoryId: z.string() });
export type SubCategoryRef = z.output<typeof subCategoryRefSchema>;

export const subCategorySchema = subCategoryRefSchema.extend({ createdAt: z.string(), updatedAt: z.string() });
export type SubCategory = z.output<typeof subCategorySchema>;

export const categorySchema = categoryRefSchema.extend({
  createdAt: z.string(),
  updatedAt: z.string(),
  subCategories: z.array(subCategorySchema),
});
export type Category = z.output<typeof categorySchema>;

export const shopMetaInfoSchema = z.object({
  isPaid: z.boolean(),
  isPaymentValid: z.boolean(),
  premiumUntil: z
    .string()
    .nullable()
    .describe('End of the Premium plan (ISO), or null when the shop never paid; active while in the future.'),
});
export type ShopMetaInfo = z.output<typeof shopMetaInfoSchema>;

export const openingRangeSchema = z.object({ opens: z.string(), closes: z.string() });
export const openingHoursOutputSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(openingRangeSchema)])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodArray<typeof openingRangeSchema>
  >,
);

export const shopPhotoSchema = z.object({ id: z.string(), url: z.string().describe('Public address of the JPEG.') });
export type ShopPhoto = z.output<typeof shopPhotoSchema>;
/** A Premium shop's offer as shoppers see it; `endsOn` is its last day, an Asia/Kolkata date. */
export const shopOfferSchema = z.object({ id: z.string(), title: z.string(), details: z.string(), endsOn: z.string() });
export type ShopOffer = z.output<typeof shopOfferSchema>;

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
  openingHours: openingHoursOutputSchema
    .nullable()
    .describe(
      'For each weekday, the ranges the shop is open (India time); an empty list is a closed day; a closing time not after the opening time runs past midnight. Null: the owner has not said.',
    ),
  holidays: z.array(z.string()).describe('Dates (YYYY-MM-DD) the shop stays closed.'),
  isOpenNow: z
    .boolean()
    .nullable()
    .describe('Open at the time of the request in Asia/Kolkata, holidays honoured; null when the hours are unknown.'),
  openingHoursText: z
    .string()
    .nullable()
    .describe(
      "An unclaimed shop's hours as its source (OpenStreetMap) wrote them, when openingHours cannot hold them (public holidays, seasons, comments): to show as text; they never make isOpenNow.",
    ),
  streetAddress: z
    .string()
    .nullable()
    .describe(
      'House number and street as the source (OpenStreetMap) gives them: public. An owner-typed address is never sent.',
    ),
  locality: z
    .string()
    .nullable()
    .describe('The locality within the town (addr:suburb, addr:neighbourhood, addr:quarter), from the source.'),
  website: z.string().nullable().describe("The shop's website (http or https), from the source."),
  fromOpenStreetMap: z
    .boolean()
    .describe('The shop came from OpenStreetMap: its page credits "© OpenStreetMap contributors" (ODbL).'),
  contact: z.object({
    phone: z
      .string()
      .nullable()
      .describe(
        "The number the Call button dials (E.164): a claimed shop's verified number when the owner chose to show it; an unclaimed shop's public business number from its source.",
      ),
    whatsapp: z.string().nullable().describe("The owner's WhatsApp number, when they gave one."),
  }),
  photos: z.array(shopPhotoSchema).describe("The owner's extra photos, oldest first (at most 8)."),
  rating: shopRatingSchema,
  offers: z
    .array(shopOfferSchema)
    .describe(
      "The shop's offers running today (Asia/Kolkata), ending soonest first; none unless its Premium plan runs.",
    ),
  coins: z
    .object({
      rupeesPerCoin: z.number().int().describe('Rupees of a bill per coin earned.'),
      coinValuePaise: z.number().int().describe('What one coin takes off a bill, in paise.'),
    })
    .nullable()
    .describe('The shop gives its own coins: how; null when off, frozen or without a running Premium plan.'),
  pendingReview: z
    .boolean()
    .describe('True only for the claimant of a new listing that awaits review: nobody else can see the shop yet.'),
});
export type ShopDetail = z.output<typeof shopDetailSchema>;

/** How a nearby shop resembles the shop it is listed under: same sub-category, same category, or only near. */
export const SIMILARITIES = ['subCategory', 'category', 'nearby'] as const;
export type Similarity = (typeof SIMILARITIES)[number];

export const nearbyShopSchema = shopListItemSchema.extend({
  distanceKm: z.number(),
  /** True for the first two tiers of `similarity`. */
  sharesCategory: z.boolean(),
  similarity: z.enum(SIMILARITIES),
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

export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string().describe('The text the UI shows.'),
});
export type ApiError = z.output<typeof apiErrorSchema>;

/** Most ids one GET /claim-shops/by-ids asks for (the saved shops of a phone). */
export const SAVED_SHOPS_MAX = 100;

/** Query of GET /claim-shops/by-ids: comma-separated shop ids. */
export const shopsByIdsQuerySchema = z.object({
  ids: z
    .string({ message: 'ids is required.' })
    .max(SAVED_SHOPS_MAX * 65, 'Too many ids.')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'An id is not valid.'))
        .min(1, 'ids is required.')
        .max(SAVED_SHOPS_MAX, `At most ${SAVED_SHOPS_MAX} ids.`),
    ),
});

/** A saved shop as /saved lists it; ids that are no longer listed are left out. */
export const savedShopSchema = shopListItemSchema.extend({ city: z.string().nullable() });
export type SavedShop = z.output<typeof savedShopSchema>;
export const savedShopsSchema = z.object({ items: z.array(savedShopSchema) });

/** GET /site-config: the public settings the web app reads at run time. */
export const siteConfigSchema = z.object({
  map: z.object({
    tileUrl: z.string().describe('Leaflet tile URL template, {z}/{x}/{y} (and {s} for sub-domains).'),
    attribution: z.string().describe('Text the map must show for its tiles.'),
  }),
});
export type SiteConfig = z.output<typeof siteConfigSchema>;
