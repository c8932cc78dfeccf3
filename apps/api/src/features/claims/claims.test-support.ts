import { readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { OutboxItem } from '@local-shops/shared';
import { fileOfDataUrl, multipartBody } from '../../test/multipart.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { TAXONOMY, addShops } from '../../test/fixtures.ts';

/** What the claims tests share: drafts, photos, a user's way of proving a number, and listings to claim. */

export const START = Date.parse('2026-03-01T10:00:00.000Z');
export const error = (statusCode: number, message: string) => ({
  statusCode,
  error: { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large' }[statusCode],
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
  photos.png = await sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 200, g: 60, b: 40, alpha: 0.5 } } }).png().toBuffer();
  photos.jpegWithExif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
    .toBuffer();
  photos.webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#22aa22' } }).webp().toBuffer();
  photos.largePng = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#888888' } }).png().toBuffer();
  photos.fiftyMegapixelPng = await sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#33cc33' } }).png({ compressionLevel: 9 }).toBuffer();
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

/** The app with its images on disk in a folder of the test's own, and a clock the test moves. */
export async function startApp(db: Db, dataDir: string, clock: () => number): Promise<FastifyInstance> {
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), webDist: '/nonexistent' };
  return buildApp({ config, db, logger: false, now: () => new Date(clock()) });
}

/** Proves a number as a user does (send, read the SMS, verify) and answers the session cookie. */
export async function proveNumber(app: FastifyInstance, mobileNumber: string): Promise<string> {
  const sent = await app.inject({ method: 'POST', url: '/v1/otp/verification', payload: { mobileNumber }, remoteAddress: newIp() });
  expect(sent.statusCode).toBe(200);
  const code = await latestCode(app, mobileNumber);
  const verified = await app.inject({ method: 'PATCH', url: '/v1/otp/verify-otp', payload: { otp: code, mobileNumber } });
  expect(verified.statusCode).toBe(200);
  const cookie = sessionCookie(verified);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  const [newest] = response.json<{ items: OutboxItem[] }>().items;
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

export const sessionCookie = (response: LightMyRequestResponse) => response.cookies.find((c) => c.name === 'session')?.value;

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

export const claimsOf = (db: Db, shopId: string) => db.kysely.selectFrom('claims').selectAll().where('shop_id', '=', shopId).execute();
