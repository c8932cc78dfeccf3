import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The public directory: shops, their categories, and the name-search index.
 * Frozen once landed: change the schema with a new migration.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  const timestamp = pg ? 'timestamptz' : 'text';

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sub_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sub_categories_category_idx')
    .on('sub_categories')
    .columns(['category_id', 'position'])
    .execute();

  await db.schema
    .createTable('shops')
    .addColumn('seq', pg ? 'bigint' : 'integer', (c) =>
      pg ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    // Binary collation on both databases, so that keyset paging compares exactly as the index sorts.
    .addColumn('name_key', pg ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('pin', 'text')
    .addColumn('shop_type', 'text')
    .addColumn('owner_name', 'text')
    .addColumn('owner_contact_number', 'text')
    .addColumn('owner_email', 'text')
    .addColumn('referral_code', 'text')
    .addColumn('cheque_image', 'text')
    .addColumn('store_front_picture', 'text')
    .addColumn('lat', pg ? 'double precision' : 'real')
    .addColumn('long', pg ? 'double precision' : 'real')
    .addColumn('captured_address', 'text')
    .addColumn('is_claimed', pg ? 'boolean' : 'integer', (c) => c.notNull().defaultTo(pg ? sql`false` : 0))
    .addColumn('meta_info', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_ref', 'text', (c) => c.unique())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();

  // The directory's order, and what keyset paging walks.
  await db.schema.createIndex('shops_order_idx').on('shops').columns(['name_key', 'id']).execute();
  await db.schema
    .createIndex('shops_state_city_idx')
    .on('shops')
    .columns(['state', 'city', 'name_key', 'id'])
    .execute();
  await db.schema.createIndex('shops_claimed_idx').on('shops').columns(['is_claimed', 'name_key', 'id']).execute();
  await db.schema.createIndex('shops_type_idx').on('shops').columns(['shop_type', 'name_key', 'id']).execute();
  // Bounding-box look-ups for 'near' and the nearby shops.
  await db.schema.createIndex('shops_position_idx').on('shops').columns(['lat', 'long']).execute();

  for (const [table, column] of [
    ['shop_categories', 'category_id'],
    ['shop_sub_categories', 'sub_category_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('shop_id', 'text', (c) => c.notNull().references('shops.id').onDelete('cascade'))
      .addColumn(column, 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['shop_id', column])
      .execute();
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).columns([column, 'shop_id']).execute();
  }

  // Name search: trigram indexes, so that a word matches anywhere in the name.
  if (pg) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index shops_name_trgm_idx on shops using gin (name_key gin_trgm_ops)`.execute(db);
  } else {
    await sql`create virtual table shops_fts using fts5(name_key, content='shops', content_rowid='seq', tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger shops_fts_insert after insert on shops begin
      insert into shops_fts(rowid, name_key) values (new.seq, new.name_key);
    end`.execute(db);
    await sql`create trigger shops_fts_delete after delete on shops begin
      insert into shops_fts(shops_fts, rowid, name_key) values ('delete', old.seq, old.name_key);
    end`.execute(db);
    await sql`create trigger shops_fts_update after update of name_key on shops begin
      insert into shops_fts(shops_fts, rowid, name_key) values ('delete', old.seq, old.name_key);
      insert into shops_fts(rowid, name_key) values (new.seq, new.name_key);
    end`.execute(db);
  }
}
