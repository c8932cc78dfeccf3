import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';
import { OFFER_MAX_DAYS, OFFERS_PER_SHOP } from '../limits.ts';

export { OFFER_MAX_DAYS, OFFERS_PER_SHOP };

/**
 * Premium offers (issue 11): the owner's POST/DELETE /v1/owner/shops/{id}/offers, the dashboard's
 * list of them, and the console's take-down. A subpath of its own (`@local-shops/shared/offers`).
 */
export const OFFER_TITLE_MAX = 60;
export const OFFER_DETAILS_MAX = 300;

export const OFFERS_API_PATHS = {
  offers: (shopId: string) => `/owner/shops/${encodeURIComponent(shopId)}/offers`,
  offer: (shopId: string, offerId: string) => `/owner/shops/${encodeURIComponent(shopId)}/offers/${encodeURIComponent(offerId)}`,
  adminOffers: '/admin/offers',
  adminTakeDown: (offerId: string) => `/admin/offers/${encodeURIComponent(offerId)}/take-down`,
} as const;

const isoDate = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${field} must be a date (YYYY-MM-DD).`);

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
  { reason: z.string({ error: 'Please give a reason.' }).trim().min(1, 'Please give a reason.').max(300, 'The reason can be at most 300 characters.') },
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

export const OFFER_MESSAGES = defineTexts('rules/OFFER_MESSAGES', {
  premiumOnly: 'Offers come with Premium. Subscribe to add offers to your shop page.',
  endsBeforeStart: 'The offer must end on or after the day it starts.',
  inThePast: 'The offer must end today or later.',
  startsInThePast: 'The offer cannot start before today.',
  tooLong: `An offer can last at most ${OFFER_MAX_DAYS} days.`,
  tooMany: `A shop can have at most ${OFFERS_PER_SHOP} offers at a time. Remove one first.`,
  notFound: 'This offer does not exist.',
  alreadyRemoved: 'This offer was already taken down.',
});

export const OFFER_TEXT = defineTexts('owner/OFFER_TEXT', {
  title: 'Offers',
  heading: 'Offers on your shop page',
  add: 'Add offer',
  offerTitle: 'Title',
  details: 'Details',
  startsOn: 'Starts on',
  endsOn: 'Ends on',
  remove: 'Remove',
  none: 'No offers yet.',
  running: 'Running',
  upcoming: 'Upcoming',
  until: (date: string) => `Until ${date}`,
  added: 'Offer added.',
  removed: 'Offer removed.',
  premiumNote: 'Offers come with Premium.',
  subscribe: 'Subscribe',
  rules: `Up to ${OFFERS_PER_SHOP} offers, each for at most ${OFFER_MAX_DAYS} days.`,
  back: 'Back to dashboard',
  shopOffer: 'Offer',
  offerBadge: 'Offer',
  offersHeading: 'Offers',
  validUntil: (date: string) => `Valid until ${date}`,
  takeDown: 'Take down',
  reason: 'Reason',
  takenDown: 'Taken down',
  adminHeading: 'New offers',
});
