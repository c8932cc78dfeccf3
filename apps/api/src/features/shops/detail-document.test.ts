import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ShopDetail } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { TAXONOMY, testShop } from '../../test/fixtures.ts';
import { insertShops } from './shops.writer.ts';

/**
 * The shop detail as the database writes it (decision 0085) holds every field, with the values the
 * object-building read gave: the expected answers below were recorded from it, on both databases.
 */

// Wednesday 25 November 2026, 11:00 in Asia/Kolkata.
const NOW = new Date('2026-11-25T05:30:00.000Z');
const [food, other] = [TAXONOMY[0]!, TAXONOMY[1]!];
const [foodSub, otherSub] = [food.subCategories[0]!, other.subCategories[0]!];
const WEEK = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ opens: '09:00', closes: '21:00' }]]),
);
// Text a document written by the database must escape as JSON.stringify does: quotes, backslashes, a line break, Hindi.
const INTRO = 'Fresh "kaju katli" \\ daily.\nताज़ा मिठाई';

const offer = (id: string, shopId: string, startsOn: string, endsOn: string, removed = false) => ({
  id,
  shop_id: shopId,
  title: `Offer ${id}`,
  details: `Details of ${id}`,
  starts_on: startsOn,
  ends_on: endsOn,
  mobile_number: '+919876543210',
  created_at: '2026-11-01T00:00:00.000Z',
  removed_at: removed ? '2026-11-02T00:00:00.000Z' : null,
});

async function setUp(db: Db) {
  const premium = (id: string) =>
    testShop({
      id,
      name: `Premium Sweets ${id}`,
      intro: INTRO,
      isClaimed: true,
      lat: 12.971612345678912,
      long: 77.59461234567891,
      categoryIds: [food.id, other.id],
      subCategoryIds: [foodSub.id, otherSub.id],
      storeFrontPicture: '/uploads/front.jpg',
      createdAt: '2026-01-02T03:04:05.678Z',
    });
  await insertShops(db.kysely, [
    premium('rich001'),
    premium('lapsed1'),
    testShop({ id: 'osm0001', name: 'Corner Chemist', city: null, lat: null, long: null, source: 'import:osm' }),
    testShop({ id: 'hidden1', name: 'Gone Store' }),
  ]);
  for (const [id, until] of [
    ['rich001', '2027-01-01T00:00:00.000Z'],
    ['lapsed1', '2026-11-01T00:00:00.000Z'],
  ] as const) {
    await db.kysely
      .updateTable('shops')
      .set({
        premium_until: until,
        meta_info: '{"isPaid":true,"isPaymentValid":true,"orderId":"private"}',
        opening_hours: JSON.stringify(WEEK),
        holidays: '["2026-12-25"]',
        phone_visible: true,
        owner_contact_number: '+919876543210',
        whatsapp_number: '+919876543211',
        rating_sum: 14,
        rating_count: 3,
        address: '12 Secret Lane',
        updated_at: '2026-11-20T10:00:00.000Z',
      })
      .where('id', '=', id)
      .execute();
    await db.kysely
      .insertInto('shop_photos')
      .values([
        { id: `${id}-p2`, shop_id: id, public_path: `/uploads/${id}-2.jpg`, created_at: '2026-11-03T00:00:00.000Z' },
        { id: `${id}-p1`, shop_id: id, public_path: `/uploads/${id}-1.jpg`, created_at: '2026-11-02T00:00:00.000Z' },
      ])
      .execute();
    await db.kysely
      .insertInto('shop_offers')
      .values([
        offer(`${id}-late`, id, '2026-11-20', '2026-12-31'),
        offer(`${id}-soon`, id, '2026-11-25', '2026-11-25'),
        offer(`${id}-past`, id, '2026-11-01', '2026-11-24'),
        offer(`${id}-next`, id, '2026-11-26', '2026-11-30'),
        offer(`${id}-gone`, id, '2026-11-01', '2026-12-31', true),
      ])
      .execute();
    await db.kysely
      .insertInto('coin_settings')
      .values({
        shop_id: id,
        enabled: true,
        rupees_per_coin: 20,
        coin_value_paise: 50,
        max_coins_per_bill: 200,
        max_coins_per_shopper_per_day: 500,
        max_bill_share_percent: 20,
        min_coins_to_redeem: 0,
        expiry_months: 12,
        max_coins_per_shop_per_day: 5000,
        frozen: false,
        frozen_reason: null,
        frozen_at: null,
        updated_at: '2026-11-01T00:00:00.000Z',
      })
      .execute();
  }
  await db.kysely
    .updateTable('shops')
    .set({
      opening_hours_text: 'Mo-Sa 09:00-21:00; PH off',
      public_phone: '+918041234567',
      website: 'https://chemist.example',
      street_address: '4 MG Road',
      locality: 'Shivajinagar',
    })
    .where('id', '=', 'osm0001')
    .execute();
  await db.kysely
    .updateTable('shops')
    .set({ hidden_at: '2026-11-01T00:00:00.000Z' })
    .where('id', '=', 'hidden1')
    .execute();
}

const richShop = (id: string, premium: boolean): ShopDetail => ({
  id,
  createdAt: '2026-01-02T03:04:05.678Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  name: `Premium Sweets ${id}`,
  intro: INTRO,
  address: 'Bengaluru, Karnataka - 560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
  shopType: 'Retailers',
  storeFrontPicture: '/uploads/front.jpg',
  lat: 12.971612345678912,
  long: 77.59461234567891,
  isClaimed: true,
  isVerified: premium,
  categories: [food, other].map((c) => ({ id: c.id, label: c.label })),
  subCategories: [
    { id: foodSub.id, label: foodSub.label, categoryId: food.id },
    { id: otherSub.id, label: otherSub.label, categoryId: other.id },
  ],
  metaInfo: {
    isPaid: true,
    isPaymentValid: true,
    premiumUntil: premium ? '2027-01-01T00:00:00.000Z' : '2026-11-01T00:00:00.000Z',
  },
  openingHours: WEEK as ShopDetail['openingHours'],
  holidays: ['2026-12-25'],
  isOpenNow: true,
  openingHoursText: null,
  streetAddress: null,
  locality: null,
  website: null,
  fromOpenStreetMap: false,
  contact: { phone: '+919876543210', whatsapp: '+919876543211' },
  photos: [
    { id: `${id}-p1`, url: `/uploads/${id}-1.jpg` },
    { id: `${id}-p2`, url: `/uploads/${id}-2.jpg` },
  ],
  rating: { average: 4.7, count: 3 },
  offers: premium
    ? [
        { id: `${id}-soon`, title: `Offer ${id}-soon`, details: `Details of ${id}-soon`, endsOn: '2026-11-25' },
        { id: `${id}-late`, title: `Offer ${id}-late`, details: `Details of ${id}-late`, endsOn: '2026-12-31' },
      ]
    : [],
  pendingReview: false,
  coins: premium ? { rupeesPerCoin: 20, coinValuePaise: 50 } : null,
});

describe.each(DIALECTS)('the shop detail document on %s', (dialect) => {
  const context = testApp(dialect, { now: () => NOW, setUp });
  const get = (id: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url: `/v1/claim-shops/${id}`, headers });

  it('answers a Premium shop with its offers running today, photos, hours, coins and contact', async () => {
    const response = await get('rich001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual(richShop('rich001', true));
  });

  it('takes offers, coins and the Verified badge off once the plan has ended', async () => {
    expect((await get('lapsed1')).json()).toEqual(richShop('lapsed1', false));
  });

  it("answers an imported shop with its source's facts, and a hidden one 404", async () => {
    expect((await get('osm0001')).json()).toEqual({
      ...richShop('osm0001', false),
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      name: 'Corner Chemist',
      intro: 'A shop.',
      address: 'Karnataka - 560001',
      city: null,
      storeFrontPicture: null,
      lat: null,
      long: null,
      isClaimed: false,
      categories: [],
      subCategories: [],
      metaInfo: { isPaid: false, isPaymentValid: false, premiumUntil: null },
      openingHours: null,
      holidays: [],
      isOpenNow: null,
      openingHoursText: 'Mo-Sa 09:00-21:00; PH off',
      streetAddress: '4 MG Road',
      locality: 'Shivajinagar',
      website: 'https://chemist.example',
      fromOpenStreetMap: true,
      contact: { phone: '+918041234567', whatsapp: null },
      photos: [],
      rating: { average: null, count: 0 },
    });
    expect((await get('hidden1')).statusCode).toBe(404);
    expect((await get('unknown1')).statusCode).toBe(404);
  });

  it('tags the document, answers 304 to its tag, and compresses it to the same JSON', async () => {
    const first = await get('rich001');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('rich001', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const coded = await get('rich001', { 'accept-encoding': 'br' });
    expect(coded.headers['content-encoding']).toBe('br');
    expect(coded.headers.etag).toBe(`${etag.slice(0, -1)}.br"`);
    expect(JSON.parse(brotliDecompressSync(coded.rawPayload).toString('utf8'))).toEqual(first.json());
  });
});
