import { z } from 'zod';

export { OFFER_MAX_DAYS, OFFERS_PER_SHOP } from '../limits.ts';
export { OFFER_MESSAGES } from '../locales/en/rules.ts';
export { OFFER_TEXT } from '../locales/en/owner.ts';

/**
 * Premium offers (issue 11): the owner's POST/DELETE /v1/owner/shops/{id}/offers, the dashboard's
 * list of them, and the console's take-down. A subpath of its own (`@local-shops/shared/offers`).
 */
export const OFFER_TITLE_MAX = 60;
export const OFFER_DETAILS_MAX = 300;

const isoDate = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD).`)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      `${field} must be a date (YYYY-MM-DD).`,
    );

export const offerInputSchema = z.object(
  {
    title: z
      .string({ error: 'Please give the offer a title.' })
      .trim()
      .min(1, 'Please give the offer a title.')
      .max(OFFER_TITLE_MAX, `The title can be at most ${OFFER_TITLE_MAX} characters.`),
    details: z
      .string({ error: 'details must be text.' })
      .trim()
      .max(OFFER_DETAILS_MAX, `The details can be at most ${OFFER_DETAILS_MAX} characters.`)
      .optional()
      .transform((value) => value ?? ''),
    startsOn: isoDate('startsOn'),
    endsOn: isoDate('endsOn'),
  },
  { error: 'The request is not valid.' },
);
export type OfferInput = z.output<typeof offerInputSchema>;

export const ownerOfferSchema = z.object({
  id: z.string(),
  title: z.string(),
  details: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** running: today is within its days; upcoming: it starts later. */
  status: z.enum(['running', 'upcoming']),
});
export type OwnerOffer = z.output<typeof ownerOfferSchema>;
export const ownerOffersResponseSchema = z.object({ items: z.array(ownerOfferSchema) });
export type OwnerOffersResponse = z.output<typeof ownerOffersResponseSchema>;

export const takeDownSchema = z.object(
  {
    reason: z
      .string({ error: 'Please give a reason.' })
      .trim()
      .min(1, 'Please give a reason.')
      .max(300, 'The reason can be at most 300 characters.'),
  },
  { error: 'The request is not valid.' },
);

export interface AdminOffer {
  id: string;
  shopId: string;
  shopName: string;
  title: string;
  details: string;
  startsOn: string;
  endsOn: string;
  createdAt: string;
  removedAt: string | null;
  removedReason: string | null;
}
