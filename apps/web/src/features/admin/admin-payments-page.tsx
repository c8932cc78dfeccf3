import { formatMoney } from '@local-shops/shared';
import { type AdminPaymentOrder } from '@local-shops/shared/admin';
import { CONSOLE_QUEUES_TEXT, CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { localeNow, useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, consoleReads, formatDateTime } from './admin-api.ts';
import { AdminTable } from './admin-table.tsx';
import { ReasonForm } from './reason-form.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';

const rupees = (paise: number) => `₹${formatMoney(paise, localeNow())}`;

/** What support reads in the State column: the refund outranks 'paid'. */
function stateLabel(order: AdminPaymentOrder, q: typeof CONSOLE_QUEUES_TEXT): string {
  if (order.refund === 'refunded') return q.refunded;
  if (order.refund === 'requested') return q.refundRequested;
  return order.status;
}

/** A paid order's Refund button: asks for the reason (kept in the audit log) before it acts. */
function RefundForm({ order, onDone }: { order: AdminPaymentOrder; onDone: () => void }) {
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  async function refund(reason: string) {
    await adminApi.refund(order.id, reason);
    toast.success(q.refundRequestedToast);
  }
  return (
    <ReasonForm
      label={q.refundReason}
      refuse={{ label: q.refundInFull, busyLabel: q.refunding, run: refund }}
      onDone={onDone}
      opener={{ label: q.refund, cancelLabel: q.cancel }}
    />
  );
}

/** Payment orders and their states, for support calls; a paid order can be refunded in full. */
export function AdminPaymentsPage() {
  const t = useTexts(CONSOLE_TEXT);
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  useDocumentTitle(q.payments);
  const list = useAdminList(consoleReads.payments());
  const { items, error, reload } = list;
  return (
    <section>
      <h1>{q.payments}</h1>
      <AdminTable
        items={items}
        error={error}
        empty={q.noPayments}
        rowKey={(order) => order.id}
        columns={[
          { label: t.shop, cell: (order) => order.shopName ?? order.shopId },
          { label: q.amount, cell: (order) => rupees(order.amountPaise) },
          {
            label: q.state,
            cell: (order) => (
              <>
                <span className="admin-tag">{stateLabel(order, q)}</span>
                {order.refundReason && <span className="admin-sub">{order.refundReason}</span>}
                {/* The PDFs the API answers to the console session (each view audited); a refund adds its GST credit note. */}
                {order.invoiceNumber && (
                  <a
                    className="admin-sub"
                    href={consoleReads.invoiceLink(order.id)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {q.invoiceLink(order.invoiceNumber)}
                  </a>
                )}
                {order.creditNoteNumber && (
                  <a
                    className="admin-sub"
                    href={consoleReads.creditNoteLink(order.id)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {q.creditNoteLink(order.creditNoteNumber)}
                  </a>
                )}
              </>
            ),
          },
          {
            label: q.orderPayment,
            cell: (order) => (
              <>
                {order.providerOrderId ?? '—'}
                <span className="admin-sub">{order.providerPaymentId ?? ''}</span>
              </>
            ),
          },
          { label: q.updated, cell: (order) => formatDateTime(order.updatedAt) },
          {
            label: q.refund,
            cell: (order) =>
              order.status === 'paid' && order.refund === 'none' ? <RefundForm order={order} onDone={reload} /> : '—',
          },
        ]}
      />
      <ListFooter list={list} noun={q.paymentsNoun} />
    </section>
  );
}
