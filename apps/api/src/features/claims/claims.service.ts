import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type ClaimShopSubmission, type Locale } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { decodeImages, type ImageSource } from '../../lib/image-upload.ts';
import { flagRecordedClaim } from './claim-duplicates.ts';
import { listingFacts, proposedEditOf } from './claims.listing.ts';
import {
  countPendingClaims,
  deleteClaimVerification,
  findCategoryIds,
  findClaimByIdempotencyKey,
  findClaimVerification,
  findSubCategories,
  hasPendingClaim,
  MAX_PENDING_CLAIMS,
  recordExistingListingClaim,
  recordNewListingClaim,
  saveClaimVerification,
  type ClaimOutcome,
  type ListingWriter,
} from './claims.repository.ts';

/** What claims need of the OTP feature (its service, passed in from app.ts): codes bound to a listing. */
export interface ClaimCodes {
  send(input: {
    purpose: 'claim_listing';
    subjectId: string;
    mobileNumber: string;
    ip: string;
    locale: Locale;
    log: FastifyBaseLogger;
  }): Promise<unknown>;
  verify(input: { purpose: 'claim_listing'; subjectId: string; mobileNumber: string; code: string }): Promise<unknown>;
}

export interface ClaimsServiceDeps {
  db: Db;
  /** Creates the listing of a new-listing claim (the shops feature's writer, from app.ts). */
  listings: ListingWriter;
  images: ImageStore;
  otp: ClaimCodes;
  now: () => Date;
}

/** A draft that passed the registration and store-front checks, by the number its session proves. */
export interface VerifiedSubmission extends ClaimShopSubmission {
  storeFrontPicture: string;
  lat: number;
  long: number;
  capturedAddress: string;
}

/** The claim's two photos as they arrived (multipart files). */
export interface ClaimPhotos {
  cheque: ImageSource;
  storeFront: ImageSource;
}

const conflict = (message: string) => new HttpError(409, message);

/** The answer of an outcome that is not a success. */
function outcomeError(outcome: Exclude<ClaimOutcome, { kind: 'created' | 'duplicate' }>): HttpError {
  switch (outcome.kind) {
    case 'shop_not_found':
      return notFound(MESSAGES.shopNotFound);
    case 'already_claimed':
      return conflict(MESSAGES.shopAlreadyClaimed);
    case 'already_pending':
      return conflict(MESSAGES.claimAlreadyPending);
    case 'too_many_pending':
      return new HttpError(429, (t) => t(MESSAGES).claimsTooManyPending(MAX_PENDING_CLAIMS));
  }
}

export function createClaimsService({ db, listings, images, otp, now }: ClaimsServiceDeps) {
  /** Checks that a listing can still be claimed by the number, before any costly work. */
  async function assertClaimable(shopId: string, mobileNumber: string) {
    const shop = await listingFacts(db.kysely, shopId);
    if (!shop) throw notFound(MESSAGES.shopNotFound);
    // A claimed shop may be challenged by another number (decision 0076), not by its owner.
    if (shop.isClaimed && (shop.ownerNumber === null || shop.ownerNumber === mobileNumber))
      throw conflict(MESSAGES.shopAlreadyClaimed);
    if (await hasPendingClaim(db.kysely, shopId, mobileNumber)) throw conflict(MESSAGES.claimAlreadyPending);
    await assertUnderPendingLimit(mobileNumber);
  }

  /** Early and cheap, before photos are decoded or a code is sent; the recording transaction checks again under the lock. */
  async function assertUnderPendingLimit(mobileNumber: string) {
    if ((await countPendingClaims(db.kysely, mobileNumber)) >= MAX_PENDING_CLAIMS)
      throw outcomeError({ kind: 'too_many_pending' });
  }

  /** The categories of a draft: its sub-categories must all be known; their categories come with them. */
  async function taxonomyOf(draft: VerifiedSubmission) {
    const subCategoryIds = [...new Set(draft.subCategories.map((s) => s.id))];
    const known = await findSubCategories(db, subCategoryIds);
    if (known.length !== subCategoryIds.length) throw badRequest(MESSAGES.subCategoryUnknown);
    const chosen = await findCategoryIds(db, [...new Set((draft.categories ?? []).map((c) => c.id))]);
    const categoryIds = [...new Set([...known.map((s) => s.category_id), ...chosen])];
    return { categoryIds, subCategoryIds };
  }

  /** The chosen categories as references, in the taxonomy's order. */
  async function categoryRefs(database: Db, ids: string[]) {
    if (ids.length === 0) return [];
    return database.kysely
      .selectFrom('categories')
      .select(['id', 'label'])
      .where('id', 'in', ids)
      .orderBy('position')
      .execute();
  }

  return {
    /**
     * POST /claim-shops: checks the photos, stores them privately, then records the claim (and a
     * new listing) in one transaction. Answers the shop id.
     */
    async submit(
      draft: VerifiedSubmission,
      photos: ClaimPhotos,
      log: FastifyBaseLogger,
      { idempotencyKey }: { idempotencyKey?: string } = {},
    ): Promise<string> {
      const mobileNumber = draft.shopOwnerContactNumber;
      // A retried submission (decision 0080) gets the first one's answer, before any check it would now fail.
      const kept = await findClaimByIdempotencyKey(db.kysely, mobileNumber, idempotencyKey);
      if (kept) return kept;
      if (draft.shopId) await assertClaimable(draft.shopId, mobileNumber);
      else await assertUnderPendingLimit(mobileNumber);
      const taxonomy = await taxonomyOf(draft);
      // A listed shop: the proven number may be its listed phone, and a changed name or categories
      // go to review with the claim (decision 0076).
      const listing = draft.shopId ? await listingFacts(db.kysely, draft.shopId) : undefined;
      const listed = listing && {
        verifiedListedPhone: listing.listedPhone === mobileNumber ? mobileNumber : null,
        proposedEdit: proposedEditOf(listing, {
          name: draft.name,
          categories: await categoryRefs(db, taxonomy.categoryIds),
        }),
      };

      const [cheque, storeFront] = (await decodeImages([
        { source: photos.cheque, field: 'cheque' },
        { source: photos.storeFront, field: 'store-front' },
      ])) as [Buffer, Buffer];
      const chequeImageKey = await images.put(cheque, 'cheque');
      const storeFrontImageKey = await images.put(storeFront, 'store-front').catch(async (error: unknown) => {
        await images.delete(chequeImageKey);
        throw error;
      });
      const discardImages = () =>
        Promise.all([images.delete(chequeImageKey), images.delete(storeFrontImageKey)]).catch((error: unknown) =>
          log.warn({ err: error }, 'could not remove the images of an unsaved claim'),
        );

      let outcome: ClaimOutcome;
      try {
        const owner = {
          mobileNumber,
          address: draft.address,
          ownerName: draft.shopOwnerName,
          ownerEmail: draft.email,
          referralCode: draft.referralCode ?? null,
          capturedAddress: draft.capturedAddress,
          lat: draft.lat,
          long: draft.long,
          chequeImageKey,
          storeFrontImageKey,
          idempotencyKey: idempotencyKey ?? null,
        };
        outcome = draft.shopId
          ? await recordExistingListingClaim(db, { ...owner, ...listed, shopId: draft.shopId }, now())
          : await recordNewListingClaim(
              db,
              listings,
              {
                ...owner,
                shopId: randomUUID(),
                name: draft.name,
                intro: draft.intro,
                state: draft.state,
                city: draft.city,
                pin: draft.pin,
                shopType: draft.shopType,
                categoryIds: taxonomy.categoryIds,
                subCategoryIds: taxonomy.subCategoryIds,
              },
              now(),
            );
      } catch (error) {
        await discardImages();
        throw error;
      }
      if (outcome.kind === 'created') {
        // Decision 0077: its photos' hashes and what makes it look like a duplicate, for the console.
        const kind = draft.shopId ? 'existing_listing' : 'new_listing';
        await flagRecordedClaim(db, { shopId: outcome.shopId, kind, mobileNumber }, { cheque, storeFront }, now(), log);
        return outcome.shopId;
      }
      await discardImages();
      if (outcome.kind === 'duplicate') return outcome.shopId;
      throw outcomeError(outcome);
    },

    /** POST /claim-shops/verification: sends the claim code bound to the listing, and keeps the address. */
    async sendVerification(input: {
      shopId: string;
      mobileNumber: string;
      address: string;
      ip: string;
      locale: Locale;
      log: FastifyBaseLogger;
    }) {
      await assertClaimable(input.shopId, input.mobileNumber);
      await otp.send({
        purpose: 'claim_listing',
        subjectId: input.shopId,
        mobileNumber: input.mobileNumber,
        ip: input.ip,
        locale: input.locale,
        log: input.log,
      });
      await saveClaimVerification(db, input, now());
    },

    /**
     * PATCH /claim-shops/verify-otp/{id}: checks the claim code, which proves the number (the route
     * sets its session). It records no claim: a claim of a listed shop carries the same evidence as
     * a new shop's (decision 0076), so the claimant goes on to the details and the photos.
     */
    async verifyAndClaim(input: { shopId: string; mobileNumber: string; code: string }) {
      const { shopId, mobileNumber } = input;
      // Refused before the code is spent, so that a code is not used up for nothing.
      await assertClaimable(shopId, mobileNumber);
      const pending = await findClaimVerification(db, shopId, mobileNumber);
      // No code sent answers as a wrong code does: the answer tells nothing about what was sent.
      if (!pending) throw badRequest(MESSAGES.otpIncorrect);
      await otp.verify({ purpose: 'claim_listing', subjectId: shopId, mobileNumber, code: input.code });
      await deleteClaimVerification(db, shopId, mobileNumber);
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
