import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type OpeningHours, type ShopDetail } from '@local-shops/shared';
import {
  LISTING_MESSAGES,
  WHATSAPP_INVALID,
  type AdminListingEdit,
  type OwnerListing,
} from '@local-shops/shared/listing';
import { OWNER_MESSAGES } from '@local-shops/shared/owner';
import { testReviewer } from '../../test/admin-session.ts';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { addShops, TAXONOMY } from '../../test/fixtures.ts';
import { fileOfDataUrl, multipartBody } from '../../test/multipart.ts';
import { addClaim } from '../../test/owners.ts';
import { signIn } from '../../test/sessions.ts';

// A Monday, 10:00 in India.
const START = Date.parse('2026-06-01T04:30:00.000Z');
const DAY = 86_400_000;

let seq = 0;
const newNumber = () => `+9197${String(10_000_000 + ++seq).slice(-8)}`;
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

const nineToNine = [{ opens: '09:00', closes: '21:00' }];
const WEEK: OpeningHours = {
  mon: nineToNine,
  tue: nineToNine,
  wed: nineToNine,
  thu: nineToNine,
  fri: nineToNine,
  sat: nineToNine,
  sun: [],
};

describe.each(DIALECTS)('the owner listing API on %s', (dialect) => {
  let clock = START;
  const context = testApp(dialect, { dataDir: 'listing', now: () => new Date(clock) });
  let jpegWithExif: Buffer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    jpegWithExif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestPhone', Model: 'X1' } })
      .toBuffer();
    admin = await (
      await testReviewer(context.app, context.db, `listing-${dialect}@example.com`, new Date(clock))
    ).signIn();
  });

  /** A directory shop claimed by `number` and approved, as the console leaves it. */
  async function ownedShop(number: string, name = 'Gupta Kirana Store'): Promise<string> {
    const id = randomUUID();
    const at = new Date(clock).toISOString();
    await addShops(context.db, [
      {
        id,
        name,
        intro: 'Daily groceries.',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411001',
        shopType: 'Retailers',
        storeFrontPicture: null,
        lat: 18.52,
        long: 73.85,
        isClaimed: false,
        categoryIds: [TAXONOMY[0]!.id],
        subCategoryIds: [TAXONOMY[0]!.subCategories[0]!.id],
        source: 'seed',
        sourceRef: null,
        createdAt: at,
      },
    ]);
    await addClaim(context.db, { shopId: id, number, at: clock });
    await context.db.kysely.updateTable('shops').set({ owner_contact_number: number }).where('id', '=', id).execute();
    return id;
  }

  const session = async (number: string) => ({ session: await signIn(context.db, number, clock) });
  const patch = (shopId: string, payload: unknown, cookies: Record<string, string> = {}) =>
    context.app.inject({ method: 'PATCH', url: `/v1/owner/shops/${shopId}`, payload: payload as object, cookies });
  const detail = async (shopId: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` });
    expect(response.statusCode).toBe(200);
    return response.json<ShopDetail>();
  };

  it('answers 401 without a session and 403 to a number whose claim was not approved, each with a message', async () => {
    const owner = newNumber();
    const shopId = await ownedShop(owner);
    const none = await patch(shopId, { intro: 'x' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, message: OWNER_MESSAGES.signInRequired });

    const rival = newNumber();
    await addClaim(context.db, { shopId, number: rival, status: 'pending_review', at: clock });
    for (const number of [rival, newNumber()]) {
      const response = await patch(shopId, { intro: 'Mine now.' }, await session(number));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, message: MESSAGES.notYourShop });
    }
    expect((await detail(shopId)).intro).toBe('Daily groceries.');
    expect(
      (
        await context.app.inject({
          method: 'PATCH',
          url: '/v1/owner/shops/no-such-shop',
          payload: {},
          cookies: await session(owner),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const owner = newNumber();
    const shopId = await ownedShop(owner);
    const cookies = await session(owner);
    const cases: Array<[unknown, RegExp]> = [
      [{ intro: 'x'.repeat(501) }, /^intro must be at most 500 characters/],
      [
        { openingHours: { ...WEEK, tue: [{ opens: '9am', closes: '21:00' }] } },
        /^openingHours\.tue: opens must be a time/,
      ],
      [{ openingHours: { mon: nineToNine } }, /tue/],
      [{ openingHours: { ...WEEK, wed: [{ opens: '10:00', closes: '10:00' }] } }, /^openingHours\.wed/],
      [{ holidays: ['2026-02-30'] }, /^holidays must be dates/],
      [
        { holidays: Array.from({ length: 61 }, (_, i) => new Date(START + i * DAY).toISOString().slice(0, 10)) },
        /^holidays takes at most 60/,
      ],
      [{ phoneVisible: 'yes' }, /^phoneVisible must be true or false/],
      [
        { whatsappNumber: '98765 43210' },
        new RegExp(`^${WHATSAPP_INVALID.replaceAll('+', '\\+').replaceAll('.', '\\.')}$`),
      ],
      [{ whatsappNumber: '+14155550100' }, /^whatsappNumber/],
      [{ lat: 12.9 }, /^lat and long must be sent together/],
      [{ categories: ['no-such-category'] }, /^categories names a category/],
      [{ name: '  ' }, /^name must not be empty/],
      [{ phone: '+919999999999' }, /phone/],
    ];
    for (const [body, message] of cases) {
      const response = await patch(shopId, body, cookies);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
  });

  it('changes only the fields sent, and the shop page carries hours, holidays, open-now, contact and photos', async () => {
    const owner = newNumber();
    const shopId = await ownedShop(owner);
    const cookies = await session(owner);
    const before = await detail(shopId);
    expect(before).toMatchObject({
      openingHours: null,
      holidays: [],
      isOpenNow: null,
      contact: { phone: null, whatsapp: null },
      photos: [],
    });

    const first = await patch(
      shopId,
      { openingHours: WEEK, holidays: ['2026-06-03', '2026-06-02', '2026-06-02'] },
      cookies,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json<OwnerListing>()).toMatchObject({
      intro: 'Daily groceries.',
      openingHours: WEEK,
      holidays: ['2026-06-02', '2026-06-03'],
      phoneVisible: false,
    });

    expect(
      (
        await patch(
          shopId,
          { intro: 'Fresh atta every morning.', phoneVisible: true, whatsappNumber: '+919812345678' },
          cookies,
        )
      ).statusCode,
    ).toBe(200);
    const shop = await detail(shopId);
    // Monday 10:00 in India: open; the earlier fields are untouched by the second PATCH.
    expect(shop).toMatchObject({
      intro: 'Fresh atta every morning.',
      openingHours: WEEK,
      holidays: ['2026-06-02', '2026-06-03'],
      isOpenNow: true,
      contact: { phone: owner, whatsapp: '+919812345678' },
      name: 'Gupta Kirana Store',
    });

    clock = START + DAY; // Tuesday 2 June: a holiday.
    expect((await detail(shopId)).isOpenNow).toBe(false);
    clock = START + 6 * DAY + 12 * 3_600_000; // Sunday 22:00: closed day.
    expect((await detail(shopId)).isOpenNow).toBe(false);
    clock = START;

    expect(
      (await patch(shopId, { phoneVisible: false, whatsappNumber: null, openingHours: null }, cookies)).statusCode,
    ).toBe(200);
    expect(await detail(shopId)).toMatchObject({
      contact: { phone: null, whatsapp: null },
      isOpenNow: null,
      openingHours: null,
      intro: 'Fresh atta every morning.',
    });
  });

  it('takes up to 8 photos through the claim pipeline (re-encoded, EXIF gone), serves them publicly, and deletes them', async () => {
    const owner = newNumber();
    const shopId = await ownedShop(owner);
    const cookies = await session(owner);
    const upload = async (photo: string) =>
      context.app.inject({
        method: 'POST',
        url: `/v1/owner/shops/${shopId}/photos`,
        ...(await multipartBody({}, { photo: fileOfDataUrl(photo) })),
        cookies,
      });

    const notImage = await upload(dataUrl('image/png', Buffer.from('GIF89a not really a picture')));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json<{ message: string }>().message).toMatch(/^photo must be an image/);
    expect((await upload('')).json<{ message: string }>().message).toMatch(/^photo/);

    const first = await upload(dataUrl('image/jpeg', jpegWithExif));
    expect(first.statusCode).toBe(201);
    const { id, url } = first.json<{ id: string; url: string }>();
    const served = await context.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect((await detail(shopId)).photos).toEqual([{ id, url }]);

    for (let i = 1; i < 8; i += 1) expect((await upload(dataUrl('image/jpeg', jpegWithExif))).statusCode).toBe(201);
    const ninth = await upload(dataUrl('image/jpeg', jpegWithExif));
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json()).toMatchObject({ message: LISTING_MESSAGES.tooManyPhotos });
    expect((await detail(shopId)).photos).toHaveLength(8);

    // Someone else's session cannot remove one.
    expect(
      (
        await context.app.inject({
          method: 'DELETE',
          url: `/v1/owner/shops/${shopId}/photos/${id}`,
          cookies: await session(newNumber()),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/v1/owner/shops/${shopId}/photos/${id}`, cookies }))
        .statusCode,
    ).toBe(204);
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/v1/owner/shops/${shopId}/photos/${id}`, cookies }))
        .statusCode,
    ).toBe(404);
    expect((await detail(shopId)).photos).toHaveLength(7);
    expect((await upload(dataUrl('image/jpeg', jpegWithExif))).statusCode).toBe(201);
  });

  it('answers 429 with Retry-After past 30 photo uploads a day for one shop', async () => {
    const owner = newNumber();
    const shopId = await ownedShop(owner);
    const cookies = await session(owner);
    const broken = dataUrl('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]));
    for (let i = 0; i < 30; i += 1) {
      expect(
        (
          await context.app.inject({
            method: 'POST',
            url: `/v1/owner/shops/${shopId}/photos`,
            ...(await multipartBody({}, { photo: fileOfDataUrl(broken) })),
            cookies,
          })
        ).statusCode,
      ).toBe(400);
    }
    const refused = await context.app.inject({
      method: 'POST',
      url: `/v1/owner/shops/${shopId}/photos`,
      ...(await multipartBody({}, { photo: fileOfDataUrl(broken) })),
      cookies,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: LISTING_MESSAGES.tooManyUploads });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sends a change of name, position or categories to review; the console sees before and after and approves it', async () => {
    const owner = newNumber();
    const shopId = await ownedShop(owner, 'Old Name Stores');
    const cookies = await session(owner);
    const second = TAXONOMY[1]!;
    const response = await patch(
      shopId,
      { name: 'New Name Stores', lat: 18.6, long: 73.9, intro: 'Applied at once.' },
      cookies,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<OwnerListing>()).toMatchObject({
      name: 'Old Name Stores',
      intro: 'Applied at once.',
      edit: { status: 'pending_review', after: { name: 'New Name Stores', lat: 18.6, long: 73.9 } },
    });
    // A second change folds into the waiting edit; its 'before' stays the shop's.
    await patch(shopId, { categories: [second.id] }, cookies);
    expect(await detail(shopId)).toMatchObject({
      name: 'Old Name Stores',
      lat: 18.52,
      long: 73.85,
      categories: [{ id: TAXONOMY[0]!.id }],
    });

    const list = await context.app.inject({
      method: 'GET',
      url: '/v1/admin/listing-edits?status=pending_review',
      cookies: admin,
    });
    expect(list.statusCode).toBe(200);
    const edit = list.json<{ items: AdminListingEdit[] }>().items.find((item) => item.shopId === shopId)!;
    expect(edit).toMatchObject({
      shopName: 'Old Name Stores',
      mobileNumber: owner,
      before: {
        name: 'Old Name Stores',
        lat: 18.52,
        long: 73.85,
        categories: [{ id: TAXONOMY[0]!.id, label: TAXONOMY[0]!.label }],
      },
      after: { name: 'New Name Stores', lat: 18.6, long: 73.9, categories: [{ id: second.id, label: second.label }] },
    });
    expect((await context.app.inject({ method: 'GET', url: `/v1/admin/listing-edits/${edit.id}` })).statusCode).toBe(
      401,
    );

    const approved = await context.app.inject({
      method: 'POST',
      url: `/v1/admin/listing-edits/${edit.id}/approve`,
      payload: {},
      cookies: admin,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(await detail(shopId)).toMatchObject({
      name: 'New Name Stores',
      lat: 18.6,
      long: 73.9,
      categories: [{ id: second.id }],
      subCategories: [],
    });
    // The name search finds the new name.
    const search = await context.app.inject({
      method: 'GET',
      url: `/v1/claim-shops/filter?name=${encodeURIComponent('New Name Stores')}`,
    });
    expect(search.json<{ items: Array<{ id: string }> }>().items.map((s) => s.id)).toContain(shopId);
    const again = await context.app.inject({
      method: 'POST',
      url: `/v1/admin/listing-edits/${edit.id}/approve`,
      payload: {},
      cookies: admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('leaves the shop as it was when the console rejects an edit, and tells the owner why', async () => {
    const owner = newNumber();
    const shopId = await ownedShop(owner, 'Steady Name');
    const cookies = await session(owner);
    await patch(shopId, { name: 'Spammy Name Best Deals' }, cookies);
    const { edit } = (
      await context.app.inject({ method: 'GET', url: `/v1/owner/shops/${shopId}`, cookies })
    ).json<OwnerListing>();
    const rejected = await context.app.inject({
      method: 'POST',
      url: `/v1/admin/listing-edits/${edit!.id}/reject`,
      payload: { reason: 'The name must be the one on the signboard.' },
      cookies: admin,
    });
    expect(rejected.statusCode).toBe(200);
    expect((await detail(shopId)).name).toBe('Steady Name');
    const mine = (
      await context.app.inject({ method: 'GET', url: `/v1/owner/shops/${shopId}`, cookies })
    ).json<OwnerListing>();
    expect(mine.edit).toMatchObject({ status: 'rejected', reason: 'The name must be the one on the signboard.' });
    // Without a reason, a rejection is refused.
    await patch(shopId, { name: 'Another Try' }, cookies);
    const next = (
      await context.app.inject({ method: 'GET', url: `/v1/owner/shops/${shopId}`, cookies })
    ).json<OwnerListing>().edit!;
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: `/v1/admin/listing-edits/${next.id}/reject`,
          payload: {},
          cookies: admin,
        })
      ).statusCode,
    ).toBe(400);
  });
});
