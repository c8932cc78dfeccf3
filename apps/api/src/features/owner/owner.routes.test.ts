import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentOrderResponse } from '@local-shops/shared';
import { OWNER_MESSAGES, type OwnerShop, type OwnerShopsResponse } from '@local-shops/shared/owner';
import type { ClaimStatus } from '../../db/schema.ts';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { addShops, testShop } from '../../test/fixtures.ts';
import { addClaim } from '../../test/owners.ts';
import { signIn as signInAt } from '../../test/sessions.ts';

const START = Date.parse('2026-06-01T10:00:00.000Z');
const HOUR = 3_600_000;

let seq = 0;
const newNumber = () => `+9196${String(10_000_000 + ++seq).slice(-8)}`;

describe.each(DIALECTS)('the owner dashboard API on %s', (dialect) => {
  let clock = START;
  const context = testApp(dialect, { env: { SANDBOX_PAYMENTS_SECRET: 's'.repeat(40) }, now: () => new Date(clock) });

  async function shop(name: string): Promise<string> {
    const id = randomUUID();
    await addShops(context.db, [testShop({ id, name, createdAt: new Date(clock).toISOString() })]);
    return id;
  }

  /** A claim of the number made now and, unless pending, decided an hour later. */
  const claim = (
    shopId: string,
    number: string,
    status: ClaimStatus = 'pending_review',
    reason: string | null = null,
  ) => addClaim(context.db, { shopId, number, status, at: clock, decidedAt: clock + HOUR, reason });
  const signIn = (number: string) => signInAt(context.db, number, clock);
  const shops = (session?: string) =>
    context.app.inject({ method: 'GET', url: '/v1/owner/shops', cookies: session ? { session } : {} });
  const itemOf = async (session: string, shopId: string): Promise<OwnerShop> => {
    const response = await shops(session);
    expect(response.statusCode).toBe(200);
    return response.json<OwnerShopsResponse>().items.find((item) => item.shop.id === shopId)!;
  };

  /** Pays the Premium year through the sandbox, as the subscribe page does. */
  async function pay(shopId: string, session: string) {
    const order = (
      await context.app.inject({ method: 'POST', url: `/v1/claim-shops/payment/${shopId}`, cookies: { session } })
    ).json<PaymentOrderResponse>();
    const signed = await context.app.inject({
      method: 'POST',
      url: '/v1/sandbox/payments',
      payload: { order_id: order.id, outcome: 'success' },
    });
    const verified = await context.app.inject({
      method: 'POST',
      url: `/v1/claim-shops/${shopId}/payment/verify`,
      payload: signed.json(),
    });
    expect(verified.statusCode).toBe(200);
    return order.id;
  }

  it('answers 401 in our error shape without a session, or with an unknown one', async () => {
    for (const session of [undefined, 'A'.repeat(43)]) {
      const response = await shops(session);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: OWNER_MESSAGES.signInRequired,
      });
    }
  });

  it("lists every shop the number claimed, each in its claim's state, and nobody else's", async () => {
    const number = newNumber();
    const pending = await shop('Pending Kirana');
    const approved = await shop('Approved Sweets');
    const rejected = await shop('Rejected Tailor');
    await claim(pending, number);
    await claim(approved, number, 'approved');
    await claim(rejected, number, 'rejected', 'The cheque is not readable.');
    const othersShop = await shop('Someone Else');
    await claim(othersShop, newNumber());
    const session = await signIn(number);

    const response = await shops(session);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const items = response.json<OwnerShopsResponse>().items;
    expect(items.map((i) => i.shop.id).sort()).toEqual([pending, approved, rejected].sort());
    const at = new Date(clock).toISOString();
    const decided = new Date(clock + HOUR).toISOString();
    expect(items.find((i) => i.shop.id === pending)).toEqual({
      shop: { id: pending, name: 'Pending Kirana', isClaimed: false, isVerified: false },
      claim: { id: expect.any(String), status: 'pending_review', reason: null, submittedAt: at, decidedAt: null },
      premium: { status: 'none', until: null },
      invoices: [],
    });
    expect(items.find((i) => i.shop.id === approved)).toMatchObject({
      shop: { isClaimed: true, isVerified: false },
      claim: { status: 'approved', decidedAt: decided },
      premium: { status: 'none' },
    });
    expect(items.find((i) => i.shop.id === rejected)).toMatchObject({
      shop: { isClaimed: false },
      claim: { status: 'rejected', reason: 'The cheque is not readable.', decidedAt: decided },
    });
  });

  it('shows the newest claim of a shop submitted again after a rejection', async () => {
    const number = newNumber();
    const id = await shop('Second Try Stores');
    await claim(id, number, 'rejected', 'Blurred photo.');
    clock += HOUR * 2;
    const second = await claim(id, number);
    const items = (await shops(await signIn(number))).json<OwnerShopsResponse>().items;
    expect(items).toHaveLength(1);
    expect(items[0]!.claim).toMatchObject({ id: second, status: 'pending_review', reason: null });
  });

  it('Premium: awaiting approval while the claim is pending, active until the end once approved, then expired', async () => {
    const number = newNumber();
    const id = await shop('Premium Paid Mart');
    const claimId = await claim(id, number);
    const session = await signIn(number);
    await pay(id, session);
    expect((await itemOf(session, id)).premium.status).toBe('awaiting_approval');

    await context.db.kysely
      .updateTable('claims')
      .set({ status: 'approved', reviewed_at: new Date(clock).toISOString() })
      .where('id', '=', claimId)
      .execute();
    // What approval does to a plan paid while pending (payments' startPlan): the year starts now.
    const startedAt = new Date(clock).toISOString();
    const yearEnd = new Date(clock + 365 * 24 * HOUR).toISOString();
    await context.db.kysely
      .updateTable('shops')
      .set({ is_claimed: true, premium_until: yearEnd })
      .where('id', '=', id)
      .execute();
    await context.db.kysely
      .updateTable('payment_orders')
      .set({ plan_started_at: startedAt })
      .where('shop_id', '=', id)
      .where('status', '=', 'paid')
      .execute();
    const { premium_until } = await context.db.kysely
      .selectFrom('shops')
      .select('premium_until')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const active = await itemOf(session, id);
    expect(active.premium).toEqual({ status: 'active', until: premium_until });
    expect(active.shop.isVerified).toBe(true);
    // The paid order's tax invoice is linked from the dashboard.
    expect(active.invoices).toEqual([
      {
        orderId: expect.any(String),
        invoiceNumber: expect.stringMatching(/\/\d{4}-\d{2}\/\d{6}$/),
        paidAt: expect.any(String),
        refunded: false,
        creditNoteNumber: null,
      },
    ]);
    const invoice = await context.app.inject({
      method: 'GET',
      url: `/v1/owner/payments/${active.invoices[0]!.orderId}/invoice`,
      cookies: { session },
    });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');

    const later = clock;
    clock = new Date(premium_until!).getTime() + HOUR;
    const session2 = await signIn(number);
    const expired = await itemOf(session2, id);
    expect(expired.premium).toEqual({ status: 'expired', until: premium_until });
    expect(expired.shop.isVerified).toBe(false);
    clock = later;
  });

  it('Premium: refunded when the order that bought the year was refunded', async () => {
    const number = newNumber();
    const id = await shop('Refunded Chemist');
    await claim(id, number, 'approved');
    const session = await signIn(number);
    const orderId = await pay(id, session);
    // What a full refund does today (payments.service revoke): noted on the paid order, the year taken back.
    const at = new Date(clock).toISOString();
    await context.db.kysely
      .updateTable('payment_orders')
      .set({ failure_reason: 'Refunded (rfnd_1)' })
      .where('provider_order_id', '=', orderId)
      .execute();
    await context.db.kysely.updateTable('shops').set({ premium_until: at }).where('id', '=', id).execute();
    expect((await itemOf(session, id)).premium).toEqual({ status: 'refunded', until: null });
  });

  it('signing out ends this session on the server, and only this one', async () => {
    const number = newNumber();
    await claim(await shop('Logout Shop'), number);
    const here = await signIn(number);
    const there = await signIn(number);
    const response = await context.app.inject({ method: 'POST', url: '/v1/owner/logout', cookies: { session: here } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((c) => c.name === 'session')!;
    expect(cleared.value).toBe('');
    expect((await shops(here)).statusCode).toBe(401);
    expect((await shops(there)).statusCode).toBe(200);
    // Again, with the ended session: still 204.
    expect(
      (await context.app.inject({ method: 'POST', url: '/v1/owner/logout', cookies: { session: here } })).statusCode,
    ).toBe(204);
  });

  it('signing out everywhere ends every session of the number, and no other number’s', async () => {
    const number = newNumber();
    const other = newNumber();
    const sessions = [await signIn(number), await signIn(number), await signIn(number)];
    const othersSession = await signIn(other);
    const response = await context.app.inject({
      method: 'POST',
      url: '/v1/owner/logout?all=true',
      cookies: { session: sessions[0]! },
    });
    expect(response.statusCode).toBe(204);
    for (const session of sessions) expect((await shops(session)).statusCode).toBe(401);
    expect((await shops(othersSession)).statusCode).toBe(200);
    expect((await context.app.inject({ method: 'POST', url: '/v1/owner/logout?all=true' })).statusCode).toBe(401);
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: '/v1/owner/logout?all=maybe',
          cookies: { session: othersSession },
        })
      ).statusCode,
    ).toBe(400);
  });
});
