import type { Db } from '../../db/database.ts';
import type { ClaimStatus } from '../../db/schema.ts';

/**
 * Read-only queries for the owner's dashboard. The owner feature owns no table: it reads the
 * claims, shops and payment_orders that claims, admin and payments write (decision 0030).
 */

export interface OwnerClaimRow {
  claimId: string;
  shopId: string;
  shopName: string;
  isClaimed: boolean;
  premiumUntil: string | null;
  status: ClaimStatus;
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
}

/** The number's latest claim of each shop it claimed or added, newest first. */
export async function listLatestClaims(db: Db, mobileNumber: string): Promise<OwnerClaimRow[]> {
  const rows = await db.kysely
    .selectFrom('claims')
    .innerJoin('shops', 'shops.id', 'claims.shop_id')
    .select([
      'claims.id as claimId',
      'claims.shop_id as shopId',
      'shops.name as shopName',
      // Not aliased: db/ turns SQLite's 0/1 back into booleans by the column's name.
      'shops.is_claimed',
      'shops.premium_until as premiumUntil',
      'claims.status',
      'claims.review_reason as reason',
      'claims.created_at as submittedAt',
      'claims.reviewed_at as decidedAt',
    ])
    .where('claims.mobile_number', '=', mobileNumber)
    // A shop another approved claim took over is no longer the number's (decision 0076).
    .where('claims.ownership_ended_at', 'is', null)
    .orderBy('claims.created_at', 'desc')
    .orderBy('claims.id', 'desc')
    .execute();
  const seen = new Set<string>();
  // A shop claimed again after a rejection shows its newest claim only.
  return rows
    .filter((row) => !seen.has(row.shopId) && seen.add(row.shopId))
    .map(({ is_claimed, ...row }) => ({ ...row, isClaimed: is_claimed }));
}

/** The number's paid orders (a refund is noted on the paid order, decision 0007). */
export async function listPaidOrders(db: Db, mobileNumber: string) {
  const rows = await db.kysely
    .selectFrom('payment_orders')
    .select(['id', 'shop_id', 'paid_at', 'failure_reason', 'refunded_at', 'invoice_number', 'credit_note_number'])
    .where('mobile_number', '=', mobileNumber)
    .where('status', '=', 'paid')
    .orderBy('paid_at')
    .execute();
  return rows.map((row) => ({
    orderId: row.id,
    invoiceNumber: row.invoice_number,
    creditNoteNumber: row.credit_note_number,
    shopId: row.shop_id,
    paidAt: row.paid_at ?? '',
    // refunded_at since migration 0009; earlier refunds were noted on the order as 'Refunded ...'.
    refunded: row.refunded_at !== null || (row.failure_reason !== null && row.failure_reason.startsWith('Refunded')),
  }));
}
