import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Claims of listings, waiting for review, and the address typed into a shop page's claim dialog
 * until its OTP is verified. Frozen once landed: change the schema with a new migration.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const timestamp = pg ? 'timestamptz' : 'text';
  const real = pg ? 'double precision' : 'real';

  await db.schema
    .createTable('claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('new_listing', 'existing_listing')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending_review')
        .check(sql`status in ('pending_review', 'approved', 'rejected')`),
    )
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('owner_name', 'text')
    .addColumn('owner_email', 'text')
    .addColumn('referral_code', 'text')
    // The typed street address: private, shown to reviewers only.
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('captured_address', 'text')
    .addColumn('photo_lat', real)
    .addColumn('photo_long', real)
    .addColumn('cheque_image_key', 'text')
    .addColumn('store_front_image_key', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('reviewed_at', timestamp)
    .addColumn('review_reason', 'text')
    .execute();
  // One pending claim per number and listing; a rejected claim may be followed by a new one.
  await sql`create unique index claims_pending_unique_idx on claims (shop_id, mobile_number) where status = 'pending_review'`.execute(
    db,
  );
  // The review queue, oldest first.
  await db.schema.createIndex('claims_status_created_idx').on('claims').columns(['status', 'created_at']).execute();
  // A number's recent claims (the duplicate-submission check).
  await db.schema
    .createIndex('claims_number_created_idx')
    .on('claims')
    .columns(['mobile_number', 'created_at'])
    .execute();
  await db.schema.createIndex('claims_shop_idx').on('claims').column('shop_id').execute();

  await db.schema
    .createTable('claim_verifications')
    .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('claim_verifications_pk', ['shop_id', 'mobile_number'])
    .execute();
  await db.schema
    .createIndex('claim_verifications_created_idx')
    .on('claim_verifications')
    .column('created_at')
    .execute();
}
