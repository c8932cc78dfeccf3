import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Evidence for every claim and ownership changes (issue 25, decision 0076). On `claims`:
 * - `verified_listed_phone`: the listing's public number, when the claim's proven number is it
 *   (the claimant took the code on the listed phone);
 * - `challenged_owner_number`: the approved owner's number when the claim was made on a shop that
 *   already had one (an ownership challenge);
 * - `proposed_edit`: JSON `{ before, after }` of the listing's reviewed fields (name, categories)
 *   the claimant changed; applied when the claim is approved;
 * - `ownership_ended_at`: when an approved claim stopped being the shop's owner (another claim
 *   was approved over it). The claim stays 'approved' in history (a new listing's first approval
 *   is what lists it), but no longer makes its number the owner.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  for (const column of ['verified_listed_phone', 'challenged_owner_number', 'proposed_edit'])
    await db.schema.alterTable('claims').addColumn(column, 'text').execute();
  await db.schema.alterTable('claims').addColumn('ownership_ended_at', timestamp).execute();
}
