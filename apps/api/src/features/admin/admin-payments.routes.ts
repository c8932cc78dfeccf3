import { ADMIN_API_PATHS, MESSAGES, REVIEW_MESSAGES } from '@local-shops/shared';
import { adminPaymentsQuerySchema, rejectClaimSchema, type AdminList, type AdminPaymentOrder } from '@local-shops/shared/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import { parseInput } from '../../lib/validation.ts';
import type { ClaimDecisionHooks } from './admin-claims.ts';
import { ID_PATTERN, actorOf, listPage, noStore } from './admin-http.ts';
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
export function adminPaymentsRoutes(guarded: FastifyInstance, { db, outbox, now, premium, taxDocuments }: AdminPaymentsDeps) {
  guarded.get(ADMIN_API_PATHS.payments, async (request, reply): Promise<AdminList<AdminPaymentOrder>> => {
    const { cursor } = parseInput(adminPaymentsQuerySchema, request.query);
    noStore(reply);
    const page = listPage(await listPaymentOrders(db, decodeAdminCursor(cursor)), ADMIN_API_PATHS.payments, {});
    await auditListView(db.kysely, actorOf(request), { subjectType: 'payment', path: ADMIN_API_PATHS.payments, cursor, shown: page.items.length }, now());
    return page;
  });

  guarded.post<{ Params: { id: string } }>('/admin/payments/:id/refund', async (request, reply) => {
    if (!ID_PATTERN.test(request.params.id) || !premium) throw notFound(REVIEW_MESSAGES.paymentNotFound);
    const { reason } = parseInput(rejectClaimSchema, request.body);
    await refundPayment(db, request.params.id, reason, actorOf(request), now(), premium.refund);
    outbox.kick();
    noStore(reply);
    return { id: request.params.id, refund: 'requested' as const };
  });

  // An order's tax invoice, or the GST credit note of its refund (decision 0058): each view shows
  // the payer's number, so each is audited.
  for (const kind of ['invoice', 'credit-note'] as const) {
    guarded.get<{ Params: { id: string } }>(`/admin/payments/:id/${kind}`, async (request, reply) => {
      const missing = kind === 'invoice' ? MESSAGES.invoiceNotFound : MESSAGES.creditNoteNotFound;
      const found = ID_PATTERN.test(request.params.id) && taxDocuments ? await taxDocuments.render(request.params.id, kind) : undefined;
      if (!found) throw notFound(missing);
      await writeAudit(db.kysely, { ...actorOf(request), action: `payment.${kind}.view`, subjectType: 'payment', subjectId: request.params.id, detail: { number: found.number } }, now());
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${kind}-${found.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(found.pdf));
    });
  }
}
