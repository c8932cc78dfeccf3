import { ADMIN_API_PATHS } from '@local-shops/shared';
import { type AdminList, type AdminPaymentOrder } from '@local-shops/shared/admin';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { formatDateTime } from './admin-api.ts';
import { useAdminData } from './use-admin-data.ts';

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** Payment orders and their states, for support calls. */
export function AdminPaymentsPage() {
  useDocumentTitle('Payments');
  const { data, error } = useAdminData<AdminList<AdminPaymentOrder>>(ADMIN_API_PATHS.payments);
  return (
    <section>
      <h1>Payments</h1>
      {error && <p className="admin-error">{error.message}</p>}
      {data && data.items.length === 0 && <p className="admin-empty">No payment orders yet.</p>}
      {data && data.items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Shop</th>
              <th scope="col">Amount</th>
              <th scope="col">State</th>
              <th scope="col">Order / payment</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((order) => (
              <tr key={order.id}>
                <td data-label="Shop">{order.shopName ?? order.shopId}</td>
                <td data-label="Amount">{rupees(order.amountPaise)}</td>
                <td data-label="State">
                  <span className="admin-tag">{order.status}</span>
                </td>
                <td data-label="Order / payment">
                  {order.providerOrderId ?? '—'}
                  <span className="admin-sub">{order.providerPaymentId ?? ''}</span>
                </td>
                <td data-label="Updated">{formatDateTime(order.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
