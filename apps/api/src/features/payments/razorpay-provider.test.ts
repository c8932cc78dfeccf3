import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
// The official SDK's own helpers: the cross-check of our signature scheme.
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREMIUM_PRICE_PAISE, type PaymentOrderResponse, type ShopDetail } from '@local-shops/shared';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSession } from '../../lib/sessions.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { addShops, shopsWriter } from '../../test/fixtures.ts';
import { signPayment, signWebhook, verifyPaymentSignature, verifyWebhookSignature } from './payment-provider.ts';
import { createPaymentsService } from './payments.service.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';

const KEY_ID = 'rzp_test_FakeKey0001';
const KEY_SECRET = 'fake-key-secret-of-the-test-0123456789';
const WEBHOOK_SECRET = 'fake-webhook-secret-0123456789abcdef';
const START = Date.parse('2026-03-01T10:00:00.000Z');

interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  payments: Array<{ id: string; status: string }>;
}

/** A local stand-in for api.razorpay.com: Orders API with basic auth, as documented. */
function fakeRazorpay() {
  const orders = new Map<string, FakeOrder>();
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  /** Refunds by payment id (Refunds API: POST /v1/payments/{id}/refund, GET /v1/payments/{id}/refunds). */
  const refunds = new Map<string, Array<{ id: string; amount: number; status: 'processed' }>>();
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await read(req);
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      requests.push({ method: req.method ?? '', url: req.url ?? '', body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      if (req.method === 'POST' && req.url === '/v1/orders') {
        const input = body as { amount: number; currency: string; receipt: string };
        const order: FakeOrder = {
          id: `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
          ...input,
          status: 'created',
          payments: [],
        };
        orders.set(order.id, order);
        return send(200, {
          id: order.id,
          entity: 'order',
          amount: order.amount,
          currency: order.currency,
          receipt: order.receipt,
          status: order.status,
        });
      }
      const refundMatch = /^\/v1\/payments\/([^/]+)\/(refund|refunds)$/.exec(req.url ?? '');
      if (refundMatch) {
        const made = refunds.get(decodeURIComponent(refundMatch[1]!)) ?? [];
        refunds.set(decodeURIComponent(refundMatch[1]!), made);
        if (req.method === 'GET' && refundMatch[2] === 'refunds')
          return send(200, { entity: 'collection', count: made.length, items: made });
        if (req.method === 'POST' && refundMatch[2] === 'refund') {
          const refund = {
            id: `rfnd_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
            amount: (body as { amount: number }).amount,
            status: 'processed' as const,
          };
          made.push(refund);
          return send(200, { ...refund, entity: 'refund', payment_id: refundMatch[1] });
        }
      }
      const match = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(req.url ?? '');
      const order = match ? orders.get(decodeURIComponent(match[1]!)) : undefined;
      if (req.method === 'GET' && order) {
        if (match![2]) return send(200, { entity: 'collection', count: order.payments.length, items: order.payments });
        return send(200, {
          id: order.id,
          entity: 'order',
          amount: order.amount,
          currency: order.currency,
          status: order.status,
        });
      }
      return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    })();
  });
  return { server, orders, requests, refunds };
}

describe('signatures agree with the official razorpay package', () => {
  it('checkout: ours verifies what the SDK accepts, and the SDK accepts what we sign', () => {
    const orderId = 'order_IEIaMR65cu6nz3';
    const paymentId = 'pay_IH4NVgf4Dreq1l';
    const signature = signPayment(KEY_SECRET, orderId, paymentId);
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, KEY_SECRET)).toBe(true);
    expect(verifyPaymentSignature(KEY_SECRET, orderId, paymentId, signature)).toBe(true);
    const other = signPayment(KEY_SECRET, 'order_AnotherOrder01', paymentId);
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, other, KEY_SECRET)).toBe(false);
    expect(verifyPaymentSignature(KEY_SECRET, orderId, paymentId, other)).toBe(false);
    expect(verifyPaymentSignature(KEY_SECRET, orderId, paymentId, 'not-hex')).toBe(false);
  });

  it('webhooks: the same HMAC over the raw body', () => {
    const body = JSON.stringify({ event: 'order.paid', payload: { order: { entity: { id: 'order_1' } } } });
    const signature = signWebhook(WEBHOOK_SECRET, body);
    expect(validateWebhookSignature(body, signature, WEBHOOK_SECRET)).toBe(true);
    expect(verifyWebhookSignature(WEBHOOK_SECRET, Buffer.from(body), signature)).toBe(true);
    expect(validateWebhookSignature(`${body} `, signature, WEBHOOK_SECRET)).toBe(false);
    expect(verifyWebhookSignature(WEBHOOK_SECRET, Buffer.from(`${body} `), signature)).toBe(false);
  });
});

describe.each(DIALECTS)('Razorpay adapter against a local fake on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let fake: ReturnType<typeof fakeRazorpay>;
  let baseUrl: string;
  const clock = START;

  beforeAll(async () => {
    fake = fakeRazorpay();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    db = await createTestDb(dialect);
    const env = {
      NODE_ENV: 'test',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_BASE_URL: baseUrl,
    };
    app = await buildApp({
      config: { ...loadConfig(env), webDist: '/nonexistent' },
      db,
      logger: false,
      now: () => new Date(clock),
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  async function claimedShop() {
    const id = randomUUID();
    const at = new Date(clock).toISOString();
    await addShops(db, [
      {
        id,
        name: `Razorpay Shop ${id.slice(0, 6)}`,
        intro: '',
        city: null,
        state: null,
        pin: null,
        shopType: null,
        storeFrontPicture: null,
        lat: null,
        long: null,
        isClaimed: true,
        categoryIds: [],
        subCategoryIds: [],
        source: 'seed',
        sourceRef: null,
        createdAt: at,
      },
    ]);
    const number = `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    // The approved owner: a pending claimant's payment waits for approval (premium-approval.test.ts).
    await db.kysely
      .insertInto('claims')
      .values({
        id: randomUUID(),
        shop_id: id,
        kind: 'existing_listing',
        status: 'approved',
        mobile_number: number,
        address: 'x',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const { token } = await createSession(db, number, new Date(clock));
    return { shopId: id, session: token };
  }

  it('creates the order at Razorpay with the server price, and verifies a checkout payment', async () => {
    const { shopId, session } = await claimedShop();
    const response = await app.inject({
      method: 'POST',
      url: `/v1/claim-shops/payment/${shopId}`,
      cookies: { session },
    });
    expect(response.statusCode).toBe(200);
    const order = response.json<PaymentOrderResponse>();
    expect(order).toMatchObject({ key_id: KEY_ID, provider: 'razorpay', amount: PREMIUM_PRICE_PAISE, currency: 'INR' });
    expect(fake.orders.get(order.id)).toMatchObject({
      amount: 199900,
      currency: 'INR',
      receipt: expect.stringMatching(/^rcpt_[0-9a-f]{24}$/),
    });
    expect(JSON.stringify(response.json())).not.toContain(KEY_SECRET);

    const paymentId = 'pay_RealCheckout01';
    const verified = await app.inject({
      method: 'POST',
      url: `/v1/claim-shops/${shopId}/payment/verify`,
      payload: {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: signPayment(KEY_SECRET, order.id, paymentId),
      },
    });
    expect(verified.statusCode).toBe(200);
    const shop = (await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` })).json<ShopDetail>();
    expect(shop.metaInfo).toMatchObject({ isPaid: true, isPaymentValid: true });
  });

  it('the sandbox is not served, and the CSP allows Razorpay checkout only', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/v1/sandbox/payments',
          payload: { order_id: 'order_x1', outcome: 'success' },
        })
      ).statusCode,
    ).toBe(404);
    // The pages' policy (the API's answers carry a policy of their own: nothing may load).
    const csp = (await app.inject({ method: 'GET', url: '/robots.txt' })).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toMatch(/frame-src 'self' https:\/\/checkout\.razorpay\.com https:\/\/api\.razorpay\.com/);
  });

  it('refunds a payment in full through the Refunds API, once even when asked again after a crash', async () => {
    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: undefined,
      baseUrl,
    });
    const first = await provider.refund({
      paymentId: 'pay_Refund0Twice1',
      amountPaise: PREMIUM_PRICE_PAISE,
      notes: { order_id: 'o1' },
    });
    const again = await provider.refund({
      paymentId: 'pay_Refund0Twice1',
      amountPaise: PREMIUM_PRICE_PAISE,
      notes: { order_id: 'o1' },
    });
    expect(again.id).toBe(first.id);
    expect(fake.refunds.get('pay_Refund0Twice1')).toEqual([
      { id: first.id, amount: PREMIUM_PRICE_PAISE, status: 'processed' },
    ]);
    const posted = fake.requests.filter(
      (r) => r.method === 'POST' && r.url === '/v1/payments/pay_Refund0Twice1/refund',
    );
    expect(posted).toEqual([
      {
        method: 'POST',
        url: '/v1/payments/pay_Refund0Twice1/refund',
        body: { amount: PREMIUM_PRICE_PAISE, speed: 'normal', notes: { order_id: 'o1' } },
      },
    ]);
  });

  it('answers 502 with a clear message when Razorpay refuses the order', async () => {
    const broken = createRazorpayProvider({ keyId: KEY_ID, keySecret: 'wrong', webhookSecret: undefined, baseUrl });
    await expect(broken.createOrder({ amountPaise: 1, currency: 'INR', receipt: 'r', notes: {} })).rejects.toThrow(
      /401: Authentication failed/,
    );
  });

  it('the reconciler activates an order paid at Razorpay whose browser never came back', async () => {
    const { shopId, session } = await claimedShop();
    const order = (
      await app.inject({ method: 'POST', url: `/v1/claim-shops/payment/${shopId}`, cookies: { session } })
    ).json<PaymentOrderResponse>();
    const remote = fake.orders.get(order.id)!;
    remote.status = 'paid';
    remote.payments.push({ id: 'pay_Closed0Browser', status: 'captured' });

    const provider = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl,
    });
    const log = pino({ level: 'silent' });
    const early = createPaymentsService({
      db,
      provider,
      now: () => new Date(clock + 5 * 60 * 1000),
      setShopPlan: shopsWriter.setShopPlan,
    });
    expect(await early.reconcile(log)).toBe(0);
    const later = createPaymentsService({
      db,
      provider,
      now: () => new Date(clock + 16 * 60 * 1000),
      setShopPlan: shopsWriter.setShopPlan,
    });
    expect(await later.reconcile(log)).toBeGreaterThanOrEqual(1);
    expect(await later.reconcile(log)).toBe(0);
    const row = await db.kysely
      .selectFrom('payment_orders')
      .select(['status', 'provider_payment_id'])
      .where('provider_order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'paid', provider_payment_id: 'pay_Closed0Browser' });
    const shop = (await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` })).json<ShopDetail>();
    expect(shop.metaInfo.isPaid).toBe(true);
  });

  it('a webhook signed with the Razorpay webhook secret activates; the key secret does not sign webhooks', async () => {
    const { shopId, session } = await claimedShop();
    const order = (
      await app.inject({ method: 'POST', url: `/v1/claim-shops/payment/${shopId}`, cookies: { session } })
    ).json<PaymentOrderResponse>();
    const body = JSON.stringify({
      event: 'order.paid',
      payload: {
        order: { entity: { id: order.id } },
        payment: { entity: { id: 'pay_Hook', order_id: order.id, amount: 199900, currency: 'INR' } },
      },
    });
    const send = (secret: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/webhooks/razorpay',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(secret, body),
          'x-razorpay-event-id': `evt_${randomUUID().slice(0, 8)}`,
        },
        payload: body,
      });
    expect((await send(KEY_SECRET)).statusCode).toBe(400);
    expect((await send(WEBHOOK_SECRET)).statusCode).toBe(200);
    const shop = (await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` })).json<ShopDetail>();
    expect(shop.metaInfo.isPaid).toBe(true);
  });
});
