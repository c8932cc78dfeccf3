import { defineTexts } from './i18n/texts.ts';

/** Shoppers' reviews and ratings of shops (issue 12, decision 0042). */
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_REPLY_MAX = 1000;
/** Published reviews per page of GET /claim-shops/{id}/reviews. */
export const REVIEWS_PAGE_SIZE = 10;
/** Reviews one number may post (or replace) a day, and one network an hour (issue 23). */
export const REVIEWS_PER_NUMBER_PER_DAY = 5;
export const REVIEWS_PER_NETWORK_PER_HOUR = 20;
/** Replies one owner's number may post (or rewrite) a day. */
export const REPLIES_PER_NUMBER_PER_DAY = 50;

export const SHOP_REVIEW_MESSAGES = defineTexts('rules/SHOP_REVIEW_MESSAGES', {
  ratingInvalid: 'rating must be a whole number from 1 to 5.',
  textTooLong: `text must be at most ${REVIEW_TEXT_MAX} characters.`,
  photosInvalid: `photos must be a list of at most ${REVIEW_PHOTOS_MAX} images.`,
  photoInvalid: 'photos: each photo must be a PNG, JPEG, WEBP or HEIC image.',
  ownShop: 'You cannot review your own shop.',
  tooManyToday: `You can post at most ${REVIEWS_PER_NUMBER_PER_DAY} reviews a day. Please try again tomorrow.`,
  tooManyFromNetwork: 'Too many reviews from your network. Please try again later.',
  repliesTooMany: `You can post at most ${REPLIES_PER_NUMBER_PER_DAY} replies a day. Please try again tomorrow.`,
  published: 'Thank you! Your review is published.',
  pending: 'Thank you! Your review will appear once our team has checked it.',
  reviewNotFound: 'No review with this id exists.',
  reported: 'Thank you. Our team will check this review.',
  reportsTooMany: 'Too many reports from your network. Please try again later.',
  replyRequired: 'reply must be 1 to 1000 characters.',
  // An owner's reply that moderation would hold back is refused (decision 0055).
  replyHasPhone: "Replies cannot include a phone number. Your shop's number is already on its page.",
  replyHasLink: 'Replies cannot include a web link or an e-mail address.',
  replyHasAbuse: 'Please remove the abusive words from your reply.',
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
