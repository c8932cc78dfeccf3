import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * GST credit notes for refunded orders (issue 23, decision 0058): numbered without gaps in a
 * series of their own within each Indian financial year ('CN/2026-27/000001'), taken in the
 * transaction that notes the refund. The order keeps its invoice number: the invoice stays,
 * marked refunded. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('payment_orders').addColumn('credit_note_number', 'text').execute();
  // SQLite cannot add a UNIQUE column: the index says it on both.
  await sql`create unique index payment_orders_credit_note_number_idx on payment_orders (credit_note_number) where credit_note_number is not null`.execute(
    db,
  );
  await db.schema
    .createTable('credit_note_counters')
    .addColumn('financial_year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
}
