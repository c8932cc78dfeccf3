import { ADMIN_PAGE_SIZE, type AdminPaymentOrder } from '@local-shops/shared/admin';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { afterCursor, type AdminCursor } from './admin-paging.ts';

/** Orders and their states for the console's Payments page (GET /v1/admin/payments), newest first: a page, with the total. */
export async function listPaymentOrders(db: Db, cursor?: AdminCursor) {
  const { total } = await db.kysely.selectFrom('payment_orders').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
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
      'payment_orders.created_at',
      'payment_orders.updated_at',
    ]);
  // No status ranks here: rank 0 for every row.
  if (cursor) query = query.where(afterCursor({ rank: sql<number>`0`, createdAt: 'payment_orders.created_at', id: 'payment_orders.id' }, cursor, 'desc'));
  const rows = await query.orderBy('payment_orders.created_at', 'desc').orderBy('payment_orders.id', 'desc').limit(ADMIN_PAGE_SIZE + 1).execute();
  const items = rows.map((row): AdminPaymentOrder => ({
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
  return { rows: items.map((item) => ({ item, rank: 0, createdAt: item.createdAt, id: item.id })), total: Number(total) };
}
