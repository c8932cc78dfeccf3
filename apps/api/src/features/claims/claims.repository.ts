import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import type { Database, ShopsTable } from '../../db/schema.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import { listingFacts, type ProposedEdit } from './claims.listing.ts';

/** The directory entry a new-listing claim creates (unclaimed until review approves the claim). */
export interface NewListing {
  id: string;
  name: string;
  intro: string;
  city: string;
  state: string;
  pin: string;
  shopType: string;
  storeFrontPicture: null;
  lat: number;
  long: number;
  isClaimed: false;
  categoryIds: string[];
  subCategoryIds: string[];
  source: 'owner';
  sourceRef: null;
  createdAt: string;
}

/**
 * The shops feature's writer, passed in by the composition root (app.ts): claims create
 * listings but do not own the shops table.
 */
export interface ListingWriter {
  /** Inserts the listing with its categories, in the caller's transaction. */
  insertListing(trx: Transaction<Database>, listing: NewListing): Promise<void>;
  /** Copies the claimant onto the new listing (still unclaimed). */
  recordClaimant(
    trx: Transaction<Database>,
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
    >,
  ): Promise<void>;
  /** The key the directory orders and compares names by. */
  nameKey(name: string): string;
}

/** A claim for a listing made in the same submission (the owner's own shop). */
export interface NewListingClaim {
  shopId: string;
  mobileNumber: string;
  name: string;
  intro: string;
  state: string;
  city: string;
  pin: string;
  shopType: string;
  categoryIds: string[];
  subCategoryIds: string[];
  ownerName: string;
  ownerEmail: string;
  referralCode: string | null;
  address: string;
  capturedAddress: string;
  lat: number;
  long: number;
  chequeImageKey: string;
  storeFrontImageKey: string;
  /** 0026: the submission's Idempotency-Key (decision 0080). */
  idempotencyKey?: string | null;
}

/** A claim of a listing already in the directory. */
export interface ExistingListingClaim {
  shopId: string;
  mobileNumber: string;
  address: string;
  ownerName?: string | null;
  ownerEmail?: string | null;
  referralCode?: string | null;
  capturedAddress?: string | null;
  lat?: number | null;
  long?: number | null;
  chequeImageKey?: string | null;
  storeFrontImageKey?: string | null;
  /** 0022: the listing's public number, when the claimant proved it (decision 0076). */
  verifiedListedPhone?: string | null;
  /** 0022: the name and categories the claimant changed, applied on approval (decision 0076). */
  proposedEdit?: ProposedEdit | null;
  /** 0026: the submission's Idempotency-Key (decision 0080). */
  idempotencyKey?: string | null;
}

export type ClaimOutcome =
  | { kind: 'created'; shopId: string }
  /** The same draft was already accepted a moment ago (a double submission). */
  | { kind: 'duplicate'; shopId: string }
  | { kind: 'shop_not_found' }
  | { kind: 'already_claimed' }
  | { kind: 'already_pending' }
  /** The number already has MAX_PENDING_CLAIMS claims waiting for review. */
  | { kind: 'too_many_pending' };

/** Claims one verified number may have waiting for review at once (one number sent 205 in 3 s). */
export const MAX_PENDING_CLAIMS = 5;

/** How many of the number's claims wait for review (read under the number's lock to be exact). */
export async function countPendingClaims(
  k: Db['kysely'] | Transaction<Database>,
  mobileNumber: string,
): Promise<number> {
  const row = await k
    .selectFrom('claims')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mobile_number', '=', mobileNumber)
    .where('status', '=', 'pending_review')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A window in which the same number submitting a new listing of the same name is one submission. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

const lockNumber = (db: Db, trx: Transaction<Database>, mobileNumber: string) =>
  lockUntilCommit(db, trx, 'claim', `claim:${mobileNumber}`);

/**
 * The shop of the claim the number already made with this Idempotency-Key (decision 0080), any
 * status: a retried submission is answered with the first one's shop.
 */
export async function findClaimByIdempotencyKey(
  k: Db['kysely'] | Transaction<Database>,
  mobileNumber: string,
  idempotencyKey: string | null | undefined,
): Promise<string | undefined> {
  if (!idempotencyKey) return undefined;
  const row = await k
    .selectFrom('claims')
    .select('shop_id')
    .where('mobile_number', '=', mobileNumber)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row?.shop_id;
}

/** The listing's claim state, or undefined when there is no such shop. */
export async function findShopClaimState(k: Db['kysely'] | Transaction<Database>, shopId: string) {
  const row = await k.selectFrom('shops').select('is_claimed').where('id', '=', shopId).executeTakeFirst();
  return row ? { isClaimed: row.is_claimed } : undefined;
}

export async function hasPendingClaim(
  k: Db['kysely'] | Transaction<Database>,
  shopId: string,
  mobileNumber: string,
): Promise<boolean> {
  const row = await k
    .selectFrom('claims')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('mobile_number', '=', mobileNumber)
    .where('status', '=', 'pending_review')
    .executeTakeFirst();
  return row !== undefined;
}

/** Known sub-categories among `ids`, with their categories. */
export async function findSubCategories(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.kysely.selectFrom('sub_categories').select(['id', 'category_id']).where('id', 'in', ids).execute();
}

export async function findCategoryIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.kysely.selectFrom('categories').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
}

/**
 * Saves a new listing with its owner's details and a pending claim, in one transaction.
 *
 * Double submissions (a double tap, a retry after a lost answer) are recognised on the server
 * rather than by a client-made key, so the web needs nothing extra: under a lock on the number,
 * a pending new-listing claim by the same number for a shop of the same name made within the
 * last 10 minutes is the same submission, and its shop id is answered again.
 */
export async function recordNewListingClaim(
  db: Db,
  listings: ListingWriter,
  claim: NewListingClaim,
  now: Date,
): Promise<ClaimOutcome> {
  const at = now.toISOString();
  return db.kysely.transaction().execute(async (trx): Promise<ClaimOutcome> => {
    await lockNumber(db, trx, claim.mobileNumber);
    const kept = await findClaimByIdempotencyKey(trx, claim.mobileNumber, claim.idempotencyKey);
    if (kept) return { kind: 'duplicate', shopId: kept };
    const earlier = await trx
      .selectFrom('claims')
      .innerJoin('shops', 'shops.id', 'claims.shop_id')
      .select('claims.shop_id')
      .where('claims.mobile_number', '=', claim.mobileNumber)
      .where('claims.kind', '=', 'new_listing')
      .where('claims.status', '=', 'pending_review')
      .where('claims.created_at', '>', new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString())
      .where('shops.name_key', '=', listings.nameKey(claim.name))
      .orderBy('claims.created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (earlier) return { kind: 'duplicate', shopId: earlier.shop_id };
    if ((await countPendingClaims(trx, claim.mobileNumber)) >= MAX_PENDING_CLAIMS) return { kind: 'too_many_pending' };

    await listings.insertListing(trx, {
      id: claim.shopId,
      name: claim.name,
      intro: claim.intro,
      city: claim.city,
      state: claim.state,
      pin: claim.pin,
      shopType: claim.shopType,
      // The photo shows on the listing only once review approves the claim.
      storeFrontPicture: null,
      lat: claim.lat,
      long: claim.long,
      // Claimed only after review.
      isClaimed: false,
      categoryIds: claim.categoryIds,
      subCategoryIds: claim.subCategoryIds,
      source: 'owner',
      sourceRef: null,
      createdAt: at,
    });
    await listings.recordClaimant(trx, claim.shopId, {
      owner_name: claim.ownerName,
      owner_contact_number: claim.mobileNumber,
      owner_email: claim.ownerEmail,
      referral_code: claim.referralCode,
      address: claim.address,
      captured_address: claim.capturedAddress,
      cheque_image: claim.chequeImageKey,
    });
    await trx
      .insertInto('claims')
      .values({
        id: randomUUID(),
        shop_id: claim.shopId,
        kind: 'new_listing',
        status: 'pending_review',
        mobile_number: claim.mobileNumber,
        owner_name: claim.ownerName,
        owner_email: claim.ownerEmail,
        referral_code: claim.referralCode,
        address: claim.address,
        captured_address: claim.capturedAddress,
        photo_lat: claim.lat,
        photo_long: claim.long,
        cheque_image_key: claim.chequeImageKey,
        store_front_image_key: claim.storeFrontImageKey,
        idempotency_key: claim.idempotencyKey ?? null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return { kind: 'created', shopId: claim.shopId };
  });
}

/** Records a pending claim of a listing in the directory; the listing itself is not changed until review. */
export async function recordExistingListingClaim(
  db: Db,
  claim: ExistingListingClaim,
  now: Date,
): Promise<ClaimOutcome> {
  const at = now.toISOString();
  try {
    return await db.kysely.transaction().execute(async (trx): Promise<ClaimOutcome> => {
      await lockNumber(db, trx, claim.mobileNumber);
      const kept = await findClaimByIdempotencyKey(trx, claim.mobileNumber, claim.idempotencyKey);
      if (kept) return { kind: 'duplicate', shopId: kept };
      const shop = await findShopClaimState(trx, claim.shopId);
      if (!shop) return { kind: 'shop_not_found' };
      // A shop with an approved owner may be claimed by another number: an ownership challenge
      // (decision 0076), which its owner is told of by SMS. Its own owner cannot claim it again.
      const listing = shop.isClaimed ? await listingFacts(trx, claim.shopId) : undefined;
      const challenged = listing?.ownerNumber ?? null;
      if (shop.isClaimed && (challenged === null || challenged === claim.mobileNumber))
        return { kind: 'already_claimed' };
      if (await hasPendingClaim(trx, claim.shopId, claim.mobileNumber)) return { kind: 'already_pending' };
      if ((await countPendingClaims(trx, claim.mobileNumber)) >= MAX_PENDING_CLAIMS)
        return { kind: 'too_many_pending' };
      await trx
        .insertInto('claims')
        .values({
          id: randomUUID(),
          shop_id: claim.shopId,
          kind: 'existing_listing',
          status: 'pending_review',
          mobile_number: claim.mobileNumber,
          owner_name: claim.ownerName ?? null,
          owner_email: claim.ownerEmail ?? null,
          referral_code: claim.referralCode ?? null,
          address: claim.address,
          captured_address: claim.capturedAddress ?? null,
          photo_lat: claim.lat ?? null,
          photo_long: claim.long ?? null,
          cheque_image_key: claim.chequeImageKey ?? null,
          store_front_image_key: claim.storeFrontImageKey ?? null,
          verified_listed_phone: claim.verifiedListedPhone ?? null,
          challenged_owner_number: challenged,
          proposed_edit: claim.proposedEdit ? JSON.stringify(claim.proposedEdit) : null,
          idempotency_key: claim.idempotencyKey ?? null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      if (challenged && listing) await enqueueSms(trx, challenged, 'ownershipChallenged', [listing.name], now);
      return { kind: 'created', shopId: claim.shopId };
    });
  } catch (error) {
    // The partial unique index is the last word when the lock is not enough.
    if (isUniqueViolation(error)) return { kind: 'already_pending' };
    throw error;
  }
}

/** Keeps the address typed into a shop page's claim dialog until its OTP is verified (the latest send wins). */
export async function saveClaimVerification(
  db: Db,
  input: { shopId: string; mobileNumber: string; address: string },
  now: Date,
) {
  const at = now.toISOString();
  await db.kysely
    .insertInto('claim_verifications')
    .values({ shop_id: input.shopId, mobile_number: input.mobileNumber, address: input.address, created_at: at })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'mobile_number']).doUpdateSet({ address: input.address, created_at: at }),
    )
    .execute();
}

export async function findClaimVerification(db: Db, shopId: string, mobileNumber: string) {
  return db.kysely
    .selectFrom('claim_verifications')
    .select(['address', 'created_at'])
    .where('shop_id', '=', shopId)
    .where('mobile_number', '=', mobileNumber)
    .executeTakeFirst();
}

export async function deleteClaimVerification(db: Db, shopId: string, mobileNumber: string) {
  await db.kysely
    .deleteFrom('claim_verifications')
    .where('shop_id', '=', shopId)
    .where('mobile_number', '=', mobileNumber)
    .execute();
}

/**
 * Moves a pending claim to the console's decision, once: false when it is no longer pending (a
 * second decision, or a rival approved meanwhile). The admin feature calls it, through the
 * composition root, in the transaction of its review (decision 0062).
 */
export async function decideClaim(
  k: Kysely<Database>,
  id: string,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  at: string,
): Promise<boolean> {
  const moved = await k
    .updateTable('claims')
    .set({ status: decision.status, reviewed_at: at, review_reason: decision.reason, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending_review')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
