import { describe, expect, it } from 'vitest';
import { distanceKm, PAGE_SIZE, type Page, type ShopListItem } from '@local-shops/shared';
import { getOk, testApp, walkList } from '../../../test/app.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { testShop } from '../../../test/fixtures.ts';
import { applyReviewedEdit, insertShops, setShopPlan, type NewShop } from '../shops.writer.ts';

// Decision 0088: a search whose words many names hold is paged by walking the name order, or,
// within a circle, by checking the circle's shops; both must answer what the search index did.

const BENGALURU = { lat: 12.9716, long: 77.5946 };
/** More names holding "lakshmi" than a common search (2,000) needs, 10 m apart going east. */
const COMMON = 2100;
const pad = (i: number) => String(i).padStart(4, '0');
const at = (i: number) => ({ lat: BENGALURU.lat, long: BENGALURU.long + i * 0.0000923 });

/** Where four tiles of a tenth of a degree meet, 10 km from the shops above. */
const CORNER = { lat: 13, long: 77.5 };
const CORNER_SHOPS: NewShop[] = [
  [0, 0],
  [0, 0.004],
  [0, -0.009],
  [0.003, 0],
  [-0.012, 0],
  [0.006, 0.011],
  [-0.004, 0.007],
  [0.008, -0.002],
  [-0.015, -0.013],
  [0.02, 0.02],
  // A ring around the corner, 1.1-3.7 km out: a page's worth in every tile.
  ...Array.from({ length: 24 }, (_, k) => {
    const r = 0.01 + 0.001 * k;
    return [r * Math.sin((k * Math.PI) / 12), r * Math.cos((k * Math.PI) / 12)];
  }),
].flatMap(([dLat, dLong], i) => [
  testShop({ id: `c${pad(i)}`, name: `Corner Lakshmi ${pad(i)}`, lat: CORNER.lat + dLat!, long: CORNER.long + dLong! }),
  testShop({ id: `d${pad(i)}`, name: `Corner Stores ${pad(i)}`, lat: CORNER.lat - dLat!, long: CORNER.long + dLong! }),
]);

const SHOPS: NewShop[] = [
  // Names out of step with their distance: the name order and the distance order differ.
  ...Array.from({ length: COMMON }, (_, i) =>
    testShop({ id: `l${pad(i)}`, name: `${pad((i * 7) % COMMON)} Lakshmi Stores`, ...at(i) }),
  ),
  // Shops between them in name order that the search must skip.
  ...Array.from({ length: 300 }, (_, i) =>
    testShop({ id: `o${pad(i)}`, name: `${pad(i * 7)} Other Stores`, ...at(i) }),
  ),
  // The same name spelt otherwise, 1 km out: a variant, after every exact match near by.
  testShop({ id: 'laxmi', name: 'Laxmi Stores', ...at(100) }),
  // Around a corner of four tiles of the map (list-counts.ts, namesInTiles): on its edges, on the
  // corner itself, in each tile, and other names among them.
  ...CORNER_SHOPS,
  // A town's own "lakshmi" shops, far from the others.
  ...Array.from({ length: 3 }, (_, i) =>
    testShop({ id: `joda${i}`, name: `Joda Lakshmi ${i}`, city: 'Joda', state: 'Odisha', lat: 22.02, long: 85.43 }),
  ),
];
// Named "0007 Lakshmi Stores": on the first page of the name order too, were it not left out there.
const PREMIUM = 'l0001';

/** The ids of the shops within `km` of a point, nearest first (ties by id), as the list orders them. */
const nearestFirst = (shops: NewShop[], from: { lat: number; long: number }, km: number) =>
  shops
    .map((s) => ({ id: s.id, km: distanceKm(from, { lat: s.lat!, long: s.long! }) }))
    .filter((s) => s.km <= km)
    .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1))
    .map((s) => s.id);

describe.each(DIALECTS)('a search for a word many names hold (%s)', (dialect) => {
  const context = testApp(dialect, {
    setUp: async (db) => {
      await insertShops(db.kysely, SHOPS);
      await db.kysely
        .updateTable('shops')
        .set({ premium_until: '2099-01-01T00:00:00.000Z', is_claimed: true })
        .where('id', '=', PREMIUM)
        .execute();
    },
  });
  const list = (query: string) => getOk<Page<ShopListItem>>(context.app, `/v1/claim-shops/filter?${query}`);
  const named = SHOPS.filter((s) => s.name.toLowerCase().includes('lakshmi'));
  const byName = (a: NewShop, b: NewShop) =>
    a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0;
  /** Ids compared by their shops' name order. */
  const byId = (shops: NewShop[]) => (a: string, b: string) =>
    byName(
      shops.find((s) => s.id === a)!,
      shops.find((s) => s.id === b)!,
    );

  it.each(['name=lakshmi', 'q=lakshmi'])(
    '%s: Premium first, then every match in name order, page after page',
    async (query) => {
      const expected = [
        PREMIUM,
        ...named
          .filter((s) => s.id !== PREMIUM)
          .sort(byName)
          .map((s) => s.id),
      ];
      const first = await list(query);
      expect(first.meta.total).toBe(named.length);
      const pages = [first.items.map((s) => s.id)];
      let page = first;
      for (let n = 0; n < 3; n++) {
        page = await getOk<Page<ShopListItem>>(context.app, page.links.next!);
        pages.push(page.items.map((s) => s.id));
      }
      expect(pages.flat()).toEqual(expected.slice(0, 4 * PAGE_SIZE));
      // A page by number lands where the links do.
      expect((await list(`${query}&page=3`)).items.map((s) => s.id)).toEqual(pages[2]);
    },
  );

  it('within a circle: every match in it nearest first, then the other spelling, and nothing outside', async () => {
    const within = nearestFirst(named, BENGALURU, 5);
    const { ids, total } = await walkList(
      context.app,
      `/v1/claim-shops/filter?q=lakshmi&near=${BENGALURU.lat},${BENGALURU.long}&radiusKm=5`,
    );
    expect(ids).toEqual([...within, 'laxmi']);
    expect(total).toBe(within.length + 1);
  });

  // Within a circle the names of each tile it spans are kept, read from the position index once:
  // the answer is the same, wherever a shop lies in its tile.
  it('within a circle over four tiles: every match in it nearest first, those on tile edges too', async () => {
    const within = nearestFirst(named, CORNER, 2);
    expect(within).toEqual(expect.arrayContaining(['c0000', 'c0001', 'c0002', 'c0003', 'c0004']));
    for (const query of [`q=lakshmi`, `name=lakshmi&sort=distance`]) {
      const { ids, total } = await walkList(
        context.app,
        `/v1/claim-shops/filter?${query}&near=${CORNER.lat},${CORNER.long}&radiusKm=2`,
      );
      expect(ids).toEqual(within);
      expect(total).toBe(within.length);
    }
  });

  // A wide circle spans too many tiles to keep: the page is looked for in smaller circles first
  // (distance-order.ts), and each of those takes the names of its own tiles, or reads the box where
  // a tile holds too many (the line of shops above, 1,083 in one tile).
  it('within a wide circle: its smaller circles by their tiles, the same order page after page', async () => {
    const within = nearestFirst(named, CORNER, 40);
    let page = await list(`q=lakshmi&near=${CORNER.lat},${CORNER.long}&radiusKm=40`);
    expect(page.meta.total).toBe(within.length);
    const ids = page.items.map((s) => s.id);
    for (let n = 0; n < 4; n++) {
      page = await getOk<Page<ShopListItem>>(context.app, page.links.next!);
      ids.push(...page.items.map((s) => s.id));
    }
    expect(ids).toEqual(within.slice(0, 5 * PAGE_SIZE));
  });

  // PostgreSQL finds a word few names hold through its trigram index and checks each one's distance
  // (decision 0090), where a common word's circle is read from the position index.
  it('a word few names hold, within a circle: its matches in it nearest first, and nothing outside', async () => {
    const within = nearestFirst(
      SHOPS.filter((s) => s.name.includes('Other')),
      BENGALURU,
      1,
    );
    expect(within.length).toBeGreaterThan(2 * PAGE_SIZE);
    const { ids, total } = await walkList(
      context.app,
      `/v1/claim-shops/filter?name=other&near=${BENGALURU.lat},${BENGALURU.long}&radiusKm=1&sort=distance`,
    );
    expect(ids).toEqual(within);
    expect(total).toBe(within.length);
  });

  it('in a town: only its shops, in name order', async () => {
    const page = await list('q=lakshmi+in+joda');
    expect(page.meta.place).toBe('Joda');
    expect(page.items.map((s) => s.id)).toEqual(['joda0', 'joda1', 'joda2']);
  });

  // A place's walk has one plan whatever its words and place, kept for the connection (PostgreSQL:
  // a generic plan, decision 0094): each town still gets its own shops, page after page.
  it('in one town page after page, then in another with other words: each its own shops', async () => {
    const others = SHOPS.filter((s) => s.name.includes('Other'));
    const { ids, total } = await walkList(context.app, '/v1/claim-shops/filter?q=other+in+bengaluru');
    expect(ids).toEqual([...others].sort(byName).map((s) => s.id));
    expect(total).toBe(others.length);
    expect((await list('q=lakshmi+in+joda')).items.map((s) => s.id)).toEqual(['joda0', 'joda1', 'joda2']);
    expect((await list('q=other+in+joda')).items).toEqual([]);
  });

  // The first page's ids are kept (name-order-walk.ts, walkFromStart); each is read again as it is now.
  it('the first page again, after shops on it were renamed, hidden or made Premium', async () => {
    const first = async () => (await list('name=lakshmi')).items.map((s) => s.id);
    const before = await first();
    expect(before[0]).toBe(PREMIUM);
    expect(await first()).toEqual(before);
    const [renamed, hidden, premium] = before.slice(1, 4) as [string, string, string];
    const at = new Date().toISOString();
    await applyReviewedEdit(context.db.kysely, renamed, { name: 'Renamed Stores' }, at);
    await context.db.kysely.updateTable('shops').set({ hidden_at: at }).where('id', '=', hidden).execute();
    await setShopPlan(context.db.kysely, premium, { premiumUntil: '2099-01-01T00:00:00.000Z', metaInfo: '' }, at);
    const after = await first();
    // The Premium shops first, in name order, then the next matches in name order.
    const expected = [
      ...[PREMIUM, premium].sort(byId(named)),
      ...before.slice(4),
      ...[...named]
        .sort(byName)
        .map((s) => s.id)
        .filter((id) => ![PREMIUM, ...before].includes(id)),
    ].slice(0, PAGE_SIZE);
    expect(after).toEqual(expected);
  });
});
