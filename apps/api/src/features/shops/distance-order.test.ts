import { describe, expect, it } from 'vitest';
import { distanceKm, PAGE_SIZE, type Page, type ShopListItem } from '@local-shops/shared';
import { kindOrNamedWithin } from '../../db/text-search.ts';
import { appWithShops, getOk } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { TAXONOMY, testShop, type NewShop } from '../../test/fixtures.ts';

const CENTRE = { lat: 12.9716, long: 77.5946 };
const [food, other] = [TAXONOMY[0]!, TAXONOMY[1]!];

/** A fixed sequence of numbers in [0, 1), so that every run places the shops alike. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** The food shops are kirana stores; every seventh shop of the ring, of either kind, is named with the word. */
function shop(id: string, lat: number, long: number, categoryId: string): NewShop {
  const named = id.startsWith('r') && Number(id.slice(1)) % 7 === 0;
  return testShop({
    id,
    name: named ? `Kirana ${id}` : `Shop ${id}`,
    lat,
    long,
    categoryIds: [categoryId],
    subCategoryIds: categoryId === food.id ? ['grocery-store'] : [],
  });
}

// Uneven on purpose: a dense cluster at the centre, a sparse ring out to 40 km, a few shops sharing
// one position (their order is by id), and some beyond the circle asked for.
const next = sequence(7);
const SHOPS: NewShop[] = [
  ...Array.from({ length: 120 }, (_, i) =>
    shop(
      `c${String(i).padStart(3, '0')}`,
      CENTRE.lat + (next() - 0.5) * 0.01,
      CENTRE.long + (next() - 0.5) * 0.01,
      i % 3 ? other.id : food.id,
    ),
  ),
  ...Array.from({ length: 140 }, (_, i) =>
    shop(
      `r${String(i).padStart(3, '0')}`,
      CENTRE.lat + (next() - 0.5) * 0.7,
      CENTRE.long + (next() - 0.5) * 0.7,
      i % 3 ? other.id : food.id,
    ),
  ),
  ...['t3', 't1', 't2'].map((id) => shop(id, CENTRE.lat + 0.05, CENTRE.long + 0.05, other.id)),
  ...Array.from({ length: 10 }, (_, i) => shop(`f${i}`, CENTRE.lat + 1 + i * 0.1, CENTRE.long, other.id)),
];

function expectedOrder(radiusKm: number, categoryId?: string, from = CENTRE): string[] {
  return SHOPS.filter((s) => !categoryId || s.categoryIds.includes(categoryId))
    .map((s) => ({ id: s.id, km: distanceKm(from, { lat: s.lat!, long: s.long! }) }))
    .filter((s) => s.km <= radiusKm)
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((s) => s.id);
}

/** Within the circle and nearest first, the shops named with the word, then the kind's other shops. */
function expectedKirana(radiusKm: number, from = CENTRE): string[] {
  const named = (s: NewShop) => s.name.startsWith('Kirana');
  const inOrder = (ids: string[]) => expectedOrder(radiusKm, undefined, from).filter((id) => ids.includes(id));
  return [
    ...inOrder(SHOPS.filter(named).map((s) => s.id)),
    ...inOrder(SHOPS.filter((s) => !named(s) && s.subCategoryIds.includes('grocery-store')).map((s) => s.id)),
  ];
}

describe.each(DIALECTS)('nearest first on %s', (dialect) => {
  const context = appWithShops(dialect, SHOPS);
  const page = (url: string) => getOk<Page<ShopListItem>>(context.app, url);

  it.each([
    ['radiusKm=50', 50, undefined],
    ['radiusKm=3', 3, undefined],
    ['', 10, undefined],
    [`radiusKm=50&categoryId=${food.id}`, 50, food.id],
  ])('follows the links to the end in exact order of distance, then id (%s)', async (query, radiusKm, categoryId) => {
    const expected = expectedOrder(radiusKm, categoryId);
    const ids: string[] = [];
    let url: string | null = `/v1/claim-shops/filter?near=${CENTRE.lat},${CENTRE.long}&sort=distance&${query}&page=1`;
    while (url) {
      const body: Page<ShopListItem> = await page(url);
      expect(body.meta.total).toBe(expected.length);
      ids.push(...body.items.map((s) => s.id));
      url = body.links.next;
    }
    expect(ids).toEqual(expected);
  });

  it('serves any page by number with the same rows as the links, and an empty page past the end', async () => {
    const expected = expectedOrder(50);
    const pages = Math.ceil(expected.length / PAGE_SIZE);
    for (const n of [1, 2, 7, pages]) {
      const body = await page(
        `/v1/claim-shops/filter?near=${CENTRE.lat},${CENTRE.long}&radiusKm=50&sort=distance&page=${n}`,
      );
      expect(body.items.map((s) => s.id)).toEqual(expected.slice((n - 1) * PAGE_SIZE, n * PAGE_SIZE));
      expect(body.links.next === null).toBe(n === pages);
    }
    const beyond = await page(
      `/v1/claim-shops/filter?near=${CENTRE.lat},${CENTRE.long}&radiusKm=50&sort=distance&page=${pages + 1}`,
    );
    expect(beyond).toEqual({ items: [], links: { next: null }, meta: { total: expected.length } });
  });

  it('walks a kind search in exact order: its named shops, then the kind by distance', async () => {
    const expected = expectedKirana(50);
    expect(expected.length).toBeGreaterThan(2 * PAGE_SIZE);
    const ids: string[] = [];
    let url: string | null = `/v1/claim-shops/filter?q=kirana&near=${CENTRE.lat},${CENTRE.long}&radiusKm=50`;
    while (url) {
      const body: Page<ShopListItem> = await page(url);
      ids.push(...body.items.map((s) => s.id));
      url = body.links.next;
    }
    expect(ids).toEqual(expected);
    const third = await page(`/v1/claim-shops/filter?q=kirana&near=${CENTRE.lat},${CENTRE.long}&radiusKm=50&page=3`);
    expect(third.items.map((s) => s.id)).toEqual(expected.slice(2 * PAGE_SIZE, 3 * PAGE_SIZE));
  });

  it('keeps a first page exact when it starts from the circle learned near the same place', async () => {
    // The centre's first page lies within its dense cluster; a place in the same tile of the map
    // (about 1 km) but at the cluster's edge needs a wider circle than the one learned there.
    const edge = { lat: CENTRE.lat, long: 77.5852 };
    const first = (at: typeof CENTRE) =>
      page(`/v1/claim-shops/filter?near=${at.lat},${at.long}&radiusKm=50&sort=distance&categoryId=${food.id}`);
    for (const at of [CENTRE, CENTRE, edge, edge, CENTRE]) {
      const body = await first(at);
      expect(body.items.map((s) => s.id)).toEqual(expectedOrder(50, food.id, at).slice(0, PAGE_SIZE));
    }
    const kirana = `/v1/claim-shops/filter?q=kirana&near=${edge.lat},${edge.long}&radiusKm=50`;
    const expected = expectedKirana(50, edge).slice(0, PAGE_SIZE);
    expect((await page(kirana)).items.map((s) => s.id)).toEqual(expected);
    expect((await page(kirana)).items.map((s) => s.id)).toEqual(expected);
  });

  it("finds a circle's kind and unknown names holding its word, with their distances", async () => {
    const found = await kindOrNamedWithin(context.db, {
      words: ['kirana'],
      subCategoryIds: ['grocery-store'],
      named: undefined,
      at: CENTRE,
      km: 10,
    }).execute();
    const expected = expectedOrder(10).filter((id) => {
      const s = SHOPS.find((shop) => shop.id === id)!;
      return s.name.startsWith('Kirana') || s.subCategoryIds.includes('grocery-store');
    });
    expect(found.map((row) => row.id).sort()).toEqual([...expected].sort());
    for (const row of found) {
      const s = SHOPS.find((shop) => shop.id === row.id)!;
      expect(Number(row.d)).toBeCloseTo(distanceKm(CENTRE, { lat: s.lat!, long: s.long! }), 6);
    }
  });
});
