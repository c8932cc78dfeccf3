import { ADMIN_API_PATHS } from '@local-shops/shared';
import { type AdminPaymentOrder } from '@local-shops/shared/admin';
import { useId, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, formatDateTime } from './admin-api.ts';
import { useAdminContext } from './admin-layout.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** What support reads in the State column: the refund outranks 'paid'. */
function stateLabel(order: AdminPaymentOrder): string {
  if (order.refund === 'refunded') return 'Refunded';
  if (order.refund === 'requested') return 'Refund requested';
  return order.status;
}

/** A paid order's Refund button: asks for the reason (kept in the audit log) before it acts. */
function RefundForm({ order, onDone }: { order: AdminPaymentOrder; onDone: () => void }) {
  const id = useId();
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
      toast.success('Refund requested. The owner will get an SMS when it is made.');
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
        Refund
      </button>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-reason`}>Reason for the refund</label>
      <input id={`${id}-reason`} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      {error && <p className="admin-error">{error}</p>}
      <button type="submit" className="button admin-button--danger" disabled={busy || reason.trim().length < 3}>
        {busy ? 'Refunding...' : 'Refund in full'}
      </button>
      <button type="button" className="button" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}

/** Payment orders and their states, for support calls; a paid order can be refunded in full. */
export function AdminPaymentsPage() {
  useDocumentTitle('Payments');
  const list = useAdminList<AdminPaymentOrder>(ADMIN_API_PATHS.payments);
  const { items, error, reload } = list;
  return (
    <section>
      <h1>Payments</h1>
      {error && <p className="admin-error">{error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">No payment orders yet.</p>}
      {items && items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Shop</th>
              <th scope="col">Amount</th>
              <th scope="col">State</th>
              <th scope="col">Order / payment</th>
              <th scope="col">Updated</th>
              <th scope="col">Refund</th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={order.id}>
                <td data-label="Shop">{order.shopName ?? order.shopId}</td>
                <td data-label="Amount">{rupees(order.amountPaise)}</td>
                <td data-label="State">
                  <span className="admin-tag">{stateLabel(order)}</span>
                  {order.refundReason && <span className="admin-sub">{order.refundReason}</span>}
                </td>
                <td data-label="Order / payment">
                  {order.providerOrderId ?? '—'}
                  <span className="admin-sub">{order.providerPaymentId ?? ''}</span>
                </td>
                <td data-label="Updated">{formatDateTime(order.updatedAt)}</td>
                <td data-label="Refund">{order.status === 'paid' && order.refund === 'none' ? <RefundForm order={order} onDone={reload} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListFooter list={list} noun="payment orders" />
    </section>
  );
}
