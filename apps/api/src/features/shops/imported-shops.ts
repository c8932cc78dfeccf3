import type { Kysely, Updateable } from 'kysely';
import type { Database, ShopsTable } from '../../db/schema.ts';

/*
 * The shops feature's writes for re-imports (decision 0079): a source's shops found by their
 * ref, brought up to date column by column, hidden when their source no longer has them. The
 * importer (jobs/import) decides what changes; these functions write it.
 */

// Refs looked up per statement: well under SQLite's bound-parameter limit.
const LOOKUP = 500;

/** A source's shop as a re-import compares it with the file's row. */
export interface ImportedShop {
  id: string;
  source_ref: string;
  is_claimed: boolean;
  owner_edited: string;
  source_name: string | null;
  source_version: number | null;
  hidden_at: string | null;
  name: string;
  intro: string;
  city: string | null;
  state: string | null;
  pin: string | null;
  lat: number | null;
  long: number | null;
  opening_hours: string | null;
  holidays: string;
  opening_hours_text: string | null;
  public_phone: string | null;
  website: string | null;
  street_address: string | null;
  locality: string | null;
  /** The shop's sub-categories, space-separated in id order. */
  sub_category_ids: string;
}

/** The columns a source gives, which a re-import compares one by one with the file's row. */
export const SOURCE_COLUMNS = [
  'name',
  'intro',
  'city',
  'state',
  'pin',
  'lat',
  'long',
  'opening_hours',
  'holidays',
  'opening_hours_text',
  'public_phone',
  'website',
  'street_address',
  'locality',
] as const satisfies readonly (keyof ImportedShop)[];

/** Whether any shop came from an import: the first load of a directory skips the look-ups. */
export async function hasImportedShops(k: Kysely<Database>): Promise<boolean> {
  const row = await k.selectFrom('shops').select('id').where('source', 'like', 'import:%').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The shops already there with these refs (any source, hidden or not). */
export async function findImportedShops(k: Kysely<Database>, refs: readonly string[]): Promise<ImportedShop[]> {
  const found: ImportedShop[] = [];
  for (let start = 0; start < refs.length; start += LOOKUP) {
    const rows = await k
      .selectFrom('shops')
      .select([
        'id',
        'source_ref',
        'is_claimed',
        'owner_edited',
        'source_name',
        'source_version',
        'hidden_at',
        ...SOURCE_COLUMNS,
      ])
      .where('source_ref', 'in', refs.slice(start, start + LOOKUP))
      .execute();
    if (rows.length === 0) continue;
    const links = await k
      .selectFrom('shop_sub_categories')
      .select(['shop_id', 'sub_category_id'])
      .where(
        'shop_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const subs = new Map<string, string[]>();
    for (const link of links) subs.set(link.shop_id, [...(subs.get(link.shop_id) ?? []), link.sub_category_id]);
    for (const row of rows)
      found.push({
        ...row,
        source_ref: row.source_ref!,
        lat: row.lat === null ? null : Number(row.lat),
        long: row.long === null ? null : Number(row.long),
        source_version: row.source_version === null ? null : Number(row.source_version),
        sub_category_ids: (subs.get(row.id) ?? []).sort().join(' '),
      });
  }
  return found;
}

/** The columns a re-import may change on a shop, and its category when that changed. */
export interface ImportedChange {
  columns: Updateable<ShopsTable>;
  categories?: { categoryIds: string[]; subCategoryIds: string[] };
}

/** One shop's changes; `at` (its updated_at) only when a visitor sees a change, not for the source's bookkeeping. */
export interface ImportedUpdate {
  shopId: string;
  change: ImportedChange;
  at: string | null;
}

/**
 * Writes a batch's changes in one transaction. A change of the source's name alone (the first
 * named re-import of shops imported before, all of them at once) is one statement per 500 shops.
 */
export async function updateImportedShops(k: Kysely<Database>, updates: readonly ImportedUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  const renamed = new Map<string, string[]>();
  const others: ImportedUpdate[] = [];
  for (const update of updates) {
    const keys = Object.keys(update.change.columns);
    const name = update.change.columns.source_name;
    if (keys.length === 1 && typeof name === 'string' && !update.change.categories && !update.at)
      renamed.set(name, [...(renamed.get(name) ?? []), update.shopId]);
    else others.push(update);
  }
  await k.transaction().execute(async (trx) => {
    for (const [name, ids] of renamed)
      for (let start = 0; start < ids.length; start += LOOKUP)
        await trx
          .updateTable('shops')
          .set({ source_name: name })
          .where('id', 'in', ids.slice(start, start + LOOKUP))
          .execute();
    for (const update of others) await updateOne(trx, update);
  });
}

async function updateOne(trx: Kysely<Database>, { shopId, change, at }: ImportedUpdate): Promise<void> {
  await trx
    .updateTable('shops')
    .set({ ...change.columns, ...(at ? { updated_at: at } : {}) })
    .where('id', '=', shopId)
    .execute();
  const categories = change.categories;
  if (!categories) return;
  await trx.deleteFrom('shop_categories').where('shop_id', '=', shopId).execute();
  await trx.deleteFrom('shop_sub_categories').where('shop_id', '=', shopId).execute();
  if (categories.categoryIds.length > 0)
    await trx
      .insertInto('shop_categories')
      .values(categories.categoryIds.map((category_id) => ({ shop_id: shopId, category_id })))
      .execute();
  if (categories.subCategoryIds.length > 0)
    await trx
      .insertInto('shop_sub_categories')
      .values(categories.subCategoryIds.map((sub_category_id) => ({ shop_id: shopId, sub_category_id })))
      .execute();
}

/**
 * Hides the shops of `sourceName` whose refs its new extract no longer has (not deleted: a later
 * extract that has them again shows them again). An owner's listing is never hidden. Returns
 * the shops hidden.
 */
export async function hideMissingShops(
  k: Kysely<Database>,
  sourceName: string,
  seen: ReadonlySet<string>,
  at: string,
): Promise<number> {
  const shown = await k
    .selectFrom('shops')
    .select(['id', 'source_ref'])
    .where('source_name', '=', sourceName)
    .where('hidden_at', 'is', null)
    .where('is_claimed', '=', false)
    .execute();
  const gone = shown.filter((s) => s.source_ref === null || !seen.has(s.source_ref)).map((s) => s.id);
  for (let start = 0; start < gone.length; start += LOOKUP)
    await k
      .updateTable('shops')
      .set({ hidden_at: at, updated_at: at })
      .where('id', 'in', gone.slice(start, start + LOOKUP))
      .execute();
  return gone.length;
}
