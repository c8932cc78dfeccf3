import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PREMIUM_PRICE_PAISE,
  type Page,
  type PaymentOrderResponse,
  type ShopDetail,
  type ShopListItem,
} from '@local-shops/shared';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { ClaimStatus } from '../../db/schema.ts';
import { createSession } from '../../lib/sessions.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { addShops, type NewShop } from '../../test/fixtures.ts';
import { signPayment, signWebhook } from './payment-provider.ts';

const SANDBOX_SECRET = 's'.repeat(40);
const START = Date.parse('2026-03-01T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

let seq = 0;
const newNumber = () => `+9198${String(10_000_000 + ++seq).slice(-8)}`;

function newShop(name: string): NewShop {
  return {
    id: randomUUID(),
    name,
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
    createdAt: new Date(START).toISOString(),
  };
}

const addYear = (iso: string) => {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString();
};

describe.each(DIALECTS)('Premium payments on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let clock = START;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', SANDBOX_PAYMENTS_SECRET: SANDBOX_SECRET }),
      webDist: '/nonexistent',
    };
    app = await buildApp({ config, db, logger: false, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** A shop in the directory, claimed by a number whose session the test holds. */
  async function claimedShop(name = `Shop ${++seq}`, status: ClaimStatus = 'approved') {
    const shop = newShop(name);
    await addShops(db, [shop]);
    const number = newNumber();
    const at = new Date(clock).toISOString();
    await db.kysely
      .insertInto('claims')
      .values({
        id: randomUUID(),
        shop_id: shop.id,
        kind: 'existing_listing',
        status,
        mobile_number: number,
        address: 'x',
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (status === 'approved')
      await db.kysely.updateTable('shops').set({ is_claimed: true }).where('id', '=', shop.id).execute();
    const { token } = await createSession(db, number, new Date(clock));
    return { shopId: shop.id, number, session: token };
  }

  const createOrder = (shopId: string, session?: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/v1/claim-shops/payment/${shopId}`,
      cookies: session ? { session } : {},
      ...(payload ? { payload } : {}),
    });

  async function order(shopId: string, session: string): Promise<PaymentOrderResponse> {
    const response = await createOrder(shopId, session);
    expect(response.statusCode).toBe(200);
    return response.json<PaymentOrderResponse>();
  }

  const verify = (shopId: string, body: object) =>
    app.inject({ method: 'POST', url: `/v1/claim-shops/${shopId}/payment/verify`, payload: body });

  const sandboxPay = async (orderId: string, outcome: 'success' | 'failure' = 'success') => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/sandbox/payments',
      payload: { order_id: orderId, outcome },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, unknown>>();
  };

  const shopRow = (shopId: string) =>
    db.kysely
      .selectFrom('shops')
      .select(['premium_until', 'meta_info'])
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
  const orderRow = (orderId: string) =>
    db.kysely
      .selectFrom('payment_orders')
      .selectAll()
      .where('provider_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
  const until = async (shopId: string) => {
    const row = await shopRow(shopId);
    return row.premium_until === null ? null : new Date(row.premium_until).toISOString();
  };

  const webhook = (
    body: object,
    {
      eventId = randomUUID(),
      secret = SANDBOX_SECRET,
      tamper,
    }: { eventId?: string; secret?: string; tamper?: (raw: Buffer) => Buffer } = {},
  ) => {
    const raw = Buffer.from(JSON.stringify(body));
    const signature = signWebhook(secret, raw);
    return app.inject({
      method: 'POST',
      url: '/v1/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: tamper ? tamper(raw) : raw,
    });
  };
  const paidEvent = (
    orderId: string,
    paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
    amount = PREMIUM_PRICE_PAISE,
  ) => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
  });

  it('creates an order priced by the server, and reuses it on repeated clicks', async () => {
    const { shopId, session } = await claimedShop();
    const response = await createOrder(shopId, session, { amount: 100, currency: 'USD' });
    expect(response.statusCode).toBe(200);
    const first = response.json<PaymentOrderResponse>();
    expect(first).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      key_id: 'sandbox',
      provider: 'sandbox',
      amount: 199900,
      currency: 'INR',
    });
    const again = await Promise.all([order(shopId, session), order(shopId, session)]);
    expect(again.map((o) => o.id)).toEqual([first.id, first.id]);
    const rows = await db.kysely.selectFrom('payment_orders').selectAll().where('shop_id', '=', shopId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount_paise: 199900,
      currency: 'INR',
      status: 'created',
      receipt: expect.stringMatching(/^rcpt_/),
    });
  });

  it('lets only the claimant whose number the session proves create an order', async () => {
    const { shopId } = await claimedShop();
    expect((await createOrder(shopId)).json()).toMatchObject({ statusCode: 401, message: MESSAGES.verifyNumberAgain });
    const stranger = await createSession(db, newNumber(), new Date(clock));
    const forbidden = await createOrder(shopId, stranger.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: MESSAGES.paymentNotOwner });
    // A claimant of another shop is a stranger here too.
    const other = await claimedShop();
    expect((await createOrder(shopId, other.session)).statusCode).toBe(403);
    expect((await createOrder('no-such-shop', other.session)).statusCode).toBe(404);
    const rejected = await claimedShop(undefined, 'rejected');
    expect((await createOrder(rejected.shopId, rejected.session)).statusCode).toBe(403);
  });

  it('activates the plan once for a valid sandbox payment; a second confirmation changes nothing', async () => {
    const { shopId, session } = await claimedShop();
    const { id } = await order(shopId, session);
    const paid = await sandboxPay(id);
    const first = await verify(shopId, { ...paid, amount: 1 });
    expect(first.statusCode).toBe(200);
    const expected = addYear(new Date(clock).toISOString());
    expect(first.json()).toEqual({
      isPaid: true,
      isPaymentValid: true,
      premiumStatus: 'active',
      premiumUntil: expected,
    });
    const row = await shopRow(shopId);
    expect(JSON.parse(row.meta_info)).toMatchObject({
      isPaid: true,
      isPaymentValid: true,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_order_id: id,
      razorpay_signature: paid.razorpay_signature,
      payment_date: new Date(clock).toISOString(),
      premiumUntil: expected,
    });
    expect(await orderRow(id)).toMatchObject({ status: 'paid', amount_paise: 199900 });

    clock += 1000;
    const second = await verify(shopId, paid);
    expect(second.json()).toEqual({
      isPaid: true,
      isPaymentValid: true,
      premiumStatus: 'active',
      premiumUntil: expected,
    });
    expect(await shopRow(shopId)).toEqual(row);
  });

  it('refuses a forged signature, and a signature made for another order', async () => {
    const a = await claimedShop();
    const b = await claimedShop();
    const orderA = await order(a.shopId, a.session);
    const orderB = await order(b.shopId, b.session);
    const forged = {
      razorpay_order_id: orderA.id,
      razorpay_payment_id: 'pay_ForgedPayment01',
      razorpay_signature: signPayment('guess'.repeat(8), orderA.id, 'pay_ForgedPayment01'),
    };
    const bad = await verify(a.shopId, forged);
    expect(bad.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.paymentNotVerified });
    const paidB = await sandboxPay(orderB.id);
    expect((await verify(a.shopId, { ...paidB, razorpay_order_id: orderA.id })).statusCode).toBe(400);
    // B's order confirmed under A's shop: not an order of this shop.
    expect((await verify(a.shopId, paidB)).statusCode).toBe(404);
    expect((await verify(a.shopId, { razorpay_order_id: orderA.id })).statusCode).toBe(400);
    expect(await until(a.shopId)).toBeNull();
    expect((await orderRow(orderA.id)).status).toBe('created');
  });

  it('records a failed sandbox payment, which a later success on the same order still overtakes', async () => {
    const { shopId, session } = await claimedShop();
    const { id } = await order(shopId, session);
    const failed = await sandboxPay(id, 'failure');
    expect(failed).toMatchObject({ error: { description: MESSAGES.sandboxPaymentDeclined, reason: 'payment_failed' } });
    expect(await orderRow(id)).toMatchObject({ status: 'failed', failure_reason: MESSAGES.sandboxPaymentDeclined });
    expect((await order(shopId, session)).id).toBe(id);
    expect((await verify(shopId, await sandboxPay(id))).statusCode).toBe(200);
    expect((await orderRow(id)).status).toBe('paid');
  });

  it('renewal adds a year to the current end; an order is refused while the end is over 30 days away', async () => {
    const { shopId, session } = await claimedShop();
    await verify(shopId, await sandboxPay((await order(shopId, session)).id));
    const firstEnd = (await until(shopId))!;
    const early = await createOrder(shopId, session);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/^Your Premium plan is active until 1 March 2027\./);
    clock = Date.parse(firstEnd) - 10 * DAY;
    const later = await createSession(
      db,
      (
        await db.kysely
          .selectFrom('claims')
          .select('mobile_number')
          .where('shop_id', '=', shopId)
          .executeTakeFirstOrThrow()
      ).mobile_number,
      new Date(clock),
    );
    const renewal = await order(shopId, later.token);
    const response = await verify(shopId, await sandboxPay(renewal.id));
    expect(response.json()).toMatchObject({ premiumUntil: addYear(firstEnd) });
    clock = START;
  });

  it('a webhook alone activates the plan; five concurrent deliveries of one event activate once', async () => {
    const { shopId, session } = await claimedShop();
    const { id } = await order(shopId, session);
    const event = paidEvent(id);
    const eventId = `evt_${randomUUID().replace(/-/g, '')}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(event, { eventId })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json<{ status: string }>().status).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'ok',
    ]);
    expect(await until(shopId)).toBe(addYear(new Date(clock).toISOString()));
    expect(await db.kysely.selectFrom('payment_events').select('id').where('id', '=', eventId).execute()).toHaveLength(
      1,
    );
    // order.paid for the same payment (another event id): the order is already paid.
    clock += DAY;
    await webhook({ event: 'order.paid', payload: { order: { entity: { id } }, payment: event.payload.payment } });
    expect(await until(shopId)).toBe(addYear(new Date(START).toISOString()));
    clock = START;
  });

  it('events out of order: a late payment.failed does not undo a paid order', async () => {
    const { shopId, session } = await claimedShop();
    const { id } = await order(shopId, session);
    expect((await webhook(paidEvent(id))).statusCode).toBe(200);
    const failed = {
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_Late', order_id: id, error_description: 'Card declined' } } },
    };
    expect((await webhook(failed)).statusCode).toBe(200);
    expect(await orderRow(id)).toMatchObject({ status: 'paid', failure_reason: null });
    expect(JSON.parse((await shopRow(shopId)).meta_info)).toMatchObject({ isPaid: true, isPaymentValid: true });
  });

  it('a one-byte change to a webhook body is refused and changes nothing', async () => {
    const { shopId, session } = await claimedShop();
    const { id } = await order(shopId, session);
    const tampered = await webhook(paidEvent(id), {
      tamper: (raw) => Buffer.from(raw.toString('utf8').replace('"amount":199900', '"amount":199901')),
    });
    expect(tampered.statusCode).toBe(400);
    const wrongKey = await webhook(paidEvent(id), { secret: 'x'.repeat(40) });
    expect(wrongKey.statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/v1/webhooks/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(paidEvent(id)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await until(shopId)).toBeNull();
    expect((await orderRow(id)).status).toBe('created');
    expect(
      await db.kysely.selectFrom('payment_events').select('id').where('provider_order_id', '=', id).execute(),
    ).toHaveLength(0);
  });

  /** Razorpay's refund.processed for a payment of `orderId`, refunding `refunded` paise of it. */
  const refundEvent = (orderId: string, paymentId: string, refunded: number, refundId: string) => ({
    event: 'refund.processed',
    payload: {
      refund: { entity: { id: refundId, payment_id: paymentId, amount: refunded } },
      payment: {
        entity: {
          id: paymentId,
          order_id: orderId,
          amount: PREMIUM_PRICE_PAISE,
          amount_refunded: refunded,
          currency: 'INR',
          status: 'refunded',
        },
      },
    },
  });

  it('a full refund ends the plan it paid for: no badge, payment not valid; a partial refund or a second refund changes nothing', async () => {
    const { shopId, session } = await claimedShop(undefined, 'approved');
    const { id } = await order(shopId, session);
    const payment = await sandboxPay(id);
    await verify(shopId, payment);
    const paymentId = payment.razorpay_payment_id as string;
    const paidUntil = await until(shopId);

    expect((await webhook(refundEvent(id, paymentId, 50_000, 'rfnd_Partial'))).statusCode).toBe(200);
    expect(await until(shopId)).toBe(paidUntil);

    expect((await webhook(refundEvent(id, paymentId, PREMIUM_PRICE_PAISE, 'rfnd_Full'))).statusCode).toBe(200);
    expect(await until(shopId)).toBe(new Date(clock).toISOString());
    const detail = (await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` })).json<ShopDetail>();
    expect(detail).toMatchObject({
      isClaimed: true,
      isVerified: false,
      metaInfo: { isPaid: true, isPaymentValid: false },
    });
    expect((await orderRow(id)).status).toBe('paid');

    expect((await webhook(refundEvent(id, paymentId, PREMIUM_PRICE_PAISE, 'rfnd_Again'))).statusCode).toBe(200);
    expect(await until(shopId)).toBe(new Date(clock).toISOString());
  });

  it('refunding a renewal takes back its year and keeps the plan that was paid before', async () => {
    const { shopId, number, session } = await claimedShop(undefined, 'approved');
    await verify(shopId, await sandboxPay((await order(shopId, session)).id));
    const firstEnd = (await until(shopId))!;
    clock = Date.parse(firstEnd) - 10 * DAY;
    const later = await createSession(db, number, new Date(clock));
    const renewal = await order(shopId, later.token);
    const payment = await sandboxPay(renewal.id);
    await verify(shopId, payment);
    expect(await until(shopId)).toBe(addYear(firstEnd));

    await webhook(refundEvent(renewal.id, payment.razorpay_payment_id as string, PREMIUM_PRICE_PAISE, 'rfnd_Renewal'));
    expect(await until(shopId)).toBe(firstEnd);
    const detail = (await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` })).json<ShopDetail>();
    expect(detail).toMatchObject({ isVerified: true, metaInfo: { isPaymentValid: true } });
    clock = START;
  });

  it('a paid event for another amount activates nothing', async () => {
    const { shopId, session } = await claimedShop();
    const { id } = await order(shopId, session);
    await webhook(paidEvent(id, undefined, 100));
    expect(await until(shopId)).toBeNull();
    expect((await orderRow(id)).status).toBe('created');
  });

  it('puts active Premium shops first in the list and in search, with the badge, until the plan ends', async () => {
    const marker = `Zz Premium Order ${seq}`;
    const premium = await claimedShop(`${marker} Zulu`, 'approved');
    const unpaidApproved = await claimedShop(`${marker} Alpha`, 'approved');
    const names = Array.from({ length: 24 }, (_, i) => newShop(`${marker} Filler ${String(i).padStart(2, '0')}`));
    await addShops(db, names);
    await verify(premium.shopId, await sandboxPay((await order(premium.shopId, premium.session)).id));

    const list = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/v1/claim-shops/filter?${query}` })).json<Page<ShopListItem>>();
    const search = await list(`name=${encodeURIComponent(marker.toLowerCase())}`);
    expect(search.meta.total).toBe(26);
    expect(search.items[0]).toMatchObject({ id: premium.shopId, isVerified: true, isClaimed: true });
    expect(search.items[1]).toMatchObject({ id: unpaidApproved.shopId, isVerified: false });
    // Following links.next: every match once, the Premium shop only at the top.
    const seen = search.items.map((i) => i.id);
    const next = await app.inject({ method: 'GET', url: search.links.next! });
    seen.push(...next.json<Page<ShopListItem>>().items.map((i) => i.id));
    expect(new Set(seen).size).toBe(26);
    expect(seen).toHaveLength(26);
    // Page 2 by number (no cursor) agrees.
    const page2 = await list(`name=${encodeURIComponent(marker.toLowerCase())}&page=2`);
    expect(page2.items.map((i) => i.id)).toEqual(seen.slice(20));

    // 'Zz…' sorts last of the whole directory, yet its plan puts it on page 1.
    const first = await list('page=1');
    expect(first.items.map((i) => i.id)).toContain(premium.shopId);
    // Page 2 of the whole directory, by number and by links.next, agree and leave the Premium shop out.
    const firstNext = (await app.inject({ method: 'GET', url: first.links.next! })).json<Page<ShopListItem>>();
    const second = await list('page=2');
    expect(second.items.map((i) => i.id)).toEqual(firstNext.items.map((i) => i.id));
    expect(second.items.map((i) => i.id)).not.toContain(premium.shopId);
    const detail = (await app.inject({ method: 'GET', url: `/v1/claim-shops/${premium.shopId}` })).json<ShopDetail>();
    expect(detail).toMatchObject({
      isVerified: true,
      metaInfo: { isPaid: true, isPaymentValid: true, premiumUntil: addYear(new Date(START).toISOString()) },
    });
    expect(JSON.stringify(detail)).not.toContain('razorpay');

    // A year and a second later the plan has ended: back in name order, no badge, nothing ran.
    clock = Date.parse(addYear(new Date(START).toISOString())) + 1000;
    const after = await list(`name=${encodeURIComponent(marker.toLowerCase())}`);
    expect(after.items[0]!.id).toBe(unpaidApproved.shopId);
    expect(after.items.find((i) => i.id === premium.shopId)).toBeUndefined();
    const lapsed = (await app.inject({ method: 'GET', url: `/v1/claim-shops/${premium.shopId}` })).json<ShopDetail>();
    expect(lapsed.isVerified).toBe(false);
    clock = START;
  });
});
