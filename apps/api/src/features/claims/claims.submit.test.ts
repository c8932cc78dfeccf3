import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@local-shops/shared';
import { DIALECTS } from '../../test/databases.ts';
import { proveNumber } from '../../test/sessions.ts';
import {
  CATEGORY,
  claimsTestbed,
  dataUrl,
  draft,
  error,
  makePhotos,
  newNumber,
  photos,
  SUB,
  submit,
} from './claims.test-support.ts';

beforeAll(makePhotos);

describe.each(DIALECTS)('submitting a claim on %s', (dialect) => {
  const { context, claimsOf, storedFiles } = claimsTestbed(dialect);

  it('records a new listing with a pending claim; the photos are stored privately as clean JPEGs', async () => {
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const response = await submit(context.app, draft(number), session);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(Object.keys(response.json())).toEqual(['id']);

    // Only its claimant sees it until review approves the claim (decision 0058), marked pending,
    // not shown as claimed, nor with the photo.
    expect((await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${id}` })).statusCode).toBe(404);
    const shop = await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${id}`, cookies: { session } });
    expect(shop.statusCode).toBe(200);
    expect(shop.json()).toMatchObject({
      id,
      name: 'Sharma General Store',
      isClaimed: false,
      storeFrontPicture: null,
      lat: 18.5204,
      long: 73.8567,
      pendingReview: true,
    });
    expect(shop.body).not.toContain('MG Road');
    expect(shop.body).not.toContain(number);

    const row = await context.db.kysely.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      source: 'owner',
      owner_name: 'Ramesh Sharma',
      owner_contact_number: number,
      owner_email: 'ramesh@example.com',
      referral_code: null,
      address: '12, MG Road, Camp',
      captured_address: 'Camp, Pune',
      store_front_picture: null,
    });
    expect(row.is_claimed).toBe(false);
    const categories = await context.db.kysely
      .selectFrom('shop_sub_categories')
      .select('sub_category_id')
      .where('shop_id', '=', id)
      .execute();
    expect(categories).toEqual([{ sub_category_id: SUB.id }]);

    const [claim, ...others] = await claimsOf(id);
    expect(others).toEqual([]);
    expect(claim).toMatchObject({
      kind: 'new_listing',
      status: 'pending_review',
      mobile_number: number,
      address: '12, MG Road, Camp',
      photo_lat: 18.5204,
      photo_long: 73.8567,
      reviewed_at: null,
    });
    expect(row.cheque_image).toBe(claim!.cheque_image_key);

    for (const [key, kind] of [
      [claim!.cheque_image_key, 'cheque'],
      [claim!.store_front_image_key, 'store-front'],
    ] as const) {
      expect(key).toMatch(new RegExp(`^${kind}/[0-9a-f]{32}\\.jpg$`));
      const bytes = readFileSync(path.join(context.dataDir, 'uploads', key!));
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    }
    // Nothing under the web root or in the database holds the image itself.
    expect(JSON.stringify(claim)).not.toContain('base64');
  });

  it('shrinks a large photo to 2000 px on its long side', async () => {
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const response = await submit(
      context.app,
      draft(number, { name: 'Big Photo Stores', storeFrontPicture: dataUrl('image/png', photos.largePng) }),
      session,
    );
    expect(response.statusCode).toBe(201);
    const [claim] = await claimsOf(response.json<{ id: string }>().id);
    const meta = await sharp(
      readFileSync(path.join(context.dataDir, 'uploads', claim!.store_front_image_key!)),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1000]);
  });

  it('refuses a claim without a session, or for a number other than the session proves', async () => {
    const number = newNumber();
    const before = storedFiles().length;
    const anonymous = await submit(context.app, draft(number));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(error(401, MESSAGES.verifyNumberAgain));
    expect(anonymous.json<{ message: string }>().message).toBe('Please verify your mobile number again.');

    const forged = await submit(context.app, draft(number), 'A'.repeat(43));
    expect(forged.json()).toEqual(error(401, MESSAGES.verifyNumberAgain));

    const session = await proveNumber(context.app, newNumber());
    const other = await submit(context.app, draft(number), session);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual(error(401, MESSAGES.verifyNumberAgain));
    expect(storedFiles()).toHaveLength(before);
  });

  it('applies the registration checks in SPEC order, then the store-front checks', async () => {
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ', intro: '', storeFrontPicture: null }, 'Please provide the shop name.'],
      [{ intro: '', pin: '012345' }, MESSAGES.introRequired],
      // The draft's initial value of city is null: still the SPEC message, not a type error.
      [{ city: null }, MESSAGES.cityRequired],
      [{ pin: '012345' }, MESSAGES.pincodeInvalid],
      [{ subCategories: [] }, MESSAGES.subCategoryRequired],
      [{ email: 'ramesh@example' }, MESSAGES.emailInvalid],
      [{ shopOwnerCancelledChequeImage: null }, MESSAGES.chequeImageRequired],
      [{ storeFrontPicture: null, lat: null }, MESSAGES.storeFrontRequired],
      [{ lat: null }, MESSAGES.locationMandatory],
      [{ long: undefined }, MESSAGES.locationMandatory],
      [{ capturedAddress: ' ' }, MESSAGES.capturedAddressRequired],
      [{ subCategories: [{ id: 'no-such-sub', label: 'X', categoryId: CATEGORY.id }] }, MESSAGES.subCategoryUnknown],
    ];
    for (const [overrides, message] of cases) {
      const response = await submit(context.app, draft(number, overrides), session);
      expect(response.json(), JSON.stringify(overrides)).toEqual(error(400, message));
    }
    expect(
      await context.db.kysely.selectFrom('claims').select('id').where('mobile_number', '=', number).execute(),
    ).toEqual([]);
  });

  it('refuses anything that is not really an image, with the field message', async () => {
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const before = storedFiles().length;
    const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const notImages: Array<[string, Buffer]> = [
      ['image/png', Buffer.from('just some text, not a picture')],
      // A polyglot: PNG magic bytes followed by garbage.
      ['image/png', Buffer.concat([pngMagic, randomBytes(2000)])],
      [
        'image/jpeg',
        Buffer.from(
          'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;',
          'latin1',
        ),
      ],
      ['image/jpeg', Buffer.from('<!doctype html><script>alert(1)</script>')],
      // JPEG magic bytes, then HTML.
      [
        'image/jpeg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]),
      ],
      // A HEIC container header with nothing inside.
      ['image/heic', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')])],
      // A truncated JPEG.
      ['image/jpeg', photos.jpegWithExif.subarray(0, Math.floor(photos.jpegWithExif.length / 2))],
    ];
    for (const [mime, bytes] of notImages) {
      const cheque = await submit(
        context.app,
        draft(number, { shopOwnerCancelledChequeImage: dataUrl(mime, bytes) }),
        session,
      );
      expect(cheque.json()).toEqual(error(400, 'Please provide cancelled cheque image.'));
      const front = await submit(context.app, draft(number, { storeFrontPicture: dataUrl(mime, bytes) }), session);
      expect(front.json()).toEqual(error(400, 'Please provide a valid shop image.'));
    }
    // Types outside the allow-list, even when the bytes are a fine image.
    const gifLabel = await submit(
      context.app,
      draft(number, { storeFrontPicture: dataUrl('image/gif', photos.png) }),
      session,
    );
    expect(gifLabel.json()).toEqual(error(400, MESSAGES.shopImageInvalid));
    const svg = await submit(
      context.app,
      draft(number, { storeFrontPicture: dataUrl('image/svg+xml', Buffer.from('<svg/>')) }),
      session,
    );
    expect(svg.json()).toEqual(error(400, MESSAGES.shopImageInvalid));
    const notBase64 = await submit(
      context.app,
      draft(number, { storeFrontPicture: 'data:image/png;base64,%%%not-base64%%%' }),
      session,
    );
    expect(notBase64.json()).toEqual(error(400, MESSAGES.shopImageInvalid));
    expect(storedFiles()).toHaveLength(before);
    expect(
      await context.db.kysely.selectFrom('claims').select('id').where('mobile_number', '=', number).execute(),
    ).toEqual([]);
  });

  it('accepts a WEBP, and a PNG declared as a JPEG (the bytes decide)', async () => {
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const response = await submit(
      context.app,
      draft(number, {
        name: 'Webp Mart',
        storeFrontPicture: dataUrl('image/webp', photos.webp),
        shopOwnerCancelledChequeImage: dataUrl('image/jpeg', photos.png),
      }),
      session,
    );
    expect(response.statusCode).toBe(201);
    const [claim] = await claimsOf(response.json<{ id: string }>().id);
    const meta = await sharp(
      readFileSync(path.join(context.dataDir, 'uploads', claim!.store_front_image_key!)),
    ).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('refuses a photo over 8 MB, one over 40 megapixels, and a body over the limit with a 413', async () => {
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const huge = Buffer.concat([photos.jpegWithExif, randomBytes(8 * 1024 * 1024)]);
    const tooBig = await submit(
      context.app,
      draft(number, { storeFrontPicture: dataUrl('image/jpeg', huge) }),
      session,
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual(error(413, 'The photo is too large. Please use a photo under 8 MB.'));

    const manyPixels = await submit(
      context.app,
      draft(number, { storeFrontPicture: dataUrl('image/png', photos.fiftyMegapixelPng) }),
      session,
    );
    expect(photos.fiftyMegapixelPng.length).toBeLessThan(1024 * 1024);
    expect(manyPixels.statusCode).toBe(400);
    expect(manyPixels.json()).toEqual(error(400, MESSAGES.photoTooManyPixels));

    // A body over what two photos and the draft may take is refused by its declared length, unread.
    const body = await submit(
      context.app,
      draft(number, { storeFrontPicture: `data:image/png;base64,${'A'.repeat(25 * 1024 * 1024)}` }),
      session,
    );
    expect(body.statusCode).toBe(413);
    expect(body.json()).toEqual(error(413, 'The request is too large.'));
    // Other routes keep the ordinary JSON limit (64 KB).
    const otp = await context.app.inject({
      method: 'POST',
      url: '/v1/otp/verification',
      payload: { mobileNumber: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(otp.statusCode).toBe(413);
  });
});
