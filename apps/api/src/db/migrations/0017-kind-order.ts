import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Shops of a kind in name order and by position (issue 12, decision 0048): each row of
 * shop_sub_categories carries a copy of its shop's name_key, lat and long, so that the shops of
 * one sub-category are read in name order, or inside a box, from an index of their own instead
 * of every shop of the kind being read and sorted (7,800 of them at a million shops).
 *
 * Triggers keep the copies equal to the shop: an insert without them fills them from shops (an
 * import that writes them itself skips that), and a change of a shop's name or position is
 * copied to its rows. The (sub_category_id, name_key, shop_id) index replaces the
 * (sub_category_id, shop_id) one: it answers the same look-ups. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const pg = dialect === 'postgres';
  await db.schema
    .alterTable('shop_sub_categories')
    .addColumn('name_key', pg ? sql`text collate "C"` : 'text')
    .execute();
  await db.schema
    .alterTable('shop_sub_categories')
    .addColumn('lat', pg ? 'double precision' : 'real')
    .execute();
  await db.schema
    .alterTable('shop_sub_categories')
    .addColumn('long', pg ? 'double precision' : 'real')
    .execute();
  if (pg) {
    await sql`update shop_sub_categories k set name_key = s.name_key, lat = s.lat, long = s.long from shops s where s.id = k.shop_id`.execute(
      db,
    );
    await sql`create function shop_kind_fill() returns trigger language plpgsql as $$
      begin
        select s.name_key, s.lat, s.long into new.name_key, new.lat, new.long from shops s where s.id = new.shop_id;
        return new;
      end $$`.execute(db);
    await sql`create trigger shop_sub_categories_fill before insert on shop_sub_categories
      for each row when (new.name_key is null) execute function shop_kind_fill()`.execute(db);
    await sql`create function shop_kind_copy() returns trigger language plpgsql as $$
      begin
        update shop_sub_categories set name_key = new.name_key, lat = new.lat, long = new.long where shop_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger shops_kind_copy after update of name_key, lat, long on shops
      for each row when (old.name_key is distinct from new.name_key or old.lat is distinct from new.lat or old.long is distinct from new.long)
      execute function shop_kind_copy()`.execute(db);
  } else {
    await sql`update shop_sub_categories set
      name_key = (select s.name_key from shops s where s.id = shop_id),
      lat = (select s.lat from shops s where s.id = shop_id),
      long = (select s.long from shops s where s.id = shop_id)`.execute(db);
    // SQLite's BEFORE triggers cannot change the new row: the copy is written just after it.
    await sql`create trigger shop_sub_categories_fill after insert on shop_sub_categories when new.name_key is null begin
      update shop_sub_categories set
        name_key = (select s.name_key from shops s where s.id = new.shop_id),
        lat = (select s.lat from shops s where s.id = new.shop_id),
        long = (select s.long from shops s where s.id = new.shop_id)
      where shop_id = new.shop_id and sub_category_id = new.sub_category_id;
    end`.execute(db);
    await sql`create trigger shops_kind_copy after update of name_key, lat, long on shops
      when old.name_key is not new.name_key or old.lat is not new.lat or old.long is not new.long begin
      update shop_sub_categories set name_key = new.name_key, lat = new.lat, long = new.long where shop_id = new.id;
    end`.execute(db);
  }
  await db.schema.dropIndex('shop_sub_categories_sub_category_id_idx').execute();
  await db.schema
    .createIndex('shop_sub_categories_order_idx')
    .on('shop_sub_categories')
    .columns(['sub_category_id', 'name_key', 'shop_id'])
    .execute();
  await db.schema
    .createIndex('shop_sub_categories_position_idx')
    .on('shop_sub_categories')
    .columns(['sub_category_id', 'lat', 'long', 'shop_id'])
    .execute();
}
