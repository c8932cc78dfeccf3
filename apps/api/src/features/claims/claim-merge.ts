import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * "Approve as the listed shop" (decision 0077), the claims feature's writer handed to the console
 * by the composition root: a pending new-listing claim that duplicates a listed shop is closed
 * (status 'rejected', with the reason and `approved_as_claim_id`), so that its new listing stays
 * out of the directory for good, and an approved claim on the listed shop is made from the same
 * evidence (`merged_from_claim_id` points back). Answers the new claim's id; undefined when the
 * claim is no longer pending or is not a new-listing claim.
 */
export async function attachToListedShop(
  k: Kysely<Database>,
  claimId: string,
  listedShopId: string,
  reason: string,
  at: string,
): Promise<string | undefined> {
  const claim = await k
    .selectFrom('claims')
    .selectAll()
    .where('id', '=', claimId)
    .where('status', '=', 'pending_review')
    .where('kind', '=', 'new_listing')
    .executeTakeFirst();
  if (!claim) return undefined;
  const id = randomUUID();
  const closed = await k
    .updateTable('claims')
    .set({ status: 'rejected', reviewed_at: at, review_reason: reason, updated_at: at, approved_as_claim_id: id })
    .where('id', '=', claimId)
    .where('status', '=', 'pending_review')
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) !== 1) return undefined;
  await k
    .insertInto('claims')
    .values({
      id,
      shop_id: listedShopId,
      kind: 'existing_listing',
      status: 'approved',
      mobile_number: claim.mobile_number,
      owner_name: claim.owner_name,
      owner_email: claim.owner_email,
      referral_code: claim.referral_code,
      address: claim.address,
      captured_address: claim.captured_address,
      photo_lat: claim.photo_lat,
      photo_long: claim.photo_long,
      cheque_image_key: claim.cheque_image_key,
      store_front_image_key: claim.store_front_image_key,
      // It waited as long as the claim it comes from.
      created_at: claim.created_at,
      updated_at: at,
      reviewed_at: at,
      review_reason: null,
      merged_from_claim_id: claimId,
    })
    .execute();
  return id;
}
