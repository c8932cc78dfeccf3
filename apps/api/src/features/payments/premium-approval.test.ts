import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  REVIEW_MESSAGES,
  SMS_TEXTS,
  type PaymentOrderResponse,
  type PaymentVerifyResponse,
} from '@local-shops/shared';
import { type AdminList, type AdminPaymentOrder } from '@local-shops/shared/admin';
import { MESSAGES as HI_MESSAGES } from '@local-shops/shared/locales/hi/messages';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { ClaimStatus } from '../../db/schema.ts';
import { createSession } from '../../lib/sessions.ts';
import { testReviewer } from '../../test/admin-session.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { addShops } from '../../test/fixtures.ts';
import { formatPlanDate } from './premium-plan.ts';
import { queueRenewalReminders } from './renewal-reminders.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

const SANDBOX_SECRET = 's'.repeat(40);
const DAY = 24 * 3600_000;

let seq = 0;
const newNumber = () => `+9196${String(10_000_000 + ++seq).slice(-8)}`;

describe.each(DIALECTS)('Premium honest about money on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let clock = Date.parse('2026-06-01T10:00:00.000Z');
  let reviewer: Awaited<ReturnType<typeof testReviewer>>;
  /** Payment ids the provider was asked to refund, in order. */
  const refundCalls: string[] = [];

  beforeAll(async () => {
    db = await createTestDb(dialect);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', SANDBOX_PAYMENTS_SECRET: SANDBOX_SECRET }),
      webDist: '/nonexistent',
    };
    const sandbox = createSandboxProvider(db, SANDBOX_SECRET);
    const payments = {
      ...sandbox,
      refund: (input: Parameters<typeof sandbox.refund>[0]) => (
        refundCalls.push(input.paymentId),
        sandbox.refund(input)
      ),
    };
    app = await buildApp({ config, db, logger: false, now: () => new Date(clock), payments });
    reviewer = await testReviewer(app, db, `premium-reviewer-${dialect}@shops.test`, new Date(clock));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  beforeEach(() => {
    clock += DAY;
  });

  async function newShop(): Promise<string> {
    const id = randomUUID();
    await addShops(db, [
      {
        id,
        name: `Kirana ${++seq}`,
        intro: '',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411001',
        shopType: 'Retailers',
        storeFrontPicture: null,
        lat: 18.52,
        long: 73.85,
        isClaimed: false,
        categoryIds: [],
        subCategoryIds: [],
        source: 'seed',
        sourceRef: null,
        createdAt: new Date(clock).toISOString(),
      },
    ]);
    return id;
  }

  /** A claim of the shop by a new number, and that number's session. */
  async function claim(shopId: string, status: ClaimStatus = 'pending_review') {
    const number = newNumber();
    const id = randomUUID();
    const at = new Date(clock).toISOString();
    await db.kysely
      .insertInto('claims')
      .values({
        id,
        shop_id: shopId,
        kind: 'existing_listing',
        status,
        mobile_number: number,
        address: 'x',
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (status === 'approved')
      await db.kysely
        .updateTable('shops')
        .set({ is_claimed: true, owner_contact_number: number })
        .where('id', '=', shopId)
        .execute();
    const { token } = await createSession(db, number, new Date(clock));
    return { claimId: id, number, session: token };
  }

  const createOrder = (shopId: string, session: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: `/v1/claim-shops/payment/${shopId}`,
      cookies: { session },
      headers: { 'accept-language': language },
    });
  const paymentState = (shopId: string, session?: string) =>
    app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}/payment`, cookies: session ? { session } : {} });
  const ordersOf = (shopId: string) =>
    db.kysely.selectFrom('payment_orders').select(['id', 'status']).where('shop_id', '=', shopId).execute();

  async function pay(shopId: string, session: string): Promise<{ orderId: string; verified: PaymentVerifyResponse }> {
    const order = await createOrder(shopId, session);
    expect(order.statusCode).toBe(200);
    const orderId = order.json<PaymentOrderResponse>().id;
    const signed = await app.inject({
      method: 'POST',
      url: '/v1/sandbox/payments',
      payload: { order_id: orderId, outcome: 'success' },
    });
    const verify = await app.inject({
      method: 'POST',
      url: `/v1/claim-shops/${shopId}/payment/verify`,
      payload: signed.json(),
    });
    expect(verify.statusCode).toBe(200);
    return { orderId, verified: verify.json<PaymentVerifyResponse>() };
  }

  async function review(claimId: string, decision: 'approve' | 'reject', reason = '') {
    const cookies = await reviewer.signIn();
    return app.inject({
      method: 'POST',
      url: `/v1/admin/claims/${claimId}/${decision}`,
      cookies,
      // An approval carries the reviewer's three ticks (decision 0077).
      payload:
        decision === 'reject' ? { reason } : { checklist: { nameBoard: true, location: true, chequeName: true } },
    });
  }
  const premiumUntil = async (shopId: string) =>
    (await db.kysely.selectFrom('shops').select('premium_until').where('id', '=', shopId).executeTakeFirstOrThrow())
      .premium_until;
  const orderRow = (orderId: string) =>
    db.kysely
      .selectFrom('payment_orders')
      .selectAll()
      .where('provider_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
  const smsTo = async (number: string) => {
    await app.outbox.drain();
    const rows = await db.kysely
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', number)
      .where('sent_at', 'is not', null)
      .execute();
    return rows.map((row) => row.body);
  };
  const inAYear = () => {
    const end = new Date(clock);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    return end.toISOString();
  };

  it('paying while the claim is pending keeps the money but starts no year; approval starts it', async () => {
    const shopId = await newShop();
    const owner = await claim(shopId);
    expect((await paymentState(shopId, owner.session)).json()).toEqual({ awaitingApproval: false });
    const { verified } = await pay(shopId, owner.session);
    expect(verified).toEqual({
      isPaid: true,
      isPaymentValid: true,
      premiumStatus: 'awaiting_approval',
      premiumUntil: null,
    });
    expect(await premiumUntil(shopId)).toBeNull();
    expect(await smsTo(owner.number)).toContain(
      SMS_TEXTS.premiumAwaitingApproval(
        (await db.kysely.selectFrom('shops').select('name').where('id', '=', shopId).executeTakeFirstOrThrow()).name,
      ),
    );
    // The subscribe page asks first, and offers no second payment (issue 25).
    const state = await paymentState(shopId, owner.session);
    expect(state.json()).toEqual({ awaitingApproval: true });
    expect(state.headers['cache-control']).toMatch(/\bno-store\b/);
    expect((await paymentState(shopId)).statusCode).toBe(401);
    expect((await paymentState(randomUUID(), owner.session)).json()).toMatchObject({
      statusCode: 404,
      message: MESSAGES.shopNotFound,
    });
    // A second order while the first waits is refused, in the owner's language, and nothing is created.
    const orders = await ordersOf(shopId);
    expect(orders).toEqual([expect.objectContaining({ status: 'paid' })]);
    expect(MESSAGES.premiumAwaitingApproval).toMatch(/^Payment received, waiting for approval\. /);
    expect((await createOrder(shopId, owner.session)).json()).toMatchObject({
      statusCode: 409,
      message: MESSAGES.premiumAwaitingApproval,
    });
    expect((await createOrder(shopId, owner.session, 'hi')).json()).toMatchObject({
      statusCode: 409,
      message: HI_MESSAGES.premiumAwaitingApproval,
    });
    expect(await ordersOf(shopId)).toEqual(orders);
    const shop = await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` });
    expect(shop.json<{ isVerified?: boolean }>().isVerified ?? false).toBe(false);

    clock += 2 * DAY;
    expect((await review(owner.claimId, 'approve')).statusCode).toBe(200);
    expect(new Date((await premiumUntil(shopId))!).toISOString()).toBe(inAYear());
    expect((await smsTo(owner.number)).some((body) => body.includes('is active until'))).toBe(true);
    expect(refundCalls).toHaveLength(0);
    // Approved, the plan runs: nothing waits, and a new order is refused until its last 30 days.
    expect((await paymentState(shopId, owner.session)).json()).toEqual({ awaitingApproval: false });
    expect((await createOrder(shopId, owner.session)).json()).toMatchObject({
      statusCode: 409,
      message: MESSAGES.premiumAlreadyActive(formatPlanDate(new Date(inAYear()))),
    });
    expect(await ordersOf(shopId)).toEqual(orders);
  });

  it('a rival with a pending claim cannot pay for a shop another number owns; the owner is not blocked by it', async () => {
    const shopId = await newShop();
    const owner = await claim(shopId, 'approved');
    const rival = await claim(shopId);
    expect((await createOrder(shopId, rival.session)).json()).toMatchObject({
      statusCode: 403,
      message: MESSAGES.paymentNotOwner,
    });
    const { verified } = await pay(shopId, owner.session);
    expect(verified).toMatchObject({ premiumStatus: 'active', premiumUntil: inAYear() });
  });

  it('a rejected claim is refunded in full once, even when the refund job is delivered again', async () => {
    const shopId = await newShop();
    const owner = await claim(shopId);
    const { orderId } = await pay(shopId, owner.session);
    expect((await review(owner.claimId, 'reject', 'The cheque does not show the shop name.')).statusCode).toBe(200);
    await app.outbox.drain();
    const paymentId = (await orderRow(orderId)).provider_payment_id!;
    expect(refundCalls.filter((id) => id === paymentId)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', refund_reason: 'The claim was not approved.' });
    expect((await orderRow(orderId)).refunded_at).not.toBeNull();
    expect((await smsTo(owner.number)).filter((body) => body.includes('refunded in full'))).toHaveLength(1);

    // A worker that crashed after the refund and before noting the job sent: the job runs again.
    await db.kysely
      .updateTable('outbox_messages')
      .set({ sent_at: null, locked_until: null })
      .where('channel', '=', 'refund')
      .where('recipient', '=', (await orderRow(orderId)).id)
      .execute();
    await app.outbox.drain();
    expect(refundCalls.filter((id) => id === paymentId)).toHaveLength(1);
    expect((await smsTo(owner.number)).filter((body) => body.includes('refunded in full'))).toHaveLength(1);
    expect(await premiumUntil(shopId)).toBeNull();
  });

  it('approving one number closes the other pending claims and refunds what they paid', async () => {
    const shopId = await newShop();
    const first = await claim(shopId);
    const second = await claim(shopId);
    const { orderId: secondOrder } = await pay(shopId, second.session);
    const { orderId: firstOrder } = await pay(shopId, first.session);
    expect((await review(first.claimId, 'approve')).statusCode).toBe(200);
    const closed = await db.kysely
      .selectFrom('claims')
      .select(['status', 'review_reason'])
      .where('id', '=', second.claimId)
      .executeTakeFirstOrThrow();
    expect(closed).toEqual({ status: 'rejected', review_reason: REVIEW_MESSAGES.anotherOwnerVerified });
    await app.outbox.drain();
    expect((await orderRow(secondOrder)).refunded_at).not.toBeNull();
    expect((await orderRow(firstOrder)).refunded_at).toBeNull();
    expect(new Date((await premiumUntil(shopId))!).toISOString()).toBe(inAYear());
    const rivalSms = await smsTo(second.number);
    expect(rivalSms.some((body) => body.includes(REVIEW_MESSAGES.anotherOwnerVerified))).toBe(true);
    expect(rivalSms.some((body) => body.includes('refunded in full'))).toBe(true);
    // The rival's claim is closed: a second decision on it is refused.
    expect((await review(second.claimId, 'approve')).statusCode).toBe(409);
  });

  it('the console refunds any paid order once, with a reason; a full refund takes back the year it bought', async () => {
    const shopId = await newShop();
    const owner = await claim(shopId, 'approved');
    const { orderId } = await pay(shopId, owner.session);
    expect(await premiumUntil(shopId)).not.toBeNull();
    const id = (await orderRow(orderId)).id;
    const cookies = await reviewer.signIn();
    const refund = (orderKey: string, reason: string) =>
      app.inject({ method: 'POST', url: `/v1/admin/payments/${orderKey}/refund`, cookies, payload: { reason } });
    expect((await refund(id, '')).statusCode).toBe(400);
    expect((await refund('no-such-order', 'Asked by the owner')).json()).toMatchObject({
      statusCode: 404,
      message: REVIEW_MESSAGES.paymentNotFound,
    });
    expect((await refund(id, 'Asked by the owner')).json()).toEqual({ id, refund: 'requested' });
    expect((await refund(id, 'Asked by the owner')).json()).toMatchObject({
      statusCode: 409,
      message: REVIEW_MESSAGES.paymentNotRefundable,
    });
    await app.outbox.drain();
    const list = await app.inject({ method: 'GET', url: '/v1/admin/payments', cookies });
    expect(list.json<AdminList<AdminPaymentOrder>>().items.find((o) => o.id === id)).toMatchObject({
      refund: 'refunded',
      refundReason: 'Asked by the owner',
    });
    // The plan ended at once: the year it bought is gone.
    expect(new Date((await premiumUntil(shopId))!).getTime()).toBe(clock);
    const detail = await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` });
    expect(detail.json<{ metaInfo: { isPaymentValid: boolean } }>().metaInfo.isPaymentValid).toBe(false);
  });

  it('renewal reminders go out 30, 7 and 1 days before the end, each once across runs; renewing extends from the end', async () => {
    const shopId = await newShop();
    const owner = await claim(shopId, 'approved');
    await pay(shopId, owner.session);
    const end = Date.parse((await premiumUntil(shopId))!);
    const reminders = async () => (await smsTo(owner.number)).filter((body) => body.includes('Renew it to keep'));
    const runTwice = async (at: number) => {
      clock = at;
      await queueRenewalReminders(db, new Date(clock));
      await app.outbox.drain();
      await queueRenewalReminders(db, new Date(clock));
      await app.outbox.drain();
    };
    await runTwice(end - 31 * DAY);
    expect(await reminders()).toHaveLength(0);
    await runTwice(end - 30 * DAY);
    expect(await reminders()).toHaveLength(1);
    // The reminder names the day Premium ends (one DLT template per language: no day count in it).
    expect((await reminders())[0]).toContain(`ends on ${formatPlanDate(new Date(end))}.`);
    await runTwice(end - 20 * DAY);
    expect(await reminders()).toHaveLength(1);
    await runTwice(end - 6 * DAY);
    expect(await reminders()).toHaveLength(2);
    await runTwice(end - 12 * 3600_000);
    expect(await reminders()).toHaveLength(3);

    // 'Renew' in the last day: a year from the current end, not from today.
    const { token } = await createSession(db, owner.number, new Date(clock));
    const { verified } = await pay(shopId, token);
    const renewed = new Date(end);
    renewed.setUTCFullYear(renewed.getUTCFullYear() + 1);
    expect(verified).toMatchObject({ premiumStatus: 'active', premiumUntil: renewed.toISOString() });
    await runTwice(end + DAY);
    expect(await reminders()).toHaveLength(3);
  });
});
