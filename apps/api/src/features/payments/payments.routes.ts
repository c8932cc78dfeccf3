import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  type PaymentOrderResponse,
  type PaymentStateResponse,
  type PaymentVerifyResponse,
} from '@local-shops/shared';
import { ownerCreditNoteRoute, ownerInvoiceRoute } from '@local-shops/shared/owner-routes';
import { paymentOrderRoute, paymentStateRoute, paymentVerifyRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { routeTable } from '../../lib/route-table.ts';
import { requireSession, sessionNumberOf } from '../../lib/session-guard.ts';
import { findInvoiceOrder, renderCreditNote, renderInvoice, sendPdf, type InvoiceSeller } from './invoices.ts';
import type { PaymentsService } from './payments.service.ts';

/** Buying the Premium plan: the order (price set here), then the checkout's confirmation. */
export async function paymentsRoutes(
  app: FastifyInstance,
  { db, payments, now, invoices }: { db: Db; payments: PaymentsService; now: () => Date; invoices: InvoiceSeller },
) {
  // The shopper's wording of a missing session (a payment follows a claim); the invoices keep it, as before the route table.
  const route = routeTable(app, { access: { session: { onRequest: requireSession(db, now) } } });

  /** The paid order of the session's number, by our id or the provider's: 404 / 403 otherwise (401 before, by the hook). */
  const ownOrder = async (number: string, orderId: string) => {
    const order = await findInvoiceOrder(db, orderId);
    if (!order || order.status !== 'paid' || !order.invoice_number) throw notFound(MESSAGES.invoiceNotFound);
    if (order.mobile_number !== number) throw new HttpError(403, MESSAGES.invoiceNotYours);
    return order;
  };

  // The tax invoice of a paid order: only for the number that paid it (the session proves it).
  route(ownerInvoiceRoute, async (request, reply, input) => {
    const order = await ownOrder(sessionNumberOf(request), input.params().orderId);
    return sendPdf(reply, await renderInvoice(order, invoices), `invoice-${order.invoice_number}`);
  });

  // The GST credit note of a refunded order (decision 0058), to the same number; 404 until the refund is made.
  route(ownerCreditNoteRoute, async (request, reply, input) => {
    const order = await ownOrder(sessionNumberOf(request), input.params().orderId);
    if (!order.credit_note_number) throw notFound(MESSAGES.creditNoteNotFound);
    return sendPdf(reply, await renderCreditNote(order, invoices), `credit-note-${order.credit_note_number}`);
  });

  // Only a number proven by the session (checked before the body is read), and only one that claimed this shop, may buy its plan.
  route(paymentOrderRoute, async (request, reply, input): Promise<PaymentOrderResponse> => {
    const number = sessionNumberOf(request);
    const { shopId } = input.params();
    reply.header('cache-control', 'no-store');
    return payments.createOrder(shopId, number, request.log);
  });

  // The subscribe page asks before it offers Pay: a paid order waiting for approval is not paid twice.
  route(paymentStateRoute, async (request, reply, input): Promise<PaymentStateResponse> => {
    reply.header('cache-control', 'no-store');
    return payments.paymentState(input.params().shopId, sessionNumberOf(request));
  });

  route(paymentVerifyRoute, async (request, reply, input): Promise<PaymentVerifyResponse> => {
    const { shopId } = input.params();
    // The signature is the proof, so no session is needed: a payment made on one phone and
    // confirmed after the session ended still counts.
    const confirmation = input.body();
    reply.header('cache-control', 'no-store');
    return payments.verify(shopId, confirmation, request.log);
  });
}
