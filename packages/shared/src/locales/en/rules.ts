import { defineTexts } from '../../i18n/texts.ts';

/**
 * The messages of the owner's, the shopper's and the console's rules. Their English is kept beside
 * the rule it explains (the schema or limits file, so that a screen loads it with the rule); this
 * file only names them, so that every language's `rules.ts` is checked against the same groups.
 */
export { PRODUCT_MESSAGES } from '../../products.ts';
export { SHOP_REVIEW_MESSAGES } from '../../reviews.ts';
export { INSIGHTS_MESSAGES } from '../../schemas/insights.ts';
export { LISTING_MESSAGES } from '../../schemas/listing.ts';
export { OFFER_MESSAGES } from '../../schemas/offers.ts';
export { OWNER_MESSAGES } from '../../schemas/owner.ts';
export { SUPPORT_MESSAGES } from '../../schemas/support.ts';

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
