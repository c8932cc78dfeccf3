import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The owner's listing (issue 10, decision 0036): opening hours and holidays as JSON text on the
 * shop (read whole with the shop, never queried inside), whether the verified number shows as a
 * Call button, a WhatsApp number; the owner's extra photos; and the edits of name, position and
 * categories that wait for review, with what they change before and after. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  await db.schema.alterTable('shops').addColumn('opening_hours', 'text').execute();
  await db.schema
    .alterTable('shops')
    .addColumn('holidays', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('phone_visible', bool, (c) => c.notNull().defaultTo(dialect === 'postgres' ? sql`false` : 0))
    .execute();
  await db.schema.alterTable('shops').addColumn('whatsapp_number', 'text').execute();

  await db.schema
    .createTable('shop_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('public_path', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shop_photos_shop_idx').on('shop_photos').columns(['shop_id', 'created_at']).execute();

  await db.schema
    .createTable('listing_edits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // JSON objects of the changed fields only: { name?, lat?, long?, categories? }.
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('reviewed_at', timestamp)
    .addColumn('review_reason', 'text')
    .addColumn('reviewed_by', 'text')
    .execute();
  // One edit waits per shop: a second change is folded into it.
  await sql`create unique index listing_edits_pending_idx on listing_edits (shop_id) where status = 'pending_review'`.execute(
    db,
  );
  await db.schema
    .createIndex('listing_edits_status_idx')
    .on('listing_edits')
    .columns(['status', 'created_at'])
    .execute();
}
