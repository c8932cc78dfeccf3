import { MESSAGES, REVIEW_MESSAGES } from '@local-shops/shared';
import type { AdminList, AdminPaymentOrder } from '@local-shops/shared/admin';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import type { Route } from '../../lib/route-table.ts';
import type { ClaimDecisionHooks } from './admin-claims.ts';
import { actorOf, listPage, noStore } from './admin-http.ts';
import { decodeAdminCursor } from './admin-paging.ts';
import { listPaymentOrders, refundPayment, type TaxDocuments } from './admin-payments.ts';
import { auditListView, writeAudit } from './audit.ts';

export interface AdminPaymentsDeps {
  db: Db;
  outbox: OutboxWakeup;
  now: () => Date;
  /** The payments feature's hooks; without them there is nothing to refund. */
  premium?: ClaimDecisionHooks;
  /** Invoices and credit notes of orders as PDF (the payments feature's, from app.ts). */
  taxDocuments?: TaxDocuments;
}

/** Premium orders: the list, a refund, and each order's invoice or credit note. */
export function adminPaymentsRoutes(route: Route, { db, outbox, now, premium, taxDocuments }: AdminPaymentsDeps) {
  route(CONSOLE_ROUTES.payments, async (request, reply, input): Promise<AdminList<AdminPaymentOrder>> => {
    const { cursor } = input.query();
    const { path } = CONSOLE_ROUTES.payments;
    noStore(reply);
    const page = listPage(await listPaymentOrders(db, decodeAdminCursor(cursor)), path, {});
    await auditListView(
      db.kysely,
      actorOf(request),
      { subjectType: 'payment', path, cursor, shown: page.items.length },
      now(),
    );
    return page;
  });

  route(CONSOLE_ROUTES.paymentRefund, async (request, reply, input) => {
    const { id } = input.params();
    if (!premium) throw notFound(REVIEW_MESSAGES.paymentNotFound);
    const { reason } = input.body();
    await refundPayment(db, id, reason, actorOf(request), now(), premium.refund);
    outbox.kick();
    noStore(reply);
    return { id, refund: 'requested' as const };
  });

  // An order's tax invoice, or the GST credit note of its refund (decision 0058): each view shows
  // the payer's number, so each is audited.
  const documents = [
    ['invoice', CONSOLE_ROUTES.paymentInvoice, MESSAGES.invoiceNotFound],
    ['credit-note', CONSOLE_ROUTES.paymentCreditNote, MESSAGES.creditNoteNotFound],
  ] as const;
  for (const [kind, entry, missing] of documents) {
    route(entry, async (request, reply, input) => {
      const { id } = input.params();
      const found = taxDocuments ? await taxDocuments.render(id, kind) : undefined;
      if (!found) throw notFound(missing);
      await writeAudit(
        db.kysely,
        {
          ...actorOf(request),
          action: `payment.${kind}.view`,
          subjectType: 'payment',
          subjectId: id,
          detail: { number: found.number },
        },
        now(),
      );
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${kind}-${found.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(found.pdf));
    });
  }
}
