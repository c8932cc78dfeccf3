import type { Kysely, Updateable } from 'kysely';
import type { OpeningHours } from '@local-shops/shared';
import type { ReviewedFields } from '@local-shops/shared/listing';
import { indianPhoneticText } from '@local-shops/shared/text/indian-phonetic';
import type { BulkShopRow } from '../../db/bulk-load.ts';
import type { Database, ShopsTable } from '../../db/schema.ts';
import { nameKey } from './name-search.ts';

/*
 * The one writer of shops, shop_categories and shop_sub_categories (docs/architecture.md,
 * decision 0062). Other features reach these functions only as ports that the composition root
 * (app/services.ts, app/api.ts) hands them; the importer's bulk path (db/bulk-load*) is the one
 * other writer, for speed, and writes the rows toShopRow below makes. A re-import's updates and
 * hiding (decision 0079) are written by imported-shops.ts beside this file.
 */

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
  /** The named source that brings the shop (`db:import --source`) and the object's version there (decision 0079). */
  sourceName?: string | null;
  sourceVersion?: number | null;
  createdAt: string;
  /** What the source says of the place besides (an OpenStreetMap import, decision 0072). */
  facts?: ImportedShopFacts;
}

/**
 * A source's public facts of a place (decision 0072): its hours read into our week (or, when the
 * week cannot hold them, the text), its business phone (E.164), website and street address.
 */
export interface ImportedShopFacts {
  openingHours: OpeningHours | null;
  holidays: string[];
  openingHoursText: string | null;
  publicPhone: string | null;
  website: string | null;
  streetAddress: string | null;
  locality: string | null;
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
    const subCategories = fresh.flatMap((s) =>
      s.subCategoryIds.map((sub_category_id) => ({ shop_id: s.id, sub_category_id })),
    );
    for (let i = 0; i < categories.length; i += BATCH * 2) {
      await k
        .insertInto('shop_categories')
        .values(categories.slice(i, i + BATCH * 2))
        .onConflict((oc) => oc.doNothing())
        .execute();
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
  const facts = s.facts;
  return {
    id: s.id,
    name: s.name,
    name_key: nameKey(s.name),
    name_phonetic: indianPhoneticText(s.name),
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
    opening_hours: facts?.openingHours ? JSON.stringify(facts.openingHours) : null,
    holidays: JSON.stringify(facts?.holidays ?? []),
    opening_hours_text: facts?.openingHoursText ?? null,
    public_phone: facts?.publicPhone ?? null,
    website: facts?.website ?? null,
    street_address: facts?.streetAddress ?? null,
    locality: facts?.locality ?? null,
    source_name: s.sourceName ?? null,
    source_version: s.sourceVersion ?? null,
    category_ids: s.categoryIds,
    sub_category_ids: s.subCategoryIds,
  };
}

/** A listing as a claim creates it: one shop, in the claim's transaction. */
export async function insertListing(k: Kysely<Database>, listing: NewShop): Promise<void> {
  await insertShops(k, [listing]);
}

/** The owner columns a claim copies onto its listing. */
export type ShopOwnerColumns = Pick<
  Updateable<ShopsTable>,
  | 'owner_name'
  | 'owner_contact_number'
  | 'owner_email'
  | 'referral_code'
  | 'address'
  | 'captured_address'
  | 'cheque_image'
>;

/** Copies a new listing's claimant onto it; the listing stays unclaimed until review approves. */
export async function recordClaimant(k: Kysely<Database>, shopId: string, owner: ShopOwnerColumns): Promise<void> {
  await k.updateTable('shops').set(owner).where('id', '=', shopId).execute();
}

/**
 * Makes the listing claimed by the approved owner (with the store-front photo, once published).
 * Only one owner per listing: false when it was claimed meanwhile, so that the caller rolls back.
 */
export async function claimShop(
  k: Kysely<Database>,
  shopId: string,
  owner: ShopOwnerColumns & { store_front_picture?: string },
  at: string,
): Promise<boolean> {
  const taken = await k
    .updateTable('shops')
    .set({ ...owner, is_claimed: true, updated_at: at })
    .where('id', '=', shopId)
    .where('is_claimed', '=', false)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * Moves a claimed listing to the owner of an approved ownership challenge (decision 0076): the
 * new owner's details replace the old owner's, and the old owner's Call and WhatsApp choices go
 * with them (the new owner sets their own). False when the listing is not claimed.
 */
export async function moveShopOwner(
  k: Kysely<Database>,
  shopId: string,
  owner: ShopOwnerColumns & { store_front_picture?: string },
  at: string,
): Promise<boolean> {
  const moved = await k
    .updateTable('shops')
    .set({ ...owner, phone_visible: false, whatsapp_number: null, updated_at: at })
    .where('id', '=', shopId)
    .where('is_claimed', '=', true)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The columns an approved owner changes without review (the listing feature's direct edits). */
export type OwnerEditedColumns = Pick<
  Updateable<ShopsTable>,
  'intro' | 'opening_hours' | 'holidays' | 'phone_visible' | 'whatsapp_number'
>;

/**
 * Adds columns to the shop's list of those an owner changed (migration 0025): a re-import of its
 * source leaves them alone (decision 0079). `categories` stands for the category links.
 */
async function markOwnerEdited(k: Kysely<Database>, shopId: string, columns: string[]): Promise<string> {
  const row = await k.selectFrom('shops').select('owner_edited').where('id', '=', shopId).executeTakeFirst();
  let edited: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row?.owner_edited ?? '[]');
    if (Array.isArray(parsed)) edited = parsed.filter((c): c is string => typeof c === 'string');
  } catch {
    // A damaged list is rebuilt from this edit on.
  }
  return JSON.stringify([...new Set([...edited, ...columns])].sort());
}

/** Writes the owner's direct edits; only the columns given. */
export async function updateOwnerEdited(
  k: Kysely<Database>,
  shopId: string,
  columns: OwnerEditedColumns,
  at: string,
): Promise<void> {
  const ownerEdited = await markOwnerEdited(k, shopId, Object.keys(columns));
  await k
    .updateTable('shops')
    .set({ ...columns, owner_edited: ownerEdited, updated_at: at })
    .where('id', '=', shopId)
    .execute();
}

/** Applies an approved edit of reviewed fields (name, position, categories), in the console's transaction. */
export async function applyReviewedEdit(
  k: Kysely<Database>,
  shopId: string,
  after: ReviewedFields,
  at: string,
): Promise<void> {
  const edited = [
    ...(after.name !== undefined ? ['name'] : []),
    ...(after.lat !== undefined || after.long !== undefined ? ['lat', 'long'] : []),
    ...(after.categories ? ['categories'] : []),
  ];
  const ownerEdited = await markOwnerEdited(k, shopId, edited);
  await k
    .updateTable('shops')
    .set({
      owner_edited: ownerEdited,
      ...(after.name !== undefined
        ? { name: after.name, name_key: nameKey(after.name), name_phonetic: indianPhoneticText(after.name) }
        : {}),
      ...(after.lat !== undefined ? { lat: after.lat } : {}),
      ...(after.long !== undefined ? { long: after.long } : {}),
      updated_at: at,
    })
    .where('id', '=', shopId)
    .execute();
  if (!after.categories) return;
  const ids = after.categories.map((c) => c.id);
  await k.deleteFrom('shop_categories').where('shop_id', '=', shopId).execute();
  // Only categories that still exist; sub-categories of a category the shop left go with it.
  const known = ids.length === 0 ? [] : await k.selectFrom('categories').select('id').where('id', 'in', ids).execute();
  if (known.length > 0)
    await k
      .insertInto('shop_categories')
      .values(known.map((c) => ({ shop_id: shopId, category_id: c.id })))
      .execute();
  const subs = k.deleteFrom('shop_sub_categories').where('shop_id', '=', shopId);
  await (
    known.length > 0
      ? subs.where(
          'sub_category_id',
          'not in',
          k
            .selectFrom('sub_categories')
            .select('id')
            .where(
              'category_id',
              'in',
              known.map((c) => c.id),
            ),
        )
      : subs
  ).execute();
}

/** Sets the end of the shop's Premium plan and its payment note (the payments feature's). */
export async function setShopPlan(
  k: Kysely<Database>,
  shopId: string,
  plan: { premiumUntil: string; metaInfo: string },
  at: string,
): Promise<void> {
  await k
    .updateTable('shops')
    .set({ premium_until: plan.premiumUntil, meta_info: plan.metaInfo, updated_at: at })
    .where('id', '=', shopId)
    .execute();
}

/** Moves the shop's denormalised rating by a change of its published reviews (the reviews feature's, decision 0042). */
export async function moveRating(
  k: Kysely<Database>,
  shopId: string,
  by: { sum: number; count: number },
): Promise<void> {
  await k
    .updateTable('shops')
    .set((eb) => ({ rating_sum: eb('rating_sum', '+', by.sum), rating_count: eb('rating_count', '+', by.count) }))
    .where('id', '=', shopId)
    .execute();
}

/** Every write of the shops feature, as the composition root hands it to the features that change shops. */
export const shopsWriter = {
  insertListing,
  recordClaimant,
  claimShop,
  moveShopOwner,
  updateOwnerEdited,
  applyReviewedEdit,
  setShopPlan,
  moveRating,
  nameKey,
};
