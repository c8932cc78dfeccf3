import { MESSAGES, SHOP_ID_PATTERN, paymentVerifySchema, type PaymentOrderResponse, type PaymentVerifyResponse } from '@local-shops/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireSession, sessionNumberOf } from '../../lib/session-guard.ts';
import { SESSION_COOKIE, findSessionNumber } from '../../lib/sessions.ts';
import { findInvoiceOrder, renderCreditNote, renderInvoice, sendPdf, type InvoiceSeller } from './invoices.ts';
import type { PaymentsService } from './payments.service.ts';

/** Buying the Premium plan: the order (price set here), then the checkout's confirmation. */
export async function paymentsRoutes(
  app: FastifyInstance,
  { db, payments, now, invoices }: { db: Db; payments: PaymentsService; now: () => Date; invoices: InvoiceSeller },
) {
  /** The paid order of the session's number, by our id or the provider's: 401 / 404 / 403 otherwise. */
  const ownOrder = async (request: FastifyRequest<{ Params: { orderId: string } }>) => {
    const number = await findSessionNumber(db, request.cookies[SESSION_COOKIE], now());
    if (!number) throw new HttpError(401, MESSAGES.verifyNumberAgain);
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(request.params.orderId)) throw notFound(MESSAGES.invoiceNotFound);
    const order = await findInvoiceOrder(db, request.params.orderId);
    if (!order || order.status !== 'paid' || !order.invoice_number) throw notFound(MESSAGES.invoiceNotFound);
    if (order.mobile_number !== number) throw new HttpError(403, MESSAGES.invoiceNotYours);
    return order;
  };

  // The tax invoice of a paid order: only for the number that paid it (the session proves it).
  app.get<{ Params: { orderId: string } }>('/owner/payments/:orderId/invoice', async (request, reply) => {
    const order = await ownOrder(request);
    return sendPdf(reply, await renderInvoice(order, invoices), `invoice-${order.invoice_number}`);
  });

  // The GST credit note of a refunded order (decision 0058), to the same number; 404 until the refund is made.
  app.get<{ Params: { orderId: string } }>('/owner/payments/:orderId/credit-note', async (request, reply) => {
    const order = await ownOrder(request);
    if (!order.credit_note_number) throw notFound(MESSAGES.creditNoteNotFound);
    return sendPdf(reply, await renderCreditNote(order, invoices), `credit-note-${order.credit_note_number}`);
  });

  // Only a number proven by the session (checked before the body is read), and only one that claimed this shop, may buy its plan.
  app.post<{ Params: { shopId: string } }>('/claim-shops/payment/:shopId', { onRequest: requireSession(db, now) }, async (request, reply): Promise<PaymentOrderResponse> => {
    const { shopId } = request.params;
    const number = sessionNumberOf(request);
    if (!SHOP_ID_PATTERN.test(shopId)) throw notFound(MESSAGES.shopNotFound);
    reply.header('cache-control', 'no-store');
    return payments.createOrder(shopId, number, request.log);
  });

  app.post<{ Params: { shopId: string } }>('/claim-shops/:shopId/payment/verify', async (request, reply): Promise<PaymentVerifyResponse> => {
    const { shopId } = request.params;
    if (!SHOP_ID_PATTERN.test(shopId)) throw notFound(MESSAGES.paymentOrderUnknown);
    // The signature is the proof, so no session is needed: a payment made on one phone and
    // confirmed after the session ended still counts.
    const input = parseInput(paymentVerifySchema, request.body);
    reply.header('cache-control', 'no-store');
    return payments.verify(shopId, input, request.log);
  });
}
