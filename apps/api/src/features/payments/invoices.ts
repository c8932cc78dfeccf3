import type { FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DEFAULT_LOCALE, formatDate, formatMoney } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export interface InvoiceSeller {
  sellerName: string;
  sellerAddress: string;
  sellerGstin: string;
  sellerState: string;
  gstRatePercent: number;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The Indian financial year (April to March, in IST) of a moment: '2026-27'. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Gives a paid order the next invoice number of its financial year, in the caller's transaction
 * (the one that marks it paid): a rolled-back payment takes its number back with it, so numbers
 * run without gaps. The counter row's upsert is atomic on both databases.
 */
export async function assignInvoiceNumber(trx: Transaction<Database>, orderId: string, paidAt: Date): Promise<string> {
  const year = financialYear(paidAt);
  const row = await trx
    .insertInto('invoice_counters')
    .values({ financial_year: year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .column('financial_year')
        .doUpdateSet((eb) => ({ last_number: eb(eb.ref('invoice_counters.last_number'), '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const number = `AD/${year}/${String(row.last_number).padStart(6, '0')}`;
  await trx.updateTable('payment_orders').set({ invoice_number: number }).where('id', '=', orderId).execute();
  return number;
}

/**
 * Gives a refunded order the next credit note number of the refund's financial year, in the
 * transaction that notes the refund: a series of its own ('CN/2026-27/000001'), without gaps like
 * the invoices', so each refund is one GST credit note against its invoice (decision 0058).
 */
export async function assignCreditNoteNumber(
  trx: Transaction<Database>,
  orderId: string,
  refundedAt: Date,
): Promise<string> {
  const year = financialYear(refundedAt);
  const row = await trx
    .insertInto('credit_note_counters')
    .values({ financial_year: year, last_number: 1 })
    .onConflict((oc) =>
      oc
        .column('financial_year')
        .doUpdateSet((eb) => ({ last_number: eb(eb.ref('credit_note_counters.last_number'), '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const number = `CN/${year}/${String(row.last_number).padStart(6, '0')}`;
  await trx.updateTable('payment_orders').set({ credit_note_number: number }).where('id', '=', orderId).execute();
  return number;
}

/** GST inside a tax-inclusive price, in paise: CGST + SGST within the seller's state, IGST across. */
export function gstSplit(totalPaise: number, ratePercent: number, sameState: boolean) {
  const taxable = Math.round((totalPaise * 100) / (100 + ratePercent));
  const tax = totalPaise - taxable;
  if (!sameState) return { taxable, igst: tax, cgst: 0, sgst: 0 };
  const cgst = Math.floor(tax / 2);
  return { taxable, igst: 0, cgst, sgst: tax - cgst };
}

/** The owner's paid order with what its invoice shows; undefined when there is none. */
export async function findInvoiceOrder(db: Db, orderKey: string) {
  return db.kysely
    .selectFrom('payment_orders')
    .innerJoin('shops', 'shops.id', 'payment_orders.shop_id')
    .select([
      'payment_orders.id',
      'payment_orders.mobile_number',
      'payment_orders.invoice_number',
      'payment_orders.amount_paise',
      'payment_orders.paid_at',
      'payment_orders.status',
      'payment_orders.refunded_at',
      'payment_orders.credit_note_number',
      'shops.name as shop_name',
      'shops.address',
      'shops.city',
      'shops.state',
      'shops.pin',
    ])
    .where((eb) =>
      eb.or([eb('payment_orders.id', '=', orderKey), eb('payment_orders.provider_order_id', '=', orderKey)]),
    )
    .executeTakeFirst();
}

// The standard PDF fonts have no rupee sign: amounts are written 'Rs 1,999.00'. Tax documents are
// in English whatever the buyer's language.
const money = (paise: number) => `Rs ${formatMoney(paise, DEFAULT_LOCALE)}`;
/** Keeps only what the standard fonts' WinAnsi encoding can draw. */
const plain = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

export type InvoiceOrder = NonNullable<Awaited<ReturnType<typeof findInvoiceOrder>>>;

const istDate = (iso: string | null) =>
  iso ? formatDate(new Date(iso), DEFAULT_LOCALE, { timeZone: 'Asia/Kolkata' }) : '';

/**
 * One page of a tax document: the invoice, or the credit note that reverses it. Both show the
 * same parties, the same service and the same GST split of the order's amount.
 */
async function renderDocument(
  order: InvoiceOrder,
  seller: InvoiceSeller,
  document: { title: string; heading: string; fields: Array<[string, string]>; note?: string; total: string },
): Promise<Uint8Array> {
  const sameState = (order.state ?? '').trim().toLowerCase() === seller.sellerState.trim().toLowerCase();
  const split = gstSplit(order.amount_paise, seller.gstRatePercent, sameState);
  const pdf = await PDFDocument.create();
  pdf.setTitle(document.title);
  // The mark in the file's properties too, where a reader (or a test) finds it without the page.
  if (document.note) pdf.setSubject(document.note);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const line = (text: string, options: { bold?: boolean; size?: number; gap?: number } = {}) => {
    page.drawText(plain(text), { x: 50, y, size: options.size ?? 11, font: options.bold ? bold : font });
    y -= options.gap ?? 18;
  };
  const rate = seller.gstRatePercent;
  line(document.heading, { bold: true, size: 18, gap: 28 });
  document.fields.forEach(([label, value], i) =>
    line(`${label}: ${value}`, { gap: i === document.fields.length - 1 ? 28 : 18 }),
  );
  if (document.note) line(document.note, { bold: true, gap: 28 });
  line('Seller', { bold: true });
  line(seller.sellerName);
  line(seller.sellerAddress);
  line(`GSTIN: ${seller.sellerGstin}`, { gap: 28 });
  line('Buyer', { bold: true });
  line(order.shop_name);
  line([order.address, order.city, order.state, order.pin].filter(Boolean).join(', '));
  line(`Mobile: ${order.mobile_number}`, { gap: 28 });
  line('Apni Dukaan Premium, 1 year (SAC 998365)', { bold: true });
  line(`Taxable value: ${money(split.taxable)}`);
  if (sameState) {
    line(`CGST ${rate / 2}%: ${money(split.cgst)}`);
    line(`SGST ${rate / 2}%: ${money(split.sgst)}`);
  } else {
    line(`IGST ${rate}%: ${money(split.igst)}`);
  }
  line(`${document.total}: ${money(order.amount_paise)}`, { bold: true });
  return pdf.save();
}

/** The tax invoice of a paid order as a PDF; once refunded it stays, marked with its credit note. */
export async function renderInvoice(order: InvoiceOrder, seller: InvoiceSeller): Promise<Uint8Array> {
  return renderDocument(order, seller, {
    title: `Tax invoice ${order.invoice_number ?? ''}`,
    heading: 'Tax invoice',
    fields: [
      ['Invoice number', order.invoice_number ?? ''],
      ['Date', istDate(order.paid_at)],
    ],
    note: order.refunded_at
      ? `REFUNDED on ${istDate(order.refunded_at)}${order.credit_note_number ? `: see credit note ${order.credit_note_number}` : ''}`
      : undefined,
    total: 'Total (GST included)',
  });
}

/** The GST credit note of a refunded order as a PDF: the whole invoice reversed (decision 0058). */
export async function renderCreditNote(order: InvoiceOrder, seller: InvoiceSeller): Promise<Uint8Array> {
  return renderDocument(order, seller, {
    title: `Credit note ${order.credit_note_number ?? ''}`,
    heading: 'Credit note',
    fields: [
      ['Credit note number', order.credit_note_number ?? ''],
      ['Date', istDate(order.refunded_at)],
      ['Against tax invoice', `${order.invoice_number ?? ''} of ${istDate(order.paid_at)}`],
    ],
    note: 'Reason: refund of the whole amount (GST reversed in full)',
    total: 'Total credited (GST included)',
  });
}

/** Sends a tax document to the one who may see it: never kept by a cache. `name` is its number. */
export function sendPdf(reply: FastifyReply, pdf: Uint8Array, name: string) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${name.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`)
    .type('application/pdf')
    .send(Buffer.from(pdf));
}

/**
 * The tax documents of an order by our id, for the review console (joined in app.ts): the invoice
 * of a paid order, or the credit note of a refunded one; undefined when the order has none.
 */
export function createTaxDocuments(db: Db, seller: InvoiceSeller) {
  return {
    async render(
      orderId: string,
      kind: 'invoice' | 'credit-note',
    ): Promise<{ pdf: Uint8Array; number: string } | undefined> {
      const order = await findInvoiceOrder(db, orderId);
      if (!order || order.status !== 'paid' || !order.invoice_number) return undefined;
      if (kind === 'invoice') return { pdf: await renderInvoice(order, seller), number: order.invoice_number };
      return order.credit_note_number
        ? { pdf: await renderCreditNote(order, seller), number: order.credit_note_number }
        : undefined;
    },
  };
}
