import { z } from 'zod';
import { LISTING_LIMITS } from '../limits.ts';
import { ISO_DATE_PATTERN, TIME_PATTERN, WEEKDAYS, type OpeningHours } from '../opening-hours.ts';
import { isValidIndianContactNumber } from '../phone.ts';
import type { CategoryRef, ShopPhoto } from './shops.ts';

/**
 * The owner's listing (issue 10, decision 0036): PATCH /v1/owner/shops/{id}, its photos, and the
 * edits that go back to review. A subpath of its own (`@local-shops/shared/listing`), so that the
 * landing page's first bundle does not carry it.
 */
export { LISTING_LIMITS };
export { LISTING_MESSAGES } from '../locales/en/rules.ts';

const NOT_AN_OBJECT = 'The request is not valid.';

const time = (field: string) =>
  z.string({ error: `${field} must be a time like 09:00.` }).regex(TIME_PATTERN, `${field} must be a time like 09:00.`);

const daySchema = (day: string) =>
  z
    .array(
      z
        .object(
          { opens: time(`openingHours.${day}: opens`), closes: time(`openingHours.${day}: closes`) },
          { error: `openingHours.${day} must list ranges like {"opens":"09:00","closes":"21:00"}.` },
        )
        .refine(
          (range) => range.opens !== range.closes,
          `openingHours.${day}: a range must not open and close at the same time.`,
        ),
      { error: `openingHours.${day} must be a list of ranges (an empty list means closed).` },
    )
    .max(LISTING_LIMITS.rangesPerDay, `openingHours.${day} takes at most ${LISTING_LIMITS.rangesPerDay} ranges.`);

/** Every weekday must be given: a week is replaced whole, so a forgotten day never turns 'closed' by accident. */
export const openingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema(day)])) as Record<
    (typeof WEEKDAYS)[number],
    ReturnType<typeof daySchema>
  >,
  { error: 'openingHours must give every weekday, mon to sun.' },
);

const isCalendarDate = (value: string) => {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const holidaysSchema = z
  .array(
    z
      .string({ error: 'holidays must be dates like 2026-08-15.' })
      .refine(isCalendarDate, 'holidays must be dates like 2026-08-15.'),
    {
      error: 'holidays must be a list of dates like 2026-08-15.',
    },
  )
  .max(LISTING_LIMITS.holidays, `holidays takes at most ${LISTING_LIMITS.holidays} dates.`)
  .transform((dates) => [...new Set(dates)].sort());

export const WHATSAPP_INVALID = 'whatsappNumber must be an Indian mobile number with country code, like +919876543210.';

/** Body of PATCH /v1/owner/shops/{id}: every field optional, only the ones sent change. */
export const listingUpdateSchema = z
  .object(
    {
      intro: z
        .string({ error: 'intro must be text.' })
        .trim()
        .max(LISTING_LIMITS.intro, `intro must be at most ${LISTING_LIMITS.intro} characters.`)
        .optional(),
      openingHours: openingHoursSchema.nullable().optional(),
      holidays: holidaysSchema.optional(),
      phoneVisible: z.boolean({ error: 'phoneVisible must be true or false.' }).optional(),
      whatsappNumber: z
        .string({ error: WHATSAPP_INVALID })
        .refine(isValidIndianContactNumber, WHATSAPP_INVALID)
        .nullable()
        .optional(),
      // These go back to review as an edit.
      name: z
        .string({ error: 'name must be text.' })
        .trim()
        .min(1, 'name must not be empty.')
        .max(LISTING_LIMITS.name, `name must be at most ${LISTING_LIMITS.name} characters.`)
        .optional(),
      lat: z
        .number({ error: 'lat must be a number.' })
        .min(-90, 'lat must be between -90 and 90.')
        .max(90, 'lat must be between -90 and 90.')
        .optional(),
      long: z
        .number({ error: 'long must be a number.' })
        .min(-180, 'long must be between -180 and 180.')
        .max(180, 'long must be between -180 and 180.')
        .optional(),
      categories: z
        .array(
          z
            .string({ error: 'categories must be a list of category ids.' })
            .trim()
            .min(1, 'categories must be a list of category ids.')
            .max(100, 'categories must be a list of category ids.'),
          {
            error: 'categories must be a list of category ids.',
          },
        )
        .min(1, 'categories must name at least one category.')
        .max(LISTING_LIMITS.categories, `categories takes at most ${LISTING_LIMITS.categories} categories.`)
        .transform((ids) => [...new Set(ids)])
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} is not a field of the listing.` : NOT_AN_OBJECT,
    },
  )
  .strict()
  .refine((body) => (body.lat === undefined) === (body.long === undefined), {
    message: 'lat and long must be sent together.',
    path: ['lat'],
  });
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

/** What review sees and applies: the fields of a listing that only change after review. */
export interface ReviewedFields {
  name?: string;
  lat?: number | null;
  long?: number | null;
  categories?: CategoryRef[];
}

export type ListingEditStatus = 'pending_review' | 'approved' | 'rejected';

export interface ListingEditSummary {
  id: string;
  status: ListingEditStatus;
  before: ReviewedFields;
  after: ReviewedFields;
  submittedAt: string;
  decidedAt: string | null;
  reason: string | null;
}

/** GET/PATCH /v1/owner/shops/{id}: the listing as its owner edits it. */
export interface OwnerListing {
  id: string;
  name: string;
  intro: string;
  lat: number | null;
  long: number | null;
  categories: CategoryRef[];
  openingHours: OpeningHours | null;
  holidays: string[];
  phoneVisible: boolean;
  /** The verified number the Call button would show. */
  phone: string;
  whatsappNumber: string | null;
  photos: ShopPhoto[];
  /** The latest edit sent to review (pending, or how it was decided). */
  edit: ListingEditSummary | null;
}

/** The console's view of an edit: which shop, whose number, before and after. */
export interface AdminListingEdit extends ListingEditSummary {
  shopId: string;
  shopName: string;
  mobileNumber: string;
}

/** Query of GET /admin/listing-edits. */
export const adminListingEditsQuerySchema = z.object(
  {
    status: z
      .enum(['pending_review', 'approved', 'rejected', 'all'], {
        error: 'status must be pending_review, approved, rejected or all.',
      })
      .optional(),
  },
  { error: NOT_AN_OBJECT },
);
