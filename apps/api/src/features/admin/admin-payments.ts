import type { AdminPaymentOrder } from '@local-shops/shared/admin';
import type { Db } from '../../db/database.ts';

/**
 * Orders and their states for the console's Payments page (GET /v1/admin/payments), newest first.
 *
 * TODO(merge with the `premium` branch): the payment orders table arrives with migration
 * 0005-payments on that branch. Until both are merged this answers no orders; when merging, read
 * that table here (newest first, at most 200, joined to shops for the name) and map each row to
 * AdminPaymentOrder. Nothing else in the console needs to change.
 */
export async function listPaymentOrders(_db: Db): Promise<AdminPaymentOrder[]> {
  return [];
}
