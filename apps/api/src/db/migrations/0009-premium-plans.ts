import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Premium that is honest about money (issue 10, decision 0032): a paid order starts its year only
 * once its number's claim is approved (`plan_started_at`), a refund is asked for once
 * (`refund_requested_at`) and noted when the provider made it (`refunded_at`), and each renewal
 * reminder of a plan end is recorded once. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  await db.schema.alterTable('payment_orders').addColumn('plan_started_at', timestamp).execute();
  await db.schema.alterTable('payment_orders').addColumn('refund_requested_at', timestamp).execute();
  await db.schema.alterTable('payment_orders').addColumn('refund_reason', 'text').execute();
  await db.schema.alterTable('payment_orders').addColumn('refunded_at', timestamp).execute();
  await db.schema.alterTable('payment_orders').addColumn('provider_refund_id', 'text').execute();
  // Orders paid before this migration started their year when they were paid.
  await sql`update payment_orders set plan_started_at = paid_at where status = 'paid'`.execute(db);
  await sql`update payment_orders set refunded_at = updated_at where status = 'paid' and failure_reason like 'Refunded%'`.execute(
    db,
  );
  // Tax invoices: numbered without gaps within each Indian financial year (one counter row per year).
  await db.schema.alterTable('payment_orders').addColumn('invoice_number', 'text').execute();
  // SQLite cannot add a UNIQUE column: the index says it on both.
  await sql`create unique index payment_orders_invoice_number_idx on payment_orders (invoice_number) where invoice_number is not null`.execute(
    db,
  );
  await db.schema
    .createTable('invoice_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('premium_reminders')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('premium_until', timestamp, (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('sent_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('premium_reminders_pk', ['shop_id', 'premium_until', 'days_before'])
    .execute();
}
