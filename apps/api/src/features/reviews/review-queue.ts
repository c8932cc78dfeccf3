import type { FastifyBaseLogger } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { ADMIN_PAGE_SIZE, type AdminReviewItem } from '@local-shops/shared/admin';
import type { Db } from '../../db/database.ts';
import { forUpdate } from '../../db/locks.ts';
import type { PublicImages } from '../../lib/image-store.ts';
import { moveAggregate, photosOf, type MoveRating } from './reviews.repository.ts';

export interface QueuePosition {
  createdAt: string;
  id: string;
}

/** The moderation queue, oldest first: a page (one row more than shown) and the total. */
export async function listQueue(db: Db, after: QueuePosition | undefined) {
  const queued = db.kysely.selectFrom('shop_reviews').where('queued_at', 'is not', null);
  const { total } = await queued.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = queued
    .innerJoin('shops', 'shops.id', 'shop_reviews.shop_id')
    .select([
      'shop_reviews.id',
      'shop_reviews.shop_id',
      'shops.name as shop_name',
      'shop_reviews.mobile_number',
      'shop_reviews.rating',
      'shop_reviews.body',
      'shop_reviews.photos',
      'shop_reviews.status',
      'shop_reviews.queue_reason',
      'shop_reviews.queued_at',
      'shop_reviews.created_at',
    ]);
  if (after) {
    page = page.where(
      sql<SqlBool>`(shop_reviews.queued_at > ${after.createdAt} or (shop_reviews.queued_at = ${after.createdAt} and shop_reviews.id > ${after.id}))`,
    );
  }
  const rows = await page
    .orderBy('shop_reviews.queued_at')
    .orderBy('shop_reviews.id')
    .limit(ADMIN_PAGE_SIZE + 1)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((row) => {
      const item: AdminReviewItem = {
        id: row.id,
        shopId: row.shop_id,
        shopName: row.shop_name,
        mobileNumber: row.mobile_number,
        rating: row.rating,
        text: row.body,
        photos: photosOf(row.photos),
        status: row.status === 'published' ? 'published' : 'pending',
        queueReason: row.queue_reason ?? 'reported',
        queuedAt: row.queued_at ?? row.created_at,
        createdAt: row.created_at,
      };
      return { item, rank: 0, createdAt: item.queuedAt, id: row.id };
    }),
  };
}

export type ModerationOutcome = { kind: 'done'; photos: string[] } | { kind: 'not_found' } | { kind: 'not_queued' };

/**
 * A moderator's decision on a queued review: publish (it shows, and counts in the rating) or
 * remove (hidden for good, with the reason). The rating moves in the same transaction.
 */
export async function moderateReview(
  db: Db,
  moveRating: MoveRating,
  id: string,
  decision: 'publish' | 'remove',
  reason: string | null,
  now: Date,
): Promise<ModerationOutcome> {
  const at = now.toISOString();
  return db.kysely.transaction().execute(async (trx): Promise<ModerationOutcome> => {
    const row = await forUpdate(
      db,
      trx
        .selectFrom('shop_reviews')
        .select(['shop_id', 'status', 'rating', 'queued_at', 'photos'])
        .where('id', '=', id),
    ).executeTakeFirst();
    if (!row) return { kind: 'not_found' };
    if (row.queued_at === null) return { kind: 'not_queued' };
    const status = decision === 'publish' ? 'published' : 'removed';
    await trx
      .updateTable('shop_reviews')
      .set({
        status,
        queued_at: null,
        queue_reason: null,
        removed_reason: decision === 'remove' ? reason : null,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    await moveAggregate(trx, moveRating, row.shop_id, row, { status, rating: row.rating });
    return { kind: 'done', photos: decision === 'remove' ? photosOf(row.photos) : [] };
  });
}

/** The console's view of the queue (app.ts hands it to the admin feature). */
export function createReviewModeration({
  db,
  publicImages,
  now,
  log,
  moveRating,
}: {
  db: Db;
  publicImages: PublicImages;
  now: () => Date;
  log: FastifyBaseLogger;
  moveRating: MoveRating;
}) {
  return {
    queue: (after: QueuePosition | undefined) => listQueue(db, after),
    async decide(id: string, decision: 'publish' | 'remove', reason: string | null) {
      const outcome = await moderateReview(db, moveRating, id, decision, reason, now());
      if (outcome.kind !== 'done') return outcome.kind;
      // A removed review's photos leave the public folder.
      await Promise.all(outcome.photos.map((p) => publicImages.unpublish(p))).catch((error: unknown) =>
        log.warn({ err: error }, 'could not remove review photos'),
      );
      return 'done' as const;
    },
  };
}
