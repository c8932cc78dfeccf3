import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { ClaimKind, ClaimStatus } from '../db/schema.ts';
import { addShops, type NewShop } from './fixtures.ts';
import { signIn } from './sessions.ts';

export interface TestClaim {
  shopId: string;
  number: string;
  /** Approved unless told. */
  status?: ClaimStatus;
  /** A claim of an existing listing unless told. */
  kind?: ClaimKind;
  /** When it was made; when it was decided too, unless `decidedAt` says otherwise. */
  at: Date | number;
  decidedAt?: Date | number;
  reason?: string | null;
}

/**
 * A claim as the console leaves it, written straight to the table: tests of what an owner (or a
 * claimant) may do need one without the claim form and the review. An approved claim marks the
 * shop claimed, as the approval does. Answers the claim's id.
 */
export async function addClaim(
  db: Db,
  { shopId, number, status = 'approved', kind = 'existing_listing', at, decidedAt = at, reason = null }: TestClaim,
): Promise<string> {
  const id = randomUUID();
  const created = new Date(at).toISOString();
  const reviewed = status === 'pending_review' ? null : new Date(decidedAt).toISOString();
  await db.kysely
    .insertInto('claims')
    .values({
      id,
      shop_id: shopId,
      kind,
      status,
      mobile_number: number,
      address: 'x',
      created_at: created,
      updated_at: created,
      reviewed_at: reviewed,
      review_reason: reason,
    })
    .execute();
  if (status === 'approved')
    await db.kysely.updateTable('shops').set({ is_claimed: true }).where('id', '=', shopId).execute();
  return id;
}

export interface TestOwner {
  number: string;
  /** When the claim was made and the number signed in: now unless told. */
  at?: Date | number;
  /** The claim's state: approved unless told. */
  status?: ClaimStatus;
  /** The end of a Premium plan bought for the shop, if any. */
  premiumUntil?: Date | number | null;
}

/** `shop` in the directory, claimed by `number` (and Premium, when told): answers that number's session. */
export async function addOwnedShop(
  db: Db,
  shop: NewShop,
  { number, at = new Date(), status, premiumUntil }: TestOwner,
): Promise<string> {
  await addShops(db, [shop]);
  await addClaim(db, { shopId: shop.id, number, status, at });
  if (premiumUntil)
    await db.kysely
      .updateTable('shops')
      .set({ premium_until: new Date(premiumUntil).toISOString() })
      .where('id', '=', shop.id)
      .execute();
  return signIn(db, number, at);
}
