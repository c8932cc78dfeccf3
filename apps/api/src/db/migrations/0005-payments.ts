import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Premium payments: provider orders, webhook events already handled, and the end of a shop's
 * plan (`shops.premium_until`), which orders the directory's top placement. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const timestamp = pg ? 'timestamptz' : 'text';

  await db.schema.alterTable('shops').addColumn('premium_until', timestamp).execute();
  // Only shops that ever paid are in it: a tiny index, read for the premium segment of the list.
  await sql`create index shops_premium_idx on shops (premium_until, name_key, id) where premium_until is not null`.execute(
    db,
  );

  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('razorpay', 'sandbox')`))
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('receipt', 'text', (c) => c.notNull().unique())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // created -> failed (an attempt failed; the order can still be paid) -> paid. Never backwards.
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('created', 'failed', 'paid')`))
    .addColumn('provider_payment_id', 'text')
    .addColumn('signature', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('paid_at', timestamp)
    .execute();
  // Repeated clicks reuse the open order of the owner and shop; the index settles a race.
  await sql`create unique index payment_orders_open_idx on payment_orders (shop_id, mobile_number, provider) where status <> 'paid'`.execute(
    db,
  );
  // The reconciler's queue: open orders, oldest first.
  await db.schema
    .createIndex('payment_orders_status_created_idx')
    .on('payment_orders')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text')
    .addColumn('received_at', timestamp, (c) => c.notNull())
    .execute();
}
