import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { maskedReviewer, ratingOf, REVIEWS_PAGE_SIZE, type ShopRating, type ShopReview } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { forUpdate, lockUntilCommit } from '../../db/locks.ts';
import type { Database, ShopReviewQueueReason, ShopReviewsTable, ShopReviewStatus } from '../../db/schema.ts';

type ReviewRow = Selectable<ShopReviewsTable>;

export function photosOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** What a review adds to its shop's rating: only published reviews count. */
const contribution = (row: { status: ShopReviewStatus; rating: number } | undefined) =>
  row?.status === 'published' ? { sum: row.rating, count: 1 } : { sum: 0, count: 0 };

/** Adds to the shop's rating_sum and rating_count: the shops feature's writer, handed over by the composition root (decision 0062). */
export type MoveRating = (k: Kysely<Database>, shopId: string, by: { sum: number; count: number }) => Promise<void>;

/**
 * Moves the shop's denormalised aggregate by the change of one review, in the transaction that
 * changes the review: detail and list read rating_sum/rating_count with no join (decision 0042).
 */
export async function moveAggregate(
  trx: Transaction<Database>,
  moveRating: MoveRating,
  shopId: string,
  before: { status: ShopReviewStatus; rating: number } | undefined,
  after: { status: ShopReviewStatus; rating: number } | undefined,
): Promise<void> {
  const a = contribution(before);
  const b = contribution(after);
  const sum = b.sum - a.sum;
  const count = b.count - a.count;
  if (sum === 0 && count === 0) return;
  await moveRating(trx, shopId, { sum, count });
}

/**
 * Whether the shop can be reviewed, and whether the number claims it (pending or approved). A new listing
 * not yet approved is not public (decision 0058): it takes no reviews, as if it did not exist.
 */
export async function findReviewTarget(
  db: Db,
  shopId: string,
  mobileNumber: string,
): Promise<{ isClaimant: boolean } | undefined> {
  const shop = await db.kysely
    .selectFrom('shops')
    .select('id')
    .where('id', '=', shopId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('claims')
            .select('claims.id')
            .where('claims.shop_id', '=', shopId)
            .where('claims.kind', '=', 'new_listing')
            .where('claims.status', '<>', 'approved'),
        ),
      ),
    )
    .executeTakeFirst();
  if (!shop) return undefined;
  // No one reviews the shop they claim, whether the claim is approved or still pending.
  const claim = await db.kysely
    .selectFrom('claims')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('mobile_number', '=', mobileNumber)
    .where('status', 'in', ['pending_review', 'approved'])
    .executeTakeFirst();
  return { isClaimant: claim !== undefined };
}

export interface NewReview {
  shopId: string;
  mobileNumber: string;
  rating: number;
  text: string;
  photos: string[];
  queueReason: ShopReviewQueueReason | null;
}

/**
 * Writes the number's review of the shop: a first one, or a new one in place of the last (one per
 * number per shop). A replaced review loses its reply, which answered the old text. Answers the
 * review and the photos of the one it replaced (to unpublish once committed).
 */
export async function saveReview(
  db: Db,
  moveRating: MoveRating,
  review: NewReview,
  now: Date,
): Promise<{ id: string; status: ShopReviewStatus; replacedPhotos: string[] }> {
  const at = now.toISOString();
  const status: ShopReviewStatus = review.queueReason ? 'pending' : 'published';
  return db.kysely.transaction().execute(async (trx) => {
    await lockUntilCommit(db, trx, 'review', `${review.shopId}|${review.mobileNumber}`);
    const old = await forUpdate(
      db,
      trx
        .selectFrom('shop_reviews')
        .select(['id', 'status', 'rating', 'photos'])
        .where('shop_id', '=', review.shopId)
        .where('mobile_number', '=', review.mobileNumber),
    ).executeTakeFirst();
    const fields = {
      rating: review.rating,
      body: review.text,
      photos: JSON.stringify(review.photos),
      status,
      queued_at: review.queueReason ? at : null,
      queue_reason: review.queueReason,
      removed_reason: null,
      reply: null,
      replied_at: null,
      created_at: at,
      updated_at: at,
    };
    let id: string;
    if (old) {
      id = old.id;
      await trx.updateTable('shop_reviews').set(fields).where('id', '=', id).execute();
    } else {
      id = randomUUID();
      await trx
        .insertInto('shop_reviews')
        .values({ id, shop_id: review.shopId, mobile_number: review.mobileNumber, ...fields })
        .execute();
    }
    await moveAggregate(trx, moveRating, review.shopId, old, { status, rating: review.rating });
    return { id, status, replacedPhotos: old ? photosOf(old.photos) : [] };
  });
}

function publicReview(
  row: Pick<ReviewRow, 'id' | 'mobile_number' | 'rating' | 'body' | 'photos' | 'created_at' | 'reply' | 'replied_at'>,
): ShopReview {
  return {
    id: row.id,
    author: maskedReviewer(row.mobile_number),
    rating: row.rating,
    text: row.body,
    photos: photosOf(row.photos),
    createdAt: row.created_at,
    reply: row.reply && row.replied_at ? { text: row.reply, repliedAt: row.replied_at } : null,
  };
}

/** A page of the shop's published reviews, newest first, with its rating (which counts them). */
export async function listPublishedReviews(
  db: Db,
  shopId: string,
  page: number,
): Promise<{ items: ShopReview[]; rating: ShopRating; hasNext: boolean } | undefined> {
  const shop = await db.kysely
    .selectFrom('shops')
    .select(['rating_sum', 'rating_count'])
    .where('id', '=', shopId)
    .executeTakeFirst();
  if (!shop) return undefined;
  const rows = await db.kysely
    .selectFrom('shop_reviews')
    .select(['id', 'mobile_number', 'rating', 'body', 'photos', 'created_at', 'reply', 'replied_at'])
    .where('shop_id', '=', shopId)
    .where('status', '=', 'published')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(REVIEWS_PAGE_SIZE + 1)
    .offset((page - 1) * REVIEWS_PAGE_SIZE)
    .execute();
  return {
    items: rows.slice(0, REVIEWS_PAGE_SIZE).map(publicReview),
    rating: ratingOf(Number(shop.rating_sum), Number(shop.rating_count)),
    hasNext: rows.length > REVIEWS_PAGE_SIZE,
  };
}

/**
 * A report puts a published review in the queue; it stays visible until a moderator removes it,
 * so that a report alone cannot hide a review. Answers false for no such published review.
 */
export async function reportReview(db: Db, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const review = await db.kysely
    .selectFrom('shop_reviews')
    .select(['status', 'queued_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (review?.status !== 'published') return false;
  await db.kysely
    .updateTable('shop_reviews')
    .set({ queued_at: at, queue_reason: 'reported', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'published')
    .where('queued_at', 'is', null)
    .execute();
  return true;
}

/**
 * The owner's reply to a published review of their shop: one per review; a new one takes the
 * place of the last. False for no such published review of the shop.
 */
export async function replyToReview(
  db: Db,
  shopId: string,
  reviewId: string,
  text: string,
  now: Date,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('shop_reviews')
    .set({ reply: text, replied_at: now.toISOString() })
    .where('id', '=', reviewId)
    .where('shop_id', '=', shopId)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
