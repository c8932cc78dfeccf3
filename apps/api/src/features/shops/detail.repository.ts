import { isVerified, type CategoryRef, type ShopDetail, type SubCategoryRef } from '@local-shops/shared';
import { CompiledQuery, type InferResult } from 'kysely';
import type { Db } from '../../db/database.ts';
import { jsonArrayFrom, jsonRows } from '../../db/json-array.ts';

interface MetaInfo {
  isPaid?: boolean;
  isPaymentValid?: boolean;
}

function parseMeta(json: string): MetaInfo {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as MetaInfo) : {};
  } catch {
    return {};
  }
}

/** The public locality of a shop: town, state and pin. The typed street address stays private. */
export function locality(row: { city: string | null; state: string | null; pin: string | null }): string {
  const place = [row.city, row.state].filter(Boolean).join(', ');
  return row.pin ? `${place}${place ? ' - ' : ''}${row.pin}` : place;
}

function detailQuery(db: Db, id: string) {
  return db.kysely
    .selectFrom('shops')
    .select([
      'id', 'name', 'intro', 'city', 'state', 'pin', 'shop_type', 'store_front_picture', 'lat', 'long',
      'is_claimed', 'meta_info', 'created_at', 'updated_at', 'premium_until',
    ])
    .select((eb) => [
      jsonArrayFrom(
        db,
        eb
          .selectFrom('shop_categories')
          .innerJoin('categories', 'categories.id', 'shop_categories.category_id')
          .select(['categories.id', 'categories.label'])
          .whereRef('shop_categories.shop_id', '=', 'shops.id')
          .orderBy('categories.position'),
      ).as('categories'),
      jsonArrayFrom(
        db,
        eb
          .selectFrom('shop_sub_categories')
          .innerJoin('sub_categories', 'sub_categories.id', 'shop_sub_categories.sub_category_id')
          .select(['sub_categories.id', 'sub_categories.label', 'sub_categories.category_id'])
          .whereRef('shop_sub_categories.shop_id', '=', 'shops.id')
          .orderBy('sub_categories.position'),
      ).as('subCategories'),
    ])
    .where('id', '=', id);
}

type DetailRow = InferResult<ReturnType<typeof detailQuery>>[number];

/**
 * The detail query compiled once per database: the busiest read then costs the database's work
 * and little of ours (building and compiling it took about as long as running it).
 */
const compiledDetail = new WeakMap<Db, CompiledQuery<DetailRow>>();

function compileDetail(db: Db): CompiledQuery<DetailRow> {
  const compiled = detailQuery(db, '').compile();
  // The id must be its only parameter, or the parameters below would be misplaced.
  if (compiled.parameters.length !== 1) throw new Error('the shop detail query must take the id as its only parameter');
  // Parsed and planned once per connection (PostgreSQL): it names its columns, so a migration
  // adding one does not change what the prepared statement returns.
  db.prepare(compiled.sql);
  compiledDetail.set(db, compiled);
  return compiled;
}

/** A shop as its page shows it: one query, its categories and sub-categories aggregated in it. */
export async function findShop(db: Db, id: string, now: Date): Promise<ShopDetail | undefined> {
  const { sql: text } = compiledDetail.get(db) ?? compileDetail(db);
  const { rows } = await db.kysely.executeQuery(CompiledQuery.raw(text, [id]) as CompiledQuery<DetailRow>);
  const row = rows[0];
  if (!row) return undefined;
  const meta = parseMeta(row.meta_info);
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    name: row.name,
    intro: row.intro,
    address: locality(row),
    city: row.city,
    state: row.state,
    pin: row.pin,
    shopType: row.shop_type,
    storeFrontPicture: row.store_front_picture,
    lat: row.lat,
    long: row.long,
    isClaimed: row.is_claimed,
    isVerified: isVerified(row.is_claimed, row.premium_until, now.toISOString()),
    categories: jsonRows(row.categories).map((c): CategoryRef => ({ id: c.id, label: c.label })),
    subCategories: jsonRows(row.subCategories).map((s): SubCategoryRef => ({ id: s.id, label: s.label, categoryId: s.category_id })),
    metaInfo: {
      isPaid: meta.isPaid === true,
      isPaymentValid: meta.isPaymentValid === true,
      premiumUntil: row.premium_until,
    },
  };
}
