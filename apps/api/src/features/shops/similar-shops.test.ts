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

function shop(id: string, north: number, categoryIds: string[], subCategoryIds: string[]): NewShop {
  return testShop({
    id,
    name: `Shop ${id}`,
    lat: CENTRE.lat + north * STEP,
    long: CENTRE.long,
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
});
