import type { CatalogueProduct } from '@local-shops/shared/products';
import { CATALOGUE_GROUPS, type CatalogueGroup } from './catalogue-data.ts';

export interface CatalogueEntry extends CatalogueProduct {
  group: CatalogueGroup['group'];
  /** Lower-case name and unit, searched word by word. */
  text: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every catalogue product, in the order of the data file. */
export const CATALOGUE: readonly CatalogueEntry[] = CATALOGUE_GROUPS.flatMap(({ group, subCategoryIds, lines }) =>
  lines.flatMap((line) => {
    const [name = '', ...units] = line.split('|');
    return units.map((unit) => ({
      id: slug(`${name} ${unit}`),
      name,
      unit,
      subCategoryIds: [...subCategoryIds],
      group,
      text: `${name} ${unit}`.toLowerCase(),
    }));
  }),
);

const BY_ID = new Map(CATALOGUE.map((p) => [p.id, p]));

export const catalogueProduct = (id: string) => BY_ID.get(id);

/** Products whose name and unit hold every word of `q` (case-insensitive), optionally of one sub-category. */
export function searchCatalogue(q: string, subCategoryId: string | undefined, limit: number): CatalogueProduct[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}.]+/u)
    .filter(Boolean);
  const found: CatalogueProduct[] = [];
  for (const p of CATALOGUE) {
    if (subCategoryId && !p.subCategoryIds.includes(subCategoryId)) continue;
    if (!words.every((w) => p.text.includes(w))) continue;
    found.push({ id: p.id, name: p.name, unit: p.unit, subCategoryIds: p.subCategoryIds });
    if (found.length >= limit) break;
  }
  return found;
}
