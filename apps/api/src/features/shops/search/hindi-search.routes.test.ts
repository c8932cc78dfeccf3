import { describe, expect, it } from 'vitest';
import type { Page, ShopListItem } from '@local-shops/shared';
import { appWithShops, getOk } from '../../../test/app.ts';
import { DIALECTS } from '../../../test/databases.ts';
import { TAXONOMY, testShop } from '../../../test/fixtures.ts';
import type { NewShop } from '../shops.writer.ts';

const BENGALURU = { lat: 12.9716, long: 77.5946 };
const NEAR = `near=${BENGALURU.lat},${BENGALURU.long}&radiusKm=50`;

function shop(id: string, name: string, subCategoryId: string, eastKm: number): NewShop {
  const category = TAXONOMY.find((c) => c.subCategories.some((s) => s.id === subCategoryId))!;
  return testShop({
    id,
    name,
    categoryIds: [category.id],
    subCategoryIds: [subCategoryId],
    lat: BENGALURU.lat,
    long: BENGALURU.long + eastKm * 0.00923,
  });
}

// Names that mostly do not say what the shop sells: the kind does.
const SHOPS = [
  shop('anand', 'Anand Bhavan', 'sweet-shop', 3),
  shop('gupta', 'Gupta Mithai Bhandar', 'sweet-shop', 5),
  shop('ganesh', 'गणेश मिठाई भंडार', 'sweet-shop', 7),
  // Named with the word, of another kind: found by its name, as 'mithai' finds it.
  shop('mithaicafe', 'Mithai Cafe', 'cafe-and-tea-stall', 9),
  shop('iyengar', 'Iyengar Bakery', 'bakery', 2),
  shop('apollo', 'Apollo Health Point', 'pharmacy', 2),
  shop('raju', 'Raju Provisions Corner', 'grocery-store', 4),
  shop('lakshmi', 'Lakshmi Traders', 'grocery-store', 1),
  shop('farm', 'Fresh Farm Corner', 'fruits-and-vegetables', 6),
  shop('stitch', 'Stitch Well', 'tailoring', 8),
  shop('cellfix', 'Cell Fix Point', 'mobile-repair', 3),
  shop('telecom', 'Sai Telecom', 'mobile-phones', 2),
  shop('autofix', 'Auto Fix Garage', 'car-repair', 4),
];

describe.each(DIALECTS)('Hindi words and everyday kinds in q= on %s', (dialect) => {
  const context = appWithShops(dialect, SHOPS);
  const list = (query: string) => getOk<Page<ShopListItem>>(context.app, `/v1/claim-shops/filter?${query}`);
  const search = (q: string, rest = '') => list(`q=${encodeURIComponent(q)}${rest}`);
  const ids = (page: Page<ShopListItem>) => page.items.map((s) => s.id);

  it.each([
    ['दवाई', 'dawai', ['apollo'], ['pharmacy']],
    ['दवा', 'dawa', ['apollo'], ['pharmacy']],
    // The names holding the word by tier, the one in Devanagari by sound, then the kind's (decision 0086).
    ['मिठाई', 'mithai', ['mithaicafe', 'gupta', 'ganesh', 'anand'], ['sweet-shop']],
    ['किराना', 'kirana', ['lakshmi', 'raju'], ['grocery-store']],
    ['सब्ज़ी', 'sabzi', ['farm'], ['fruits-and-vegetables']],
    ['सब्जी', 'sabzi', ['farm'], ['fruits-and-vegetables']],
    ['दर्ज़ी', 'darzi', ['stitch'], ['tailoring']],
    ['दर्जी', 'darzi', ['stitch'], ['tailoring']],
    ['मिठाई की दुकान', 'mithai', ['mithaicafe', 'gupta', 'ganesh', 'anand'], ['sweet-shop']],
  ])('q=%s finds what q=%s finds, in the same order, and says it read a kind', async (hindi, english, found, kinds) => {
    const [page, same] = await Promise.all([search(hindi, '&sort=name'), search(english, '&sort=name')]);
    expect(ids(page)).toEqual(found);
    expect(page.items).toEqual(same.items);
    expect(page.meta).toEqual({ ...same.meta, kindsFromHindi: kinds });
  });

  it('orders a Hindi search nearest first with a position, as the English word', async () => {
    const [page, same] = await Promise.all([search('मिठाई', `&${NEAR}`), search('mithai', `&${NEAR}`)]);
    expect(ids(page)).toEqual(['mithaicafe', 'gupta', 'ganesh', 'anand']);
    expect(page.items).toEqual(same.items);
  });

  it('finds a shop named in Devanagari by its name when the words are not all kinds', async () => {
    const page = await search('गणेश मिठाई');
    expect(ids(page)).toEqual(['ganesh']);
    expect(page.meta).toEqual({ total: 1 });
  });

  it('q=mobile repair finds the repairers, not the phone shops nor the garages', async () => {
    for (const q of ['mobile repair', 'mobile repairing', 'phone repair', 'मोबाइल रिपेयर']) {
      const page = await search(q);
      expect(ids(page), q).toEqual(['cellfix']);
    }
    // 'mobile' alone: both kinds.
    expect(ids(await search('mobile', '&sort=name')).sort()).toEqual(['cellfix', 'telecom']);
  });

  it('drops "near me" and "nearby" from the words, in both scripts', async () => {
    const kirana = await search('kirana', `&${NEAR}`);
    expect(ids(kirana)).toEqual(['lakshmi', 'raju']);
    for (const q of ['kirana near me', 'kirana nearby', 'Kirana Near Me', 'मेरे पास किराना', 'किराना नज़दीक'])
      expect((await search(q, `&${NEAR}`)).items, q).toEqual(kirana.items);
  });

  it('reads "near me" alone as every shop, nearest first', async () => {
    const page = await search('near me', `&${NEAR}`);
    const plain = await list(`${NEAR}&sort=distance`);
    expect(ids(page)).toEqual(ids(plain));
    expect(page.meta.total).toBe(SHOPS.length);
  });
});
