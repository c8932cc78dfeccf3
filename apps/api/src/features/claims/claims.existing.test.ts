import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@local-shops/shared';
import { migrate } from '../../db/migrate.ts';
import { buildTestApp } from '../../test/app.ts';
import { DIALECTS, durableTestDatabase } from '../../test/databases.ts';
import { syncTaxonomy } from '../../test/fixtures.ts';
import { latestCode, proveNumber, sessionCookie } from '../../test/sessions.ts';
import {
  claimsTestbed,
  dataUrl,
  draft,
  error,
  makePhotos,
  newIp,
  newNumber,
  photos,
  START,
  submit,
} from './claims.test-support.ts';

beforeAll(makePhotos);

describe.each(DIALECTS)('claiming listings on %s', (dialect) => {
  const { context, advance, addListing, claimsOf, storedFiles } = claimsTestbed(dialect);

  it('makes one claim and one shop of a double submission', async () => {
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const body = draft(number, { name: 'Double Tap Traders' });
    const answers = await Promise.all([submit(context.app, body, session), submit(context.app, body, session)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((a) => a.json<{ id: string }>().id);
    expect(second).toBe(first);
    const shops = await context.db.kysely
      .selectFrom('shops')
      .select('id')
      .where('owner_contact_number', '=', number)
      .execute();
    expect(shops).toEqual([{ id: first }]);
    expect(await claimsOf(first!)).toHaveLength(1);
    // The loser's photos were not kept.
    const keys = (
      await context.db.kysely.selectFrom('claims').select(['cheque_image_key', 'store_front_image_key']).execute()
    ).flatMap((c) => [c.cheque_image_key, c.store_front_image_key]);
    expect(storedFiles().sort()).toEqual(keys.filter((k): k is string => k !== null).sort());

    // A retry a few minutes later is still the same submission; a different shop is a new one.
    advance(5 * 60 * 1000);
    expect((await submit(context.app, body, session)).json()).toEqual({ id: first });
    const other = await submit(context.app, draft(number, { name: 'Another Shop' }), session);
    expect(other.statusCode).toBe(201);
    expect(other.json<{ id: string }>().id).not.toBe(first);
  });

  it('claims a listing in the directory once per number; the listing changes only at review', async () => {
    const shopId = await addListing();
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const body = draft(number, { shopId, storeFrontPicture: dataUrl('image/webp', photos.webp) });
    const response = await submit(context.app, body, session);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: shopId });
    const claims = await claimsOf(shopId);
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({
      kind: 'existing_listing',
      status: 'pending_review',
      mobile_number: number,
      owner_name: 'Ramesh Sharma',
    });
    const shop = await context.db.kysely
      .selectFrom('shops')
      .selectAll()
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    expect(shop).toMatchObject({ name: 'Gupta Sweets', owner_contact_number: null, address: null });

    const files = storedFiles().length;
    const again = await submit(context.app, body, session);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(
      error(409, 'You have already submitted a claim for this shop. Our team is reviewing it.'),
    );
    expect(storedFiles()).toHaveLength(files);

    // Another number may claim the same listing too; review decides.
    const rival = newNumber();
    expect(
      (await submit(context.app, draft(rival, { shopId }), await proveNumber(context.app, rival))).statusCode,
    ).toBe(201);
    expect(await claimsOf(shopId)).toHaveLength(2);
  });

  it('refuses a claim of a listing already claimed, and of one that does not exist', async () => {
    const shopId = await addListing({ isClaimed: true });
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const claimed = await submit(context.app, draft(number, { shopId }), session);
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json()).toEqual(error(409, 'This shop has already been claimed.'));
    const unknown = await submit(context.app, draft(number, { shopId: 'no-such-shop' }), session);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(error(404, MESSAGES.shopNotFound));
    expect(await claimsOf(shopId)).toEqual([]);
  });

  describe('from the shop page (KYC dialog with the address)', () => {
    const sendCode = (body: Record<string, unknown>) =>
      context.app.inject({
        method: 'POST',
        url: '/v1/claim-shops/verification',
        payload: body,
        remoteAddress: newIp(),
      });
    const verifyCode = (shopId: string, body: Record<string, unknown>) =>
      context.app.inject({ method: 'PATCH', url: `/v1/claim-shops/verify-otp/${shopId}`, payload: body });

    it('sends a code bound to the listing, which proves the number; the claim needs its evidence', async () => {
      const shopId = await addListing();
      const number = newNumber();
      const sent = await sendCode({ address: ' 4, Station Road ', shopOwnerContactNumber: number, shopId });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toEqual({ id: shopId });
      const code = await latestCode(context.app, number);
      const otp = await context.db.kysely
        .selectFrom('otp_codes')
        .select(['purpose', 'subject_id'])
        .where('mobile_number', '=', number)
        .executeTakeFirstOrThrow();
      expect(otp).toEqual({ purpose: 'claim_listing', subject_id: shopId });

      // The code proves nothing for another listing, nor as a plain number check.
      const otherShop = await addListing();
      expect((await verifyCode(otherShop, { otp: code, mobileNumber: number })).statusCode).toBe(400);
      const plain = await context.app.inject({
        method: 'PATCH',
        url: '/v1/otp/verify-otp',
        payload: { otp: code, mobileNumber: number },
      });
      expect(plain.json()).toEqual(error(400, MESSAGES.otpIncorrect));

      const verified = await verifyCode(shopId, { otp: code, mobileNumber: number });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ id: shopId });
      const cookie = sessionCookie(verified);
      expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const session = await context.app.inject({
        method: 'GET',
        url: '/v1/otp/session',
        cookies: { session: cookie! },
      });
      expect(session.json()).toEqual({ mobileNumber: number });

      // The code records no claim (decision 0076): the claim comes with its photos, by the proven number.
      expect(await claimsOf(shopId)).toEqual([]);
      expect((await submit(context.app, draft(number, { shopId }), cookie)).statusCode).toBe(201);
      const claims = await claimsOf(shopId);
      expect(claims).toHaveLength(1);
      expect(claims[0]).toMatchObject({
        kind: 'existing_listing',
        status: 'pending_review',
        mobile_number: number,
      });
      expect(claims[0]!.cheque_image_key).toMatch(/^cheque\//);
      expect(claims[0]!.store_front_image_key).toMatch(/^store-front\//);

      // A second claim by the same number waits for the first one's review.
      advance(61_000);
      const twice = await sendCode({ address: '4, Station Road', shopOwnerContactNumber: number, shopId });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual(error(409, MESSAGES.claimAlreadyPending));
      // So does the full draft.
      expect((await submit(context.app, draft(number, { shopId }), cookie)).statusCode).toBe(409);
    });

    it('checks the dialog fields in order, and refuses unknown and claimed listings', async () => {
      const shopId = await addListing();
      const number = newNumber();
      expect((await sendCode({ address: ' ', shopOwnerContactNumber: 'x', shopId })).json()).toEqual(
        error(400, MESSAGES.addressRequired),
      );
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
      expect(await latestCode(context.app, number).catch(() => 'none')).toBe('none');

      expect((await verifyCode(shopId, { otp: '', mobileNumber: number })).json()).toEqual(
        error(400, MESSAGES.otpInvalid),
      );
      expect((await verifyCode(shopId, { otp: '123456', mobileNumber: number })).json()).toEqual(
        error(400, MESSAGES.otpIncorrect),
      );
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

describe.each(DIALECTS)('a claim acknowledged on %s', (dialect) => {
  it('is still there after the database is closed and reopened', async () => {
    const store = await durableTestDatabase(dialect);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'claims-durable-'));
    try {
      const first = store.open();
      await migrate(first);
      await syncTaxonomy(first);
      const app = await buildTestApp(first, { DATA_DIR: dataDir }, { now: () => new Date(START) });
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
        expect(readFileSync(path.join(dataDir, 'uploads', claim!.store_front_image_key!)).subarray(0, 3)).toEqual(
          Buffer.from([0xff, 0xd8, 0xff]),
        );
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
