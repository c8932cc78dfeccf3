/** Shoppers' reviews and ratings of shops (issue 12, decision 0042); the limits texts quote are in limits.ts. */
export {
  REPLIES_PER_NUMBER_PER_DAY,
  REVIEW_PHOTOS_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  REVIEWS_PER_NETWORK_PER_HOUR,
  REVIEWS_PER_NUMBER_PER_DAY,
} from './limits.ts';
export { SHOP_REVIEW_MESSAGES } from './locales/en/rules.ts';

/** Published reviews per page of GET /claim-shops/{id}/reviews. */
export const REVIEWS_PAGE_SIZE = 10;

export interface ShopRating {
  average: number | null;
  count: number;
}

/** A shop's rating from its denormalised sum and count: the average rounded to 1 decimal, null with none. */
export function ratingOf(sum: number, count: number): ShopRating {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count };
}

/** 'Shopper ••••3210': the last four digits, nothing else of the number. */
export function maskedReviewer(mobileNumber: string): string {
  return `Shopper ••••${mobileNumber.replace(/\D/g, '').slice(-4)}`;
}
