import type { Kysely, Transaction, Updateable } from 'kysely';
import { MESSAGES, REVIEW_MESSAGES } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import type { Database, ShopsTable } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import { applyProposedEdit, endIdleSessions, moveOwnership, type OwnershipWriters } from './admin-ownership.ts';
import { writeAudit } from './audit.ts';

/*
 * The review's decisions on claims, and the writes they make in other features' tables (handed
 * over by the composition root). What the console reads of claims is admin-claim-reads.ts.
 */

export type ReviewDecision =
  /** `checked`: the reviewer's ticks, kept in the audit (decision 0077). */
  { decision: 'approve'; reason: string | null; checked?: string } | { decision: 'reject'; reason: string };

/** Publishes an approved claim's store-front photo (answers its public path), and takes it back. */
export interface StoreFrontPublisher {
  publish(imageKey: string): Promise<string | undefined>;
  unpublish(publicPath: string): Promise<void>;
}

/**
 * Makes the listing claimed by the approved owner; false when it was claimed meanwhile. The shops
 * feature's writer, handed over by the composition root: shops has one writer (decision 0062).
 */
export type ClaimShop = (
  k: Kysely<Database>,
  shopId: string,
  owner: Pick<
    Updateable<ShopsTable>,
    | 'owner_name'
    | 'owner_contact_number'
    | 'owner_email'
    | 'referral_code'
    | 'address'
    | 'captured_address'
    | 'cheque_image'
  > & {
    store_front_picture?: string;
  },
  at: string,
) => Promise<boolean>;

/** Moves a pending claim to a decision, once: the claims feature's writer (decision 0062); false when no longer pending. */
export type DecideClaim = (
  k: Kysely<Database>,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  at: string,
) => Promise<boolean>;

/** The writes a review makes in other features' tables, handed over by the composition root. */
export interface ClaimReviewWriters {
  claimShop: ClaimShop;
  /** Ownership challenges and the edits a claim asks for (decision 0076). */
  ownership?: OwnershipWriters;
  decideClaim: DecideClaim;
}

/** What a decision does to the money paid for the shop (the payments feature, wired in app.ts). */
export interface ClaimDecisionHooks {
  approved(trx: Transaction<Database>, claim: { shopId: string; mobileNumber: string }): Promise<void>;
  rejected(trx: Transaction<Database>, claim: { shopId: string; mobileNumber: string }): Promise<void>;
  /** Queues a full refund of a paid order; false when it is not paid or already refunded. */
  refund(trx: Transaction<Database>, orderId: string, reason: string): Promise<boolean>;
}

/**
 * Approves or rejects a pending claim, in one transaction with its audit entry and the owner's SMS
 * (queued in the outbox). Only a pending claim moves: a second decision gets 409. Approval makes
 * the listing claimed and copies the proven owner onto it (decision 0011).
 */
export async function reviewClaim(
  db: Db,
  writers: ClaimReviewWriters,
  id: string,
  review: ReviewDecision,
  actor: { adminId: string; ip: string },
  now: Date,
  storeFronts?: StoreFrontPublisher,
  premium?: ClaimDecisionHooks,
): Promise<void> {
  const at = now.toISOString();
  // The photo is copied before the transaction (no file work while rows are locked) and removed
  // again if the approval does not go through.
  let published: string | undefined;
  if (review.decision === 'approve' && storeFronts) {
    const pending = await db.kysely
      .selectFrom('claims')
      .select('store_front_image_key')
      .where('id', '=', id)
      .where('status', '=', 'pending_review')
      .executeTakeFirst();
    if (pending?.store_front_image_key) published = await storeFronts.publish(pending.store_front_image_key);
  }
  let formerOwners: string[] | undefined;
  try {
    formerOwners = await applyReview(db, writers, id, review, actor, at, now, published, premium);
  } catch (error) {
    if (published) await storeFronts?.unpublish(published).catch(() => undefined);
    throw error;
  }
  if (formerOwners && writers.ownership) await endIdleSessions(db, writers.ownership, formerOwners);
}

async function applyReview(
  db: Db,
  { claimShop, decideClaim, ownership }: ClaimReviewWriters,
  id: string,
  review: ReviewDecision,
  actor: { adminId: string; ip: string },
  at: string,
  now: Date,
  storeFrontPicture: string | undefined,
  premium: ClaimDecisionHooks | undefined,
): Promise<string[] | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    let formerOwners: string[] | undefined;
    const moved = await decideClaim(
      trx,
      id,
      { status: review.decision === 'approve' ? 'approved' : 'rejected', reason: review.reason },
      at,
    );
    if (!moved) {
      const exists = await trx.selectFrom('claims').select('id').where('id', '=', id).executeTakeFirst();
      throw exists ? new HttpError(409, REVIEW_MESSAGES.claimAlreadyReviewed) : notFound(REVIEW_MESSAGES.claimNotFound);
    }
    const claim = await trx.selectFrom('claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const shop = await trx
      .selectFrom('shops')
      .select(['name', 'is_claimed'])
      .where('id', '=', claim.shop_id)
      .executeTakeFirstOrThrow();

    if (review.decision === 'approve') {
      const owner = {
        owner_contact_number: claim.mobile_number,
        owner_name: claim.owner_name,
        owner_email: claim.owner_email,
        referral_code: claim.referral_code,
        address: claim.address,
        captured_address: claim.captured_address,
        cheque_image: claim.cheque_image_key,
        ...(storeFrontPicture ? { store_front_picture: storeFrontPicture } : {}),
      };
      // An ownership challenge moves the claimed listing to the claimant (decision 0076).
      if (shop.is_claimed && claim.challenged_owner_number && ownership)
        formerOwners = await moveOwnership(trx, ownership, claim, owner, shop.name, actor, now);
      // Only one owner per listing: a listing claimed meanwhile refuses the approval (rolled back).
      const taken = formerOwners !== undefined || (await claimShop(trx, claim.shop_id, owner, at));
      if (!taken) throw new HttpError(409, MESSAGES.shopAlreadyClaimed);
      await applyProposedEdit(trx, ownership?.applyListingEdit, claim, actor, now);
      await closeRivalClaims(trx, decideClaim, claim.shop_id, id, shop.name, actor, now, premium);
      await premium?.approved(trx, { shopId: claim.shop_id, mobileNumber: claim.mobile_number });
    } else {
      await premium?.rejected(trx, { shopId: claim.shop_id, mobileNumber: claim.mobile_number });
    }

    if (review.decision === 'approve') await enqueueSms(trx, claim.mobile_number, 'claimApproved', [shop.name], now);
    else await enqueueSms(trx, claim.mobile_number, 'claimRejected', [shop.name, review.reason], now);
    await writeAudit(
      trx,
      {
        adminId: actor.adminId,
        action: `claim.${review.decision}`,
        subjectType: 'claim',
        subjectId: id,
        detail: {
          reason: review.reason,
          shopId: claim.shop_id,
          ...(review.decision === 'approve' && review.checked ? { checked: review.checked } : {}),
        },
        ip: actor.ip,
      },
      now,
    );
    return formerOwners;
  });
}

/** Approving one number closes the other pending claims on the shop as not approved (issue 10). */
export async function closeRivalClaims(
  trx: Transaction<Database>,
  decideClaim: DecideClaim,
  shopId: string,
  approvedId: string,
  shopName: string,
  actor: { adminId: string; ip: string },
  now: Date,
  premium: ClaimDecisionHooks | undefined,
): Promise<void> {
  const at = now.toISOString();
  const reason = REVIEW_MESSAGES.anotherOwnerVerified;
  const rivals = await trx
    .selectFrom('claims')
    .select(['id', 'mobile_number'])
    .where('shop_id', '=', shopId)
    .where('status', '=', 'pending_review')
    .where('id', '<>', approvedId)
    .execute();
  for (const rival of rivals) {
    if (!(await decideClaim(trx, rival.id, { status: 'rejected', reason }, at))) continue;
    await enqueueSms(trx, rival.mobile_number, 'claimRejected', [shopName, reason], now);
    await writeAudit(
      trx,
      {
        adminId: actor.adminId,
        action: 'claim.reject',
        subjectType: 'claim',
        subjectId: rival.id,
        detail: { reason, shopId, approvedClaimId: approvedId },
        ip: actor.ip,
      },
      now,
    );
    await premium?.rejected(trx, { shopId, mobileNumber: rival.mobile_number });
  }
}
