import { ADMIN_API_PATHS } from '@local-shops/shared';
import { type AdminEnquiry } from '@local-shops/shared/admin';
import { useState } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, ageLabel, formatDateTime } from './admin-api.ts';
import { useAdminContext } from './admin-layout.tsx';
import { StatusFilter } from './status-filter.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';
import { CONSOLE_QUEUES_TEXT, CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { useTexts } from '../../lib/i18n.ts';

const STATUS_KEY = { new: 'new', called_back: 'calledBack', closed: 'closed' } as const satisfies Record<AdminEnquiry['status'], keyof typeof CONSOLE_QUEUES_TEXT>;

/** Call-back requests: new first, oldest first, against the 24-hour promise. */
export function AdminEnquiriesPage() {
  const t = useTexts(CONSOLE_TEXT);
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  const filters = [
    ['all', t.all],
    ['new', q.new],
    ['called_back', q.calledBack],
    ['closed', q.closed],
  ] as const;
  useDocumentTitle(q.enquiries);
  const { onSignedOut } = useAdminContext();
  const [status, setStatus] = useState<string>('all');
  const list = useAdminList<AdminEnquiry>(`${ADMIN_API_PATHS.enquiries}?status=${status}`);
  const { items, error, reload } = list;
  const [busy, setBusy] = useState<string | null>(null);

  async function move(enquiry: AdminEnquiry, to: 'called_back' | 'closed') {
    setBusy(enquiry.id);
    try {
      await adminApi.moveEnquiry(enquiry.id, to);
      toast.success(q.moved(enquiry.shopName, q[STATUS_KEY[to]]));
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
      <h1>{q.enquiries}</h1>
      <StatusFilter options={filters} value={status} onChange={setStatus} />
      {error && <p className="admin-error">{error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">{q.noEnquiries}</p>}
      {items && items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.shop}</th>
              <th scope="col">{q.contact}</th>
              <th scope="col">{q.received}</th>
              <th scope="col">{t.age}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">
                <span className="visually-hidden">{q.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((enquiry) => (
              <tr key={enquiry.id}>
                <td data-label={t.shop}>
                  {enquiry.shopName}
                  <span className="admin-sub">{enquiry.ownersName}</span>
                </td>
                <td data-label={q.contact}>
                  <a href={`tel:${enquiry.contactNumber}`}>{enquiry.contactNumber}</a>
                </td>
                <td data-label={q.received}>{formatDateTime(enquiry.createdAt)}</td>
                <td data-label={t.age} className={enquiry.overdue ? 'admin-overdue' : undefined}>
                  {enquiry.status === 'new' ? ageLabel(enquiry.ageHours, enquiry.targetHours, t) : '—'}
                  {enquiry.overdue && <span className="admin-tag admin-tag--danger">{t.overdue}</span>}
                </td>
                <td data-label={t.status}>
                  <span className={`admin-tag admin-tag--${enquiry.status}`}>{q[STATUS_KEY[enquiry.status]]}</span>
                </td>
                <td>
                  <div className="admin-actions">
                    {enquiry.status === 'new' && (
                      <button type="button" className="button" disabled={busy === enquiry.id} onClick={() => void move(enquiry, 'called_back')}>
                        {q.markCalledBack}
                      </button>
                    )}
                    {enquiry.status !== 'closed' && (
                      <button type="button" className="button" disabled={busy === enquiry.id} onClick={() => void move(enquiry, 'closed')}>
                        {q.close}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListFooter list={list} noun={q.enquiriesNoun} />
    </section>
  );
}
