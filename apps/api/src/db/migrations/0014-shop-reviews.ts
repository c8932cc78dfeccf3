import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Shoppers' reviews and ratings (issue 12, decision 0042): one review per proven number per shop,
 * the moderation queue (`queued_at`/`queue_reason`), the owner's one reply, and the rating
 * aggregate kept on shops (`rating_sum`, `rating_count` of published reviews) so that the shop
 * detail and the list read it with no join. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  await db.schema
    .alterTable('shops')
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('shop_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('body', 'text', (c) => c.notNull())
    // JSON array of public photo paths.
    .addColumn('photos', 'text', (c) => c.notNull())
    // 'published' (shown), 'pending' (waits for the console), 'removed' (by the console).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('queued_at', timestamp)
    // 'link', 'phone', 'blocklist' or 'reported'.
    .addColumn('queue_reason', 'text')
    .addColumn('removed_reason', 'text')
    .addColumn('reply', 'text')
    .addColumn('replied_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addUniqueConstraint('shop_reviews_shop_number_key', ['shop_id', 'mobile_number'])
    .execute();
  // A shop's page of published reviews, newest first.
  await db.schema
    .createIndex('shop_reviews_shop_status_idx')
    .on('shop_reviews')
    .columns(['shop_id', 'status', 'created_at', 'id'])
    .execute();
  // The console's queue, oldest first: only the few queued rows are in it.
  await sql`create index shop_reviews_queue_idx on shop_reviews (queued_at, id) where queued_at is not null`.execute(
    db,
  );
}
