import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type Page,
  type PaymentOrderResponse,
  type ShopDetail,
  type ShopListItem,
} from '@local-shops/shared';
import type { AdminList, AdminPaymentOrder } from '@local-shops/shared/admin';
import { INSIGHTS_MESSAGES } from '@local-shops/shared/insights';
import type { OwnerShopsResponse } from '@local-shops/shared/owner';
import type { ShopProductsResponse } from '@local-shops/shared/products';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSession } from '../../lib/sessions.ts';
import { kolkataDate } from '../../lib/shop-counters.ts';
import { testReviewer } from '../../test/admin-session.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { addShops } from '../../test/fixtures.ts';
import { financialYear } from './invoices.ts';

/** Issue 23, decision 0058: Premium's extras end with it, and a refund issues a GST credit note. */

const SANDBOX_SECRET = 's'.repeat(40);
const DAY = 24 * 3600_000;
// Near the real date: the list's "has an offer" filter reads the wall clock, like its date.
const START = Date.now();

let seq = 0;
const newNumber = () => `+9195${String(10_000_000 + ++seq).slice(-8)}`;
const items = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    catalogId: null,
    name: `Item ${i}`,
    unit: '1 kg',
    price: 10 + (i % 50),
    inStock: true,
  }));

describe.each(DIALECTS)('the end of Premium on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let clock = START;
  let reviewer: Awaited<ReturnType<typeof testReviewer>>;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', SANDBOX_PAYMENTS_SECRET: SANDBOX_SECRET }),
      webDist: '/nonexistent',
    };
    app = await buildApp({ config, db, logger: false, now: () => new Date(clock) });
    reviewer = await testReviewer(app, db, `premium-end-${dialect}@shops.test`, new Date(clock));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  /** A listed shop with an approved owner, and that owner's session. */
  async function ownedShop() {
    const id = randomUUID();
    const number = newNumber();
    const at = new Date(clock).toISOString();
    await addShops(db, [
      {
        id,
        name: `Premium Mart ${++seq}`,
        intro: '',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411001',
        shopType: 'Retailers',
        storeFrontPicture: null,
        lat: 18.52,
        long: 73.85,
        isClaimed: true,
        categoryIds: [],
        subCategoryIds: [],
        source: 'seed',
        sourceRef: null,
        createdAt: at,
      },
    ]);
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
    await db.kysely.updateTable('shops').set({ owner_contact_number: number }).where('id', '=', id).execute();
    const { token } = await createSession(db, number, new Date(clock));
    return { id, number, session: token };
  }

  /** Pays a year through the sandbox checkout; answers our order id. */
  async function pay(shopId: string, session: string): Promise<string> {
    const order = await app.inject({ method: 'POST', url: `/v1/claim-shops/payment/${shopId}`, cookies: { session } });
    expect(order.statusCode, order.body).toBe(200);
    const providerOrderId = order.json<PaymentOrderResponse>().id;
    const signed = await app.inject({
      method: 'POST',
      url: '/v1/sandbox/payments',
      payload: { order_id: providerOrderId, outcome: 'success' },
    });
    expect(
      (await app.inject({ method: 'POST', url: `/v1/claim-shops/${shopId}/payment/verify`, payload: signed.json() }))
        .statusCode,
    ).toBe(200);
    return (
      await db.kysely
        .selectFrom('payment_orders')
        .select('id')
        .where('provider_order_id', '=', providerOrderId)
        .executeTakeFirstOrThrow()
    ).id;
  }

  /** The console refunds the order in full; the outbox's refund job runs at the sandbox. */
  async function refundFromConsole(orderId: string) {
    const cookies = await reviewer.signIn();
    const refund = await app.inject({
      method: 'POST',
      url: `/v1/admin/payments/${orderId}/refund`,
      cookies,
      payload: { reason: 'The owner asked for a refund.' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await app.outbox.drain();
  }

  const get = (url: string, session?: string) =>
    app.inject({ method: 'GET', url, cookies: session ? { session } : {} });
  const detail = async (id: string) => (await get(`/v1/claim-shops/${id}`)).json<ShopDetail>();
  const listed = async (id: string) =>
    (await get(`/v1/claim-shops/by-ids?ids=${id}`)).json<{ items: ShopListItem[] }>().items[0]!;
  const withOfferFilter = async () =>
    (await get('/v1/claim-shops/filter?hasOffer=true')).json<Page<ShopListItem>>().items.map((item) => item.id);
  const products = async (id: string) =>
    (await get(`/v1/claim-shops/${id}/products`)).json<ShopProductsResponse>().items.map((item) => item.name);
  const insights = (id: string, days: number, session: string) =>
    get(`/v1/owner/shops/${id}/insights?days=${days}`, session);

  it('after the console refunds the only order: offers and hasOffer go, the price list shows 200, insights close to 7 days; renewal brings all back', async () => {
    const owner = await ownedShop();
    const orderId = await pay(owner.id, owner.session);
    const today = kolkataDate(new Date(clock));
    const inTenDays = kolkataDate(new Date(clock + 10 * DAY));
    for (const title of ['Diwali sale', '10% off rice', 'Free delivery']) {
      const offer = await app.inject({
        method: 'POST',
        url: `/v1/owner/shops/${owner.id}/offers`,
        cookies: { session: owner.session },
        payload: { title, startsOn: today, endsOn: inTenDays },
      });
      expect(offer.statusCode, offer.body).toBe(201);
    }
    const put = await app.inject({
      method: 'PUT',
      url: `/v1/owner/shops/${owner.id}/products`,
      cookies: { session: owner.session },
      payload: { items: items(2000) },
    });
    expect(put.statusCode, put.body).toBe(200);

    // While Premium runs.
    expect((await detail(owner.id)).offers).toHaveLength(3);
    expect((await listed(owner.id)).hasOffer).toBe(true);
    expect(await withOfferFilter()).toContain(owner.id);
    expect(await products(owner.id)).toHaveLength(2000);
    for (const days of [30, 90]) expect((await insights(owner.id, days, owner.session)).statusCode).toBe(200);

    // Refunded at the wall clock's time: the filter reads the wall clock.
    await refundFromConsole(orderId);

    expect((await detail(owner.id)).offers).toEqual([]);
    expect((await listed(owner.id)).hasOffer).toBe(false);
    expect(await withOfferFilter()).not.toContain(owner.id);
    const shown = await products(owner.id);
    expect(shown).toHaveLength(200);
    expect([shown[0], shown[199]]).toEqual(['Item 0', 'Item 199']);
    // Hidden, not deleted.
    const stored = await db.kysely
      .selectFrom('shop_products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(2000);
    for (const days of [30, 90]) {
      const refused = await insights(owner.id, days, owner.session);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(INSIGHTS_MESSAGES.longerPeriodsArePremium);
    }
    expect((await insights(owner.id, 7, owner.session)).statusCode).toBe(200);

    // Renewal: the same offers and the whole list are back.
    clock += DAY;
    await pay(owner.id, owner.session);
    expect((await detail(owner.id)).offers).toHaveLength(3);
    expect((await listed(owner.id)).hasOffer).toBe(true);
    expect(await products(owner.id)).toHaveLength(2000);
    expect((await insights(owner.id, 90, owner.session)).statusCode).toBe(200);
  });

  it('a plan that simply expires takes the extras off the same way', async () => {
    const owner = await ownedShop();
    await pay(owner.id, owner.session);
    const today = kolkataDate(new Date(clock));
    await app.inject({
      method: 'POST',
      url: `/v1/owner/shops/${owner.id}/offers`,
      cookies: { session: owner.session },
      payload: { title: 'Monsoon offer', startsOn: today, endsOn: today },
    });
    expect((await detail(owner.id)).offers).toHaveLength(1);
    await db.kysely
      .updateTable('shops')
      .set({ premium_until: new Date(clock - 1000).toISOString() })
      .where('id', '=', owner.id)
      .execute();
    expect((await detail(owner.id)).offers).toEqual([]);
    expect((await listed(owner.id)).hasOffer).toBe(false);
    expect((await insights(owner.id, 30, owner.session)).statusCode).toBe(403);
  });

  it('an owner editing the price list without Premium changes the items that show; the hidden rest waits for renewal', async () => {
    const owner = await ownedShop();
    await pay(owner.id, owner.session);
    await app.inject({
      method: 'PUT',
      url: `/v1/owner/shops/${owner.id}/products`,
      cookies: { session: owner.session },
      payload: { items: items(2000) },
    });
    await db.kysely
      .updateTable('shops')
      .set({ premium_until: new Date(clock - 1000).toISOString() })
      .where('id', '=', owner.id)
      .execute();
    const edited = [{ catalogId: null, name: 'Basmati rice', unit: '1 kg', price: 120, inStock: true }];
    const put = await app.inject({
      method: 'PUT',
      url: `/v1/owner/shops/${owner.id}/products`,
      cookies: { session: owner.session },
      payload: { items: edited },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<ShopProductsResponse>().items.map((item) => item.name)).toEqual(['Basmati rice']);
    expect(await products(owner.id)).toEqual(['Basmati rice']);
    // More than the free limit is still refused without Premium.
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/v1/owner/shops/${owner.id}/products`,
          cookies: { session: owner.session },
          payload: { items: items(201) },
        })
      ).statusCode,
    ).toBe(400);
    // Renewed: the edited item, then the 1,800 items past the free limit.
    await db.kysely
      .updateTable('shops')
      .set({ premium_until: new Date(clock + 365 * DAY).toISOString() })
      .where('id', '=', owner.id)
      .execute();
    const all = await products(owner.id);
    expect(all).toHaveLength(1801);
    expect([all[0], all[1], all[1800]]).toEqual(['Basmati rice', 'Item 200', 'Item 1999']);
  });

  it('a refund issues a GST credit note in its own series; the invoice stays, marked refunded; both linked for owner and console', async () => {
    const owner = await ownedShop();
    const stranger = await ownedShop();
    const first = await pay(owner.id, owner.session);
    const creditNote = `/v1/owner/payments/${first}/credit-note`;
    // Not refunded: no credit note yet.
    const none = await get(creditNote, owner.session);
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toBe(MESSAGES.creditNoteNotFound);

    clock += DAY;
    await refundFromConsole(first);
    const year = financialYear(new Date(clock));
    const numbers = await db.kysely
      .selectFrom('payment_orders')
      .select(['invoice_number', 'credit_note_number'])
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(numbers.invoice_number).toMatch(new RegExp(`^AD/${year}/\\d{6}$`));
    expect(numbers.credit_note_number).toMatch(new RegExp(`^CN/${year}/\\d{6}$`));

    // The owner's dashboard lists the invoice, marked refunded, with its credit note.
    const dashboard = (await get('/v1/owner/shops', owner.session)).json<OwnerShopsResponse>();
    expect(dashboard.items[0]!.invoices).toEqual([
      {
        orderId: first,
        invoiceNumber: numbers.invoice_number,
        paidAt: expect.any(String),
        refunded: true,
        creditNoteNumber: numbers.credit_note_number,
      },
    ]);

    const pdf = await get(creditNote, owner.session);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['content-disposition']).toBe(
      `inline; filename="credit-note-${numbers.credit_note_number!.replace(/\//g, '-')}.pdf"`,
    );
    const note = await PDFDocument.load(pdf.rawPayload);
    expect(note.getTitle()).toBe(`Credit note ${numbers.credit_note_number}`);
    expect(note.getPageCount()).toBe(1);
    // The invoice stays, marked refunded with its credit note.
    const invoice = await get(`/v1/owner/payments/${first}/invoice`, owner.session);
    expect(invoice.statusCode).toBe(200);
    const invoiceDoc = await PDFDocument.load(invoice.rawPayload);
    expect(invoiceDoc.getTitle()).toBe(`Tax invoice ${numbers.invoice_number}`);
    expect(invoiceDoc.getSubject()).toMatch(
      new RegExp(`^REFUNDED on .*: see credit note ${numbers.credit_note_number!.replace(/\//g, '\\/')}$`),
    );
    // Only the payer sees it.
    expect((await get(creditNote, stranger.session)).json()).toMatchObject({
      statusCode: 403,
      message: MESSAGES.invoiceNotYours,
    });
    expect((await get(creditNote)).statusCode).toBe(401);

    // The next refund takes the next number of the series; invoices keep their own.
    clock += DAY;
    const second = await pay(owner.id, owner.session);
    clock += DAY;
    await refundFromConsole(second);
    const next = await db.kysely
      .selectFrom('payment_orders')
      .select(['invoice_number', 'credit_note_number'])
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    const serial = (number: string | null) => Number(number!.slice(-6));
    expect(serial(next.credit_note_number)).toBe(serial(numbers.credit_note_number) + 1);
    expect(next.invoice_number).not.toBe(numbers.invoice_number);

    // The console's payments list links both documents; each view is audited.
    const cookies = await reviewer.signIn();
    const list = (await app.inject({ method: 'GET', url: '/v1/admin/payments', cookies })).json<
      AdminList<AdminPaymentOrder>
    >();
    expect(list.items.find((item) => item.id === first)).toMatchObject({
      refund: 'refunded',
      invoiceNumber: numbers.invoice_number,
      creditNoteNumber: numbers.credit_note_number,
    });
    const consoleNote = await app.inject({ method: 'GET', url: `/v1/admin/payments/${first}/credit-note`, cookies });
    expect(consoleNote.statusCode).toBe(200);
    expect((await PDFDocument.load(consoleNote.rawPayload)).getTitle()).toBe(
      `Credit note ${numbers.credit_note_number}`,
    );
    expect((await app.inject({ method: 'GET', url: `/v1/admin/payments/${first}/invoice`, cookies })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: `/v1/admin/payments/${first}/credit-note` })).statusCode).toBe(401);
    const audited = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', first)
      .where('action', 'like', 'payment.%.view')
      .execute();
    expect(audited.map((row) => row.action).sort()).toEqual(['payment.credit-note.view', 'payment.invoice.view']);
    // An order that was not refunded has no credit note in the console either.
    const third = await pay(stranger.id, stranger.session);
    expect(
      (await app.inject({ method: 'GET', url: `/v1/admin/payments/${third}/credit-note`, cookies })).statusCode,
    ).toBe(404);
  });
});
