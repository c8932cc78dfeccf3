import type { Kysely, Transaction, Updateable } from 'kysely';
import type { CategoryRef, OpeningHours } from '@local-shops/shared';
import type { ListingEditSummary, OwnerListing, ReviewedFields } from '@local-shops/shared/listing';
import type { Db } from '../../db/database.ts';
import type { Database, ShopsTable } from '../../db/schema.ts';

type K = Kysely<Database> | Transaction<Database>;

/**
 * Writes the columns an owner changes without review: the shops feature's writer, handed over by
 * the composition root, since the shops table has one writer (decision 0062).
 */
export type UpdateOwnerEdited = (
  k: Kysely<Database>,
  shopId: string,
  columns: Pick<Updateable<ShopsTable>, 'intro' | 'opening_hours' | 'holidays' | 'phone_visible' | 'whatsapp_number'>,
  at: string,
) => Promise<void>;

export function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export async function categoriesOf(k: K, shopId: string): Promise<CategoryRef[]> {
  return k
    .selectFrom('shop_categories')
    .innerJoin('categories', 'categories.id', 'shop_categories.category_id')
    .select(['categories.id', 'categories.label'])
    .where('shop_categories.shop_id', '=', shopId)
    .orderBy('categories.position')
    .execute();
}

/** The categories among `ids` that exist, as references, in the taxonomy's order. */
export async function knownCategories(k: K, ids: string[]): Promise<CategoryRef[]> {
  if (ids.length === 0) return [];
  return k.selectFrom('categories').select(['id', 'label']).where('id', 'in', ids).orderBy('position').execute();
}

export interface EditRow {
  id: string;
  status: ListingEditSummary['status'];
  before: string;
  after: string;
  created_at: string;
  reviewed_at: string | null;
  review_reason: string | null;
}

export function editSummary(row: EditRow): ListingEditSummary {
  return {
    id: row.id,
    status: row.status,
    before: parseJson<ReviewedFields>(row.before, {}),
    after: parseJson<ReviewedFields>(row.after, {}),
    submittedAt: row.created_at,
    decidedAt: row.reviewed_at,
    reason: row.review_reason,
  };
}

const EDIT_COLUMNS = ['id', 'status', 'before', 'after', 'created_at', 'reviewed_at', 'review_reason'] as const;

export async function pendingEditOf(k: K, shopId: string) {
  const row = await k
    .selectFrom('listing_edits')
    .select(EDIT_COLUMNS)
    .where('shop_id', '=', shopId)
    .where('status', '=', 'pending_review')
    .executeTakeFirst();
  return row ? editSummary(row) : undefined;
}

/** The listing as its owner edits it, with the latest edit sent to review. */
export async function ownerListing(db: Db, shopId: string): Promise<OwnerListing | undefined> {
  const shop = await db.kysely
    .selectFrom('shops')
    .select([
      'id',
      'name',
      'intro',
      'lat',
      'long',
      'opening_hours',
      'holidays',
      'phone_visible',
      'whatsapp_number',
      'owner_contact_number',
    ])
    .where('id', '=', shopId)
    .executeTakeFirst();
  if (!shop) return undefined;
  const [categories, photos, edit] = await Promise.all([
    categoriesOf(db.kysely, shopId),
    listPhotos(db.kysely, shopId),
    db.kysely
      .selectFrom('listing_edits')
      .select(EDIT_COLUMNS)
      .where('shop_id', '=', shopId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    id: shop.id,
    name: shop.name,
    intro: shop.intro,
    lat: shop.lat,
    long: shop.long,
    categories,
    openingHours: parseJson<OpeningHours | null>(shop.opening_hours, null),
    holidays: parseJson<string[]>(shop.holidays, []),
    phoneVisible: shop.phone_visible,
    phone: shop.owner_contact_number ?? '',
    whatsappNumber: shop.whatsapp_number,
    photos: photos.map((p) => ({ id: p.id, url: p.public_path })),
    edit: edit ? editSummary(edit) : null,
  };
}

export interface DirectChanges {
  intro?: string;
  openingHours?: OpeningHours | null;
  holidays?: string[];
  phoneVisible?: boolean;
  whatsappNumber?: string | null;
}

/** Writes the fields an owner changes without review; only the ones given. */
export async function updateListing(
  k: K,
  write: UpdateOwnerEdited,
  shopId: string,
  changes: DirectChanges,
  now: Date,
): Promise<void> {
  await write(
    k,
    shopId,
    {
      ...(changes.intro !== undefined ? { intro: changes.intro } : {}),
      ...(changes.openingHours !== undefined
        ? { opening_hours: changes.openingHours === null ? null : JSON.stringify(changes.openingHours) }
        : {}),
      ...(changes.holidays !== undefined ? { holidays: JSON.stringify(changes.holidays) } : {}),
      ...(changes.phoneVisible !== undefined ? { phone_visible: changes.phoneVisible } : {}),
      ...(changes.whatsappNumber !== undefined ? { whatsapp_number: changes.whatsappNumber } : {}),
    },
    now.toISOString(),
  );
}

/** The reviewed fields as the shop has them now. */
export async function currentReviewedFields(k: K, shopId: string): Promise<Required<ReviewedFields>> {
  const shop = await k
    .selectFrom('shops')
    .select(['name', 'lat', 'long'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { name: shop.name, lat: shop.lat, long: shop.long, categories: await categoriesOf(k, shopId) };
}

/** Records (or folds into the waiting one) an edit of reviewed fields; an edit left with no change is dropped. */
export async function saveEdit(
  k: K,
  {
    id,
    shopId,
    mobileNumber,
    before,
    after,
  }: { id: string; shopId: string; mobileNumber: string; before: ReviewedFields; after: ReviewedFields },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const pending = await k
    .selectFrom('listing_edits')
    .select(['id', 'before', 'after'])
    .where('shop_id', '=', shopId)
    .where('status', '=', 'pending_review')
    .executeTakeFirst();
  if (!pending) {
    if (Object.keys(after).length === 0) return;
    await k
      .insertInto('listing_edits')
      .values({
        id,
        shop_id: shopId,
        mobile_number: mobileNumber,
        status: 'pending_review',
        before: JSON.stringify(before),
        after: JSON.stringify(after),
        created_at: at,
        updated_at: at,
      })
      .execute();
    return;
  }
  // The waiting edit keeps its own 'before' of each field it already changes.
  const mergedBefore: ReviewedFields = { ...before, ...parseJson<ReviewedFields>(pending.before, {}) };
  const mergedAfter: ReviewedFields = { ...parseJson<ReviewedFields>(pending.after, {}), ...after };
  for (const key of Object.keys(mergedAfter) as Array<keyof ReviewedFields>) {
    if (JSON.stringify(mergedAfter[key]) === JSON.stringify(mergedBefore[key])) {
      delete mergedAfter[key];
      delete mergedBefore[key];
    }
  }
  if (Object.keys(mergedAfter).length === 0) {
    await k.deleteFrom('listing_edits').where('id', '=', pending.id).execute();
    return;
  }
  await k
    .updateTable('listing_edits')
    .set({
      before: JSON.stringify(mergedBefore),
      after: JSON.stringify(mergedAfter),
      mobile_number: mobileNumber,
      updated_at: at,
    })
    .where('id', '=', pending.id)
    .execute();
}

export async function listPhotos(k: K, shopId: string) {
  return k
    .selectFrom('shop_photos')
    .select(['id', 'public_path', 'created_at'])
    .where('shop_id', '=', shopId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertPhoto(
  k: K,
  photo: { id: string; shopId: string; publicPath: string },
  now: Date,
): Promise<void> {
  await k
    .insertInto('shop_photos')
    .values({ id: photo.id, shop_id: photo.shopId, public_path: photo.publicPath, created_at: now.toISOString() })
    .execute();
}

/** Removes a photo of the shop; answers its public path, or undefined when the shop has no such photo. */
export async function deletePhoto(k: K, shopId: string, photoId: string): Promise<string | undefined> {
  const row = await k
    .deleteFrom('shop_photos')
    .where('id', '=', photoId)
    .where('shop_id', '=', shopId)
    .returning('public_path')
    .executeTakeFirst();
  return row?.public_path;
}

/** Records the console's decision on a waiting edit, in its transaction (decision 0062). */
export async function recordEditDecision(
  k: Kysely<Database>,
  id: string,
  decision: { approve: boolean; reason: string | null; adminId: string },
  at: string,
): Promise<void> {
  await k
    .updateTable('listing_edits')
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      reviewed_at: at,
      review_reason: decision.reason,
      reviewed_by: decision.adminId,
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}
