import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type OutboxItem } from '@local-shops/shared';
import type { AdminClaimDetail, AdminClaimListItem, AdminList } from '@local-shops/shared/admin';
import type { OwnerShopsResponse } from '@local-shops/shared/owner';
import { testReviewer } from '../../test/admin-session.ts';
import { DIALECTS } from '../../test/databases.ts';
import { claimOf, HERE, listedShop, NEAR, newShopClaim } from './claim-duplicates.test-support.ts';
import { claimsTestbed, makePhotos } from './claims.test-support.ts';

beforeAll(makePhotos);

const TICKED = { nameBoard: true, location: true, chequeName: true };

// Decision 0077: the review checklist, "Approve as the listed shop", and the queue's flag filter and order.
describe.each(DIALECTS)('reviewing claims on %s', (dialect) => {
  const { context, advance } = claimsTestbed(dialect);
  let cookies: Record<string, string>;
  let reviewer: Awaited<ReturnType<typeof testReviewer>>;
  beforeAll(async () => {
    reviewer = await testReviewer(context.app, context.db, `review-${dialect}@shops.test`, new Date());
  });
  // The testbed's clock moves a day before each test: a console session does not last that long.
  beforeEach(async () => {
    cookies = await reviewer.signIn();
  });
  const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, cookies, payload });
  const detail = async (id: string) =>
    (await context.app.inject({ method: 'GET', url: `/v1/admin/claims/${id}`, cookies })).json<AdminClaimDetail>();
  const queue = async (query: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/v1/admin/claims?${query}`, cookies });
    expect(response.statusCode).toBe(200);
    return response.json<AdminList<AdminClaimListItem>>().items;
  };

  it('refuses an approval without the three ticks, and keeps the ticks in the audit', async () => {
    const { shopId } = await newShopClaim(context.app, 'Durga Flour Mill', { lat: 18.7, long: 73.9 });
    const { id } = await claimOf(context.db, shopId);
    const url = `/v1/admin/claims/${id}/approve`;
    for (const payload of [
      {},
      { checklist: { nameBoard: true, location: true } },
      { checklist: { ...TICKED, chequeName: false } },
    ]) {
      const refused = await post(url, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: REVIEW_MESSAGES.reviewChecklistRequired });
    }
    expect((await detail(id)).status).toBe('pending_review');

    const approved = await post(url, { checklist: TICKED, reason: 'Board and cheque match' });
    expect(approved.statusCode).toBe(200);
    const entry = approved.json<AdminClaimDetail>().audit.find((e) => e.action === 'claim.approve');
    expect(JSON.parse(entry!.detail!)).toMatchObject({
      reason: 'Board and cheque match',
      checked: 'nameBoard, location, chequeName',
    });
  });

  it('approves a duplicate as the listed shop: no second shop, the claim attached, the owner routes work', async () => {
    const listed = await listedShop(context.db, 'Lakshmi Press Wala', HERE);
    const { shopId: newShop, number, session } = await newShopClaim(context.app, 'Laxmi Press Wala', NEAR);
    const { id } = await claimOf(context.db, newShop);
    const flagged = await detail(id);
    expect(flagged.duplicateFlags).toMatchObject([{ kind: 'name', shop: { id: listed, listed: true } }]);

    const url = `/v1/admin/claims/${id}/approve-as-listed`;
    expect((await post(url, { shopId: listed })).json()).toMatchObject({
      statusCode: 400,
      message: REVIEW_MESSAGES.reviewChecklistRequired,
    });
    expect((await post(url, { shopId: newShop, checklist: TICKED })).json()).toMatchObject({
      statusCode: 400,
      message: REVIEW_MESSAGES.listedShopNotFound,
    });

    const approved = await post(url, { shopId: listed, checklist: TICKED });
    expect(approved.statusCode).toBe(200);
    const after = approved.json<AdminClaimDetail>();
    const made = await claimOf(context.db, listed);
    expect(after.approvedAs).toEqual({ claimId: made.id, shopId: listed, shopName: 'Lakshmi Press Wala' });
    const entry = after.audit.find((e) => e.action === 'claim.approve_as_listed');
    expect(JSON.parse(entry!.detail!)).toMatchObject({ checked: 'nameBoard, location, chequeName' });
    expect(made).toMatchObject({ status: 'approved', mobile_number: number, merged_from_claim_id: id });
    expect((await detail(made.id)).mergedFromClaimId).toBe(id);
    expect((await post(url, { shopId: listed, checklist: TICKED })).statusCode).toBe(409);

    // No second shop: the new listing stays out of the directory; the listed one is claimed.
    const get = (path: string, withSession = false) =>
      context.app.inject({ method: 'GET', url: path, ...(withSession ? { cookies: { session } } : {}) });
    expect((await get(`/v1/claim-shops/${newShop}`)).statusCode).toBe(404);
    const search = (await get('/v1/claim-shops/filter?name=press')).json<{ items: Array<{ id: string }> }>();
    expect(search.items.map((shop) => shop.id)).toEqual([listed]);
    expect((await get(`/v1/claim-shops/${listed}`)).json()).toMatchObject({ isClaimed: true });

    // The owner's routes work for the listed shop.
    const mine = (await get('/v1/owner/shops', true)).json<OwnerShopsResponse>();
    expect(mine.items.find((item) => item.shop.id === listed)).toMatchObject({ claim: { status: 'approved' } });
    expect((await get(`/v1/owner/shops/${listed}`, true)).statusCode).toBe(200);
    expect((await get(`/v1/owner/shops/${newShop}`, true)).statusCode).toBe(403);

    await context.app.outbox.drain();
    const sms = (await get(`/v1/dev/outbox?to=${encodeURIComponent(number)}`)).json<{ items: OutboxItem[] }>();
    expect(sms.items.map((item) => item.body)).toContainEqual(expect.stringContaining('Lakshmi Press Wala'));
  });

  it('approves as a listed shop only a new-listing claim, for a shop in the directory', async () => {
    const pendingElsewhere = await newShopClaim(context.app, 'Omkar Hardware', { lat: 18.72, long: 73.92 });
    const { shopId } = await newShopClaim(context.app, 'Omkar Hardwares', { lat: 18.7201, long: 73.92 });
    const { id } = await claimOf(context.db, shopId);
    // A new listing still in review is not a listed shop.
    const refused = await post(`/v1/admin/claims/${id}/approve-as-listed`, {
      shopId: pendingElsewhere.shopId,
      checklist: TICKED,
    });
    expect(refused.json()).toMatchObject({ statusCode: 400, message: REVIEW_MESSAGES.listedShopNotFound });
    expect((await post('/v1/admin/claims/nope/approve-as-listed', { shopId: 'x', checklist: TICKED })).statusCode).toBe(
      404,
    );
  });

  it('filters the queue by flag and orders it by waiting time, oldest first or newest first', async () => {
    await listedShop(context.db, 'Saraswati Book Depot', { lat: 18.74, long: 73.94 });
    const { shopId: flaggedShop } = await newShopClaim(context.app, 'Saraswati Book Depot', {
      lat: 18.7401,
      long: 73.94,
    });
    // Two days later, another claim: the first has waited past the 48-hour promise, this one has not.
    advance(49 * 3600_000);
    cookies = await reviewer.signIn();
    const { shopId: plainShop } = await newShopClaim(context.app, 'Hanuman Tent House', { lat: 18.76, long: 73.96 });
    const flagged = (await claimOf(context.db, flaggedShop)).id;
    const plain = (await claimOf(context.db, plainShop)).id;

    const named = await queue('status=pending_review&flag=name');
    expect(named.map((item) => item.id)).toContain(flagged);
    expect(named.map((item) => item.id)).not.toContain(plain);
    expect(named.every((item) => item.flags.includes('name'))).toBe(true);
    expect((await queue('status=pending_review&flag=any')).map((item) => item.id)).not.toContain(plain);
    expect((await queue('status=pending_review&flag=photo')).map((item) => item.id)).not.toContain(flagged);

    const waiting = await queue('status=pending_review');
    const times = waiting.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort());
    const byId = new Map(waiting.map((item) => [item.id, item]));
    expect(byId.get(flagged)).toMatchObject({ ageHours: 49, targetHours: 48, overdue: true });
    expect(byId.get(plain)).toMatchObject({ ageHours: 0, overdue: false });
    for (const item of waiting) expect(item.overdue).toBe(item.ageHours > 48);
    const newest = await queue('status=pending_review&sort=newest');
    expect(newest.map((item) => item.id)).toEqual(waiting.map((item) => item.id).reverse());
    expect((await context.app.inject({ method: 'GET', url: '/v1/admin/claims?flag=odd', cookies })).statusCode).toBe(
      400,
    );
  });
});
