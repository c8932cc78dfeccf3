import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { DIALECTS, TEST_DATABASE_URL, createTestDb, type TestDialect } from '../../test/databases.ts';
import { syncTaxonomy } from '../../test/fixtures.ts';
import { START, dataUrl, draft, error, latestCode, makePhotos, newIp, newNumber, photos, proveNumber, sessionCookie, startApp, submit, addListing as listing, claimsOf as claimsOfShop, storedFiles as filesIn } from './claims.test-support.ts';

beforeAll(makePhotos);

describe.each(DIALECTS)('claiming listings on %s', (dialect) => {
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

  const storedFiles = () => filesIn(dataDir);
  const addListing = (overrides: { isClaimed?: boolean } = {}) => listing(db, clock, overrides);
  const claimsOf = (shopId: string) => claimsOfShop(db, shopId);

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
      expect(plain.json()).toEqual(error(400, MESSAGES.otpNotRequested));

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
      expect((await verifyCode(shopId, { otp: '123456', mobileNumber: number })).json()).toEqual(error(400, MESSAGES.otpNotRequested));
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
