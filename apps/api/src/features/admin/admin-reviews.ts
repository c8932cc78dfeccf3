import { SHOP_REVIEW_MESSAGES } from '@local-shops/shared';
import type { AdminList, AdminReviewItem } from '@local-shops/shared/admin';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { Route } from '../../lib/route-table.ts';
import { requireAdmin } from './admin-auth.ts';
import { decodeAdminCursor, pageOf } from './admin-paging.ts';
import { auditListView, writeAudit } from './audit.ts';

/** What the console needs of the reviews feature (handed in by app.ts). */
export interface ReviewModeration {
  /** The queue, oldest first, after a position: one row more than a page, and the total. */
  queue(
    after: { createdAt: string; id: string } | undefined,
  ): Promise<{ rows: Array<{ item: AdminReviewItem; rank: number; createdAt: string; id: string }>; total: number }>;
  /** Publishes or removes a queued review. */
  decide(
    id: string,
    decision: 'publish' | 'remove',
    reason: string | null,
  ): Promise<'done' | 'not_found' | 'not_queued'>;
}

/** The moderation queue of shoppers' reviews; registered with the console's access rule. */
export function reviewModerationRoutes(
  route: Route,
  { db, reviews, now }: { db: Db; reviews: ReviewModeration; now: () => Date },
) {
  route(CONSOLE_ROUTES.reviews, async (request, reply, input): Promise<AdminList<AdminReviewItem>> => {
    const { cursor } = input.query();
    const { path } = CONSOLE_ROUTES.reviews;
    reply.header('cache-control', 'no-store');
    const { rows, total } = await reviews.queue(decodeAdminCursor(cursor));
    const { items, next } = pageOf(rows, (row) => row, path, {});
    // The queue shows the reviewers' numbers: every read is audited.
    await auditListView(
      db.kysely,
      { adminId: requireAdmin(request).id, ip: request.ip },
      { subjectType: 'review', path, cursor, shown: items.length },
      now(),
    );
    return { items: items.map((row) => row.item), links: { next }, meta: { total } };
  });

  const decisions = [
    ['publish', CONSOLE_ROUTES.reviewPublish],
    ['remove', CONSOLE_ROUTES.reviewRemove],
  ] as const;
  for (const [decision, entry] of decisions) {
    route(entry, async (request, reply, input) => {
      const { id } = input.params();
      const { reason } = input.body();
      const admin = requireAdmin(request);
      const outcome = await reviews.decide(id, decision, reason || null);
      if (outcome === 'not_found') throw notFound(SHOP_REVIEW_MESSAGES.reviewNotFound);
      if (outcome === 'not_queued') throw new HttpError(409, SHOP_REVIEW_MESSAGES.reviewNotQueued);
      await writeAudit(
        db.kysely,
        {
          adminId: admin.id,
          action: `review.${decision}`,
          subjectType: 'review',
          subjectId: id,
          detail: reason ? { reason } : undefined,
          ip: request.ip,
        },
        now(),
      );
      reply.header('cache-control', 'no-store');
      return { id, status: decision === 'publish' ? 'published' : 'removed' };
    });
  }
}
