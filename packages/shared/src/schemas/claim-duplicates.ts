import { z } from 'zod';
import { REVIEW_MESSAGES } from '../locales/en/review.ts';

/**
 * Duplicates caught early (issue 25, decision 0077): "Is this your shop?" in the registration
 * form, the console's duplicate flags, the review checklist and "Approve as the listed shop".
 */

/** Shops within this distance of a new shop's position, with a similar name, may be the same shop. */
export const DUPLICATE_RADIUS_METERS = 200;
/** At most this many shops are offered under "Is this your shop?". */
export const SHOP_SUGGESTIONS_LIMIT = 5;
/** Two photos whose difference hashes differ in at most this many of 64 bits are the same photo. */
export const PHOTO_HASH_MAX_BITS = 6;

const coordinate = (min: number, max: number) =>
  z.coerce
    .number({ error: 'lat and long must be a valid position.' })
    .min(min, 'lat and long must be a valid position.')
    .max(max, 'lat and long must be a valid position.');

/** GET /claim-shops/suggestions: the name typed, and the position or else the pin. */
export const shopSuggestionsQuerySchema = z.object({
  name: z.string().trim().min(1, 'name is required.').max(100, 'name must be at most 100 characters.'),
  lat: coordinate(-90, 90).optional(),
  long: coordinate(-180, 180).optional(),
  pin: z
    .string()
    .regex(/^[1-9][0-9]{5}$/, 'pin must be 6 digits.')
    .optional(),
});

/** A listed shop offered under "Is this your shop?": public facts only. */
export const shopSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  pin: z.string().nullable(),
  /** Metres from the position given; null when the pin was used. */
  distanceMeters: z.number().nullable(),
  isClaimed: z.boolean(),
});
export type ShopSuggestion = z.infer<typeof shopSuggestionSchema>;
export const shopSuggestionsSchema = z.object({ items: z.array(shopSuggestionSchema) });

/** The console's duplicate flags. */
export const DUPLICATE_FLAG_KINDS = ['name', 'number', 'photo'] as const;
export type DuplicateFlagKind = (typeof DUPLICATE_FLAG_KINDS)[number];

/** One duplicate flag of a claim, with the other shop or claim it points to. */
export interface AdminDuplicateFlag {
  kind: DuplicateFlagKind;
  shop: { id: string; name: string; isClaimed: boolean; listed: boolean };
  /** The other claim (number and photo flags, and a name shared with another new listing). */
  claimId: string | null;
  /** name: metres apart; photo: which photo and how many bits apart. */
  distanceMeters: number | null;
  image: 'cheque' | 'store_front' | null;
  bits: number | null;
}

/** The reviewer's checks before an approval: each must be ticked. */
export const REVIEW_CHECKS = ['nameBoard', 'location', 'chequeName'] as const;
export type ReviewCheck = (typeof REVIEW_CHECKS)[number];

/** The ticks as sent; whether all are ticked is the route's question (400 with one message). */
export const reviewChecklistSchema = z
  .object({ nameBoard: z.boolean().optional(), location: z.boolean().optional(), chequeName: z.boolean().optional() })
  .optional();
export type ReviewChecklist = z.infer<typeof reviewChecklistSchema>;

/** True when the reviewer ticked every check. */
export const checklistComplete = (checklist: ReviewChecklist): checklist is Record<ReviewCheck, true> =>
  !!checklist && REVIEW_CHECKS.every((check) => checklist[check] === true);

/** Body of POST /admin/claims/{id}/approve-as-listed: the listed shop the claim attaches to. */
export const approveAsListedSchema = z.object({
  shopId: z.string({ error: REVIEW_MESSAGES.listedShopRequired }).min(1, REVIEW_MESSAGES.listedShopRequired),
  checklist: reviewChecklistSchema,
  reason: z.string().trim().max(500, 'reason must be at most 500 characters.').optional(),
});

/** The claims queue's flag filter and order. */
export const CLAIM_FLAG_FILTERS = ['any', ...DUPLICATE_FLAG_KINDS] as const;
export const CLAIM_QUEUE_SORTS = ['waiting', 'newest'] as const;
