import type { Kysely, Transaction } from 'kysely';
import type { ReviewedFields } from '@local-shops/shared/listing';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import { deleteSessionsOfNumber } from '../../lib/sessions.ts';
import type { ApplyListingEdit } from './admin-listing-edits.ts';
import { writeAudit } from './audit.ts';

/**
 * Ownership changes and the edits a claim asks for (issue 25, decision 0076), applied when a claim
 * is approved, in the review's transaction.
 */

/** Ends the earlier owners' approved claims of a shop: the claims feature's writer; answers their numbers. */
export type EndOwnership = (
  k: Kysely<Database>,
  shopId: string,
  approvedClaimId: string,
  at: string,
) => Promise<string[]>;

/** Whether a number still owns or waits to own some shop (the claims feature's read). */
export type HasOtherClaims = (k: Kysely<Database>, mobileNumber: string) => Promise<boolean>;

/** The writers an ownership change needs, handed over by the composition root (decision 0062). */
export interface OwnershipWriters {
  /** Moves a claimed listing to the new owner (the shops feature's writer); false when not claimed. */
  moveShopOwner: ApplyOwner;
  endOwnership: EndOwnership;
  hasOtherClaims: HasOtherClaims;
  /** Applies the name and categories the claim asked for (the shops feature's writer). */
  applyListingEdit?: ApplyListingEdit;
}

type ApplyOwner = (
  k: Kysely<Database>,
  shopId: string,
  owner: {
    owner_name: string | null;
    owner_contact_number: string;
    owner_email: string | null;
    referral_code: string | null;
    address: string;
    captured_address: string | null;
    cheque_image: string | null;
    store_front_picture?: string;
  },
  at: string,
) => Promise<boolean>;

interface ApprovedClaim {
  id: string;
  shop_id: string;
  challenged_owner_number: string | null;
  proposed_edit: string | null;
}

interface Actor {
  adminId: string;
  ip: string;
}

/**
 * Approves an ownership challenge: the listing moves to the claimant, the earlier owners' claims
 * stop making them owners (their history stays, 'approved', with `ownership_ended_at`), each
 * former owner is told by SMS, and the audit keeps who held the shop before. Answers the former
 * owners' numbers, whose sessions the caller ends after the commit when they own nothing else.
 */
export async function moveOwnership(
  trx: Transaction<Database>,
  writers: OwnershipWriters,
  claim: ApprovedClaim,
  owner: Parameters<ApplyOwner>[2],
  shopName: string,
  actor: Actor,
  now: Date,
): Promise<string[] | undefined> {
  const at = now.toISOString();
  if (!(await writers.moveShopOwner(trx, claim.shop_id, owner, at))) return undefined;
  const former = (await writers.endOwnership(trx, claim.shop_id, claim.id, at)).filter(
    (number) => number !== owner.owner_contact_number,
  );
  for (const number of former) await enqueueSms(trx, number, 'ownershipMoved', [shopName], now);
  await writeAudit(
    trx,
    {
      adminId: actor.adminId,
      action: 'claim.ownership_moved',
      subjectType: 'claim',
      subjectId: claim.id,
      detail: { shopId: claim.shop_id, previousOwner: former.join(', ') || claim.challenged_owner_number },
      ip: actor.ip,
    },
    now,
  );
  return former;
}

/** Applies the name and categories an approved claim asked for, with its audit entry. */
export async function applyProposedEdit(
  trx: Transaction<Database>,
  apply: ApplyListingEdit | undefined,
  claim: ApprovedClaim,
  actor: Actor,
  now: Date,
): Promise<void> {
  if (!apply || !claim.proposed_edit) return;
  const edit = JSON.parse(claim.proposed_edit) as { before: ReviewedFields; after: ReviewedFields };
  await apply(trx, claim.shop_id, edit.after, now);
  await writeAudit(
    trx,
    {
      adminId: actor.adminId,
      action: 'claim.edit_applied',
      subjectType: 'claim',
      subjectId: claim.id,
      detail: {
        shopId: claim.shop_id,
        name: edit.after.name ?? null,
        categories: edit.after.categories?.map((c) => c.label).join(', ') ?? null,
      },
      ip: actor.ip,
    },
    now,
  );
}

/**
 * Sessions are per number, not per shop: a former owner's number simply stops being the shop's
 * owner (every owner route asks the claims). When it owns and waits for nothing else, its sessions
 * end too, after the review's commit.
 */
export async function endIdleSessions(db: Db, writers: OwnershipWriters, numbers: string[]): Promise<void> {
  for (const number of numbers)
    if (!(await writers.hasOtherClaims(db.kysely, number))) await deleteSessionsOfNumber(db, number);
}
