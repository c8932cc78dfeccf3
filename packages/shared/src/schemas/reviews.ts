import { z } from 'zod';

/** Shoppers' reviews and ratings of shops (issue 12, decision 0042). */
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_REPLY_MAX = 1000;
/** Published reviews per page of GET /claim-shops/{id}/reviews. */
export const REVIEWS_PAGE_SIZE = 10;

const NOT_AN_OBJECT = 'The request is not valid.';

export const SHOP_REVIEW_MESSAGES = {
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
} as const;

/** Body of POST /claim-shops/{id}/reviews: photos are data URLs, as the claim's photos are. */
export const reviewSubmissionSchema = z.object(
  {
    rating: z.number({ error: SHOP_REVIEW_MESSAGES.ratingInvalid }).int(SHOP_REVIEW_MESSAGES.ratingInvalid).min(1, SHOP_REVIEW_MESSAGES.ratingInvalid).max(5, SHOP_REVIEW_MESSAGES.ratingInvalid),
    text: z.string({ error: 'text must be text.' }).trim().max(REVIEW_TEXT_MAX, SHOP_REVIEW_MESSAGES.textTooLong).optional(),
    photos: z
      .array(z.string({ error: SHOP_REVIEW_MESSAGES.photoInvalid }).max(12 * 1024 * 1024, SHOP_REVIEW_MESSAGES.photoInvalid), { error: SHOP_REVIEW_MESSAGES.photosInvalid })
      .max(REVIEW_PHOTOS_MAX, SHOP_REVIEW_MESSAGES.photosInvalid)
      .optional(),
  },
  { error: NOT_AN_OBJECT },
);
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

/** Body of PUT /owner/shops/{shopId}/reviews/{reviewId}/reply. */
export const reviewReplySchema = z.object(
  { text: z.string({ error: SHOP_REVIEW_MESSAGES.replyRequired }).trim().min(1, SHOP_REVIEW_MESSAGES.replyRequired).max(REVIEW_REPLY_MAX, SHOP_REVIEW_MESSAGES.replyRequired) },
  { error: NOT_AN_OBJECT },
);

/** A shop's rating: the average of its published reviews (1 decimal), null with none. */
export const shopRatingSchema = z.object({
  average: z.number().nullable().describe('Average of the published ratings, rounded to 1 decimal; null when there are none.'),
  count: z.number().int().describe('Published reviews.'),
});
export type ShopRating = z.output<typeof shopRatingSchema>;

export function ratingOf(sum: number, count: number): ShopRating {
  return { average: count > 0 ? Math.round((sum / count) * 10) / 10 : null, count };
}

export const shopReviewSchema = z.object({
  id: z.string(),
  author: z.string().describe("The reviewer's number, masked: 'Shopper ••••3210'."),
  rating: z.number().int(),
  text: z.string(),
  photos: z.array(z.string()),
  createdAt: z.string(),
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable().describe("The owner's reply, or null."),
});
export type ShopReview = z.output<typeof shopReviewSchema>;

export const shopReviewsPageSchema = z.object({
  items: z.array(shopReviewSchema),
  links: z.object({ next: z.string().nullable() }),
  meta: z.object({ total: z.number().int(), page: z.number().int(), rating: shopRatingSchema }),
});
export type ShopReviewsPage = z.output<typeof shopReviewsPageSchema>;

export const reviewSubmittedSchema = z.object({
  id: z.string(),
  status: z.enum(['published', 'pending']),
  message: z.string(),
});
export type ReviewSubmitted = z.output<typeof reviewSubmittedSchema>;

/** 'Shopper ••••3210': the last four digits, nothing else of the number. */
export function maskedReviewer(mobileNumber: string): string {
  return `Shopper ••••${mobileNumber.replace(/\D/g, '').slice(-4)}`;
}
