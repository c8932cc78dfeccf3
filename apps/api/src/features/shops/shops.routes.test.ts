import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  MESSAGES,
  PAGE_SIZE,
  SHOP_TYPES,
  type NearbyShop,
  type Page,
  type ShopDetail,
  type ShopListItem,
} from '@local-shops/shared';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { TAXONOMY, testShop } from '../../test/fixtures.ts';
import { insertShops, type NewShop } from './shops.writer.ts';

const BENGALURU = { lat: 12.9716, long: 77.5946 };
const MYSURU = { lat: 12.2958, long: 76.6394 };
const [food, other] = [TAXONOMY[0]!, TAXONOMY[1]!];
const [foodSubA, foodSubB] = [food.subCategories[0]!, food.subCategories[1]!];
const otherSub = other.subCategories[0]!;

/** A shop of the second category unless told. */
const shop = (overrides: Partial<NewShop> & { id: string; name: string }): NewShop =>
  testShop({ categoryIds: [other.id], subCategoryIds: [otherSub.id], ...overrides });

// 45 shops: 40 plain ones in Bengaluru spread east of the centre, and 5 with known traits.
const FILLER = Array.from({ length: 40 }, (_, i) =>
  shop({
    id: `filler${String(i).padStart(2, '0')}`,
    name: `Filler Store ${String(i).padStart(2, '0')}`,
    long: BENGALURU.long + (i + 1) * 0.001,
  }),
);
const SPECIAL = [
  shop({
    id: 'ganesh1',
    name: 'Sri Ganesh Sweets',
    categoryIds: [food.id],
    subCategoryIds: [foodSubA.id],
    lat: 12.972,
    long: 77.595,
  }),
  shop({
    id: 'ganesh2',
    name: 'GANESH Sweet House',
    categoryIds: [food.id],
    subCategoryIds: [foodSubB.id],
    isClaimed: true,
    shopType: 'Wholesalers',
  }),
  shop({
    id: 'mysuru1',
    name: 'Mysore Pak Corner',
    city: 'Mysuru',
    pin: '570001',
    lat: MYSURU.lat,
    long: MYSURU.long,
    categoryIds: [food.id],
    subCategoryIds: [foodSubA.id],
  }),
  shop({ id: 'noloc01', name: 'Nowhere Kirana', lat: null, long: null }),
  shop({
    id: 'bk00001',
    name: 'BK Mobile Point',
    state: 'Kerala',
    city: 'Kochi',
    pin: '682001',
    lat: 9.9312,
    long: 76.2673,
  }),
];

describe.each(DIALECTS)('shop directory API on %s', (dialect) => {
  const context = testApp(dialect, {
    setUp: async (db) => {
      await insertShops(db.kysely, [...FILLER, ...SPECIAL]);
      // A private street address and owner details that must never be shown to the public.
      await db.kysely
        .updateTable('shops')
        .set({
          address: '12 Secret Lane, Flat 4B',
          owner_contact_number: '+919876543210',
          owner_email: 'owner@example.com',
          referral_code: 'REF-SECRET',
          cheque_image: 'cheques/abc.jpg',
        })
        .where('id', '=', 'ganesh2')
        .execute();
    },
  });

  const get = async <T>(url: string) => {
    const response = await context.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<T>() };
  };

  it('answers health once the database is reachable', async () => {
    expect(await get('/v1/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('pages through the whole directory in a stable order, 20 a page, next null on the last page', async () => {
    const seen: ShopListItem[] = [];
    let url: string | null = '/v1/claim-shops/filter?page=1';
    const sizes: number[] = [];
    while (url) {
      const { status, body }: { status: number; body: Page<ShopListItem> } = await get<Page<ShopListItem>>(url);
      expect(status).toBe(200);
      expect(body.meta.total).toBe(45);
      sizes.push(body.items.length);
      seen.push(...body.items);
      url = body.links.next;
    }
    expect(sizes).toEqual([PAGE_SIZE, PAGE_SIZE, 5]);
    expect(new Set(seen.map((s) => s.id)).size).toBe(45);
    const names = seen.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(Object.keys(seen[0]!).sort()).toEqual([
      'givesCoins',
      'hasOffer',
      'id',
      'isClaimed',
      'isVerified',
      'lat',
      'long',
      'name',
      'rating',
      'storeFrontPicture',
    ]);
  });

  it('serves page N by number too, the same rows as following the links', async () => {
    const first = await get<Page<ShopListItem>>('/v1/claim-shops/filter?page=1');
    const byLink = await get<Page<ShopListItem>>(first.body.links.next!);
    const byNumber = await get<Page<ShopListItem>>('/v1/claim-shops/filter?page=2');
    expect(byNumber.body.items.map((s) => s.id)).toEqual(byLink.body.items.map((s) => s.id));
    const beyond = await get<Page<ShopListItem>>('/v1/claim-shops/filter?page=9');
    expect(beyond.body).toEqual({ items: [], links: { next: null }, meta: { total: 45 } });
  });

  it('searches names case-insensitively, every word anywhere in the name', async () => {
    const { body } = await get<Page<ShopListItem>>('/v1/claim-shops/filter?name=ganesh%20SWEET&page=1');
    expect(body.items.map((s) => s.name).sort()).toEqual(['GANESH Sweet House', 'Sri Ganesh Sweets']);
    expect(body.meta.total).toBe(2);
    expect(body.links.next).toBeNull();
    const short = await get<Page<ShopListItem>>('/v1/claim-shops/filter?name=bk&page=1');
    expect(short.body.items.map((s) => s.name)).toEqual(['BK Mobile Point']);
    const middle = await get<Page<ShopListItem>>('/v1/claim-shops/filter?name=obile&page=1');
    expect(middle.body.items.map((s) => s.name)).toEqual(['BK Mobile Point']);
    const none = await get<Page<ShopListItem>>('/v1/claim-shops/filter?name=zzzqqq&page=1');
    expect(none.body).toEqual({ items: [], links: { next: null }, meta: { total: 0 } });
  });

  it('keeps the search in the next link', async () => {
    const { body } = await get<Page<ShopListItem>>('/v1/claim-shops/filter?name=filler&page=1');
    expect(body.meta.total).toBe(40);
    expect(body.links.next).toContain('name=filler');
    const second = await get<Page<ShopListItem>>(body.links.next!);
    expect(second.body.items).toHaveLength(20);
    expect(second.body.items.every((s) => s.name.startsWith('Filler'))).toBe(true);
    expect(second.body.links.next).toBeNull();
  });

  it.each([
    [`categoryId=${food.id}`, ['ganesh1', 'ganesh2', 'mysuru1']],
    [`subCategoryId=${foodSubA.id}`, ['ganesh1', 'mysuru1']],
    ['shopType=Wholesalers', ['ganesh2']],
    ['state=Kerala', ['bk00001']],
    ['state=Karnataka&city=Mysuru', ['mysuru1']],
    ['claimed=true', ['ganesh2']],
    [`categoryId=${food.id}&claimed=false`, ['ganesh1', 'mysuru1']],
    [`near=${MYSURU.lat},${MYSURU.long}&radiusKm=5`, ['mysuru1']],
  ])('filters by %s', async (query, ids) => {
    const { status, body } = await get<Page<ShopListItem>>(`/v1/claim-shops/filter?${query}&page=1`);
    expect(status).toBe(200);
    expect(body.items.map((s) => s.id).sort()).toEqual(ids);
    expect(body.meta.total).toBe(ids.length);
  });

  it('sorts by distance from a point, nearest first, across pages', async () => {
    const near = `${BENGALURU.lat},${BENGALURU.long}`;
    const first = await get<Page<ShopListItem>>(`/v1/claim-shops/filter?near=${near}&radiusKm=20&sort=distance&page=1`);
    const second = await get<Page<ShopListItem>>(first.body.links.next!);
    const all = [...first.body.items, ...second.body.items];
    expect(first.body.meta.total).toBe(42);
    const distances = all.map((s) => distanceKm(BENGALURU, { lat: s.lat!, long: s.long! }));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(all[0]!.id).toBe('ganesh2');
    expect(all.some((s) => s.id === 'mysuru1')).toBe(false);
  });

  it.each([
    ['page=0', 'page must be a whole number from 1.'],
    ['page=abc', 'page must be a whole number from 1.'],
    ['page=1.5', 'page must be a whole number from 1.'],
    [`name=${'a'.repeat(101)}`, 'name must be at most 100 characters.'],
    ['near=abc', 'near must be "latitude,longitude", for example near=12.97,77.59.'],
    ['near=91,10', 'near is outside the range of latitude and longitude.'],
    ['sort=distance', 'sort=distance needs near=lat,long.'],
    ['radiusKm=-1&near=12,77', 'radiusKm must be above 0.'],
    ['shopType=Bakers', 'shopType must be one of the 12 shop types.'],
    ['claimed=yes', 'claimed must be true or false.'],
    ['cursor=not-a-cursor', 'cursor is not valid.'],
  ])('rejects %s with a clear 400', async (query, message) => {
    const response = await get<{ statusCode: number; error: string; message: string }>(
      `/v1/claim-shops/filter?${query}`,
    );
    expect(response).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message } });
  });

  it('reads a shop as the detail page does, with its locality and never the private fields', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/v1/claim-shops/ganesh2' });
    expect(response.statusCode).toBe(200);
    const shop = response.json<ShopDetail>();
    expect(shop).toMatchObject({
      id: 'ganesh2',
      name: 'GANESH Sweet House',
      address: 'Bengaluru, Karnataka - 560001',
      isClaimed: true,
      isVerified: false,
      categories: [{ id: food.id, label: food.label }],
      subCategories: [{ id: foodSubB.id, label: foodSubB.label, categoryId: food.id }],
      metaInfo: { isPaid: false, isPaymentValid: false },
    });
    for (const secret of ['Secret Lane', '9876543210', 'owner@example.com', 'REF-SECRET', 'cheques/abc.jpg']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown shop and for ids that cannot exist', async () => {
    for (const url of ['/v1/claim-shops/unknown123', '/v1/claim-shops/bad%20id', '/v1/claim-shops/unknown123/nearby']) {
      expect(await get(url)).toEqual({
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: MESSAGES.shopNotFound },
      });
    }
    expect((await get('/v1/no-such-route')).status).toBe(404);
  });

  it('lists nearby shops: similar ones only, nearest first, never the shop itself or far towns', async () => {
    const { status, body } = await get<{ items: NearbyShop[] }>('/v1/claim-shops/ganesh1/nearby');
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0]).toMatchObject({ id: 'ganesh2', sharesCategory: true, similarity: 'category' });
    expect(body.items.map((s) => s.id)).not.toContain('ganesh1');
    expect(body.items.map((s) => s.id)).not.toContain('mysuru1');
    // Issue 26: never another category, never beyond 10 km.
    expect(body.items.every((s) => s.sharesCategory && s.distanceKm <= 10)).toBe(true);
    expect((await get<{ items: NearbyShop[] }>('/v1/claim-shops/noloc01/nearby')).body.items).toEqual([]);
  });

  it('serves the reference data: categories, sub-categories by category, states and shop types', async () => {
    const categories = await get<{ items: Array<{ id: string; subCategories: unknown[] }> }>('/v1/categories/filter');
    expect(categories.body.items.length).toBe(TAXONOMY.length);
    expect(categories.body.items[0]!.subCategories.length).toBe(food.subCategories.length);
    const subs = await get<{ items: Array<{ categoryId: string }> }>(
      `/v1/sub-categories/filter?categoryIds=${food.id},${other.id}`,
    );
    expect(subs.body.items.length).toBe(food.subCategories.length + other.subCategories.length);
    expect(new Set(subs.body.items.map((s) => s.categoryId))).toEqual(new Set([food.id, other.id]));
    const states = await get<{ items: Array<{ name: string; towns: unknown[] }> }>('/v1/reference/states');
    expect(states.body.items).toHaveLength(36);
    expect(states.body.items.find((s) => s.name === 'Karnataka')!.towns.length).toBeGreaterThan(5);
    expect((await get<{ items: string[] }>('/v1/reference/shop-types')).body.items).toEqual([...SHOP_TYPES]);
  });

  it('never answers bad bodies with a 5xx', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/claim-shops/filter',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe.each(DIALECTS)('searching a directory larger than one scan window on %s', (dialect) => {
  // 2,100 common names first in order (enough to take the scan-window path), then rare ones at the very end of the directory.
  const COMMON = Array.from({ length: 2100 }, (_, i) =>
    shop({ id: `common${String(i).padStart(4, '0')}`, name: `Aaa General Store ${String(i).padStart(4, '0')}` }),
  );
  const RARE = [
    shop({ id: 'rare0001', name: 'Zzz Bismillah Halwai' }),
    shop({ id: 'rare0002', name: 'Zzz Halwai Bismillah Corner', shopType: 'Wholesalers' }),
    shop({ id: 'agency01', name: 'Zzz Sat Agencies' }),
    // Holds every trigram SQLite looks 'agencies' up by (age, nci, ies), but not the word.
    shop({ id: 'ageless', name: 'Zzz Ageless Ancient Ladies' }),
  ];

  const context = testApp(dialect, {
    setUp: async (db) => {
      await insertShops(db.kysely, [...COMMON, ...RARE]);
      // Statistics, as an import gathers them: without, PostgreSQL guesses that one row matches and
      // re-sorts the scan window once per shop (seconds a page on a loaded machine).
      // Only this test's tables: a bare ANALYZE on PostgreSQL would wait on every schema of the database.
      if (db.dialect === 'postgres') await sql`analyze shops, shop_categories, shop_sub_categories`.execute(db.kysely);
      else await sql`analyze`.execute(db.kysely);
    },
  });

  const page = async (url: string) => (await context.app.inject({ method: 'GET', url })).json<Page<ShopListItem>>();

  it('finds rare multi-word matches that lie beyond the first rows of the directory', async () => {
    const body = await page('/v1/claim-shops/filter?name=halwai%20bismillah&page=1');
    expect(body.items.map((s) => s.id)).toEqual(['rare0001', 'rare0002']);
    expect(body.meta.total).toBe(2);
    const filtered = await page('/v1/claim-shops/filter?shopType=Wholesalers&page=1');
    expect(filtered.items.map((s) => s.id)).toEqual(['rare0002']);
  });

  it('finds a word by its trigrams, and leaves out a name holding the trigrams but not the word', async () => {
    const body = await page('/v1/claim-shops/filter?name=agencies&page=1');
    expect(body.items.map((s) => s.id)).toEqual(['agency01']);
    expect(body.meta.total).toBe(1);
    expect((await page('/v1/claim-shops/filter?name=sat%20agencies&page=1')).items.map((s) => s.id)).toEqual([
      'agency01',
    ]);
    expect((await page('/v1/claim-shops/filter?name=ancient%20ladies&page=1')).items.map((s) => s.id)).toEqual([
      'ageless',
    ]);
  });

  it('pages through common matches across the scan window without gaps or repeats', async () => {
    const ids: string[] = [];
    let url: string | null = '/v1/claim-shops/filter?name=general%20store&page=1';
    while (url) {
      const body: Page<ShopListItem> = await page(url);
      expect(body.meta.total).toBe(2100);
      ids.push(...body.items.map((s) => s.id));
      url = body.links.next;
    }
    expect(ids).toEqual(COMMON.map((s) => s.id));
    const byNumber = await page('/v1/claim-shops/filter?name=general%20store&page=60');
    expect(byNumber.items.map((s) => s.id)).toEqual(COMMON.slice(1180, 1200).map((s) => s.id));
  });
});
