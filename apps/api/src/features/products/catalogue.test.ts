import { describe, expect, it } from 'vitest';
import { TAXONOMY } from '../../test/fixtures.ts';
import { CATALOGUE, searchCatalogue } from './catalogue.ts';

describe('product catalogue', () => {
  it('ships at least 300 products across grocery, dairy, pharmacy, stationery and hardware', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(300);
    const perGroup = Object.fromEntries(
      ['grocery', 'dairy', 'pharmacy', 'stationery', 'hardware'].map((g) => [
        g,
        CATALOGUE.filter((p) => p.group === g).length,
      ]),
    );
    expect(perGroup.grocery).toBeGreaterThanOrEqual(100);
    for (const g of ['dairy', 'pharmacy', 'stationery', 'hardware']) expect(perGroup[g], g).toBeGreaterThanOrEqual(25);
  });

  it('has unique slug ids, a name and a unit each, and only sub-categories of the taxonomy', () => {
    expect(new Set(CATALOGUE.map((p) => p.id)).size).toBe(CATALOGUE.length);
    const known = new Set(TAXONOMY.flatMap((c) => c.subCategories.map((s) => s.id)));
    for (const p of CATALOGUE) {
      expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.name.trim()).not.toBe('');
      expect(p.unit.trim()).not.toBe('');
      expect(p.subCategoryIds.length).toBeGreaterThan(0);
      for (const id of p.subCategoryIds) expect(known.has(id), `${p.id}: ${id}`).toBe(true);
    }
  });

  it('finds products by every word, case-insensitively, within a sub-category', () => {
    expect(searchCatalogue('TOOR 1 kg', undefined, 50).map((p) => p.id)).toEqual(['toor-dal-1-kg']);
    expect(searchCatalogue('milk toned', 'dairy-and-milk', 50).map((p) => `${p.name}, ${p.unit}`)).toEqual([
      'Milk, toned, 500 ml',
      'Milk, toned, 1 l',
      'Milk, double toned, 500 ml',
    ]);
    expect(searchCatalogue('toor', 'pharmacy', 50)).toEqual([]);
    expect(searchCatalogue('', undefined, 50)).toHaveLength(50);
  });
});
