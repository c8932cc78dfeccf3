import type { Kysely } from 'kysely';
import { checklistComplete, MESSAGES, REVIEW_CHECKS, REVIEW_MESSAGES, type ReviewChecklist } from '@local-shops/shared';
import type { AdminClaimDetail } from '@local-shops/shared/admin';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { ImageStore, PublicImages } from '../../lib/image-store.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import type { Route } from '../../lib/route-table.ts';
import { requireAdmin } from './admin-auth.ts';
import { getClaim } from './admin-claim-reads.ts';
import { closeRivalClaims, type ClaimDecisionHooks, type ClaimShop, type DecideClaim } from './admin-claims.ts';
import { noStore } from './admin-http.ts';
import { writeAudit } from './audit.ts';
import { signedImagePath } from './image-links.ts';

/**
 * The review checklist and "Approve as the listed shop" (issue 25, decision 0077).
 */

/** The reviewer's ticks as the audit keeps them; 400 unless all three are ticked. */
export function checkedItems(checklist: ReviewChecklist): string {
  if (!checklistComplete(checklist)) throw badRequest(REVIEW_MESSAGES.reviewChecklistRequired);
  return REVIEW_CHECKS.join(', ');
}

/**
 * Closes a pending new-listing claim and makes an approved claim on the listed shop from its
 * evidence: the claims feature's writer (features/claims/claim-merge.ts), handed over by the
 * composition root. Answers the new claim's id, or undefined when the claim cannot move.
 */
export type AttachToListedShop = (
  k: Kysely<Database>,
  claimId: string,
  listedShopId: string,
  reason: string,
  at: string,
) => Promise<string | undefined>;

export interface AdminClaimMergeDeps {
  db: Db;
  images: ImageStore;
  publicImages: PublicImages;
  outbox: OutboxWakeup;
  linkSecret: string;
  now: () => Date;
  premium?: ClaimDecisionHooks;
  claimShop: ClaimShop;
  decideClaim: DecideClaim;
  attachToListedShop: AttachToListedShop;
}

/** The listed shop a claim may attach to: in the directory (not a new listing waiting, not hidden). */
async function listedShop(k: Kysely<Database>, shopId: string) {
  return k
    .selectFrom('shops')
    .select(['id', 'name', 'is_claimed'])
    .where('id', '=', shopId)
    .where('hidden_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('claims')
            .select('claims.id')
            .whereRef('claims.shop_id', '=', 'shops.id')
            .where('claims.kind', '=', 'new_listing')
            .where('claims.status', '<>', 'approved'),
        ),
      ),
    )
    .executeTakeFirst();
}

/**
 * POST /admin/claims/{id}/approve-as-listed: the claim of a new listing that duplicates a listed
 * shop is approved as that shop. No second shop is made: the new listing stays out of the
 * directory (its claim closed, pointing to the new one), the listed shop is claimed by the number
 * with the same evidence, its other claims are closed, the owner gets the approval SMS with the
 * listed shop's name. Premium paid for the new listing is refunded (it was never made); the
 * owner subscribes for the listed shop.
 */
export function adminClaimMergeRoutes(route: Route, deps: AdminClaimMergeDeps) {
  const { db, images, publicImages, outbox, linkSecret, now, premium, claimShop, decideClaim } = deps;

  route(CONSOLE_ROUTES.claimApproveAsListed, async (request, reply, input): Promise<AdminClaimDetail> => {
    const { id } = input.params();
    const { shopId, checklist, reason } = input.body();
    const admin = requireAdmin(request);
    const actor = { adminId: admin.id, ip: request.ip };
    const claim = await db.kysely
      .selectFrom('claims')
      .select(['id', 'kind', 'status', 'shop_id', 'store_front_image_key'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!claim) throw notFound(REVIEW_MESSAGES.claimNotFound);
    if (claim.status !== 'pending_review') throw new HttpError(409, REVIEW_MESSAGES.claimAlreadyReviewed);
    if (claim.kind !== 'new_listing') throw badRequest(REVIEW_MESSAGES.approveAsListedNewOnly);
    const checked = checkedItems(checklist);
    if (shopId === claim.shop_id || !(await listedShop(db.kysely, shopId)))
      throw badRequest(REVIEW_MESSAGES.listedShopNotFound);

    // The photo is copied before the transaction, and removed again if the approval fails.
    const bytes = claim.store_front_image_key ? await images.get(claim.store_front_image_key) : undefined;
    const published = bytes ? await publicImages.publish(bytes) : undefined;
    const at = now().toISOString();
    try {
      await db.kysely.transaction().execute(async (trx) => {
        const shop = await listedShop(trx, shopId);
        if (!shop) throw badRequest(REVIEW_MESSAGES.listedShopNotFound);
        const newClaimId = await deps.attachToListedShop(
          trx,
          id,
          shopId,
          REVIEW_MESSAGES.approvedAsListedReason(shop.name),
          at,
        );
        if (!newClaimId) throw new HttpError(409, REVIEW_MESSAGES.claimAlreadyReviewed);
        const row = await trx.selectFrom('claims').selectAll().where('id', '=', newClaimId).executeTakeFirstOrThrow();
        const taken = await claimShop(
          trx,
          shopId,
          {
            owner_contact_number: row.mobile_number,
            owner_name: row.owner_name,
            owner_email: row.owner_email,
            referral_code: row.referral_code,
            address: row.address,
            captured_address: row.captured_address,
            cheque_image: row.cheque_image_key,
            ...(published ? { store_front_picture: published } : {}),
          },
          at,
        );
        if (!taken) throw new HttpError(409, MESSAGES.shopAlreadyClaimed);
        await closeRivalClaims(trx, decideClaim, shopId, newClaimId, shop.name, actor, now(), premium);
        await premium?.rejected(trx, { shopId: claim.shop_id, mobileNumber: row.mobile_number });
        await premium?.approved(trx, { shopId, mobileNumber: row.mobile_number });
        await enqueueSms(trx, row.mobile_number, 'claimApproved', [shop.name], now());
        const detail = { reason: reason || null, checked };
        await writeAudit(
          trx,
          {
            ...actor,
            action: 'claim.approve_as_listed',
            subjectType: 'claim',
            subjectId: id,
            detail: { ...detail, listedShop: shop.name, shopId, listedClaimId: newClaimId },
          },
          now(),
        );
        await writeAudit(
          trx,
          {
            ...actor,
            action: 'claim.approve',
            subjectType: 'claim',
            subjectId: newClaimId,
            detail: { ...detail, shopId, mergedFromClaimId: id },
          },
          now(),
        );
      });
    } catch (error) {
      if (published) await publicImages.unpublish(published).catch(() => undefined);
      throw error;
    }
    outbox.kick();
    noStore(reply);
    return getClaim(db, id, now(), (key) => signedImagePath(linkSecret, key, now()));
  });
}
