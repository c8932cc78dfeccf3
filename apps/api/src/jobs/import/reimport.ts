import type { Updateable } from 'kysely';
import type { BulkShopRow } from '../../db/bulk-load.ts';
import type { Db } from '../../db/database.ts';
import type { ShopsTable } from '../../db/schema.ts';
import {
  findImportedShops,
  SOURCE_COLUMNS,
  updateImportedShops,
  type ImportedChange,
  type ImportedShop,
  type ImportedUpdate,
} from '../../features/shops/imported-shops.ts';

/**
 * A re-import (decision 0079): the file's shops that are there already, found by their ref
 * (`import:osm:node/123`), are brought up to date instead of skipped. A column an owner changed
 * stays as the owner left it; an approved owner's listing is not touched at all; an object's
 * older version (an older extract) never overwrites a newer one.
 */

/** What a re-import did with the shops that were there already. */
export interface ReimportCounts {
  /** Shops whose source had something new (or that were hidden and are back). */
  updated: number;
  /** Shops the file gave as they are, or an older version of. */
  unchanged: number;
  /** Of the unchanged: listings of approved owners, left as their owners keep them. */
  ownersKept: number;
}

export const noReimportCounts = (): ReimportCounts => ({ updated: 0, unchanged: 0, ownersKept: 0 });

/** The columns a source gives, each compared on its own (the shops feature reads the same ones). */
const COMPARED = SOURCE_COLUMNS satisfies readonly (keyof BulkShopRow)[];

/** An owner's change of one column keeps others with it: their week makes the imported text and dates moot. */
const KEPT_WITH: Readonly<Record<string, readonly string[]>> = {
  opening_hours: ['opening_hours', 'holidays', 'opening_hours_text'],
  holidays: ['holidays'],
  lat: ['lat', 'long'],
  long: ['lat', 'long'],
};

function ownerColumns(shop: ImportedShop): Set<string> {
  let edited: unknown;
  try {
    edited = JSON.parse(shop.owner_edited);
  } catch {
    edited = [];
  }
  const columns = new Set<string>();
  for (const column of Array.isArray(edited) ? edited : [])
    if (typeof column === 'string') for (const kept of KEPT_WITH[column] ?? [column]) columns.add(kept);
  return columns;
}

type Outcome = { kind: 'owner' | 'unchanged' } | { kind: 'updated' | 'same'; change: ImportedChange | undefined };

/**
 * What the file's row changes on the shop already there: `updated` when a visible column changes
 * (or the shop comes back), `same` when only the bookkeeping (source name, version) moves.
 */
export function changeOf(shop: ImportedShop, row: BulkShopRow, sourceName: string | null): Outcome {
  if (shop.is_claimed) return { kind: 'owner' };
  if (row.source_version !== null && shop.source_version !== null && row.source_version < shop.source_version)
    return { kind: 'unchanged' };
  const kept = ownerColumns(shop);
  const columns: Updateable<ShopsTable> = {};
  const set = columns as Record<string, unknown>;
  for (const column of COMPARED) {
    if (kept.has(column) || row[column] === shop[column]) continue;
    set[column] = row[column];
    if (column === 'name') {
      columns.name_key = row.name_key;
      // The phonetic keys follow the name (decision 0078).
      columns.name_phonetic = row.name_phonetic;
    }
  }
  const subs = [...row.sub_category_ids].sort().join(' ');
  const categories =
    !kept.has('categories') && subs !== shop.sub_category_ids
      ? { categoryIds: row.category_ids, subCategoryIds: row.sub_category_ids }
      : undefined;
  const visible = Object.keys(columns).length > 0 || categories !== undefined || shop.hidden_at !== null;
  if (shop.hidden_at !== null) columns.hidden_at = null;
  if (sourceName !== null && shop.source_name !== sourceName) columns.source_name = sourceName;
  if (row.source_version !== null && row.source_version !== shop.source_version)
    columns.source_version = row.source_version;
  const change =
    Object.keys(columns).length > 0 || categories ? { columns, ...(categories ? { categories } : {}) } : undefined;
  return { kind: visible ? 'updated' : 'same', change };
}

/**
 * Brings the batch's shops that are there already up to date and returns the rest (the shops to
 * add). Counts what it did into `counts`.
 */
export async function reimportBatch(
  db: Db,
  rows: readonly BulkShopRow[],
  { sourceName, now }: { sourceName: string | null; now: string },
  counts: ReimportCounts,
): Promise<BulkShopRow[]> {
  const there = new Map(
    (
      await findImportedShops(
        db.kysely,
        rows.map((r) => r.source_ref!),
      )
    ).map((shop) => [shop.source_ref, shop]),
  );
  if (there.size === 0) return [...rows];
  const fresh: BulkShopRow[] = [];
  const updates: ImportedUpdate[] = [];
  for (const row of rows) {
    const shop = there.get(row.source_ref!);
    if (!shop) {
      fresh.push(row);
      continue;
    }
    const outcome = changeOf(shop, row, sourceName);
    if (!('change' in outcome)) {
      counts.unchanged++;
      if (outcome.kind === 'owner') counts.ownersKept++;
      continue;
    }
    if (outcome.change)
      updates.push({ shopId: shop.id, change: outcome.change, at: outcome.kind === 'updated' ? now : null });
    counts[outcome.kind === 'updated' ? 'updated' : 'unchanged']++;
  }
  await updateImportedShops(db.kysely, updates);
  return fresh;
}
