/**
 * Limits that texts quote as well as schemas check, kept apart from the schemas so that a file of
 * texts can name them without bringing in the schema library.
 */
export const OFFER_MAX_DAYS = 90;
export const OFFERS_PER_SHOP = 3;

export const LISTING_LIMITS = {
  intro: 500,
  name: 100,
  rangesPerDay: 4,
  holidays: 60,
  photos: 8,
  categories: 10,
} as const;
