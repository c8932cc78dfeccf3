import { ADMIN_API_PATHS, API_PREFIX } from '@local-shops/shared';
import { type AdminPaymentOrder } from '@local-shops/shared/admin';
import { useId, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, formatDateTime } from './admin-api.ts';
import { useAdminContext } from './admin-layout.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';
import { CONSOLE_QUEUES_TEXT, CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { useTexts } from '../../lib/i18n.ts';

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** What support reads in the State column: the refund outranks 'paid'. */
function stateLabel(order: AdminPaymentOrder, q: typeof CONSOLE_QUEUES_TEXT): string {
  if (order.refund === 'refunded') return q.refunded;
  if (order.refund === 'requested') return q.refundRequested;
  return order.status;
}

/** A paid order's Refund button: asks for the reason (kept in the audit log) before it acts. */
function RefundForm({ order, onDone }: { order: AdminPaymentOrder; onDone: () => void }) {
  const id = useId();
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  const { onSignedOut } = useAdminContext();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await adminApi.refund(order.id, reason.trim());
      toast.success(q.refundRequestedToast);
      setOpen(false);
      onDone();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.statusCode === 401) return onSignedOut();
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className="button admin-button--danger" onClick={() => setOpen(true)}>
        {q.refund}
      </button>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-reason`}>{q.refundReason}</label>
      <input id={`${id}-reason`} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      {error && <p className="admin-error">{error}</p>}
      <button type="submit" className="button admin-button--danger" disabled={busy || reason.trim().length < 3}>
        {busy ? q.refunding : q.refundInFull}
      </button>
      <button type="button" className="button" onClick={() => setOpen(false)}>
        {q.cancel}
      </button>
    </form>
  );
}

/** Payment orders and their states, for support calls; a paid order can be refunded in full. */
export function AdminPaymentsPage() {
  const t = useTexts(CONSOLE_TEXT);
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  useDocumentTitle(q.payments);
  const list = useAdminList<AdminPaymentOrder>(ADMIN_API_PATHS.payments);
  const { items, error, reload } = list;
  return (
    <section>
      <h1>{q.payments}</h1>
      {error && <p className="admin-error">{error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">{q.noPayments}</p>}
      {items && items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.shop}</th>
              <th scope="col">{q.amount}</th>
              <th scope="col">{q.state}</th>
              <th scope="col">{q.orderPayment}</th>
              <th scope="col">{q.updated}</th>
              <th scope="col">{q.refund}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={order.id}>
                <td data-label={t.shop}>{order.shopName ?? order.shopId}</td>
                <td data-label={q.amount}>{rupees(order.amountPaise)}</td>
                <td data-label={q.state}>
                  <span className="admin-tag">{stateLabel(order, q)}</span>
                  {order.refundReason && <span className="admin-sub">{order.refundReason}</span>}
                  {/* The PDFs the API answers to the console session (each view audited); a refund adds its GST credit note. */}
                  {order.invoiceNumber && (
                    <a className="admin-sub" href={`${API_PREFIX}${ADMIN_API_PATHS.paymentInvoice(order.id)}`} target="_blank" rel="noopener noreferrer">
                      {q.invoiceLink(order.invoiceNumber)}
                    </a>
                  )}
                  {order.creditNoteNumber && (
                    <a className="admin-sub" href={`${API_PREFIX}${ADMIN_API_PATHS.paymentCreditNote(order.id)}`} target="_blank" rel="noopener noreferrer">
                      {q.creditNoteLink(order.creditNoteNumber)}
                    </a>
                  )}
                </td>
                <td data-label={q.orderPayment}>
                  {order.providerOrderId ?? '—'}
                  <span className="admin-sub">{order.providerPaymentId ?? ''}</span>
                </td>
                <td data-label={q.updated}>{formatDateTime(order.updatedAt)}</td>
                <td data-label={q.refund}>{order.status === 'paid' && order.refund === 'none' ? <RefundForm order={order} onDone={reload} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListFooter list={list} noun={q.paymentsNoun} />
    </section>
  );
}
