import { describe, expect, it } from 'vitest';
import { distanceKm, PAGE_SIZE, type Page, type ShopListItem } from '@local-shops/shared';
import { getOk, testApp } from '../../../test/app.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { testShop } from '../../../test/fixtures.ts';
import { insertShops, type NewShop } from '../shops.writer.ts';

// A search naming a kind nearest first, where more names hold its word than the search reader
// keeps (3,000): the kind's shops come by their kind, and of the names only those of other kinds
// are kept and looked up (db/text-search.ts, kindOrNamedWithin). Every way must answer the same.

const CENTRE = { lat: 12.9716, long: 77.5946 };
const pad = (i: number) => String(i).padStart(4, '0');
/** A spiral out to about 14 km: each shop a little farther than the one before, ids out of that order. */
const at = (i: number, turn: number) => ({
  lat: CENTRE.lat + (i / 25_000) * Math.sin(i * turn),
  long: CENTRE.long + (i / 25_000) * Math.cos(i * turn),
});
const shop = (id: string, name: string, i: number, subCategoryIds: string[], turn = 0.7): NewShop =>
  testShop({ id, name, ...at(i, turn), categoryIds: [], subCategoryIds });

const SHOPS: NewShop[] = [
  // 3,050 chemists named with the word: too many names to keep.
  ...Array.from({ length: 3_050 }, (_, i) => shop(`p${pad(3_049 - i)}`, `Shop ${pad(i)} Medical`, i, ['pharmacy'])),
  // Chemists not named with it, and grocers that are, among them.
  ...Array.from({ length: 200 }, (_, i) =>
    shop(`q${pad(i)}`, `Shop ${pad(i)} Chemists`, i * 15 + 7, ['pharmacy'], 1.3),
  ),
  ...Array.from({ length: 12 }, (_, i) =>
    shop(`g${pad(i)}`, `Shop ${pad(i)} Medical Stores`, i * 40 + 3, ['grocery-store'], 2.1),
  ),
  // Neither.
  ...Array.from({ length: 100 }, (_, i) =>
    shop(`o${pad(i)}`, `Shop ${pad(i)} Traders`, i * 25 + 11, ['grocery-store'], 0.4),
  ),
];

describe.each(DIALECTS)('a search naming a kind nearest first, its names too many to keep (%s)', (dialect) => {
  const context = testApp(dialect, { setUp: (db) => insertShops(db.kysely, SHOPS) });

  it("lists the kind's shops and other kinds' shops named with its word, nearest first", async () => {
    const radiusKm = 5;
    const expected = SHOPS.filter((s) => !s.id.startsWith('o'))
      .map((s) => ({ id: s.id, km: distanceKm(CENTRE, { lat: s.lat!, long: s.long! }) }))
      .filter((s) => s.km <= radiusKm)
      .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
      .map((s) => s.id);
    expect(expected.filter((id) => id.startsWith('g')).length).toBeGreaterThan(2);
    const ids: string[] = [];
    let url: string | null = `/v1/claim-shops/filter?q=medical&near=${CENTRE.lat},${CENTRE.long}&radiusKm=${radiusKm}`;
    for (let i = 0; i < 4 && url; i++) {
      const page: Page<ShopListItem> = await getOk(context.app, url);
      ids.push(...page.items.map((s) => s.id));
      url = page.links.next;
    }
    expect(ids).toEqual(expected.slice(0, 4 * PAGE_SIZE));
    // The grocers named with the word are among them, where their distance puts them.
    expect(ids.filter((id) => id.startsWith('g')).length).toBeGreaterThan(0);
  });
});
