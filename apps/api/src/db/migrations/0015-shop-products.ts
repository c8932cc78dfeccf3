import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Price lists (issue 11, decision 0043): one row per item of a shop's list, in the owner's order.
 * `catalog_id` names a product of the shipped catalogue (null for the owner's own items); prices
 * are whole paise. The (catalog_id, in_stock) index serves the price comparison. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  await db.schema
    .createTable('shop_products')
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('catalog_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('price_paise', dialect === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
    .addColumn('in_stock', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_products_pk', ['shop_id', 'position'])
    .execute();
  await sql`create index shop_products_catalog_idx on shop_products (catalog_id, in_stock, shop_id) where catalog_id is not null`.execute(
    db,
  );
}
