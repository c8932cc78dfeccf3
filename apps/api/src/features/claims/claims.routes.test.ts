import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES, type OutboxItem } from '@local-shops/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { DIALECTS, TEST_DATABASE_URL, createTestDb, type TestDialect } from '../../test/databases.ts';
import { syncTaxonomy } from '../reference/reference.repository.ts';
import { TAXONOMY } from '../reference/taxonomy.ts';
import { insertShops } from '../shops/shops.writer.ts';

const START = Date.parse('2026-03-01T10:00:00.000Z');
const error = (statusCode: number, message: string) => ({
  statusCode,
  error: { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large' }[statusCode],
  message,
});

let numberSeq = 0;
const newNumber = () => `+9197${String(10_000_000 + ++numberSeq).slice(-8)}`;
let ipSeq = 0;
const newIp = () => `198.51.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

const CATEGORY = TAXONOMY[0]!;
const SUB = CATEGORY.subCategories[0]!;

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** Test photos made with sharp: what a phone or a scanner hands the form. */
const photos: Record<'png' | 'jpegWithExif' | 'webp' | 'largePng' | 'fiftyMegapixelPng', Buffer> = {
  png: Buffer.alloc(0),
  jpegWithExif: Buffer.alloc(0),
  webp: Buffer.alloc(0),
  largePng: Buffer.alloc(0),
  fiftyMegapixelPng: Buffer.alloc(0),
};

beforeAll(async () => {
  photos.png = await sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 200, g: 60, b: 40, alpha: 0.5 } } }).png().toBuffer();
  photos.jpegWithExif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .toBuffer();
  photos.webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#22aa22' } }).webp().toBuffer();
  photos.largePng = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#888888' } }).png().toBuffer();
  photos.fiftyMegapixelPng = await sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#33cc33' } }).png({ compressionLevel: 9 }).toBuffer();
});

function draft(mobileNumber: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sharma General Store',
    intro: 'Groceries and daily needs since 1998.',
    state: 'Maharashtra',
    city: 'Pune',
    pin: '411001',
    address: '12, MG Road, Camp',
    shopType: 'Retailers',
    categories: [{ id: CATEGORY.id, label: CATEGORY.label }],
    subCategories: [{ id: SUB.id, label: SUB.label, categoryId: CATEGORY.id }],
    shopOwnerName: 'Ramesh Sharma',
    email: 'ramesh@example.com',
    shopOwnerContactNumber: mobileNumber,
    shopOwnerCancelledChequeImage: dataUrl('image/jpeg', photos.jpegWithExif),
    storeFrontPicture: dataUrl('image/png', photos.png),
    lat: 18.5204,
    long: 73.8567,
    capturedAddress: 'Camp, Pune',
    referralCode: '',
    ...overrides,
  };
}

/** The app with its images on disk in a folder of the test's own, and a clock the test moves. */
async function startApp(db: Db, dataDir: string, clock: () => number): Promise<FastifyInstance> {
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), webDist: '/nonexistent' };
  return buildApp({ config, db, logger: false, now: () => new Date(clock()) });
}

/** Proves a number as a user does (send, read the SMS, verify) and answers the session cookie. */
async function proveNumber(app: FastifyInstance, mobileNumber: string): Promise<string> {
  const sent = await app.inject({ method: 'POST', url: '/v1/otp/verification', payload: { mobileNumber }, remoteAddress: newIp() });
  expect(sent.statusCode).toBe(200);
  const code = await latestCode(app, mobileNumber);
  const verified = await app.inject({ method: 'PATCH', url: '/v1/otp/verify-otp', payload: { otp: code, mobileNumber } });
  expect(verified.statusCode).toBe(200);
  const cookie = sessionCookie(verified);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  const [newest] = response.json<{ items: OutboxItem[] }>().items;
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'session')?.value;

const submit = (app: FastifyInstance, body: unknown, session?: string) =>
  app.inject({ method: 'POST', url: '/v1/claim-shops', payload: body as object, cookies: session ? { session } : {} });

describe.each(DIALECTS)('claiming shops on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let dataDir: string;
  let clock = START;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'claims-'));
    db = await createTestDb(dialect);
    app = await startApp(db, dataDir, () => clock);
  });

  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Every test starts a day later, past every OTP window of the tests before it.
  beforeEach(() => {
    clock += 24 * 60 * 60 * 1000;
  });

  const storedFiles = () =>
    ['cheque', 'store-front'].flatMap((kind) => {
      try {
        return readdirSync(path.join(dataDir, 'uploads', kind)).map((name) => `${kind}/${name}`);
      } catch {
        return [];
      }
    });

  async function addListing(overrides: { isClaimed?: boolean } = {}): Promise<string> {
    const id = `shop-${randomBytes(6).toString('hex')}`;
    await insertShops(db.kysely, db.dialect, [
      {
        id,
        name: 'Gupta Sweets',
        intro: 'Sweets and snacks.',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411002',
        shopType: 'Retailers',
        storeFrontPicture: null,
        lat: 18.51,
        long: 73.85,
        isClaimed: overrides.isClaimed ?? false,
        categoryIds: [CATEGORY.id],
        subCategoryIds: [SUB.id],
        source: 'seed',
        sourceRef: null,
        createdAt: new Date(clock).toISOString(),
      },
    ]);
    return id;
  }

  const claimsOf = (shopId: string) => db.kysely.selectFrom('claims').selectAll().where('shop_id', '=', shopId).execute();

  it('records a new listing with a pending claim; the photos are stored privately as clean JPEGs', async () => {
    const number = newNumber();
    const session = await proveNumber(app, number);
    const response = await submit(app, draft(number), session);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(Object.keys(response.json())).toEqual(['id']);

    // Listed, but not shown as claimed (nor with the photo) until review approves the claim.
    const shop = await app.inject({ method: 'GET', url: `/v1/claim-shops/${id}` });
    expect(shop.statusCode).toBe(200);
    expect(shop.json()).toMatchObject({ id, name: 'Sharma General Store', isClaimed: false, storeFrontPicture: null, lat: 18.5204, long: 73.8567 });
    expect(shop.body).not.toContain('MG Road');
    expect(shop.body).not.toContain(number);

    const row = await db.kysely.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
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
    expect(Boolean(row.is_claimed)).toBe(false);
    const categories = await db.kysely.selectFrom('shop_sub_categories').select('sub_category_id').where('shop_id', '=', id).execute();
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
      const bytes = readFileSync(path.join(dataDir, 'uploads', key!));
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
    const session = await proveNumber(app, number);
    const response = await submit(app, draft(number, { name: 'Big Photo Stores', storeFrontPicture: dataUrl('image/png', photos.largePng) }), session);
    expect(response.statusCode).toBe(201);
    const [claim] = await claimsOf(response.json<{ id: string }>().id);
    const meta = await sharp(readFileSync(path.join(dataDir, 'uploads', claim!.store_front_image_key!))).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1000]);
  });

  it('refuses a claim without a session, or for a number other than the session proves', async () => {
    const number = newNumber();
    const before = storedFiles().length;
    const anonymous = await submit(app, draft(number));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(error(401, MESSAGES.verifyNumberAgain));
    expect(anonymous.json<{ message: string }>().message).toBe('Please verify your mobile number again.');

    const forged = await submit(app, draft(number), 'A'.repeat(43));
    expect(forged.json()).toEqual(error(401, MESSAGES.verifyNumberAgain));

    const session = await proveNumber(app, newNumber());
    const other = await submit(app, draft(number), session);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual(error(401, MESSAGES.verifyNumberAgain));
    expect(storedFiles()).toHaveLength(before);
  });

  it('applies the registration checks in SPEC order, then the store-front checks', async () => {
    const number = newNumber();
    const session = await proveNumber(app, number);
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
      const response = await submit(app, draft(number, overrides), session);
      expect(response.json(), JSON.stringify(overrides)).toEqual(error(400, message));
    }
    expect(await db.kysely.selectFrom('claims').select('id').where('mobile_number', '=', number).execute()).toEqual([]);
  });

  it('refuses anything that is not really an image, with the field message', async () => {
    const number = newNumber();
    const session = await proveNumber(app, number);
    const before = storedFiles().length;
    const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const notImages: Array<[string, Buffer]> = [
      ['image/png', Buffer.from('just some text, not a picture')],
      // A polyglot: PNG magic bytes followed by garbage.
      ['image/png', Buffer.concat([pngMagic, randomBytes(2000)])],
      ['image/jpeg', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1')],
      ['image/jpeg', Buffer.from('<!doctype html><script>alert(1)</script>')],
      // JPEG magic bytes, then HTML.
      ['image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')])],
      // A HEIC container header with nothing inside.
      ['image/heic', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')])],
      // A truncated JPEG.
      ['image/jpeg', photos.jpegWithExif.subarray(0, Math.floor(photos.jpegWithExif.length / 2))],
    ];
    for (const [mime, bytes] of notImages) {
      const cheque = await submit(app, draft(number, { shopOwnerCancelledChequeImage: dataUrl(mime, bytes) }), session);
      expect(cheque.json()).toEqual(error(400, 'Please provide cancelled cheque image.'));
      const front = await submit(app, draft(number, { storeFrontPicture: dataUrl(mime, bytes) }), session);
      expect(front.json()).toEqual(error(400, 'Please provide a valid shop image.'));
    }
    // Types outside the allow-list, even when the bytes are a fine image.
    const gifLabel = await submit(app, draft(number, { storeFrontPicture: dataUrl('image/gif', photos.png) }), session);
    expect(gifLabel.json()).toEqual(error(400, MESSAGES.shopImageInvalid));
    const svg = await submit(app, draft(number, { storeFrontPicture: dataUrl('image/svg+xml', Buffer.from('<svg/>')) }), session);
    expect(svg.json()).toEqual(error(400, MESSAGES.shopImageInvalid));
    const notBase64 = await submit(app, draft(number, { storeFrontPicture: 'data:image/png;base64,%%%not-base64%%%' }), session);
    expect(notBase64.json()).toEqual(error(400, MESSAGES.shopImageInvalid));
    expect(storedFiles()).toHaveLength(before);
    expect(await db.kysely.selectFrom('claims').select('id').where('mobile_number', '=', number).execute()).toEqual([]);
  });

  it('accepts a WEBP, and a PNG declared as a JPEG (the bytes decide)', async () => {
    const number = newNumber();
    const session = await proveNumber(app, number);
    const response = await submit(
      app,
      draft(number, { name: 'Webp Mart', storeFrontPicture: dataUrl('image/webp', photos.webp), shopOwnerCancelledChequeImage: dataUrl('image/jpeg', photos.png) }),
      session,
    );
    expect(response.statusCode).toBe(201);
    const [claim] = await claimsOf(response.json<{ id: string }>().id);
    const meta = await sharp(readFileSync(path.join(dataDir, 'uploads', claim!.store_front_image_key!))).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('refuses a photo over 8 MB, one over 40 megapixels, and a body over the limit with a 413', async () => {
    const number = newNumber();
    const session = await proveNumber(app, number);
    const huge = Buffer.concat([photos.jpegWithExif, randomBytes(8 * 1024 * 1024)]);
    const tooBig = await submit(app, draft(number, { storeFrontPicture: dataUrl('image/jpeg', huge) }), session);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual(error(400, 'The photo is too large. Please use a photo under 8 MB.'));

    const manyPixels = await submit(app, draft(number, { storeFrontPicture: dataUrl('image/png', photos.fiftyMegapixelPng) }), session);
    expect(photos.fiftyMegapixelPng.length).toBeLessThan(1024 * 1024);
    expect(manyPixels.statusCode).toBe(400);
    expect(manyPixels.json()).toEqual(error(400, MESSAGES.photoTooManyPixels));

    const body = await submit(app, draft(number, { storeFrontPicture: `data:image/png;base64,${'A'.repeat(25 * 1024 * 1024)}` }), session);
    expect(body.statusCode).toBe(413);
    expect(body.json()).toEqual(error(413, 'The request is too large.'));
    // Other routes keep the ordinary 1 MB limit.
    const otp = await app.inject({ method: 'POST', url: '/v1/otp/verification', payload: { mobileNumber: 'x'.repeat(2 * 1024 * 1024) } });
    expect(otp.statusCode).toBe(413);
  });

  it('makes one claim and one shop of a double submission', async () => {
    const number = newNumber();
    const session = await proveNumber(app, number);
    const body = draft(number, { name: 'Double Tap Traders' });
    const answers = await Promise.all([submit(app, body, session), submit(app, body, session)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((a) => a.json<{ id: string }>().id);
    expect(second).toBe(first);
    const shops = await db.kysely.selectFrom('shops').select('id').where('owner_contact_number', '=', number).execute();
    expect(shops).toEqual([{ id: first }]);
    expect(await claimsOf(first!)).toHaveLength(1);
    // The loser's photos were not kept.
    const keys = (await db.kysely.selectFrom('claims').select(['cheque_image_key', 'store_front_image_key']).execute()).flatMap((c) => [
      c.cheque_image_key,
      c.store_front_image_key,
    ]);
    expect(storedFiles().sort()).toEqual(keys.filter((k): k is string => k !== null).sort());

    // A retry a few minutes later is still the same submission; a different shop is a new one.
    clock += 5 * 60 * 1000;
    expect((await submit(app, body, session)).json()).toEqual({ id: first });
    const other = await submit(app, draft(number, { name: 'Another Shop' }), session);
    expect(other.statusCode).toBe(201);
    expect(other.json<{ id: string }>().id).not.toBe(first);
  });

  it('claims a listing in the directory once per number; the listing changes only at review', async () => {
    const shopId = await addListing();
    const number = newNumber();
    const session = await proveNumber(app, number);
    const body = draft(number, { shopId, storeFrontPicture: dataUrl('image/webp', photos.webp) });
    const response = await submit(app, body, session);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: shopId });
    const claims = await claimsOf(shopId);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ kind: 'existing_listing', status: 'pending_review', mobile_number: number, owner_name: 'Ramesh Sharma' });
    const shop = await db.kysely.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirstOrThrow();
    expect(shop).toMatchObject({ name: 'Gupta Sweets', owner_contact_number: null, address: null });

    const files = storedFiles().length;
    const again = await submit(app, body, session);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(error(409, 'You have already submitted a claim for this shop. Our team is reviewing it.'));
    expect(storedFiles()).toHaveLength(files);

    // Another number may claim the same listing too; review decides.
    const rival = newNumber();
    expect((await submit(app, draft(rival, { shopId }), await proveNumber(app, rival))).statusCode).toBe(201);
    expect(await claimsOf(shopId)).toHaveLength(2);
  });

  it('refuses a claim of a listing already claimed, and of one that does not exist', async () => {
    const shopId = await addListing({ isClaimed: true });
    const number = newNumber();
    const session = await proveNumber(app, number);
    const claimed = await submit(app, draft(number, { shopId }), session);
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json()).toEqual(error(409, 'This shop has already been claimed.'));
    const unknown = await submit(app, draft(number, { shopId: 'no-such-shop' }), session);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(error(404, MESSAGES.shopNotFound));
    expect(await claimsOf(shopId)).toEqual([]);
  });

  describe('from the shop page (KYC dialog with the address)', () => {
    const sendCode = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/v1/claim-shops/verification', payload: body, remoteAddress: newIp() });
    const verifyCode = (shopId: string, body: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/v1/claim-shops/verify-otp/${shopId}`, payload: body });

    it('sends a code bound to the listing, then records a pending claim and proves the number', async () => {
      const shopId = await addListing();
      const number = newNumber();
      const sent = await sendCode({ address: ' 4, Station Road ', shopOwnerContactNumber: number, shopId });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ id: shopId });
      const code = await latestCode(app, number);
      const otp = await db.kysely.selectFrom('otp_codes').select(['purpose', 'subject_id']).where('mobile_number', '=', number).executeTakeFirstOrThrow();
      expect(otp).toEqual({ purpose: 'claim_listing', subject_id: shopId });

      // The code proves nothing for another listing, nor as a plain number check.
      const otherShop = await addListing();
      expect((await verifyCode(otherShop, { otp: code, mobileNumber: number })).statusCode).toBe(400);
      const plain = await app.inject({ method: 'PATCH', url: '/v1/otp/verify-otp', payload: { otp: code, mobileNumber: number } });
      expect(plain.json()).toEqual(error(400, MESSAGES.otpIncorrect));

      const verified = await verifyCode(shopId, { otp: code, mobileNumber: number });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ id: shopId });
      const cookie = sessionCookie(verified);
      expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const session = await app.inject({ method: 'GET', url: '/v1/otp/session', cookies: { session: cookie! } });
      expect(session.json()).toEqual({ mobileNumber: number });

      const claims = await claimsOf(shopId);
      expect(claims).toHaveLength(1);
      expect(claims[0]).toMatchObject({
        kind: 'existing_listing',
        status: 'pending_review',
        mobile_number: number,
        address: '4, Station Road',
        cheque_image_key: null,
        store_front_image_key: null,
      });

      // A second claim by the same number waits for the first one's review.
      clock += 61_000;
      const twice = await sendCode({ address: '4, Station Road', shopOwnerContactNumber: number, shopId });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual(error(409, MESSAGES.claimAlreadyPending));
      // So does the full draft.
      expect((await submit(app, draft(number, { shopId }), cookie)).statusCode).toBe(409);
    });

    it('checks the dialog fields in order, and refuses unknown and claimed listings', async () => {
      const shopId = await addListing();
      const number = newNumber();
      expect((await sendCode({ address: ' ', shopOwnerContactNumber: 'x', shopId })).json()).toEqual(error(400, MESSAGES.addressRequired));
      expect((await sendCode({ address: 'a', shopOwnerContactNumber: '98765 43210', shopId })).json()).toEqual(
        error(400, MESSAGES.contactNumberInvalid),
      );
      expect((await sendCode({ address: 'a', shopOwnerContactNumber: number, shopId: 'no-such-shop' })).json()).toEqual(
        error(404, MESSAGES.shopNotFound),
      );
      const claimed = await addListing({ isClaimed: true });
      expect((await sendCode({ address: 'a', shopOwnerContactNumber: number, shopId: claimed })).json()).toEqual(
        error(409, MESSAGES.shopAlreadyClaimed),
      );
      expect(await latestCode(app, number).catch(() => 'none')).toBe('none');

      expect((await verifyCode(shopId, { otp: '', mobileNumber: number })).json()).toEqual(error(400, MESSAGES.otpInvalid));
      expect((await verifyCode(shopId, { otp: '123456', mobileNumber: number })).json()).toEqual(error(400, MESSAGES.otpIncorrect));
      expect((await verifyCode('no-such-shop', { otp: '123456', mobileNumber: number })).statusCode).toBe(404);
      expect(await claimsOf(shopId)).toEqual([]);
    });

    it('keeps the OTP send limits', async () => {
      const shopId = await addListing();
      const number = newNumber();
      expect((await sendCode({ address: 'a', shopOwnerContactNumber: number, shopId })).statusCode).toBe(200);
      const soon = await sendCode({ address: 'a', shopOwnerContactNumber: number, shopId });
      expect(soon.statusCode).toBe(429);
      expect(soon.headers['retry-after']).toBe('60');
    });
  });
});

/** A database that outlives its connection: a file for SQLite, a schema of its own on PostgreSQL. */
async function durableDatabase(dialect: TestDialect) {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'claims-db-'));
    const sqlitePath = path.join(dir, 'app.db');
    return { open: () => openDatabase({ sqlitePath }), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    open: () => openDatabase({ databaseUrl: url.toString(), sqlitePath: '', poolSize: 2 }),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

describe.each(DIALECTS)('a claim acknowledged on %s', (dialect) => {
  it('is still there after the database is closed and reopened', async () => {
    const store = await durableDatabase(dialect);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-durable-'));
    try {
      const first = store.open();
      await migrate(first);
      await syncTaxonomy(first);
      const app = await startApp(first, dataDir, () => START);
      const number = newNumber();
      const response = await submit(app, draft(number, { name: 'Durable Dairy' }), await proveNumber(app, number));
      expect(response.statusCode).toBe(201);
      const { id } = response.json<{ id: string }>();
      await app.close();
      await first.close();

      const second = store.open();
      try {
        const claim = await second.kysely.selectFrom('claims').selectAll().where('shop_id', '=', id).executeTakeFirst();
        expect(claim).toMatchObject({ status: 'pending_review', mobile_number: number, kind: 'new_listing' });
        const shop = await second.kysely.selectFrom('shops').select('name').where('id', '=', id).executeTakeFirst();
        expect(shop).toEqual({ name: 'Durable Dairy' });
        expect(readFileSync(path.join(dataDir, 'uploads', claim!.store_front_image_key!)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
