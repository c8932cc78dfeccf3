import { ADMIN_API_PATHS } from '@local-shops/shared';
import { type AdminEnquiry, type AdminList } from '@local-shops/shared/admin';
import { useState } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, ageLabel, formatDateTime } from './admin-api.ts';
import { useAdminContext } from './admin-layout.tsx';
import { StatusFilter } from './status-filter.tsx';
import { useAdminData } from './use-admin-data.ts';

const FILTERS = [
  ['all', 'All'],
  ['new', 'New'],
  ['called_back', 'Called back'],
  ['closed', 'Closed'],
] as const;
const STATUS_LABEL: Record<AdminEnquiry['status'], string> = { new: 'New', called_back: 'Called back', closed: 'Closed' };

/** Call-back requests: new first, oldest first, against the 24-hour promise. */
export function AdminEnquiriesPage() {
  useDocumentTitle('Enquiries');
  const { onSignedOut } = useAdminContext();
  const [status, setStatus] = useState<string>('all');
  const { data, error, reload } = useAdminData<AdminList<AdminEnquiry>>(`${ADMIN_API_PATHS.enquiries}?status=${status}`);
  const [busy, setBusy] = useState<string | null>(null);

  async function move(enquiry: AdminEnquiry, to: 'called_back' | 'closed') {
    setBusy(enquiry.id);
    try {
      await adminApi.moveEnquiry(enquiry.id, to);
      toast.success(`${enquiry.shopName}: ${STATUS_LABEL[to].toLowerCase()}.`);
      reload();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.statusCode === 401) return onSignedOut();
      toast.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section>
      <h1>Enquiries</h1>
      <StatusFilter options={FILTERS} value={status} onChange={setStatus} />
      {error && <p className="admin-error">{error.message}</p>}
      {data && data.items.length === 0 && <p className="admin-empty">No enquiries here.</p>}
      {data && data.items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Shop</th>
              <th scope="col">Contact</th>
              <th scope="col">Received</th>
              <th scope="col">Age</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((enquiry) => (
              <tr key={enquiry.id}>
                <td data-label="Shop">
                  {enquiry.shopName}
                  <span className="admin-sub">{enquiry.ownersName}</span>
                </td>
                <td data-label="Contact">
                  <a href={`tel:${enquiry.contactNumber}`}>{enquiry.contactNumber}</a>
                </td>
                <td data-label="Received">{formatDateTime(enquiry.createdAt)}</td>
                <td data-label="Age" className={enquiry.overdue ? 'admin-overdue' : undefined}>
                  {enquiry.status === 'new' ? ageLabel(enquiry.ageHours, enquiry.targetHours) : '—'}
                  {enquiry.overdue && <span className="admin-tag admin-tag--danger">Overdue</span>}
                </td>
                <td data-label="Status">
                  <span className={`admin-tag admin-tag--${enquiry.status}`}>{STATUS_LABEL[enquiry.status]}</span>
                </td>
                <td>
                  <div className="admin-actions">
                    {enquiry.status === 'new' && (
                      <button type="button" className="button" disabled={busy === enquiry.id} onClick={() => void move(enquiry, 'called_back')}>
                        Mark called back
                      </button>
                    )}
                    {enquiry.status !== 'closed' && (
                      <button type="button" className="button" disabled={busy === enquiry.id} onClick={() => void move(enquiry, 'closed')}>
                        Close
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
