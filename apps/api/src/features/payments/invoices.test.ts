import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type PaymentOrderResponse } from '@local-shops/shared';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSession } from '../../lib/sessions.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { addShops } from '../../test/fixtures.ts';
import { financialYear, gstSplit } from './invoices.ts';

const SANDBOX_SECRET = 's'.repeat(40);
let seq = 0;
const newNumber = () => `+9195${String(10_000_000 + ++seq).slice(-8)}`;

describe('GST inside ₹1,999 and the financial year', () => {
  it('splits CGST and SGST within the seller state, IGST across, and never loses a paisa', () => {
    expect(gstSplit(199_900, 18, true)).toEqual({ taxable: 169_407, igst: 0, cgst: 15_246, sgst: 15_247 });
    expect(gstSplit(199_900, 18, false)).toEqual({ taxable: 169_407, igst: 30_493, cgst: 0, sgst: 0 });
    expect(gstSplit(199_900, 12, false).taxable + gstSplit(199_900, 12, false).igst).toBe(199_900);
  });
  it('runs April to March in India time', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00.000Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:31:00.000Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-15T00:00:00.000Z'))).toBe('2026-27');
  });
});

describe.each(DIALECTS)('tax invoices on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let clock = Date.parse('2027-02-01T10:00:00.000Z');

  beforeAll(async () => {
    db = await createTestDb(dialect);
    const env = {
      NODE_ENV: 'test',
      SANDBOX_PAYMENTS_SECRET: SANDBOX_SECRET,
      SELLER_NAME: 'Apni Dukaan Pvt Ltd',
      SELLER_STATE: 'Karnataka',
      SELLER_GSTIN: '29ABCDE1234F1Z5',
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
  });

  /** An approved owner's shop, paid for; answers the order and the owner's session. */
  async function paidOrder() {
    const shopId = randomUUID();
    const at = new Date(clock).toISOString();
    await addShops(db, [
      {
        id: shopId,
        name: `Invoice Shop ${++seq}`,
        intro: '',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411001',
        shopType: 'Retailers',
        storeFrontPicture: null,
        lat: 18.5,
        long: 73.8,
        isClaimed: true,
        categoryIds: [],
        subCategoryIds: [],
        source: 'seed',
        sourceRef: null,
        createdAt: at,
      },
    ]);
    const number = newNumber();
    await db.kysely
      .insertInto('claims')
      .values({
        id: randomUUID(),
        shop_id: shopId,
        kind: 'existing_listing',
        status: 'approved',
        mobile_number: number,
        address: 'x',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const { token } = await createSession(db, number, new Date(clock));
    const order = (
      await app.inject({ method: 'POST', url: `/v1/claim-shops/payment/${shopId}`, cookies: { session: token } })
    ).json<PaymentOrderResponse>();
    const signed = await app.inject({
      method: 'POST',
      url: '/v1/sandbox/payments',
      payload: { order_id: order.id, outcome: 'success' },
    });
    expect(
      (await app.inject({ method: 'POST', url: `/v1/claim-shops/${shopId}/payment/verify`, payload: signed.json() }))
        .statusCode,
    ).toBe(200);
    const row = await db.kysely
      .selectFrom('payment_orders')
      .select(['id', 'invoice_number'])
      .where('provider_order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    return { orderId: row.id, invoiceNumber: row.invoice_number, session: token };
  }

  it('numbers invoices without gaps within each financial year, starting again in April', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const [, year, n1] = /^AD\/(\d{4}-\d{2})\/(\d{6})$/.exec(first.invoiceNumber ?? '')!;
    expect(year).toBe('2026-27');
    expect(second.invoiceNumber).toBe(`AD/2026-27/${String(Number(n1) + 1).padStart(6, '0')}`);
    clock = Date.parse('2027-04-01T00:00:00.000Z');
    expect((await paidOrder()).invoiceNumber).toBe('AD/2027-28/000001');
  });

  it('answers the PDF to the owner only: 403 to another number, 401 without a session, 404 for no order', async () => {
    const owner = await paidOrder();
    const other = await paidOrder();
    const url = `/v1/owner/payments/${owner.orderId}/invoice`;
    const pdf = await app.inject({ method: 'GET', url, cookies: { session: owner.session } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Tax invoice ${owner.invoiceNumber}`);
    expect(doc.getPageCount()).toBe(1);
    expect((await app.inject({ method: 'GET', url, cookies: { session: other.session } })).json()).toMatchObject({
      statusCode: 403,
      message: MESSAGES.invoiceNotYours,
    });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/v1/owner/payments/nope/invoice', cookies: { session: owner.session } }))
        .statusCode,
    ).toBe(404);
  });
});
