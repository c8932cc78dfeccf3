import { defineTexts } from './i18n/texts.ts';

/** Shoppers' reviews and ratings of shops (issue 12, decision 0042). */
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_REPLY_MAX = 1000;
/** Published reviews per page of GET /claim-shops/{id}/reviews. */
export const REVIEWS_PAGE_SIZE = 10;

export const SHOP_REVIEW_MESSAGES = defineTexts('rules/SHOP_REVIEW_MESSAGES', {
  ratingInvalid: 'rating must be a whole number from 1 to 5.',
  textTooLong: `text must be at most ${REVIEW_TEXT_MAX} characters.`,
  photosInvalid: `photos must be a list of at most ${REVIEW_PHOTOS_MAX} images.`,
  photoInvalid: 'photos: each photo must be a PNG, JPEG, WEBP or HEIC image.',
  ownShop: 'You cannot review your own shop.',
  published: 'Thank you! Your review is published.',
  pending: 'Thank you! Your review will appear once our team has checked it.',
  reviewNotFound: 'No review with this id exists.',
  reported: 'Thank you. Our team will check this review.',
  reportsTooMany: 'Too many reports from your network. Please try again later.',
  replyRequired: 'reply must be 1 to 1000 characters.',
  replyNotOwner: 'Only the approved owner of this shop can reply to its reviews.',
  reviewNotQueued: 'This review is not waiting for moderation.',
});

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
