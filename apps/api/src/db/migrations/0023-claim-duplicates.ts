import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Duplicates caught (issue 25, decision 0077):
 * - `claim_photo_hashes`: the difference hash (64 bits, 16 hex digits) of a claim's cheque and
 *   store-front photos, made at submission, with its eight bytes as bands: two hashes within 6
 *   bits of each other share at least two bands, so the look-up asks the (image, band, value)
 *   index and compares whole hashes only for those;
 * - `claim_duplicate_flags`: what looked like a duplicate when a claim came in (a similar name
 *   within 200 m, the same number on other shops, the same photo), each naming the other shop
 *   or claim; written for both claims of a pair, so the queue can filter by flag;
 * - `claims.approved_as_claim_id`: a new-listing claim approved "as the listed shop" points to the
 *   claim made on that listing (its `merged_from_claim_id` points back); the new listing stays
 *   unlisted;
 * - `shops_pin_idx`: "Is this your shop?" without a position looks in the same pin.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  await db.schema
    .createTable('claim_photo_hashes')
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('band', 'integer', (c) => c.notNull())
    .addColumn('band_value', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('claim_photo_hashes_pk', ['claim_id', 'image', 'band'])
    .execute();
  await db.schema
    .createIndex('claim_photo_hashes_band_idx')
    .on('claim_photo_hashes')
    .columns(['image', 'band', 'band_value'])
    .execute();

  await db.schema
    .createTable('claim_duplicate_flags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('other_shop_id', 'text', (c) => c.notNull())
    .addColumn('other_claim_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('claim_duplicate_flags_claim_idx')
    .on('claim_duplicate_flags')
    .columns(['claim_id', 'kind'])
    .execute();

  for (const column of ['approved_as_claim_id', 'merged_from_claim_id'])
    await db.schema.alterTable('claims').addColumn(column, 'text').execute();
  await db.schema.createIndex('shops_pin_idx').on('shops').column('pin').execute();
}
