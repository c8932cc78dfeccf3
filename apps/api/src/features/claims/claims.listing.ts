import type { Kysely } from 'kysely';
import type { CategoryRef } from '@local-shops/shared';
import type { ReviewedFields } from '@local-shops/shared/listing';
import type { Database } from '../../db/schema.ts';

/**
 * What a claim of a listed shop needs to know of the listing (decision 0076): who owns it now,
 * its public phone, and the reviewed fields a claimant may propose to change.
 */
export interface ListingFacts {
  name: string;
  isClaimed: boolean;
  /** The approved owner's number (or the number a claimed listing carries); null when unclaimed. */
  ownerNumber: string | null;
  /** The number the listing's Call button dials: the source's public phone, or the owner's shown number. */
  listedPhone: string | null;
  categories: CategoryRef[];
}

/** The number of the shop's current owner: its latest approved claim that no later approval ended. */
export async function currentOwnerOf(k: Kysely<Database>, shopId: string): Promise<string | null> {
  const row = await k
    .selectFrom('claims')
    .select('mobile_number')
    .where('shop_id', '=', shopId)
    .where('status', '=', 'approved')
    .where('ownership_ended_at', 'is', null)
    .orderBy('reviewed_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.mobile_number ?? null;
}

/** The listing as a claim of it sees it; undefined when there is no such shop. */
export async function listingFacts(k: Kysely<Database>, shopId: string): Promise<ListingFacts | undefined> {
  const shop = await k
    .selectFrom('shops')
    .select(['name', 'is_claimed', 'phone_visible', 'owner_contact_number', 'public_phone'])
    .where('id', '=', shopId)
    .executeTakeFirst();
  if (!shop) return undefined;
  const categories = await k
    .selectFrom('shop_categories')
    .innerJoin('categories', 'categories.id', 'shop_categories.category_id')
    .select(['categories.id', 'categories.label'])
    .where('shop_categories.shop_id', '=', shopId)
    .orderBy('categories.position')
    .execute();
  const ownerNumber = shop.is_claimed ? ((await currentOwnerOf(k, shopId)) ?? shop.owner_contact_number) : null;
  return {
    name: shop.name,
    isClaimed: shop.is_claimed,
    ownerNumber,
    // The same number the shop page's Call button shows (detail.repository.ts).
    listedPhone: shop.is_claimed ? (shop.phone_visible ? shop.owner_contact_number : null) : shop.public_phone,
    categories,
  };
}

export interface ProposedEdit {
  before: ReviewedFields;
  after: ReviewedFields;
}

/**
 * The reviewed fields (name, categories) the claimant changed from the listing's values, or null.
 * The claim form has no field for the listing's position: the photo's position is evidence, shown
 * with its distance, and a move of the pin is the owner's reviewed edit after approval.
 */
export function proposedEditOf(
  listing: ListingFacts,
  draft: { name: string; categories: CategoryRef[] },
): ProposedEdit | null {
  const before: ReviewedFields = {};
  const after: ReviewedFields = {};
  const name = draft.name.trim();
  if (name !== listing.name) {
    before.name = listing.name;
    after.name = name;
  }
  const ids = (refs: CategoryRef[]) => [...new Set(refs.map((c) => c.id))].sort().join('\n');
  if (ids(draft.categories) !== ids(listing.categories)) {
    before.categories = listing.categories;
    after.categories = draft.categories;
  }
  return Object.keys(after).length === 0 ? null : { before, after };
}

/**
 * Ends the ownership of the shop's earlier approved claims when another claim of it is approved
 * (the claims feature's writer, called by the console in its review transaction). Answers the
 * numbers that stopped owning the shop.
 */
export async function endOwnership(
  k: Kysely<Database>,
  shopId: string,
  approvedClaimId: string,
  at: string,
): Promise<string[]> {
  const ended = await k
    .selectFrom('claims')
    .select(['id', 'mobile_number'])
    .where('shop_id', '=', shopId)
    .where('status', '=', 'approved')
    .where('ownership_ended_at', 'is', null)
    .where('id', '<>', approvedClaimId)
    .execute();
  if (ended.length === 0) return [];
  await k
    .updateTable('claims')
    .set({ ownership_ended_at: at, updated_at: at })
    .where(
      'id',
      'in',
      ended.map((c) => c.id),
    )
    .execute();
  return [...new Set(ended.map((c) => c.mobile_number))];
}

/** Whether the number still owns or waits to own any shop (its session has a use). */
export async function hasOtherClaims(k: Kysely<Database>, mobileNumber: string): Promise<boolean> {
  const row = await k
    .selectFrom('claims')
    .select('id')
    .where('mobile_number', '=', mobileNumber)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'pending_review'),
        eb.and([eb('status', '=', 'approved'), eb('ownership_ended_at', 'is', null)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
