import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@local-shops/shared';
import type { AdminClaimDetail, AdminClaimListItem } from '@local-shops/shared/admin';
import { testReviewer } from '../../test/admin-session.ts';
import { DIALECTS } from '../../test/databases.ts';
import { addClaim } from '../../test/owners.ts';
import { latestCode, proveNumber, sessionCookie, signIn } from '../../test/sessions.ts';
import {
  CATEGORY,
  claimsTestbed,
  draft,
  error,
  makePhotos,
  newIp,
  newNumber,
  START,
  submit,
} from './claims.test-support.ts';

beforeAll(makePhotos);

/** Issue 25, decision 0076: every claim carries evidence; the listed phone; ownership challenges. */
describe.each(DIALECTS)('evidence for claims of listed shops on %s', (dialect) => {
  const { context, addListing, claimsOf } = claimsTestbed(dialect);
  let admin: Record<string, string>;
  let reviewer: Awaited<ReturnType<typeof testReviewer>>;

  beforeAll(async () => {
    reviewer = await testReviewer(context.app, context.db, `evidence-${dialect}@example.com`, new Date(START));
  });
  // The testbed's clock moves a day before each test: a fresh console session for each.
  beforeEach(async () => {
    admin = await reviewer.signIn();
  });

  const consoleClaim = async (shopId: string, number: string) => {
    const claim = (await claimsOf(shopId)).find((c) => c.mobile_number === number)!;
    const response = await context.app.inject({ method: 'GET', url: `/v1/admin/claims/${claim.id}`, cookies: admin });
    expect(response.statusCode).toBe(200);
    return response.json<AdminClaimDetail>();
  };
  const approve = (claimId: string) =>
    context.app.inject({
      method: 'POST',
      url: `/v1/admin/claims/${claimId}/approve`,
      payload: { reason: '', checklist: { nameBoard: true, location: true, chequeName: true } },
      cookies: admin,
    });
  const ownerRead = (shopId: string, session: string) =>
    context.app.inject({ method: 'GET', url: `/v1/owner/shops/${shopId}`, cookies: { session } });
  const smsTo = (number: string) =>
    context.db.kysely
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', number)
      .where('channel', '=', 'sms')
      .orderBy('created_at')
      .execute();

  it('refuses a claim of a listed shop without its photos, with the messages in SPEC.md order', async () => {
    const shopId = await addListing();
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const without = { shopId, shopOwnerCancelledChequeImage: null, storeFrontPicture: null };
    const cases: Array<[Record<string, unknown>, string]> = [
      // The twelve registration checks come first: a blank name before the missing cheque.
      [{ ...without, name: ' ' }, MESSAGES.shopNameRequired],
      [{ ...without, shopOwnerName: '' }, MESSAGES.ownerNameRequired],
      [without, MESSAGES.chequeImageRequired],
      [{ shopId, storeFrontPicture: null }, MESSAGES.storeFrontRequired],
      [{ shopId, lat: null }, MESSAGES.locationMandatory],
      [{ shopId, capturedAddress: ' ' }, MESSAGES.capturedAddressRequired],
    ];
    for (const [overrides, message] of cases) {
      const response = await submit(context.app, draft(number, overrides), session);
      expect(response.json()).toEqual(error(400, message));
    }
    expect(await claimsOf(shopId)).toEqual([]);

    // The shop page's code proves the number, and records no claim without the evidence.
    const other = newNumber();
    const sent = await context.app.inject({
      method: 'POST',
      url: '/v1/claim-shops/verification',
      payload: { address: '4, Station Road', shopOwnerContactNumber: other, shopId },
      remoteAddress: newIp(),
    });
    expect(sent.statusCode).toBe(200);
    const verified = await context.app.inject({
      method: 'PATCH',
      url: `/v1/claim-shops/verify-otp/${shopId}`,
      payload: { otp: await latestCode(context.app, other), mobileNumber: other },
    });
    expect(verified.statusCode).toBe(200);
    expect(await claimsOf(shopId)).toEqual([]);
    const withPhotos = await submit(context.app, draft(other, { shopId }), sessionCookie(verified));
    expect(withPhotos.statusCode).toBe(201);
    expect(await claimsOf(shopId)).toHaveLength(1);
  });

  it('shows the reviewer both photos, the position, the distance and the flag over 500 m', async () => {
    // The listing stands at 18.51, 73.85.
    const shopId = await addListing();
    const near = newNumber();
    const far = newNumber();
    expect(
      (
        await submit(
          context.app,
          draft(near, { shopId, name: 'Gupta Sweets', lat: 18.5102, long: 73.8501 }),
          await proveNumber(context.app, near),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (await submit(context.app, draft(far, { shopId, name: 'Gupta Sweets' }), await proveNumber(context.app, far)))
        .statusCode,
    ).toBe(201);

    const close = await consoleClaim(shopId, near);
    expect(close).toMatchObject({
      kind: 'existing_listing',
      photoLat: 18.5102,
      photoLong: 73.8501,
      photoDistanceFlagged: false,
      verifiedListedPhone: null,
      challengedOwnerNumber: null,
      proposedEdit: null,
      ownershipChallenge: false,
    });
    expect(close.photoDistanceMeters).toBeGreaterThan(10);
    expect(close.photoDistanceMeters).toBeLessThan(500);
    expect(close.images.cheque).toMatch(/^\/v1\/admin\/images\/cheque\//);
    expect(close.images.storeFront).toMatch(/^\/v1\/admin\/images\/store-front\//);
    const image = await context.app.inject({ method: 'GET', url: close.images.storeFront!, cookies: admin });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const away = await consoleClaim(shopId, far);
    expect(away).toMatchObject({ photoLat: 18.5204, photoLong: 73.8567, photoDistanceFlagged: true });
    expect(away.photoDistanceMeters).toBeGreaterThan(500);
  });

  it('sends a changed name to review with the claim, and applies it on approval', async () => {
    const shopId = await addListing();
    const number = newNumber();
    const body = draft(number, { shopId, name: 'Gupta Sweets and Namkeen' });
    expect((await submit(context.app, body, await proveNumber(context.app, number))).statusCode).toBe(201);
    const claim = await consoleClaim(shopId, number);
    expect(claim.proposedEdit).toEqual({
      before: { name: 'Gupta Sweets' },
      after: { name: 'Gupta Sweets and Namkeen' },
    });
    // Nothing changes before review.
    const before = await context.db.kysely.selectFrom('shops').select('name').where('id', '=', shopId).execute();
    expect(before).toEqual([{ name: 'Gupta Sweets' }]);
    expect((await approve(claim.id)).statusCode).toBe(200);
    const after = await context.db.kysely.selectFrom('shops').select('name').where('id', '=', shopId).execute();
    expect(after).toEqual([{ name: 'Gupta Sweets and Namkeen' }]);
    expect((await consoleClaim(shopId, number)).audit.map((a) => a.action)).toContain('claim.edit_applied');
  });

  it('marks a claim proven on the listed phone "verified by the listed phone", with the OTP limits', async () => {
    const shopId = await addListing();
    const listed = newNumber();
    await context.db.kysely.updateTable('shops').set({ public_phone: listed }).where('id', '=', shopId).execute();

    // The code goes to the listed phone; its owner reads it there.
    const ip = newIp();
    const send = () =>
      context.app.inject({
        method: 'POST',
        url: '/v1/claim-shops/verification',
        payload: { address: 'Shop 4, Main Bazaar', shopOwnerContactNumber: listed, shopId },
        remoteAddress: ip,
      });
    expect((await send()).statusCode).toBe(200);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
    const verified = await context.app.inject({
      method: 'PATCH',
      url: `/v1/claim-shops/verify-otp/${shopId}`,
      payload: { otp: await latestCode(context.app, listed), mobileNumber: listed },
    });
    expect(verified.statusCode).toBe(200);
    expect((await submit(context.app, draft(listed, { shopId }), sessionCookie(verified))).statusCode).toBe(201);
    expect((await consoleClaim(shopId, listed)).verifiedListedPhone).toBe(listed);

    // Another number's claim of the same shop is not.
    const other = newNumber();
    expect(
      (await submit(context.app, draft(other, { shopId }), await proveNumber(context.app, other))).statusCode,
    ).toBe(201);
    expect((await consoleClaim(shopId, other)).verifiedListedPhone).toBeNull();
  });

  it('takes an ownership challenge: the owner is told, approval moves the shop and ends their access', async () => {
    const shopId = await addListing();
    const elsewhere = await addListing();
    const old = newNumber();
    const lone = newNumber();
    await addClaim(context.db, { shopId, number: old, at: START });
    await addClaim(context.db, { shopId: elsewhere, number: old, at: START });
    await context.db.kysely
      .updateTable('shops')
      .set({ owner_contact_number: old, phone_visible: true })
      .where('id', '=', shopId)
      .execute();
    const oldSession = await signIn(context.db, old, START);
    expect((await ownerRead(shopId, oldSession)).statusCode).toBe(200);

    // The owner cannot challenge themselves.
    const own = await submit(context.app, draft(old, { shopId }), await proveNumber(context.app, old));
    expect(own.json()).toEqual(error(409, MESSAGES.shopAlreadyClaimed));

    const challenger = newNumber();
    const challengerSession = await proveNumber(context.app, challenger);
    const response = await submit(context.app, draft(challenger, { shopId }), challengerSession);
    expect(response.statusCode).toBe(201);
    const told = await smsTo(old);
    expect(told.map((m) => m.body)).toContain(
      'Apni Dukaan: someone has asked to take over Gupta Sweets as its owner. Our team checks their proof before anything changes. If this is not right, contact Apni Dukaan support.',
    );

    const claim = await consoleClaim(shopId, challenger);
    expect(claim).toMatchObject({ ownershipChallenge: true, challengedOwnerNumber: old });
    const queue = await context.app.inject({
      method: 'GET',
      url: '/v1/admin/claims?status=pending_review',
      cookies: admin,
    });
    const listed = queue.json<{ items: AdminClaimListItem[] }>().items.find((item) => item.id === claim.id);
    expect(listed?.ownershipChallenge).toBe(true);

    expect((await approve(claim.id)).statusCode).toBe(200);
    const shop = await context.db.kysely
      .selectFrom('shops')
      .select(['owner_contact_number', 'phone_visible', 'is_claimed'])
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    expect(shop).toEqual({ owner_contact_number: challenger, phone_visible: false, is_claimed: true });
    expect((await ownerRead(shopId, challengerSession)).statusCode).toBe(200);
    // The old number still owns another shop: its session stays, but this shop answers 403.
    expect((await ownerRead(shopId, oldSession)).statusCode).toBe(403);
    expect((await ownerRead(elsewhere, oldSession)).statusCode).toBe(200);
    const owned = await context.app.inject({ method: 'GET', url: '/v1/owner/shops', cookies: { session: oldSession } });
    expect(owned.json<{ items: Array<{ shop: { id: string } }> }>().items.map((i) => i.shop.id)).toEqual([elsewhere]);
    expect((await smsTo(old)).at(-1)?.body).toBe(
      'Apni Dukaan: after checking the proof, Gupta Sweets now belongs to another owner. Contact Apni Dukaan support if this is not right.',
    );

    // The history stays: the old claim is still approved, its ownership ended; the audit says who held it.
    const history = await claimsOf(shopId);
    expect(history.find((c) => c.mobile_number === old)).toMatchObject({ status: 'approved' });
    expect(history.find((c) => c.mobile_number === old)?.ownership_ended_at).toBeTruthy();
    const audit = (await consoleClaim(shopId, challenger)).audit;
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['claim.approve', 'claim.ownership_moved']));
    expect(audit.find((a) => a.action === 'claim.ownership_moved')?.detail).toContain(old);

    // A number that owned only the moved shop is signed out everywhere.
    const loneShop = await addListing();
    await addClaim(context.db, { shopId: loneShop, number: lone, at: START });
    const loneSession = await signIn(context.db, lone, START);
    const taker = newNumber();
    expect(
      (await submit(context.app, draft(taker, { shopId: loneShop }), await proveNumber(context.app, taker))).statusCode,
    ).toBe(201);
    expect((await approve((await consoleClaim(loneShop, taker)).id)).statusCode).toBe(200);
    expect((await ownerRead(loneShop, loneSession)).statusCode).toBe(401);
  });

  it('keeps the categories of the listing unless the claimant changes them', async () => {
    const shopId = await addListing();
    const number = newNumber();
    const body = draft(number, {
      shopId,
      name: 'Gupta Sweets',
      categories: [{ id: CATEGORY.id, label: CATEGORY.label }],
    });
    expect((await submit(context.app, body, await proveNumber(context.app, number))).statusCode).toBe(201);
    expect((await consoleClaim(shopId, number)).proposedEdit).toBeNull();
  });
});
