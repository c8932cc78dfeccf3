import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, REVIEW_MESSAGES, SMS_TEXTS, type OutboxItem } from '@local-shops/shared';
import {
  type AdminClaimDetail,
  type AdminClaimListItem,
  type AdminEnquiry,
  type AdminList,
  type AdminPaymentOrder,
} from '@local-shops/shared/admin';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { ImageStore } from '../../lib/image-store.ts';
import { createSession } from '../../lib/sessions.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { createDiskImageStore, listingWriter, recordNewListingClaim, TAXONOMY } from '../../test/fixtures.ts';
import { ADMIN_COOKIE, ADMIN_SESSION_HOURS, createAdminUser, LOCK_MINUTES, MAX_FAILED_SIGN_INS } from './admin-auth.ts';
import { IMAGE_LINK_SECONDS } from './image-links.ts';

const FAST = { log2N: 12, r: 8, p: 1 };
/** The reviewer's three ticks, which an approval needs (decision 0077). */
const CHECKED = { checklist: { nameBoard: true, location: true, chequeName: true } };
const PASSWORD = 'correct horse battery staple';
const CATEGORY = TAXONOMY[0]!;
const SUB = CATEGORY.subCategories[0]!;

let seq = 0;
const newNumber = () => `+9177${String(10_000_000 + ++seq).slice(-8)}`;

describe.each(DIALECTS)('review console on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let images: ImageStore;
  let dataDir: string;
  let clock = Date.parse('2026-05-01T09:00:00.000Z');
  const now = () => new Date(clock);
  let jpeg: Buffer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'admin-'));
    images = createDiskImageStore(path.join(dataDir, 'uploads'));
    db = await createTestDb(dialect);
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), webDist: '/nonexistent' };
    app = await buildApp({ config, db, logger: false, now, images });
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    clock += 24 * 3600_000;
  });

  async function newAdmin(): Promise<string> {
    const email = `reviewer${++seq}@shops.test`;
    await createAdminUser(db, email, PASSWORD, now(), FAST);
    return email;
  }

  const login = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/v1/admin/login', payload: { email, password } });

  async function signedIn(): Promise<Record<string, string>> {
    const response = await login(await newAdmin(), PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === ADMIN_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/admin' });
    return { [ADMIN_COOKIE]: cookie.value };
  }

  /** A pending claim of a new listing with both photos, the photo taken `offsetDeg` north of the listing. */
  async function pendingClaim(offsetDeg = 0): Promise<{ claimId: string; shopId: string; number: string }> {
    const number = newNumber();
    const shopId = `shop-${++seq}-${dialect}`;
    const outcome = await recordNewListingClaim(
      db,
      listingWriter(db),
      {
        shopId,
        mobileNumber: number,
        name: `Review Sweets ${seq}`,
        intro: 'Sweets.',
        state: 'Karnataka',
        city: 'Bengaluru',
        pin: '560001',
        shopType: 'Retailers',
        categoryIds: [CATEGORY.id],
        subCategoryIds: [SUB.id],
        ownerName: 'Ganesh Rao',
        ownerEmail: 'ganesh@example.in',
        referralCode: null,
        address: '12 MG Road',
        capturedAddress: 'MG Road, Bengaluru',
        lat: 12.9716,
        long: 77.5946,
        chequeImageKey: await images.put(jpeg, 'cheque'),
        storeFrontImageKey: await images.put(jpeg, 'store-front'),
      },
      now(),
    );
    expect(outcome.kind).toBe('created');
    if (offsetDeg)
      await db.kysely
        .updateTable('claims')
        .set({ photo_lat: 12.9716 + offsetDeg })
        .where('shop_id', '=', shopId)
        .execute();
    const claim = await db.kysely
      .selectFrom('claims')
      .select('id')
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    return { claimId: claim.id, shopId, number };
  }

  it('refuses every admin route without an admin session (401), and with an owner session too', async () => {
    const { claimId } = await pendingClaim();
    const calls = [
      ['GET', '/v1/admin/session'],
      ['GET', '/v1/admin/claims'],
      ['GET', `/v1/admin/claims/${claimId}`],
      ['POST', `/v1/admin/claims/${claimId}/approve`],
      ['POST', `/v1/admin/claims/${claimId}/reject`],
      ['POST', `/v1/admin/claims/${claimId}/approve-as-listed`],
      ['GET', '/v1/admin/enquiries'],
      ['POST', '/v1/admin/enquiries/x/status'],
      ['GET', '/v1/admin/payments'],
      ['GET', '/v1/admin/images/cheque/0123456789abcdef0123456789abcdef.jpg?exp=1&sig=x'],
      ['POST', '/v1/admin/logout'],
    ] as const;
    for (const [method, url] of calls) {
      const variants: Array<Record<string, string>> = [
        {},
        { session: 'a'.repeat(43) },
        { [ADMIN_COOKIE]: 'b'.repeat(43) },
      ];
      for (const cookies of variants) {
        const response = await app.inject({
          method,
          url,
          cookies,
          payload: method === 'POST' ? { reason: 'nope' } : undefined,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({
          statusCode: 401,
          error: 'Unauthorized',
          message: REVIEW_MESSAGES.adminSignInRequired,
        });
      }
    }
    expect(
      (await db.kysely.selectFrom('claims').select('status').where('id', '=', claimId).executeTakeFirstOrThrow())
        .status,
    ).toBe('pending_review');
  });

  it('signs in, answers the session, and signs out', async () => {
    const cookies = await signedIn();
    expect((await app.inject({ method: 'GET', url: '/v1/admin/session', cookies })).json()).toEqual({
      email: expect.stringMatching(/@shops\.test$/),
    });
    expect((await app.inject({ method: 'POST', url: '/v1/admin/logout', cookies })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/v1/admin/session', cookies })).statusCode).toBe(401);
  });

  it('ends a console session after a working day', async () => {
    const cookies = await signedIn();
    clock += (ADMIN_SESSION_HOURS - 1) * 3600_000;
    expect((await app.inject({ method: 'GET', url: '/v1/admin/claims', cookies })).statusCode).toBe(200);
    clock += 2 * 3600_000;
    expect((await app.inject({ method: 'GET', url: '/v1/admin/claims', cookies })).statusCode).toBe(401);
  });

  it('locks an account after repeated wrong passwords, and says nothing about unknown e-mails', async () => {
    const email = await newAdmin();
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) {
      const wrong = await login(email, 'wrong password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.adminCredentialsWrong);
    }
    const locked = await login(email, 'wrong password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.adminLockedOut(LOCK_MINUTES));
    // Even the right password waits out the lock.
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
    clock += LOCK_MINUTES * 60_000 + 1000;
    expect((await login(email, PASSWORD)).statusCode).toBe(200);

    const unknown = await login('nobody@shops.test', PASSWORD);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.adminCredentialsWrong);
  });

  it('lists pending claims first, oldest first, with their age against the target', async () => {
    const older = await pendingClaim();
    clock += 50 * 3600_000;
    const newer = await pendingClaim();
    // Signed in now: a console session lasts a working day.
    const cookies = await signedIn();
    const { items } = (
      await app.inject({ method: 'GET', url: '/v1/admin/claims?status=pending_review', cookies })
    ).json<{ items: AdminClaimListItem[] }>();
    const ids = items.map((c) => c.id);
    expect(ids.indexOf(older.claimId)).toBeLessThan(ids.indexOf(newer.claimId));
    const first = items.find((c) => c.id === older.claimId)!;
    expect(first).toMatchObject({
      status: 'pending_review',
      targetHours: 48,
      overdue: true,
      mobileNumber: older.number,
    });
    expect(items.find((c) => c.id === newer.claimId)).toMatchObject({ overdue: false, ageHours: 0 });
  });

  it('shows a claim with its evidence behind signed links that expire, and logs each access', async () => {
    const cookies = await signedIn();
    const { claimId } = await pendingClaim(0.01);
    const detail = (
      await app.inject({ method: 'GET', url: `/v1/admin/claims/${claimId}`, cookies })
    ).json<AdminClaimDetail>();
    expect(detail).toMatchObject({
      mobileNumberVerified: true,
      address: '12 MG Road',
      capturedAddress: 'MG Road, Bengaluru',
      photoDistanceFlagged: true,
    });
    expect(detail.photoDistanceMeters).toBeGreaterThan(1000);
    const link = detail.images.cheque!;
    expect(link).toMatch(/^\/v1\/admin\/images\/cheque\/[0-9a-f]{32}\.jpg\?exp=\d+&sig=[\w-]{43}$/);

    const image = await app.inject({ method: 'GET', url: link, cookies });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(jpeg)).toBe(true);
    expect((await app.inject({ method: 'GET', url: detail.images.storeFront!, cookies })).statusCode).toBe(200);

    // Altered: another image's key, another expiry, another signature; and without the session.
    const other = await pendingClaim();
    const otherKey = (
      await db.kysely
        .selectFrom('claims')
        .select('cheque_image_key')
        .where('id', '=', other.claimId)
        .executeTakeFirstOrThrow()
    ).cheque_image_key!;
    const [, query] = link.split('?');
    const exp = Number(/exp=(\d+)/.exec(link)![1]);
    for (const altered of [
      `/v1/admin/images/${otherKey}?${query}`,
      link.replace(`exp=${exp}`, `exp=${exp + 600}`),
      link.replace(/sig=.(.*)$/, (_m, rest: string) => `sig=${link.at(-43) === 'A' ? 'B' : 'A'}${rest}`),
      link.replace(/&sig=.*$/, ''),
    ]) {
      const response = await app.inject({ method: 'GET', url: altered, cookies });
      expect(response.statusCode, altered).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.adminLinkInvalid);
    }
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(401);

    // Expired after a few minutes.
    clock += IMAGE_LINK_SECONDS * 1000 + 1000;
    expect((await app.inject({ method: 'GET', url: link, cookies })).statusCode).toBe(403);

    const views = await db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_id', '=', claimId)
      .where('action', '=', 'image.view')
      .execute();
    expect(views).toHaveLength(2);
    // No public route serves the images.
    expect((await app.inject({ method: 'GET', url: `/uploads/${otherKey}` })).statusCode).toBe(404);
  });

  it('approves a claim: the listing is claimed, the owner gets an SMS, the action is audited; approving twice is 409', async () => {
    const cookies = await signedIn();
    const { claimId, shopId, number } = await pendingClaim();
    // Waiting for review, the new listing is not public (decision 0058): its page answers 404, and
    // it is not in the directory: not by name, nor near its place.
    expect((await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` })).statusCode).toBe(404);
    const { name } = await db.kysely
      .selectFrom('shops')
      .select('name')
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    const listed = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/v1/claim-shops/filter?${query}` })).json<{
        items: Array<{ id: string }>;
        meta: { total: number };
      }>();
    const byName = await listed(`name=${encodeURIComponent(name)}`);
    expect(byName.items.map((item) => item.id)).not.toContain(shopId);
    expect(byName.meta.total).toBe(byName.items.length);
    expect(
      (await listed('near=12.9716,77.5946&radiusKm=0.5&sort=distance')).items.map((item) => item.id),
    ).not.toContain(shopId);

    const approved = await app.inject({
      method: 'POST',
      url: `/v1/admin/claims/${claimId}/approve`,
      cookies,
      payload: CHECKED,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminClaimDetail>()).toMatchObject({ status: 'approved', shop: { isClaimed: true } });
    expect(approved.json<AdminClaimDetail>().audit[0]).toMatchObject({ action: 'claim.approve' });

    const publicShop = await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` });
    expect(publicShop.json()).toMatchObject({ isClaimed: true });
    // Approved: listed (another query string than above, whose total is cached for a while).
    const afterApproval = await listed(`name=${encodeURIComponent(name)}&claimed=true`);
    expect(afterApproval.items.map((item) => item.id)).toContain(shopId);
    expect((await listed('near=12.9716,77.5946&radiusKm=0.6&sort=distance')).items.map((item) => item.id)).toContain(
      shopId,
    );
    // No admin or owner data in public answers.
    expect(publicShop.body).not.toContain(number);
    expect(publicShop.body).not.toContain('12 MG Road');
    expect(publicShop.body).not.toContain('ganesh@example.in');
    expect(publicShop.body).not.toMatch(/cheque|store-front\//);
    // The store-front photo is published for visitors, as the re-encoded upload; the cheque never is.
    const picture = publicShop.json<{ storeFrontPicture: string }>().storeFrontPicture;
    expect(picture).toMatch(/^\/media\/shop-fronts\/[0-9a-f]{32}\.jpg$/);
    const photo = await app.inject({ method: 'GET', url: picture });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(jpeg)).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/media/shop-fronts/${'0'.repeat(32)}.jpg` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/media/shop-fronts/..%2Fuploads%2Fx.jpg' })).statusCode).toBe(404);

    const twice = await app.inject({
      method: 'POST',
      url: `/v1/admin/claims/${claimId}/approve`,
      cookies,
      payload: CHECKED,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.claimAlreadyReviewed);
    const rejectAfter = await app.inject({
      method: 'POST',
      url: `/v1/admin/claims/${claimId}/reject`,
      cookies,
      payload: { reason: 'Changed my mind' },
    });
    expect(rejectAfter.statusCode).toBe(409);

    await app.outbox.drain();
    const sms = (await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(number)}` })).json<{
      items: OutboxItem[];
    }>().items;
    expect(sms.map((m) => m.body)).toEqual([expect.stringContaining('is verified')]);
    expect((await app.inject({ method: 'GET', url: '/v1/admin/claims/nope', cookies })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/v1/admin/claims/nope/approve', cookies, payload: CHECKED }))
        .statusCode,
    ).toBe(404);
  });

  it('approving closes the other pending claims; a claim made after that cannot be approved', async () => {
    const cookies = await signedIn();
    const first = await pendingClaim();
    const rival = { id: `rival-${first.claimId}`, number: newNumber() };
    const pending = (id: string, number: string) =>
      db.kysely
        .insertInto('claims')
        .values({
          id,
          shop_id: first.shopId,
          kind: 'existing_listing',
          status: 'pending_review',
          mobile_number: number,
          owner_name: null,
          owner_email: null,
          referral_code: null,
          address: 'Elsewhere',
          captured_address: null,
          photo_lat: null,
          photo_long: null,
          cheque_image_key: null,
          store_front_image_key: null,
          created_at: now().toISOString(),
          updated_at: now().toISOString(),
        })
        .execute();
    await pending(rival.id, rival.number);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/v1/admin/claims/${first.claimId}/approve`,
          cookies,
          payload: CHECKED,
        })
      ).statusCode,
    ).toBe(200);
    // The rival is closed as not approved, and told why.
    const closed = await app.inject({ method: 'GET', url: `/v1/admin/claims/${rival.id}`, cookies });
    expect(closed.json<AdminClaimDetail>()).toMatchObject({
      status: 'rejected',
      reviewReason: REVIEW_MESSAGES.anotherOwnerVerified,
    });
    await app.outbox.drain();
    const rivalSms = (
      await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(rival.number)}` })
    ).json<{ items: OutboxItem[] }>().items;
    expect(rivalSms.some((item) => item.body.includes(REVIEW_MESSAGES.anotherOwnerVerified))).toBe(true);

    // A claim submitted after the approval: refused, and rolled back.
    const number = newNumber();
    await db.kysely
      .insertInto('claims')
      .values({
        id: `second-${first.claimId}`,
        shop_id: first.shopId,
        kind: 'existing_listing',
        status: 'pending_review',
        mobile_number: number,
        owner_name: null,
        owner_email: null,
        referral_code: null,
        address: 'Elsewhere',
        captured_address: null,
        photo_lat: null,
        photo_long: null,
        cheque_image_key: null,
        store_front_image_key: await images.put(jpeg, 'store-front'),
        created_at: now().toISOString(),
        updated_at: now().toISOString(),
      })
      .execute();
    const publishedBefore = readdirSync(path.join(dataDir, 'public-images'));
    const second = await app.inject({
      method: 'POST',
      url: `/v1/admin/claims/second-${first.claimId}/approve`,
      cookies,
      payload: CHECKED,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(MESSAGES.shopAlreadyClaimed);
    // Its photo, copied for publishing before the approval was refused, is gone again.
    expect(readdirSync(path.join(dataDir, 'public-images')).sort()).toEqual(publishedBefore.sort());
    // Rolled back: still pending, so it can be rejected.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/v1/admin/claims/second-${first.claimId}/reject`,
          cookies,
          payload: { reason: 'Already claimed by its owner.' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('rejects a claim with a reason: the listing stays unclaimed and the owner is told why', async () => {
    const cookies = await signedIn();
    const { claimId, shopId, number } = await pendingClaim();
    const noReason = await app.inject({
      method: 'POST',
      url: `/v1/admin/claims/${claimId}/reject`,
      cookies,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.reviewReasonRequired);

    const rejected = await app.inject({
      method: 'POST',
      url: `/v1/admin/claims/${claimId}/reject`,
      cookies,
      payload: { reason: 'The cheque is not readable.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<AdminClaimDetail>()).toMatchObject({
      status: 'rejected',
      reviewReason: 'The cheque is not readable.',
      shop: { isClaimed: false },
    });
    // A refused new listing stays private (decision 0058) and unclaimed.
    expect((await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` })).statusCode).toBe(404);
    expect(
      (await db.kysely.selectFrom('shops').select('is_claimed').where('id', '=', shopId).executeTakeFirstOrThrow())
        .is_claimed,
    ).toBe(false);
    // A refused new listing stays out of the directory.
    const inDirectory = (
      await app.inject({
        method: 'GET',
        url: `/v1/claim-shops/filter?name=${encodeURIComponent('Review Sweets')}&claimed=false&state=Karnataka`,
      })
    ).json<{ items: Array<{ id: string }> }>();
    expect(inDirectory.items.map((item) => item.id)).not.toContain(shopId);
    expect(
      (await app.inject({ method: 'POST', url: `/v1/admin/claims/${claimId}/approve`, cookies, payload: CHECKED }))
        .statusCode,
    ).toBe(409);
    await app.outbox.drain();
    const sms = (await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(number)}` })).json<{
      items: OutboxItem[];
    }>().items;
    expect(sms[0]!.body).toBe(
      SMS_TEXTS.claimRejected(`Review Sweets ${/\d+/.exec(shopId)![0]}`, 'The cheque is not readable.'),
    );
  });

  it('moves enquiries new -> called back -> closed, with the 24-hour promise', async () => {
    const number = newNumber();
    const created = await app.inject({
      method: 'POST',
      url: '/v1/enquiries',
      payload: { shopName: 'Inbox Store', ownersName: 'Asha', contactNumber: number },
      remoteAddress: '198.18.0.1',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    clock += 25 * 3600_000;
    const cookies = await signedIn();
    const inbox = async () =>
      (await app.inject({ method: 'GET', url: '/v1/admin/enquiries', cookies }))
        .json<{ items: AdminEnquiry[] }>()
        .items.find((e) => e.id === id)!;
    expect(await inbox()).toMatchObject({ status: 'new', contactNumber: number, targetHours: 24, overdue: true });

    const move = (status: string) =>
      app.inject({
        method: 'POST',
        url: `/v1/admin/enquiries/${id}/status`,
        cookies,
        payload: { status, note: 'Spoke to Asha' },
      });
    expect((await move('called_back')).statusCode).toBe(200);
    expect(await inbox()).toMatchObject({ status: 'called_back', overdue: false, note: 'Spoke to Asha' });
    expect((await move('called_back')).statusCode).toBe(409);
    expect((await move('closed')).statusCode).toBe(200);
    expect((await move('closed')).statusCode).toBe(409);
    expect((await move('reopened')).statusCode).toBe(400);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', id)
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['enquiry.called_back', 'enquiry.closed']);
    // Closed: the number may ask again.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/v1/enquiries',
          payload: { shopName: 'Inbox Store', ownersName: 'Asha', contactNumber: number },
          remoteAddress: '198.18.0.1',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('lists the payment orders with their shop and state, newest first', async () => {
    const cookies = await signedIn();
    const { shopId, number } = await pendingClaim();
    const { token } = await createSession(db, number, now());
    const order = await app.inject({
      method: 'POST',
      url: `/v1/claim-shops/payment/${shopId}`,
      cookies: { session: token },
    });
    expect(order.statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: '/v1/admin/payments', cookies });
    expect(response.statusCode).toBe(200);
    const [newest] = response.json<AdminList<AdminPaymentOrder>>().items;
    expect(newest).toMatchObject({
      shopId,
      shopName: expect.stringContaining('Review Sweets'),
      amountPaise: 199900,
      status: 'created',
      providerOrderId: order.json<{ id: string }>().id,
      providerPaymentId: null,
    });
  });
});
