import { ADMIN_API_PATHS, ID_PATTERN, SHOP_REVIEW_MESSAGES } from '@local-shops/shared';
import { adminReviewsQuerySchema, publishReviewSchema, removeReviewSchema, type AdminList, type AdminReviewItem } from '@local-shops/shared/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireAdmin } from './admin-auth.ts';
import { decodeAdminCursor, pageOf } from './admin-paging.ts';
import { auditListView, writeAudit } from './audit.ts';

/** What the console needs of the reviews feature (handed in by app.ts). */
export interface ReviewModeration {
  /** The queue, oldest first, after a position: one row more than a page, and the total. */
  queue(after: { createdAt: string; id: string } | undefined): Promise<{ rows: Array<{ item: AdminReviewItem; rank: number; createdAt: string; id: string }>; total: number }>;
  /** Publishes or removes a queued review. */
  decide(id: string, decision: 'publish' | 'remove', reason: string | null): Promise<'done' | 'not_found' | 'not_queued'>;
}


/** The moderation queue of shoppers' reviews; registered inside the console's guarded scope. */
export function reviewModerationRoutes(guarded: FastifyInstance, { db, reviews, now }: { db: Db; reviews: ReviewModeration; now: () => Date }) {
  guarded.get(ADMIN_API_PATHS.reviews, async (request, reply): Promise<AdminList<AdminReviewItem>> => {
    const { cursor } = parseInput(adminReviewsQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    const { rows, total } = await reviews.queue(decodeAdminCursor(cursor));
    const { items, next } = pageOf(rows, (row) => row, ADMIN_API_PATHS.reviews, {});
    // The queue shows the reviewers' numbers: every read is audited.
    await auditListView(db.kysely, { adminId: requireAdmin(request).id, ip: request.ip }, { subjectType: 'review', path: ADMIN_API_PATHS.reviews, cursor, shown: items.length }, now());
    return { items: items.map((row) => row.item), links: { next }, meta: { total } };
  });

  for (const decision of ['publish', 'remove'] as const) {
    guarded.post<{ Params: { id: string } }>(`/admin/reviews/:id/${decision}`, async (request, reply) => {
      if (!ID_PATTERN.test(request.params.id)) throw notFound(SHOP_REVIEW_MESSAGES.reviewNotFound);
      const { reason } = parseInput(decision === 'remove' ? removeReviewSchema : publishReviewSchema, request.body);
      const admin = requireAdmin(request);
      const outcome = await reviews.decide(request.params.id, decision, reason || null);
      if (outcome === 'not_found') throw notFound(SHOP_REVIEW_MESSAGES.reviewNotFound);
      if (outcome === 'not_queued') throw new HttpError(409, SHOP_REVIEW_MESSAGES.reviewNotQueued);
      await writeAudit(
        db.kysely,
        { adminId: admin.id, action: `review.${decision}`, subjectType: 'review', subjectId: request.params.id, detail: reason ? { reason } : undefined, ip: request.ip },
        now(),
      );
      reply.header('cache-control', 'no-store');
      return { id: request.params.id, status: decision === 'publish' ? 'published' : 'removed' };
    });
  }
}
