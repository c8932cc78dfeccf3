import type { Kysely } from 'kysely';
import type { BulkShopRow } from '../../db/bulk-load.ts';
import type { Database } from '../../db/schema.ts';
import { nameKey } from './name-search.ts';

/** A directory entry as seeding and importing create it (claims add owner fields later). */
export interface NewShop {
  id: string;
  name: string;
  intro: string;
  city: string | null;
  state: string | null;
  pin: string | null;
  shopType: string | null;
  storeFrontPicture: string | null;
  lat: number | null;
  long: number | null;
  isClaimed: boolean;
  categoryIds: string[];
  subCategoryIds: string[];
  source: string;
  sourceRef: string | null;
  createdAt: string;
}

// SQLite allows 32,766 bound parameters per statement; 20 columns x 500 rows stays well under it.
const BATCH = 500;

/**
 * Inserts shops with their categories. Rows whose source_ref already exists are skipped, so an
 * import can run twice. Returns the number of shops inserted.
 */
export async function insertShops(k: Kysely<Database>, shops: NewShop[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < shops.length; start += BATCH) {
    const batch = shops.slice(start, start + BATCH);
    const rows = await k
      .insertInto('shops')
      .values(
        batch.map((s) => {
          const { category_ids: _categories, sub_category_ids: _subCategories, ...row } = toShopRow(s);
          return { ...row, meta_info: '{}', updated_at: s.createdAt };
        }),
      )
      .onConflict((oc) => oc.column('source_ref').doNothing())
      .returning('id')
      .execute();
    const kept = new Set(rows.map((r) => r.id));
    inserted += kept.size;
    const fresh = batch.filter((s) => kept.has(s.id));
    const categories = fresh.flatMap((s) => s.categoryIds.map((category_id) => ({ shop_id: s.id, category_id })));
    const subCategories = fresh.flatMap((s) => s.subCategoryIds.map((sub_category_id) => ({ shop_id: s.id, sub_category_id })));
    for (let i = 0; i < categories.length; i += BATCH * 2) {
      await k.insertInto('shop_categories').values(categories.slice(i, i + BATCH * 2)).onConflict((oc) => oc.doNothing()).execute();
    }
    for (let i = 0; i < subCategories.length; i += BATCH * 2) {
      await k
        .insertInto('shop_sub_categories')
        .values(subCategories.slice(i, i + BATCH * 2))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  return inserted;
}

/** The row the bulk loaders (db/bulk-load.ts) write for a shop. */
export function toShopRow(s: NewShop): BulkShopRow {
  return {
    id: s.id,
    name: s.name,
    name_key: nameKey(s.name),
    intro: s.intro,
    city: s.city,
    state: s.state,
    pin: s.pin,
    shop_type: s.shopType,
    store_front_picture: s.storeFrontPicture,
    lat: s.lat,
    long: s.long,
    is_claimed: s.isClaimed,
    source: s.source,
    source_ref: s.sourceRef,
    created_at: s.createdAt,
    category_ids: s.categoryIds,
    sub_category_ids: s.subCategoryIds,
  };
}
