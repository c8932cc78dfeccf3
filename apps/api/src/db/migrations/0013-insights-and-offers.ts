import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Insights and offers (issue 11, decision 0039). `shop_daily_stats` holds one row per shop and
 * Asia/Kolkata day with counters that the API instances add their in-memory deltas to (an upsert
 * per shop and day every few seconds): no row per event, nothing about the shopper. `shop_offers`
 * holds the Premium offers; a take-down from the console is kept with its reason. `support_requests`
 * holds owners' questions and the team's replies. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const counter = dialect === 'postgres' ? 'bigint' : 'integer';
  let stats = db.schema
    .createTable('shop_daily_stats')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull());
  for (const column of ['views', 'search_appearances', 'calls', 'whatsapp', 'directions', 'shares', 'saves']) {
    stats = stats.addColumn(column, counter, (c) => c.notNull().defaultTo(0));
  }
  await stats.addPrimaryKeyConstraint('shop_daily_stats_pk', ['shop_id', 'day']).execute();

  await db.schema
    .createTable('shop_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    // Asia/Kolkata calendar dates, 'YYYY-MM-DD'; the offer runs from starts_on to ends_on inclusive.
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('removed_at', timestamp)
    .addColumn('removed_by', 'text')
    .addColumn('removed_reason', 'text')
    .execute();
  await sql`create index shop_offers_shop_idx on shop_offers (shop_id, ends_on) where removed_at is null`.execute(db);
  await sql`create index shop_offers_created_idx on shop_offers (created_at)`.execute(db);

  // Owners' questions to the team ('Help' on the dashboard) and the team's reply.
  await db.schema
    .createTable('support_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('shop_id', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('is_premium', 'boolean', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('due_at', timestamp, (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('replied_at', timestamp)
    .addColumn('replied_by', 'text')
    .execute();
  await sql`create index support_requests_open_idx on support_requests (due_at) where replied_at is null`.execute(db);
  await sql`create index support_requests_number_idx on support_requests (mobile_number, created_at)`.execute(db);
}
