import { sql, type Transaction } from 'kysely';
import { REVIEW_MESSAGES } from '@local-shops/shared';
import { ADMIN_PAGE_SIZE, type AdminPaymentOrder } from '@local-shops/shared/admin';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { afterCursor, type AdminCursor } from './admin-paging.ts';
import { writeAudit } from './audit.ts';

/**
 * The payments feature's tax documents of an order as PDF (joined in app.ts): the invoice, or the
 * GST credit note of a refund (decision 0058); undefined when the order has none of that kind.
 */
export interface TaxDocuments {
  render(orderId: string, kind: 'invoice' | 'credit-note'): Promise<{ pdf: Uint8Array; number: string } | undefined>;
}

/** Orders and their states for the console's Payments page (GET /v1/admin/payments), newest first: a page, with the total. */
export async function listPaymentOrders(db: Db, cursor?: AdminCursor) {
  const { total } = await db.kysely
    .selectFrom('payment_orders')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let query = db.kysely
    .selectFrom('payment_orders')
    .leftJoin('shops', 'shops.id', 'payment_orders.shop_id')
    .select([
      'payment_orders.id',
      'payment_orders.shop_id',
      'shops.name as shop_name',
      'payment_orders.amount_paise',
      'payment_orders.status',
      'payment_orders.provider_order_id',
      'payment_orders.provider_payment_id',
      'payment_orders.refund_requested_at',
      'payment_orders.refunded_at',
      'payment_orders.refund_reason',
      'payment_orders.invoice_number',
      'payment_orders.credit_note_number',
      'payment_orders.created_at',
      'payment_orders.updated_at',
    ]);
  // No status ranks here: rank 0 for every row.
  if (cursor)
    query = query.where(
      afterCursor(
        { rank: sql<number>`0`, createdAt: 'payment_orders.created_at', id: 'payment_orders.id' },
        cursor,
        'desc',
      ),
    );
  const rows = await query
    .orderBy('payment_orders.created_at', 'desc')
    .orderBy('payment_orders.id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1)
    .execute();
  const items = rows.map((row): AdminPaymentOrder => ({
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    amountPaise: Number(row.amount_paise),
    status: row.status,
    providerOrderId: row.provider_order_id,
    providerPaymentId: row.provider_payment_id,
    refund: row.refunded_at ? 'refunded' : row.refund_requested_at ? 'requested' : 'none',
    refundReason: row.refund_reason,
    invoiceNumber: row.invoice_number,
    creditNoteNumber: row.credit_note_number,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
  return {
    rows: items.map((item) => ({ item, rank: 0, createdAt: item.createdAt, id: item.id })),
    total: Number(total),
  };
}

/** Queues a full refund of a paid order (the payments feature's job), audited; 409 when not refundable. */
export async function refundPayment(
  db: Db,
  orderId: string,
  reason: string,
  actor: { adminId: string; ip: string },
  now: Date,
  refund: (trx: Transaction<Database>, orderId: string, reason: string) => Promise<boolean>,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('payment_orders')
      .select(['id', 'shop_id'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) throw notFound(REVIEW_MESSAGES.paymentNotFound);
    if (!(await refund(trx, orderId, reason))) throw new HttpError(409, REVIEW_MESSAGES.paymentNotRefundable);
    await writeAudit(
      trx,
      {
        adminId: actor.adminId,
        action: 'payment.refund',
        subjectType: 'payment',
        subjectId: orderId,
        detail: { reason, shopId: order.shop_id },
        ip: actor.ip,
      },
      now,
    );
  });
}
