import {
  API_PATHS,
  API_PREFIX,
  MESSAGES,
  SHOP_REVIEW_MESSAGES,
  pageSchema,
  reviewReplySchema,
  reviewSubmissionSchema,
  shopReviewsPageSchema,
  type ReviewSubmitted,
  type ShopReviewsPage,
} from '@local-shops/shared';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { PublicImages } from '../../lib/image-store.ts';
import { MAX_IMAGE_BYTES, decodeImageDataUrl } from '../../lib/image-upload.ts';
import { networkKey } from '../../lib/network-key.ts';
import { countAttempt } from '../../lib/request-limits.ts';
import { responseSchema } from '../../lib/response-schema.ts';
import { requireSession, sessionNumberOf } from '../../lib/session-guard.ts';
import { parseInput } from '../../lib/validation.ts';
import { queueReasonOf } from './moderation.ts';
import { findReviewTarget, isApprovedOwner, listPublishedReviews, replyToReview, reportReview, saveReview } from './reviews.repository.ts';
import { requestTexts } from '../../lib/texts.ts';

export interface ReviewsRoutesOptions {
  db: Db;
  /** Where review photos are published (random names; listed only with a published review). */
  publicImages: PublicImages;
  now: () => Date;
}

/** Three photos as base64 data URLs (8 MB each, 4/3 larger in base64) and the text. */
export const REVIEW_BODY_LIMIT = Math.ceil((3 * MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;
/** Reports per network in REPORT_WINDOW_MS. */
export const REPORTS_PER_NETWORK = 10;
const REPORT_WINDOW_MS = 60 * 60 * 1000;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const reviewsQuerySchema = z.object({ page: pageSchema }, { error: 'The request is not valid.' });

async function unpublishAll(images: PublicImages, paths: string[], log: FastifyBaseLogger) {
  await Promise.all(paths.map((p) => images.unpublish(p))).catch((error: unknown) => log.warn({ err: error }, 'could not remove review photos'));
}

/** Shoppers' reviews of shops, reports of reviews, and the owner's replies (decision 0042). */
export async function reviewsRoutes(app: FastifyInstance, { db, publicImages, now }: ReviewsRoutesOptions) {
  app.post<{ Params: { id: string } }>(
    '/claim-shops/:id/reviews',
    { bodyLimit: REVIEW_BODY_LIMIT, onRequest: requireSession(db, now) },
    async (request, reply): Promise<ReviewSubmitted> => {
      const number = sessionNumberOf(request);
      const shopId = request.params.id;
      const target = ID_PATTERN.test(shopId) ? await findReviewTarget(db, shopId, number) : undefined;
      if (!target) throw notFound(MESSAGES.shopNotFound);
      if (target.isOwner) throw new HttpError(403, SHOP_REVIEW_MESSAGES.ownShop);
      const input = parseInput(reviewSubmissionSchema, request.body);
      // Each photo through the claims' pipeline: judged by its bytes, re-encoded, no EXIF left.
      const decoded: Buffer[] = [];
      for (const photo of input.photos ?? []) decoded.push(await decodeImageDataUrl(photo, { field: 'review-photo' }));
      const photos: string[] = [];
      try {
        for (const bytes of decoded) photos.push(await publicImages.publish(bytes));
        const text = input.text ?? '';
        const saved = await saveReview(db, { shopId, mobileNumber: number, rating: input.rating, text, photos, queueReason: queueReasonOf(text) }, now());
        await unpublishAll(publicImages, saved.replacedPhotos, request.log);
        reply.code(201).header('cache-control', 'no-store');
        const status = saved.status === 'published' ? 'published' : 'pending';
        const texts = requestTexts(request, reply, SHOP_REVIEW_MESSAGES);
        return { id: saved.id, status, message: status === 'published' ? texts.published : texts.pending };
      } catch (error) {
        await unpublishAll(publicImages, photos, request.log);
        throw error;
      }
    },
  );

  app.get<{ Params: { id: string } }>(
    '/claim-shops/:id/reviews',
    { schema: { response: { 200: responseSchema(shopReviewsPageSchema) } } },
    async (request): Promise<ShopReviewsPage> => {
      const { id } = request.params;
      const { page } = parseInput(reviewsQuerySchema, request.query);
      const found = ID_PATTERN.test(id) ? await listPublishedReviews(db, id, page) : undefined;
      if (!found) throw notFound(MESSAGES.shopNotFound);
      return {
        items: found.items,
        links: { next: found.hasNext ? `${API_PREFIX}${API_PATHS.shopReviews(id)}?page=${page + 1}` : null },
        meta: { total: found.rating.count, page, rating: found.rating },
      };
    },
  );

  app.post<{ Params: { id: string } }>('/reviews/:id/report', { bodyLimit: 1024 }, async (request, reply) => {
    const { id } = request.params;
    const attempt = await countAttempt(db, `review-report:${networkKey(request.ip)}`, REPORT_WINDOW_MS, now());
    if (attempt.count > REPORTS_PER_NETWORK) {
      reply.header('retry-after', String(Math.max(1, Math.ceil((attempt.windowEndsAt - now().getTime()) / 1000))));
      throw new HttpError(429, SHOP_REVIEW_MESSAGES.reportsTooMany);
    }
    if (!ID_PATTERN.test(id) || !(await reportReview(db, id, now()))) throw notFound(SHOP_REVIEW_MESSAGES.reviewNotFound);
    reply.code(202).header('cache-control', 'no-store');
    return { message: requestTexts(request, reply, SHOP_REVIEW_MESSAGES).reported };
  });

  app.put<{ Params: { shopId: string; reviewId: string } }>(
    '/owner/shops/:shopId/reviews/:reviewId/reply',
    { bodyLimit: 16 * 1024, onRequest: requireSession(db, now) },
    async (request, reply) => {
      const number = sessionNumberOf(request);
      const { shopId, reviewId } = request.params;
      if (!ID_PATTERN.test(shopId) || !ID_PATTERN.test(reviewId)) throw notFound(SHOP_REVIEW_MESSAGES.reviewNotFound);
      if (!(await isApprovedOwner(db, shopId, number))) throw new HttpError(403, SHOP_REVIEW_MESSAGES.replyNotOwner);
      const { text } = parseInput(reviewReplySchema, request.body);
      const at = now();
      if (!(await replyToReview(db, shopId, reviewId, text, at))) throw notFound(SHOP_REVIEW_MESSAGES.reviewNotFound);
      reply.header('cache-control', 'no-store');
      return { reply: { text, repliedAt: at.toISOString() } };
    },
  );
}
