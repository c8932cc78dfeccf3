import { describe, expect, it } from 'vitest';
import { distanceKm, type Page, type ShopListItem } from '@local-shops/shared';
import { appWithShops, getOk } from '../../../test/app.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { testShop } from '../../../test/fixtures.ts';
import type { NewShop } from '../shops.writer.ts';

const BENGALURU = { lat: 12.9716, long: 77.5946 };
const CATEGORY_OF: Record<string, string> = {
  'sweet-shop': 'sweets-and-bakery',
  bakery: 'sweets-and-bakery',
  pharmacy: 'medical-and-health',
  'grocery-store': 'food-and-grocery',
  'fruits-and-vegetables': 'food-and-grocery',
  'wine-and-liquor': 'food-and-grocery',
};

function shop(id: string, name: string, subCategoryId: string, eastKm = 1): NewShop {
  // About 1.09 km east per 0.01 degree of longitude at this latitude.
  const position = { lat: BENGALURU.lat, long: BENGALURU.long + eastKm * 0.00923 };
  return testShop({
    id,
    name,
    categoryIds: [CATEGORY_OF[subCategoryId]!],
    subCategoryIds: [subCategoryId],
    ...position,
  });
}

// Shops whose names do not say what they sell: only their sub-category does.
const KINDS = [
  shop('anand', 'Anand Bhavan', 'sweet-shop', 3),
  shop('apollo', 'Apollo Health Point', 'pharmacy', 2),
  shop('raju', 'Raju Provisions Corner', 'grocery-store', 4),
  shop('farm', 'Fresh Farm Corner', 'fruits-and-vegetables', 5),
  shop('agarwal', 'Agarwal Wines', 'wine-and-liquor', 6),
  // A name that says 'sweets' though the shop is a bakery: found by name.
  shop('iyengar', 'Iyengar Sweets Bakery', 'bakery', 7),
];
// 24 more sweet shops, one every 0.5 km going east from 8 km, in reverse name order.
const SWEET_ROW = Array.from({ length: 24 }, (_, i) =>
  shop(`sw${String(i).padStart(2, '0')}`, `Zz Mithai ${String(99 - i)}`, 'sweet-shop', 8 + i * 0.5),
);

describe.each(DIALECTS)('forgiving search on %s', (dialect) => {
  const context = appWithShops(dialect, [...KINDS, ...SWEET_ROW]);
  const list = (query: string) => getOk<Page<ShopListItem>>(context.app, `/v1/claim-shops/filter?${query}`);
  const ids = (page: Page<ShopListItem>) => page.items.map((s) => s.id);

  it.each([
    ['chemist', 'apollo'],
    ['medical', 'apollo'],
    ['pharmacy', 'apollo'],
    ['dawai', 'apollo'],
    ['medical store', 'apollo'],
    ['kirana', 'raju'],
    ['grocery', 'raju'],
    ['general store', 'raju'],
    ['sabzi', 'farm'],
    ['vegetables', 'farm'],
    ['mithai', 'anand'],
    ['sweets', 'anand'],
  ])('q=%s finds the shops of its kind, whatever their names say', async (q, expected) => {
    const first = await list(`q=${encodeURIComponent(q)}`);
    // The shops named with the word come first (decision 0086): the kind's may be on the next page.
    const page = first.links.next
      ? { ...first, items: [...first.items, ...(await list(first.links.next.split('?')[1]!)).items] }
      : first;
    expect(ids(page)).toContain(expected);
    expect(page.meta.correctedTo).toBeUndefined();
    // Nothing of another kind comes with it.
    const others = KINDS.filter(
      (s) => s.subCategoryIds[0] !== KINDS.find((k) => k.id === expected)!.subCategoryIds[0],
    ).map((s) => s.id);
    expect(ids(page).filter((id) => others.includes(id) && !(q === 'sweets' && id === 'iyengar'))).toEqual([]);
  });

  it('q=sweets finds the sweet shops and the shops named with the word, with a total of both', async () => {
    const page = await list('q=sweets&sort=name');
    expect(page.meta.total).toBe(1 + 24 + 1);
    // The shop named with the word first, then the kind's (decision 0086).
    expect(ids(page).slice(0, 2)).toEqual(['iyengar', 'anand']);
  });

  it("corrects 'sweats' to sweets and says so", async () => {
    const page = await list('q=sweats');
    expect(page.meta.correctedTo).toBe('sweets');
    expect(ids(page)).toContain('anand');
    expect(page.meta.total).toBe(26);
  });

  it("corrects 'kiarana' to kirana and says so", async () => {
    const page = await list('q=Kiarana');
    expect(page.meta.correctedTo).toBe('kirana');
    expect(ids(page)).toEqual(['raju']);
  });

  it('leaves a word some shop is named with alone, and finds that shop by name', async () => {
    const page = await list('q=agarwal');
    expect(page.meta.correctedTo).toBeUndefined();
    expect(ids(page)).toEqual(['agarwal']);
  });

  it('finds nothing, and corrects nothing, for a word far from every known word', async () => {
    const page = await list('q=xylophonist');
    expect(page).toEqual({ items: [], links: { next: null }, meta: { total: 0 } });
  });

  it('keeps name= a plain name search: the sub-category alone does not match', async () => {
    const page = await list('name=sweets');
    expect(ids(page)).toEqual(['iyengar']);
    expect(page.meta.correctedTo).toBeUndefined();
  });

  it('with a position, orders the matches nearest first and pages to the end without a gap or repeat', async () => {
    const near = `${BENGALURU.lat},${BENGALURU.long}`;
    const first = await list(`q=sweets&near=${near}&radiusKm=50`);
    expect(first.items).toHaveLength(20);
    expect(first.links.next).toMatch(/cursor=/);
    const second = await list(first.links.next!.replace('/v1/claim-shops/filter?', ''));
    expect(second.links.next).toBeNull();
    const all = [...first.items, ...second.items];
    // The shop named with the word, then the kind's, nearest first (decision 0086).
    expect(all.map((s) => s.id)).toEqual(['iyengar', 'anand', ...SWEET_ROW.map((s) => s.id)]);
    const distances = all.slice(1).map((s) => distanceKm(BENGALURU, { lat: s.lat!, long: s.long! }));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('with a position and sort=name, keeps the alphabetical order', async () => {
    const page = await list(`q=sweets&near=${BENGALURU.lat},${BENGALURU.long}&radiusKm=50&sort=name`);
    expect(ids(page).slice(0, 3)).toEqual(['iyengar', 'anand', 'sw23']);
  });

  it("corrects 'sweats' in the nearest-first order too", async () => {
    const page = await list(`q=sweats&near=${BENGALURU.lat},${BENGALURU.long}&radiusKm=50`);
    expect(page.meta.correctedTo).toBe('sweets');
    expect(ids(page).slice(0, 2)).toEqual(['iyengar', 'anand']);
  });
});
