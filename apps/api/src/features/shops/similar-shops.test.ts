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
];

describe.each(DIALECTS)('similar shops nearby on %s', (dialect) => {
  const context = appWithShops(dialect, SHOPS);
  const nearby = async (id: string) =>
    (await getOk<{ items: NearbyShop[] }>(context.app, `/v1/claim-shops/${id}/nearby`)).items;

  it("lists a fruit shop's fruit shops first, then its category's shops, then any other shop, each nearest first", async () => {
    const items = await nearby('fruit00');
    expect(items).toHaveLength(NEARBY_LIMIT);
    expect(items.map((s) => s.id)).toEqual([
      'fruit01',
      'fruit02',
      'wine001',
      'mutton1',
      'grocer1',
      'tailor1',
      'tailor2',
      'tailor3',
      'tailor4',
      'tailor5',
    ]);
    expect(items.map((s) => s.similarity)).toEqual([
      'subCategory',
      'subCategory',
      'category',
      'category',
      'category',
      'nearby',
      'nearby',
      'nearby',
      'nearby',
      'nearby',
    ]);
    expect(items.map((s) => s.sharesCategory)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(items[0]!.distanceKm).toBeCloseTo(2.22, 1);
  });

  it('lists a shop of a kind found nowhere near by its category, then the rest, each tier nearest first', async () => {
    const items = await nearby('wine001');
    expect(new Set(items.slice(0, 5).map((s) => s.id))).toEqual(
      new Set(['mutton1', 'fruit00', 'fruit01', 'fruit02', 'grocer1']),
    );
    expect(items.map((s) => s.similarity)).toEqual([
      ...Array<string>(5).fill('category'),
      ...Array<string>(5).fill('nearby'),
    ]);
    for (const tier of [items.slice(0, 5), items.slice(5)]) {
      const distances = tier.map((s) => s.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    expect(items.map((s) => s.id)).not.toContain('wine001');
  });
});
