import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PREFIX,
  MESSAGES,
  pathOf,
  REPLIES_PER_NUMBER_PER_DAY,
  REVIEW_PHOTOS_MAX,
  REVIEWS_PER_NETWORK_PER_HOUR,
  REVIEWS_PER_NUMBER_PER_DAY,
  SHOP_REVIEW_MESSAGES,
  type ReviewSubmission,
  type ReviewSubmitted,
  type ShopReviewsPage,
} from '@local-shops/shared';
import { REQUEST_MESSAGES } from '@local-shops/shared/locales/en/rules';
import { ownerReviewReplyRoute } from '@local-shops/shared/owner-routes';
import { postReviewRoute, reportReviewRoute, shopReviewsRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { PublicImages } from '../../lib/image-store.ts';
import { decodeImages } from '../../lib/image-upload.ts';
import { networkKey } from '../../lib/network-key.ts';
import { countAttempt } from '../../lib/request-limits.ts';
import { routeTable, sessionAccess } from '../../lib/route-table.ts';
import { ownedShopOf, requireShopOwner, sessionNumberOf } from '../../lib/session-guard.ts';
import { requestTexts } from '../../lib/texts.ts';
import { withUploads, type UploadSpec } from '../../lib/uploads.ts';
import { queueReasonOf, type ModerationReason } from './moderation.ts';
import {
  findReviewTarget,
  listPublishedReviews,
  replyToReview,
  reportReview,
  saveReview,
  type MoveRating,
} from './reviews.repository.ts';

export interface ReviewsRoutesOptions {
  db: Db;
  /** Where review photos are published (random names; listed only with a published review). */
  publicImages: PublicImages;
  now: () => Date;
  /** The shops feature's writer of a shop's rating (decision 0062). */
  moveRating: MoveRating;
}

/** Where a page of a shop's reviews is (the next page's link). */
const shopReviewsPath = pathOf(shopReviewsRoute.path);

/** A review sent as JSON: its rating and text, never photos. */
const REVIEW_JSON_LIMIT = 16 * 1024;
/** A review sent as multipart: its rating and text (1,000 characters, up to 4 bytes each) and up to 3 photos. */
export const REVIEW_UPLOAD: UploadSpec = {
  files: { photos: REVIEW_PHOTOS_MAX },
  fields: ['rating', 'text'],
  fieldBytes: 8 * 1024,
};
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Reports per network in REPORT_WINDOW_MS. */
export const REPORTS_PER_NETWORK = 10;
const REPORT_WINDOW_MS = 60 * 60 * 1000;

/** What an owner is told when moderation holds back a reply. */
const REPLY_REFUSALS: Record<ModerationReason, string> = {
  phone: SHOP_REVIEW_MESSAGES.replyHasPhone,
  link: SHOP_REVIEW_MESSAGES.replyHasLink,
  blocklist: SHOP_REVIEW_MESSAGES.replyHasAbuse,
};

async function unpublishAll(images: PublicImages, paths: string[], log: FastifyBaseLogger) {
  await Promise.all(paths.map((p) => images.unpublish(p))).catch((error: unknown) =>
    log.warn({ err: error }, 'could not remove review photos'),
  );
}

/** Shoppers' reviews of shops, reports of reviews, and the owner's replies (decision 0042). */
export async function reviewsRoutes(app: FastifyInstance, { db, publicImages, now, moveRating }: ReviewsRoutesOptions) {
  /** Counts a post under each limit in turn; 429 with Retry-After past any of them. */
  async function assertUnderLimits(
    reply: FastifyReply,
    limits: ReadonlyArray<readonly [key: string, windowMs: number, limit: number, message: string]>,
  ) {
    const at = now();
    for (const [key, windowMs, limit, message] of limits) {
      const attempt = await countAttempt(db, key, windowMs, at);
      if (attempt.count > limit) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((attempt.windowEndsAt - at.getTime()) / 1000))));
        throw new HttpError(429, message);
      }
    }
  }

  /** A review counts against the number's day and the network's hour (a replaced review too). */
  const assertUnderPostingLimits = (number: string, ip: string, reply: FastifyReply) =>
    assertUnderLimits(reply, [
      [`review-number:${number}`, DAY_MS, REVIEWS_PER_NUMBER_PER_DAY, SHOP_REVIEW_MESSAGES.tooManyToday],
      [
        `review-network:${networkKey(ip)}`,
        HOUR_MS,
        REVIEWS_PER_NETWORK_PER_HOUR,
        SHOP_REVIEW_MESSAGES.tooManyFromNetwork,
      ],
    ]);

  /** Publishes a review and its photos (already decoded); a failure takes the photos back. */
  async function postReview(
    request: FastifyRequest,
    reply: FastifyReply,
    input: ReviewSubmission,
    decoded: Buffer[],
  ): Promise<ReviewSubmitted> {
    const number = sessionNumberOf(request);
    const shopId = (request.params as { id: string }).id;
    const photos: string[] = [];
    try {
      for (const bytes of decoded) photos.push(await publicImages.publish(bytes));
      const text = input.text ?? '';
      const saved = await saveReview(
        db,
        moveRating,
        { shopId, mobileNumber: number, rating: input.rating, text, photos, queueReason: queueReasonOf(text) },
        now(),
      );
      await unpublishAll(publicImages, saved.replacedPhotos, request.log);
      reply.code(201).header('cache-control', 'no-store');
      const status = saved.status === 'published' ? 'published' : 'pending';
      const texts = requestTexts(request, reply, SHOP_REVIEW_MESSAGES);
      return { id: saved.id, status, message: status === 'published' ? texts.published : texts.pending };
    } catch (error) {
      await unpublishAll(publicImages, photos, request.log);
      throw error;
    }
  }

  const route = routeTable(app, {
    access: { session: sessionAccess(db, now), owner: { onRequest: requireShopOwner(db, now) } },
  });

  // multipart/form-data (rating, text, up to 3 `photos` streamed to disk), or JSON without photos.
  // Every check that costs nothing comes before a byte of a photo is read.
  route(
    postReviewRoute,
    async (request, reply, input): Promise<ReviewSubmitted> => {
      const number = sessionNumberOf(request);
      const shopId = input.params().id;
      const target = await findReviewTarget(db, shopId, number);
      if (!target) throw notFound(MESSAGES.shopNotFound);
      if (target.isClaimant) throw new HttpError(403, SHOP_REVIEW_MESSAGES.ownShop);
      if (!request.isMultipart()) {
        if (request.body && typeof request.body === 'object' && 'photos' in request.body)
          throw new HttpError(415, REQUEST_MESSAGES.mustBeMultipart);
        const review = input.body();
        await assertUnderPostingLimits(number, request.ip, reply);
        return postReview(request, reply, review, []);
      }
      return withUploads(request, REVIEW_UPLOAD, async (upload) => {
        const review = input.body(upload.fields);
        await assertUnderPostingLimits(number, request.ip, reply);
        // Each photo through the claims' pipeline: judged by its bytes, re-encoded, no EXIF left.
        const decoded = await decodeImages(
          (upload.files.photos ?? []).map((source) => ({ source, field: 'review-photo' as const })),
        );
        return postReview(request, reply, review, decoded);
      });
    },
    { bodyLimit: REVIEW_JSON_LIMIT },
  );

  route(shopReviewsRoute, async (_request, _reply, input): Promise<ShopReviewsPage> => {
    const { page } = input.query();
    const { id } = input.params();
    const found = await listPublishedReviews(db, id, page);
    if (!found) throw notFound(MESSAGES.shopNotFound);
    return {
      items: found.items,
      links: { next: found.hasNext ? `${API_PREFIX}${shopReviewsPath(id)}?page=${page + 1}` : null },
      meta: { total: found.rating.count, page, rating: found.rating },
    };
  });

  route(
    reportReviewRoute,
    async (request, reply, input) => {
      const attempt = await countAttempt(db, `review-report:${networkKey(request.ip)}`, REPORT_WINDOW_MS, now());
      if (attempt.count > REPORTS_PER_NETWORK) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((attempt.windowEndsAt - now().getTime()) / 1000))));
        throw new HttpError(429, SHOP_REVIEW_MESSAGES.reportsTooMany);
      }
      const { id } = input.params();
      if (!(await reportReview(db, id, now()))) throw notFound(SHOP_REVIEW_MESSAGES.reviewNotFound);
      reply.code(202).header('cache-control', 'no-store');
      return { message: requestTexts(request, reply, SHOP_REVIEW_MESSAGES).reported };
    },
    { bodyLimit: 1024 },
  );

  route(
    ownerReviewReplyRoute,
    async (request, reply, input) => {
      const { shopId, number } = ownedShopOf(request);
      const { reviewId } = input.params();
      const { text } = input.body();
      // The reviews' moderation, but refused rather than queued: the owner is there to reword it,
      // and the reply sits on the review's row, whose queue is the review's (decision 0055).
      const held = queueReasonOf(text);
      if (held) throw new HttpError(422, REPLY_REFUSALS[held]);
      await assertUnderLimits(reply, [
        [`review-reply:${number}`, DAY_MS, REPLIES_PER_NUMBER_PER_DAY, SHOP_REVIEW_MESSAGES.repliesTooMany],
      ]);
      const at = now();
      if (!(await replyToReview(db, shopId, reviewId, text, at))) throw notFound(SHOP_REVIEW_MESSAGES.reviewNotFound);
      reply.header('cache-control', 'no-store');
      return { reply: { text, repliedAt: at.toISOString() } };
    },
    { bodyLimit: 16 * 1024 },
  );
}
