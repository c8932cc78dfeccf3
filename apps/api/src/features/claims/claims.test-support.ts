import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach } from 'vitest';
import type { Db } from '../../db/database.ts';
import { testApp } from '../../test/app.ts';
import type { TestDialect } from '../../test/databases.ts';
import { addShops, TAXONOMY } from '../../test/fixtures.ts';
import { fileOfDataUrl, multipartBody } from '../../test/multipart.ts';

/** What the claims tests share: drafts, photos, and listings to claim (test/sessions.ts proves a number). */

export const START = Date.parse('2026-03-01T10:00:00.000Z');
export const error = (statusCode: number, message: string) => ({
  statusCode,
  error: { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large' }[
    statusCode
  ],
  message,
});

let numberSeq = 0;
export const newNumber = () => `+9197${String(10_000_000 + ++numberSeq).slice(-8)}`;
let ipSeq = 0;
export const newIp = () => `198.51.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

export const CATEGORY = TAXONOMY[0]!;
export const SUB = CATEGORY.subCategories[0]!;

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** Test photos made with sharp: what a phone or a scanner hands the form. */
export const photos: Record<'png' | 'jpegWithExif' | 'webp' | 'largePng' | 'fiftyMegapixelPng', Buffer> = {
  png: Buffer.alloc(0),
  jpegWithExif: Buffer.alloc(0),
  webp: Buffer.alloc(0),
  largePng: Buffer.alloc(0),
  fiftyMegapixelPng: Buffer.alloc(0),
};

/** Makes the test photos; call once per test file (from its top level). */
export async function makePhotos(): Promise<void> {
  photos.png = await sharp({
    create: { width: 640, height: 480, channels: 4, background: { r: 200, g: 60, b: 40, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  photos.jpegWithExif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-owner', Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
    })
    .toBuffer();
  photos.webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#22aa22' } })
    .webp()
    .toBuffer();
  photos.largePng = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#888888' } })
    .png()
    .toBuffer();
  photos.fiftyMegapixelPng = await sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#33cc33' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function draft(mobileNumber: string, overrides: Record<string, unknown> = {}) {
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

/**
 * POST /v1/claim-shops as the browser sends it: the draft as JSON in the field `draft`, and each of
 * its photos (data URLs in the draft, as the form holds them) as a file.
 */
export async function submit(app: FastifyInstance, body: Record<string, unknown>, session?: string) {
  const { shopOwnerCancelledChequeImage: cheque, storeFrontPicture: storeFront, ...rest } = body;
  const files = Object.fromEntries(
    Object.entries({ shopOwnerCancelledChequeImage: cheque, storeFrontPicture: storeFront }).flatMap(([name, value]) =>
      typeof value === 'string' && value ? [[name, fileOfDataUrl(value)]] : [],
    ),
  );
  const form = await multipartBody({ draft: JSON.stringify(rest) }, files);
  return app.inject({ method: 'POST', url: '/v1/claim-shops', ...form, cookies: session ? { session } : {} });
}

/** The files in the private image store of `dataDir`, as kind/name. */
export function storedFiles(dataDir: string): string[] {
  return ['cheque', 'store-front'].flatMap((kind) => {
    try {
      return readdirSync(path.join(dataDir, 'uploads', kind)).map((name) => `${kind}/${name}`);
    } catch {
      return [];
    }
  });
}

/** A listing in the directory (unclaimed unless told), made at `at`. */
export async function addListing(db: Db, at: number, overrides: { isClaimed?: boolean } = {}): Promise<string> {
  const id = `shop-${randomBytes(6).toString('hex')}`;
  await addShops(db, [
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
      createdAt: new Date(at).toISOString(),
    },
  ]);
  return id;
}

export const claimsOf = (db: Db, shopId: string) =>
  db.kysely.selectFrom('claims').selectAll().where('shop_id', '=', shopId).execute();

/**
 * A describe block's app for the claims tests, its images on disk; its clock moves a day on before
 * each test, past every OTP window of the tests before it. Read `context` inside the tests.
 */
export function claimsTestbed(dialect: TestDialect) {
  let clock = START;
  const context = testApp(dialect, { dataDir: 'claims', now: () => new Date(clock) });
  beforeEach(() => {
    clock += 24 * 60 * 60 * 1000;
  });
  return {
    context,
    advance: (ms: number) => {
      clock += ms;
    },
    addListing: (overrides: { isClaimed?: boolean } = {}) => addListing(context.db, clock, overrides),
    claimsOf: (shopId: string) => claimsOf(context.db, shopId),
    storedFiles: () => storedFiles(context.dataDir),
  };
}
