import { describe, expect, it } from 'vitest';
import type { Page, ShopListItem } from '@local-shops/shared';
import { appWithShops, getOk } from '../../../test/app.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { TAXONOMY, testShop } from '../../../test/fixtures.ts';
import type { NewShop } from '../shops.writer.ts';

const BENGALURU = { lat: 12.9716, long: 77.5946 };

function shop(id: string, name: string, subCategoryId: string, eastKm: number, locality?: string): NewShop {
  const category = TAXONOMY.find((c) => c.subCategories.some((s) => s.id === subCategoryId))!;
  return testShop({
    id,
    name,
    categoryIds: [category.id],
    subCategoryIds: [subCategoryId],
    lat: BENGALURU.lat,
    long: BENGALURU.long + eastKm * 0.00923,
    city: 'Bengaluru',
    ...(locality
      ? {
          facts: {
            openingHours: null,
            holidays: [],
            openingHoursText: null,
            publicPhone: null,
            website: null,
            streetAddress: null,
            locality,
          },
        }
      : {}),
  });
}

const SHOPS = [
  shop('sri-ganesh', 'Sri Ganesh Sweets', 'sweet-shop', 3),
  shop('shri-ganesh', 'Shri Ganesh Traders', 'grocery-store', 5),
  shop('shree-ganesh', 'Shree Ganesh Medicals', 'pharmacy', 1),
  shop('ganesh-hindi', 'गणेश स्वीट्स', 'sweet-shop', 2),
  shop('laxmi', 'Laxmi Stores', 'grocery-store', 4),
  shop('lakshmi', 'Lakshmi Bakery', 'bakery', 6),
  shop('biryani', 'Hyderabadi Biryani House', 'restaurant', 2),
  shop('biriyani', 'Ambur Biriyani Point', 'restaurant', 7),
  shop('ramesh', 'Ramesh Provisions', 'grocery-store', 1, 'Jayanagar'),
  shop('karan', 'Karan Traders', 'grocery-store', 2, 'Malleshwaram'),
  shop('shaanti', 'Shaanti Sagar', 'restaurant', 3),
  shop('cellfix', 'Cell Fix Point', 'mobile-repair', 3, 'Jayanagar'),
  // Towns whose Latin names a plain romanisation of their Devanagari misses ("jaypur", "vijayavara").
  ...[
    {
      id: 'jaipur-sweets',
      name: 'Rawat Mishthan Bhandar',
      city: 'Jaipur',
      state: 'Rajasthan',
      lat: 26.92,
      long: 75.79,
    },
    {
      id: 'vijayawada-sweets',
      name: 'Durga Mithai Ghar',
      city: 'Vijayawada',
      state: 'Andhra Pradesh',
      lat: 16.5,
      long: 80.64,
    },
  ].map((town) => ({ ...shop(town.id, town.name, 'sweet-shop', 0), ...town })),
];

describe.each(DIALECTS)('names spelt otherwise, in the other script, with a typo, on %s', (dialect) => {
  const context = appWithShops(dialect, SHOPS);
  const search = (q: string, rest = '') =>
    getOk<Page<ShopListItem>>(context.app, `/v1/claim-shops/filter?q=${encodeURIComponent(q)}${rest}`);
  const ids = async (q: string, rest = '') => (await search(q, rest)).items.map((s) => s.id);

  it('"shree ganesh" finds the Sri, Shri and Shree Ganesh shops, the exact spelling first', async () => {
    const page = await search('shree ganesh', '&sort=name');
    const found = page.items.map((s) => s.id);
    expect(found[0]).toBe('shree-ganesh');
    expect(found).toEqual(expect.arrayContaining(['sri-ganesh', 'shri-ganesh', 'shree-ganesh']));
    expect(found).not.toContain('ramesh');
    expect(page.meta.variants).toBe(true);
    expect(page.meta.total).toBe(found.length);
  });

  it('"sri ganesh" finds what "shree ganesh" finds', async () => {
    expect((await ids('sri ganesh')).sort()).toEqual((await ids('shree ganesh')).sort());
  });

  it('lakshmi and laxmi find the same two shops, each its own spelling first', async () => {
    expect(await ids('lakshmi', '&sort=name')).toEqual(['lakshmi', 'laxmi']);
    expect(await ids('laxmi', '&sort=name')).toEqual(['laxmi', 'lakshmi']);
  });

  it('biryani, biriyani and briyani find both biryani shops', async () => {
    for (const q of ['biryani', 'biriyani', 'briyani'])
      expect((await ids(q)).sort(), q).toEqual(['biriyani', 'biryani']);
  });

  it('गणेश finds Ganesh in Latin letters, and ganesh finds गणेश स्वीट्स', async () => {
    expect(await ids('गणेश')).toEqual(expect.arrayContaining(['ganesh-hindi', 'sri-ganesh', 'shri-ganesh']));
    expect(await ids('ganesh')).toEqual(expect.arrayContaining(['ganesh-hindi', 'sri-ganesh']));
  });

  it('a name with one typo is found, after the exact matches', async () => {
    const page = await search('ganseh');
    expect(page.items.map((s) => s.id)).toEqual(expect.arrayContaining(['sri-ganesh', 'shree-ganesh']));
    expect(page.meta.variants).toBe(true);
  });

  it('names that only look alike stay apart', async () => {
    expect(await ids('ramesh')).toEqual(['ramesh']);
    expect(await ids('karan')).toEqual(['karan']);
  });

  it("a name one vowel shorter than the shop's finds it", async () => {
    expect(await ids('shanti sagar')).toEqual(['shaanti']);
  });

  it('"kirana in jayanagar" keeps to the locality and says so; an unknown place stays words', async () => {
    const page = await search('kirana in jayanagar');
    expect(page.items.map((s) => s.id)).toEqual(['ramesh']);
    expect(page.meta.place).toBe('Jayanagar');
    expect(await ids('kirana in bengaluru', '&sort=name')).toEqual(['karan', 'laxmi', 'ramesh', 'shri-ganesh']);
    expect((await ids('in jayanagar')).sort()).toEqual(['cellfix', 'ramesh']);
    expect(await ids('kirana in jayanagar', `&near=${BENGALURU.lat},${BENGALURU.long}`)).toEqual(['ramesh']);
    const unknown = await search('kirana in atlantis');
    expect(unknown.meta.place).toBeUndefined();
  });

  it('a place in Devanagari, before or after the words, keeps to it ("किराना जयनगर में")', async () => {
    for (const q of ['किराना जयनगर में', 'जयनगर में किराना']) {
      const page = await search(q);
      expect(
        page.items.map((s) => s.id),
        q,
      ).toEqual(['ramesh']);
      expect(page.meta.place, q).toBe('Jayanagar');
    }
  });

  it('a town a plain romanisation misspells: "मिठाई जयपुर में" (Jaipur), "विजयवाड़ा में मिठाई"', async () => {
    for (const [q, id, town] of [
      ['मिठाई जयपुर में', 'jaipur-sweets', 'Jaipur'],
      ['विजयवाड़ा में मिठाई', 'vijayawada-sweets', 'Vijayawada'],
    ] as const) {
      const page = await search(q);
      expect(
        page.items.map((s) => s.id),
        q,
      ).toEqual([id]);
      expect(page.meta.place, q).toBe(town);
    }
  });

  it('mobile repair finds the repairer', async () => {
    expect(await ids('mobile repair')).toEqual(['cellfix']);
  });

  it('pages through exact and variant matches without losing or repeating a shop', async () => {
    const first = await search('ganesh', '&sort=name');
    const all = first.items.map((s) => s.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(first.meta.total);
  });
});
