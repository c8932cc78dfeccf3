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

/** Shoppers' reviews and ratings of shops (issue 12, decision 0042). */
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_REPLY_MAX = 1000;
/** Reviews one number may post (or replace) a day, and one network an hour (issue 23). */
export const REVIEWS_PER_NUMBER_PER_DAY = 5;
export const REVIEWS_PER_NETWORK_PER_HOUR = 20;
/** Replies one owner's number may post (or rewrite) a day. */
export const REPLIES_PER_NUMBER_PER_DAY = 50;

/** Items of a price list (issue 11, decision 0043). */
export const PRODUCTS_FREE_LIMIT = 200;
export const PRODUCTS_PREMIUM_LIMIT = 2000;

/** Questions one number may have waiting for a reply at once (issue 23: the inbox was flooded). */
export const SUPPORT_OPEN_MAX = 3;
