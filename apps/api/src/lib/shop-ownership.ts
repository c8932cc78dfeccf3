import type { Db } from '../db/database.ts';

/**
 * Who owns which shop: the one place that answers it (issue 24). A shop's owner is the number of
 * its approved claim; a shop takes one approval only (the console refuses a second one while the
 * shop is claimed), and the latest is taken should history ever hold two.
 *
 * It reads `claims` (and `shops`), which the claims feature writes: it writes nothing, and every
 * feature with an owner's route needs the same answer, which features/claims cannot give them
 * (features import lib/ and db/ only). Keeping the question here keeps one definition of it.
 */

/** The number of the shop's approved owner; null when nobody's claim is approved; undefined: no such shop. */
export async function approvedOwnerOf(db: Db, shopId: string): Promise<string | null | undefined> {
  // One round trip: the shop and its owner's number together.
  const row = await db.kysely
    .selectFrom('shops')
    .select((eb) =>
      eb
        .selectFrom('claims')
        .select('claims.mobile_number')
        .whereRef('claims.shop_id', '=', 'shops.id')
        .where('claims.status', '=', 'approved')
        // An approved claim another approval took the shop over from owns it no more (decision 0076).
        .where('claims.ownership_ended_at', 'is', null)
        .orderBy('claims.reviewed_at', 'desc')
        .orderBy('claims.created_at', 'desc')
        .limit(1)
        .as('owner_number'),
    )
    .where('shops.id', '=', shopId)
    .executeTakeFirst();
  return row ? (row.owner_number ?? null) : undefined;
}

export interface ClaimedShop {
  shopId: string;
  /** The number's claim was approved (else it waits for review). */
  approved: boolean;
  premiumUntil: string | null;
}

/** The shops the number owns or waits to own: its approved and pending claims, with each shop's plan. */
export async function claimedShopsOf(db: Db, mobileNumber: string): Promise<ClaimedShop[]> {
  const rows = await db.kysely
    .selectFrom('claims')
    .innerJoin('shops', 'shops.id', 'claims.shop_id')
    .select(['claims.shop_id', 'claims.status', 'shops.premium_until'])
    .where('claims.mobile_number', '=', mobileNumber)
    .where('claims.status', 'in', ['pending_review', 'approved'])
    .where('claims.ownership_ended_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    shopId: row.shop_id,
    approved: row.status === 'approved',
    premiumUntil: row.premium_until,
  }));
}
