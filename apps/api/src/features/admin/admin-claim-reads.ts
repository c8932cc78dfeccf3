import { sql } from 'kysely';
import {
  CLAIM_REVIEW_TARGET_HOURS,
  distanceBetween,
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
import { notFound } from '../../lib/http-errors.ts';
import { claimDuplicates, flagKindsOf, withFlag, type ClaimFlagFilter } from './admin-claim-flags.ts';
import { afterCursor, type AdminCursor } from './admin-paging.ts';
import { auditOf } from './audit.ts';

/*
 * What the review console reads of claims: the queue, one claim with its evidence, the claim an
 * image belongs to. The decisions on them are admin-claims.ts.
 */

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
