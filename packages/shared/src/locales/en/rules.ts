import { defineTexts } from '../../i18n/texts.ts';
import {
  LISTING_LIMITS,
  OFFER_MAX_DAYS,
  OFFERS_PER_SHOP,
  PRODUCTS_FREE_LIMIT,
  PRODUCTS_PREMIUM_LIMIT,
  REPLIES_PER_NUMBER_PER_DAY,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEWS_PER_NUMBER_PER_DAY,
  SUPPORT_OPEN_MAX,
} from '../../limits.ts';

/**
 * The messages of the owner's, the shopper's and the console's rules. The schemas that check the
 * rules re-export their group (`@local-shops/shared/offers` gives OFFER_MESSAGES…); the limits the
 * texts quote come from limits.ts, which imports nothing, so no file of texts needs a schema.
 */

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

export const SUPPORT_MESSAGES = defineTexts('rules/SUPPORT_MESSAGES', {
  claimRequired:
    'Help from our team is for shop owners. Claim your shop first; you can ask while we review your claim.',
  tooManyOpen: `You already have ${SUPPORT_OPEN_MAX} questions waiting for our reply. You can ask another once we have answered one.`,
  tooManyFromNetwork: 'Too many questions were sent from your network. Please try again later.',
  notFound: 'This support request does not exist.',
  alreadyAnswered: 'This support request was already answered.',
});

export const INSIGHTS_MESSAGES = defineTexts('rules/INSIGHTS_MESSAGES', {
  longerPeriodsArePremium: '30 and 90 days of insights come with Premium.',
});

export const LISTING_MESSAGES = defineTexts('rules/LISTING_MESSAGES', {
  tooManyPhotos: `A shop can have at most ${LISTING_LIMITS.photos} photos. Remove one to add another.`,
  photoNotFound: 'That photo is not on this shop.',
  tooManyUploads: 'Too many photo uploads for this shop today. Please try again tomorrow.',
  unknownCategory: 'categories names a category that does not exist.',
  editNotFound: 'That listing edit does not exist.',
  editDecided: 'This edit has already been decided.',
});

export const OWNER_MESSAGES = defineTexts('rules/OWNER_MESSAGES', {
  signInRequired: 'Please sign in with your mobile number.',
});

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

export const PRODUCT_MESSAGES = defineTexts('rules/PRODUCT_MESSAGES', {
  tooManyFree: `A price list can have at most ${PRODUCTS_FREE_LIMIT} items; Premium allows ${PRODUCTS_PREMIUM_LIMIT}.`,
  tooManyPremium: `A price list can have at most ${PRODUCTS_PREMIUM_LIMIT} items.`,
  unknownCatalogId: 'is not a product of the catalogue.',
  /** `item` is 'name, unit' ('Wheat atta, 10 kg'). */
  alreadyListed: (item: string) => `${item} is already in the price list.`,
});

/** Shop-funded coins (issue 29, decision 0075). */
export const COIN_MESSAGES = defineTexts('rules/COIN_MESSAGES', {
  premiumOnly: 'Coins are part of Premium. Subscribe to give your shoppers coins.',
  off: 'This shop does not give coins at the moment.',
  frozen: 'Coins at this shop are paused by our team.',
  codeNotFound: 'This code is not valid or has expired. Ask the shopper for a fresh one.',
  ownNumber: 'You cannot give coins to your own number or to the numbers of your shops.',
  billTooSmall: 'This bill is too small to earn a coin.',
  shopperDailyCap: 'This number has earned all the coins it can at this shop today.',
  shopDailyCap: 'Your shop has given all the coins it can today.',
  belowMinimum: "That is fewer coins than this shop's minimum to use them.",
  notEnough: 'You do not have that many coins at this shop.',
  overBillCap: 'That is more coins than this shop takes on one bill.',
  overBillShare: 'Coins can pay only part of this bill: the shop sets the share.',
  balanceChanged: 'The shopper no longer has enough coins for this code.',
  keyReused: 'This idempotencyKey was already used for another request.',
  entryNotFound: 'This coins entry does not exist.',
  notAnEarn: 'Only coins earned can be reversed.',
  alreadyReversed: 'These coins were already reversed.',
  tooLateToReverse: 'Coins can be reversed only within 24 hours of earning them.',
  tooManyWrongCodes: 'Too many wrong codes. Please wait a few minutes and try again.',
  tooManyCodes: 'Too many codes asked for. Please wait a few minutes and try again.',
});

/** Answers to requests the server cannot read at all. */
export const REQUEST_MESSAGES = defineTexts('rules/REQUEST_MESSAGES', {
  notValid: 'The request is not valid.',
  notJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  mustBeJson: 'The request must be sent as JSON.',
  mustBeMultipart: 'Photos must be sent as multipart/form-data.',
  tooManyFiles: 'Too many photos in one request.',
  uploadsBusy: 'Many photos are being processed right now. Please try again in a few seconds.',
  addressTooLong: 'The address is too long.',
  addressNotValid: 'The address is not valid.',
  fieldNotValid: (field: string) => `${field} is not valid.`,
});

/** A new listing awaiting review, as its claimant alone sees its page (decision 0058). */
export const PENDING_LISTING_TEXT = defineTexts('rules/PENDING_LISTING_TEXT', {
  mark: 'Pending review',
  note: 'Only you can see this page: your shop joins the directory once our team approves it.',
});
