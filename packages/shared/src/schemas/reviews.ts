import { z } from 'zod';
import { REVIEW_REPLY_MAX, REVIEW_TEXT_MAX } from '../limits.ts';
import { SHOP_REVIEW_MESSAGES } from '../locales/en/rules.ts';
import { pageSchema, shopRatingSchema } from './shops.ts';

/** The zod schemas of shoppers' reviews (the plain constants and helpers are in ../reviews.ts). */
const NOT_AN_OBJECT = 'The request is not valid.';

/**
 * The text fields of POST /claim-shops/{id}/reviews. The request is multipart/form-data: these as
 * fields (`rating` arrives as text, hence the coercion) and up to 3 (REVIEW_PHOTOS_MAX) files named
 * `photos`. A review without photos may also come as JSON.
 */
export const reviewSubmissionSchema = z.object(
  {
    rating: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{1,2}$/)
            .transform(Number),
        ],
        { error: SHOP_REVIEW_MESSAGES.ratingInvalid },
      )
      .pipe(
        z
          .number()
          .int(SHOP_REVIEW_MESSAGES.ratingInvalid)
          .min(1, SHOP_REVIEW_MESSAGES.ratingInvalid)
          .max(5, SHOP_REVIEW_MESSAGES.ratingInvalid),
      ),
    text: z
      .string({ error: 'text must be text.' })
      .trim()
      .max(REVIEW_TEXT_MAX, SHOP_REVIEW_MESSAGES.textTooLong)
      .optional(),
  },
  { error: NOT_AN_OBJECT },
);
export type ReviewSubmission = z.output<typeof reviewSubmissionSchema>;

/** Body of PUT /owner/shops/{shopId}/reviews/{reviewId}/reply. */
export const reviewReplySchema = z.object(
  {
    text: z
      .string({ error: SHOP_REVIEW_MESSAGES.replyRequired })
      .trim()
      .min(1, SHOP_REVIEW_MESSAGES.replyRequired)
      .max(REVIEW_REPLY_MAX, SHOP_REVIEW_MESSAGES.replyRequired),
  },
  { error: NOT_AN_OBJECT },
);

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
/** Query of GET /claim-shops/{id}/reviews. */
export const shopReviewsQuerySchema = z.object({ page: pageSchema }, { error: NOT_AN_OBJECT });

export type ShopReviewsPage = z.output<typeof shopReviewsPageSchema>;

export const reviewSubmittedSchema = z.object({
  id: z.string(),
  status: z.enum(['published', 'pending']),
  message: z.string(),
});
export type ReviewSubmitted = z.output<typeof reviewSubmittedSchema>;

/** Answer of POST /reviews/{id}/report. */
export const reviewReportedSchema = z.object({ message: z.string() });
