import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, type Page, type ShopListItem } from '@local-shops/shared';
import { appWithShops, getOk, testApp } from '../../../test/app.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { TAXONOMY, testShop } from '../../../test/fixtures.ts';
import { insertShops, type NewShop } from '../shops.writer.ts';

const BENGALURU = { lat: 12.9716, long: 77.5946 };
const NEAR = `&near=${BENGALURU.lat},${BENGALURU.long}&radiusKm=50`;

function shop(id: string, name: string, subCategoryId: string, eastKm: number): NewShop {
  const category = TAXONOMY.find((c) => c.subCategories.some((s) => s.id === subCategoryId))!;
  return testShop({
    id,
    name,
    categoryIds: [category.id],
    subCategoryIds: [subCategoryId],
    lat: BENGALURU.lat,
    long: BENGALURU.long + eastKm * 0.00923,
    city: 'Bengaluru',
  });
}

// The farther a shop, the higher its tier: distance alone would rank them the other way round.
const SHOPS = [
  shop('exact', 'Ganesh Traders', 'grocery-store', 9),
  shop('prefix', 'Ganesh Traders & Sons', 'grocery-store', 8),
  shop('longer', 'Sri Ganesh Traders', 'grocery-store', 7),
  shop('variant', 'Shree Ganes Traders', 'grocery-store', 6),
  shop('mithai', 'Mithai', 'sweet-shop', 20),
  shop('mithai-mandir', 'Mithai Mandir', 'sweet-shop', 19),
  shop('agra-mithai', 'Agra Mithai', 'grocery-store', 18),
  shop('puja', 'Puja Traders', 'grocery-store', 5),
  ...Array.from({ length: 30 }, (_, i) =>
    shop(`sweet-${String(i).padStart(2, '0')}`, `Anand Bhavan ${i}`, 'sweet-shop', 0.1 * (i + 1)),
  ),
];

describe.each(DIALECTS)('a search ranks by tier, then by distance, on %s', (dialect) => {
  const context = appWithShops(dialect, SHOPS);
  const get = (path: string) => getOk<Page<ShopListItem>>(context.app, path);
  const search = (q: string, rest = '') => get(`/v1/claim-shops/filter?q=${encodeURIComponent(q)}${rest}`);
  const ids = async (q: string, rest = '') => (await search(q, rest)).items.map((s) => s.id);

  /** Every page, by links.next. */
  async function allPages(q: string, rest = ''): Promise<string[]> {
    let page = await search(q, rest);
    const found = page.items.map((s) => s.id);
    while (page.links.next) {
      page = await get(page.links.next);
      found.push(...page.items.map((s) => s.id));
    }
    return found;
  }

  it('the exact name, then a name starting with the words, then a longer name, then another spelling', async () => {
    for (const rest of [NEAR, '', '&sort=name'])
      expect(await ids('ganesh traders', rest), rest).toEqual(['exact', 'prefix', 'longer', 'variant']);
  });

  it('a search naming a kind: the names holding the word, by tier, above the kind’s nearer shops', async () => {
    const page = await search('mithai', NEAR);
    const found = page.items.map((s) => s.id);
    expect(found.slice(0, 3)).toEqual(['mithai', 'mithai-mandir', 'agra-mithai']);
    // The rest are the kind's shops, nearest first.
    expect(found.slice(3, 6)).toEqual(['sweet-00', 'sweet-01', 'sweet-02']);
    expect(page.meta.total).toBe(33);
  });

  it('pages through the tiers and the kind without losing or repeating a shop, by cursor and by number', async () => {
    for (const rest of [NEAR, '', '&sort=name']) {
      const all = await allPages('mithai', rest);
      expect(all.length, rest).toBe(33);
      expect(new Set(all).size, rest).toBe(33);
      expect(all.slice(0, 3), rest).toEqual(['mithai', 'mithai-mandir', 'agra-mithai']);
      const second = await ids('mithai', `${rest}&page=2`);
      expect(second, rest).toEqual(all.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    }
  });

  it('another spelling of a kind’s word ranks above the kind’s other shops ("puja" for "pooja")', async () => {
    const page = await search('pooja', NEAR);
    expect(page.items.map((s) => s.id)).toEqual(['puja']);
    expect(page.meta.variants).toBe(true);
    expect(page.meta.total).toBe(1);
  });
});

describe.each(DIALECTS)('a search without a position: an active Premium plan leads its tier, on %s', (dialect) => {
  const NOW = Date.now();
  const context = testApp(dialect, {
    setUp: async (db) => {
      await insertShops(db.kysely, [
        shop('a-plain', 'Annapoorna Medical', 'grocery-store', 1),
        shop('b-lapsed', 'Annapoorna Medical', 'grocery-store', 2),
        shop('c-premium', 'Annapoorna Medical', 'grocery-store', 3),
        shop('d-prefix', 'Annapoorna Medical Hall', 'grocery-store', 4),
      ]);
      const until = (days: number) => new Date(NOW + days * 86_400_000).toISOString();
      await db.kysely
        .updateTable('shops')
        .set({ premium_until: until(300) })
        .where('id', '=', 'c-premium')
        .execute();
      await db.kysely
        .updateTable('shops')
        .set({ premium_until: until(-1) })
        .where('id', '=', 'b-lapsed')
        .execute();
    },
  });

  it('the paid shop of that exact name first, the lapsed plan in name order with the rest', async () => {
    const page = await getOk<Page<ShopListItem>>(context.app, '/v1/claim-shops/filter?q=annapoorna%20medical');
    expect(page.items.map((s) => s.id)).toEqual(['c-premium', 'a-plain', 'b-lapsed', 'd-prefix']);
  });
});

describe.each(DIALECTS)('a search found only by sound, past its 300 variants, on %s', (dialect) => {
  const context = appWithShops(
    dialect,
    Array.from({ length: 310 }, (_, i) => shop(`g${i}`, `Ganes Store ${i}`, 'grocery-store', 1)),
  );

  it('reports its total as capped ("at least") and pages to the 300th', async () => {
    let page = await getOk<Page<ShopListItem>>(context.app, '/v1/claim-shops/filter?q=ganesh');
    expect(page.meta).toMatchObject({ total: 300, totalIsCapped: true, variants: true });
    let found = page.items.length;
    while (page.links.next) {
      page = await getOk<Page<ShopListItem>>(context.app, page.links.next);
      found += page.items.length;
    }
    expect(found).toBe(300);
  });
});
