import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import {
  CLAIM_REVIEW_TARGET_HOURS,
  distanceBetween,
  MESSAGES,
  PHOTO_DISTANCE_FLAG_METERS,
  REVIEW_MESSAGES,
} from '@local-shops/shared';
import {
  ADMIN_PAGE_SIZE,
  type AdminClaimDetail,
  type AdminClaimListItem,
  type AdminClaimStatus,
} from '@local-shops/shared/admin';
import type { Db } from '../../db/database.ts';
import type { Database, ShopsTable } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import { claimDuplicates, flagKindsOf, withFlag, type ClaimFlagFilter } from './admin-claim-flags.ts';
import { applyProposedEdit, endIdleSessions, moveOwnership, type OwnershipWriters } from './admin-ownership.ts';
import { afterCursor, type AdminCursor } from './admin-paging.ts';
import { auditOf, writeAudit } from './audit.ts';

const hoursBetween = (from: string, to: Date) => Math.max(0, (to.getTime() - new Date(from).getTime()) / 3_600_000);

const LIST_COLUMNS = [
  'claims.id',
  'claims.shop_id',
  'shops.name as shop_name',
  'claims.kind',
  'claims.status',
  'claims.mobile_number',
  'claims.owner_name',
  'claims.created_at',
  'claims.challenged_owner_number',
] as const;

function listItem(
  row: {
    id: string;
    shop_id: string;
    shop_name: string;
    kind: AdminClaimListItem['kind'];
    status: AdminClaimStatus;
    mobile_number: string;
    owner_name: string | null;
    created_at: string;
    challenged_owner_number: string | null;
  },
  now: Date,
): AdminClaimListItem {
  const ageHours = hoursBetween(row.created_at, now);
  return {
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    kind: row.kind,
    status: row.status,
    mobileNumber: row.mobile_number,
    ownerName: row.owner_name,
    createdAt: row.created_at,
    ageHours: Math.round(ageHours * 10) / 10,
    targetHours: CLAIM_REVIEW_TARGET_HOURS,
    overdue: row.status === 'pending_review' && ageHours > CLAIM_REVIEW_TARGET_HOURS,
    ownershipChallenge: row.challenged_owner_number !== null,
    flags: [],
  };
}

const CLAIM_RANK = sql<number>`case when claims.status = 'pending_review' then 0 else 1 end`;

/**
 * The review queue: pending first, longest waiting first (or newest first); then the reviewed ones.
 * Only the claims with a duplicate flag when asked (decision 0077). A page of it, with the total.
 */
export async function listClaims(
  db: Db,
  status: AdminClaimStatus | 'all',
  now: Date,
  cursor?: AdminCursor,
  { flag, sort = 'waiting' }: { flag?: ClaimFlagFilter | undefined; sort?: 'waiting' | 'newest' | undefined } = {},
) {
  let query = withFlag(db.kysely.selectFrom('claims').innerJoin('shops', 'shops.id', 'claims.shop_id'), flag);
  if (status !== 'all') query = query.where('claims.status', '=', status);
  const direction = sort === 'newest' ? 'desc' : 'asc';
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = query.select([...LIST_COLUMNS, CLAIM_RANK.as('rank')]);
  if (cursor)
    page = page.where(
      afterCursor({ rank: CLAIM_RANK, createdAt: 'claims.created_at', id: 'claims.id' }, cursor, direction),
    );
  const rows = await page
    .orderBy(CLAIM_RANK)
    .orderBy('claims.created_at', direction)
    .orderBy('claims.id', direction)
    .limit(ADMIN_PAGE_SIZE + 1)
    .execute();
  const flags = await flagKindsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      item: { ...listItem(row, now), flags: flags.get(row.id) ?? [] },
      rank: Number(row.rank),
      createdAt: row.created_at,
      id: row.id,
    })),
    total: Number(total),
  };
}

/** A claim with its evidence; `imageLink` turns a private key into a short-lived signed link. */
export async function getClaim(
  db: Db,
  id: string,
  now: Date,
  imageLink: (key: string) => string,
): Promise<AdminClaimDetail> {
  const row = await db.kysely
    .selectFrom('claims')
    .innerJoin('shops', 'shops.id', 'claims.shop_id')
    .select([
      ...LIST_COLUMNS,
      'claims.owner_email',
      'claims.referral_code',
      'claims.address',
      'claims.captured_address',
      'claims.photo_lat',
      'claims.photo_long',
      'claims.cheque_image_key',
      'claims.store_front_image_key',
      'claims.reviewed_at',
      'claims.review_reason',
      'claims.verified_listed_phone',
      'claims.proposed_edit',
      'claims.ownership_ended_at',
      'shops.intro',
      'shops.city',
      'shops.state',
      'shops.pin',
      'shops.shop_type',
      'shops.lat',
      'shops.long',
      'shops.is_claimed',
    ])
    .where('claims.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(REVIEW_MESSAGES.claimNotFound);
  const km = distanceBetween({ lat: row.photo_lat, long: row.photo_long }, { lat: row.lat, long: row.long });
  const meters = km === undefined ? null : Math.round(km * 1000);
  return {
    ...listItem(row, now),
    shop: {
      id: row.shop_id,
      name: row.shop_name,
      intro: row.intro,
      city: row.city,
      state: row.state,
      pin: row.pin,
      shopType: row.shop_type,
      lat: row.lat,
      long: row.long,
      isClaimed: row.is_claimed,
    },
    ownerEmail: row.owner_email,
    referralCode: row.referral_code,
    mobileNumberVerified: true,
    address: row.address,
    capturedAddress: row.captured_address,
    photoLat: row.photo_lat,
    photoLong: row.photo_long,
    photoDistanceMeters: meters,
    photoDistanceFlagged: meters !== null && meters > PHOTO_DISTANCE_FLAG_METERS,
    images: {
      cheque: row.cheque_image_key ? imageLink(row.cheque_image_key) : null,
      storeFront: row.store_front_image_key ? imageLink(row.store_front_image_key) : null,
    },
    verifiedListedPhone: row.verified_listed_phone,
    challengedOwnerNumber: row.challenged_owner_number,
    proposedEdit: row.proposed_edit ? (JSON.parse(row.proposed_edit) as AdminClaimDetail['proposedEdit']) : null,
    ownershipEndedAt: row.ownership_ended_at,
    reviewedAt: row.reviewed_at,
    reviewReason: row.review_reason,
    audit: await auditOf(db.kysely, 'claim', id),
    ...(await claimDuplicates(db, id)),
  };
}

/** The claim whose evidence an image key is, for the access log. */
export async function claimOfImage(db: Db, key: string): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('claims')
    .select('id')
    .where((eb) => eb.or([eb('cheque_image_key', '=', key), eb('store_front_image_key', '=', key)]))
    .executeTakeFirst();
  return row?.id;
}

export type ReviewDecision =
  /** `checked`: the reviewer's ticks, kept in the audit (decision 0077). */
  { decision: 'approve'; reason: string | null; checked?: string } | { decision: 'reject'; reason: string };

/**
 * Approves or rejects a pending claim, in one transaction with its audit entry and the owner's SMS
 * (queued in the outbox). Only a pending claim moves: a second decision gets 409. Approval makes
 * the listing claimed and copies the proven owner onto it (decision 0011).
 */
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
