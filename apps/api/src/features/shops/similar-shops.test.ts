import { describe, expect, it } from 'vitest';
import { NEARBY_LIMIT, type NearbyShop } from '@local-shops/shared';
import { appWithShops, getOk } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { testShop } from '../../test/fixtures.ts';
import type { NewShop } from './shops.writer.ts';

const CENTRE = { lat: 12.9716, long: 77.5946 };
/** About 111 m of latitude. */
const STEP = 0.001;

const FOOD = 'food-and-grocery';
const FRUIT = 'fruits-and-vegetables';
const SWEETS = 'sweets-and-bakery';

function shop(id: string, north: number, categoryIds: string[], subCategoryIds: string[], east = 0): NewShop {
  return testShop({
    id,
    name: `Shop ${id}`,
    lat: CENTRE.lat + north * STEP,
    long: CENTRE.long + east,
    categoryIds,
    subCategoryIds,
  });
}

// The fruit shop at the centre; the nearest neighbours are of other kinds, the fruit shops farther.
const SHOPS = [
  shop('fruit00', 0, [FOOD], [FRUIT]),
  shop('tailor1', 1, ['fashion'], ['tailor']),
  shop('wine001', 2, [FOOD], ['wine-and-liquor']),
  shop('tailor2', 3, ['fashion'], ['tailor']),
  shop('mutton1', 4, [FOOD], ['meat-and-chicken']),
  shop('tailor3', 5, ['fashion'], ['tailor']),
  shop('tailor4', 6, ['fashion'], ['tailor']),
  shop('fruit02', 30, [FOOD], [FRUIT, 'grocery-store']),
  shop('tailor5', 7, ['fashion'], ['tailor']),
  shop('fruit01', 20, [FOOD], [FRUIT]),
  shop('tailor6', 8, ['fashion'], ['tailor']),
  shop('grocer1', 40, [FOOD], ['grocery-store']),
  shop('tailor7', 9, ['fashion'], ['tailor']),
  shop('tailor8', 10, ['fashion'], ['tailor']),
  // Same kind, farther: after the category's shops within 5 km; never beyond 10 km.
  shop('fruit03', 70, [FOOD], [FRUIT]),
  shop('fruit04', 120, [FOOD], [FRUIT]),
  // A kind alone in town: its page lists other shops, under "Other shops nearby".
  shop('books01', 11, ['books'], ['bookshop']),
  // A street of bakeries a degree east (about 108 km): ten within 5 km, a sweet shop beside the first.
  shop('bake000', 0, [SWEETS], ['bakery'], 1),
  shop('sweet01', 1, [SWEETS], ['sweet-shop'], 1),
  ...Array.from({ length: NEARBY_LIMIT }, (_, i) =>
    shop(`bake${String(i + 1).padStart(3, '0')}`, 4 * (i + 1), [SWEETS], ['bakery'], 1),
  ),
];

describe.each(DIALECTS)('similar shops nearby on %s', (dialect) => {
  const context = appWithShops(dialect, SHOPS);
  const nearby = async (id: string) =>
    (await getOk<{ items: NearbyShop[] }>(context.app, `/v1/claim-shops/${id}/nearby`)).items;

  it("lists a fruit shop's fruit shops within 5 km, then its category's, then the same within 10 km: no other kind", async () => {
    const items = await nearby('fruit00');
    expect(items.map((s) => s.id)).toEqual(['fruit01', 'fruit02', 'wine001', 'mutton1', 'grocer1', 'fruit03']);
    expect(items.map((s) => s.similarity)).toEqual([
      'subCategory',
      'subCategory',
      'category',
      'category',
      'category',
      'subCategory',
    ]);
    expect(items.every((s) => s.sharesCategory)).toBe(true);
    expect(items.every((s) => s.distanceKm <= 10)).toBe(true);
    expect(items[0]!.distanceKm).toBeCloseTo(2.22, 1);
  });

  it('lists a shop of a kind found nowhere near by its category only, nearest first within 10 km', async () => {
    const items = await nearby('wine001');
    expect(items.map((s) => s.id)).toEqual(['mutton1', 'fruit00', 'fruit01', 'fruit02', 'grocer1', 'fruit03']);
    expect(items.every((s) => s.similarity === 'category')).toBe(true);
  });

  it('lists other shops, nearest first and within 10 km, only when no shop like it is there', async () => {
    const items = await nearby('books01');
    expect(items).toHaveLength(NEARBY_LIMIT);
    expect(items.every((s) => s.similarity === 'nearby' && !s.sharesCategory)).toBe(true);
    const distances = items.map((s) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(10);
  });

  it('lists a full list of the same kind within 5 km before a nearer shop of its category', async () => {
    const items = await nearby('bake000');
    expect(items.map((s) => s.id)).toEqual(
      Array.from({ length: NEARBY_LIMIT }, (_, i) => `bake${String(i + 1).padStart(3, '0')}`),
    );
    expect(items.every((s) => s.similarity === 'subCategory')).toBe(true);
  });

  it("fills the list with its category's shops when a hidden one leaves too few of its kind", async () => {
    await context.db.kysely
      .updateTable('shops')
      .set({ hidden_at: '2026-11-01T00:00:00.000Z' })
      .where('id', '=', 'bake004')
      .execute();
    const items = await nearby('bake000');
    expect(items.map((s) => s.id)).toEqual([
      ...['bake001', 'bake002', 'bake003', 'bake005', 'bake006', 'bake007', 'bake008', 'bake009', 'bake010'],
      'sweet01',
    ]);
    expect(items.at(-1)!.similarity).toBe('category');
  });
});
