import type { AdminPaymentOrder } from '@local-shops/shared/admin';
import type { Db } from '../../db/database.ts';

const MAX_ORDERS = 200;

/** Orders and their states for the console's Payments page (GET /v1/admin/payments), newest first. */
export async function listPaymentOrders(db: Db): Promise<AdminPaymentOrder[]> {
  const rows = await db.kysely
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
      'payment_orders.created_at',
      'payment_orders.updated_at',
    ])
    .orderBy('payment_orders.created_at', 'desc')
    .orderBy('payment_orders.id', 'desc')
    .limit(MAX_ORDERS)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    amountPaise: Number(row.amount_paise),
    status: row.status,
    providerOrderId: row.provider_order_id,
    providerPaymentId: row.provider_payment_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}
