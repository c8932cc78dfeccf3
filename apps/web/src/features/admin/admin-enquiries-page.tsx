import { useState } from 'react';
import { type AdminEnquiry } from '@local-shops/shared/admin';
import { CONSOLE_QUEUES_TEXT, CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { adminApi, ageLabel, consoleReads, formatDateTime, type ListStatus } from './admin-api.ts';
import { useAdminContext } from './admin-layout.tsx';
import { AdminTable } from './admin-table.tsx';
import { StatusFilter } from './status-filter.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';

const STATUS_KEY = { new: 'new', called_back: 'calledBack', closed: 'closed' } as const satisfies Record<
  AdminEnquiry['status'],
  keyof typeof CONSOLE_QUEUES_TEXT
>;

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
  const [status, setStatus] = useState<ListStatus<'enquiries'>>('all');
  const list = useAdminList(consoleReads.enquiries(status));
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
      toast.error(messageOf(failure));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section>
      <h1>{q.enquiries}</h1>
      <StatusFilter options={filters} value={status} onChange={setStatus} />
      <AdminTable
        items={items}
        error={error}
        empty={q.noEnquiries}
        rowKey={(enquiry) => enquiry.id}
        columns={[
          {
            label: t.shop,
            cell: (enquiry) => (
              <>
                {enquiry.shopName}
                <span className="admin-sub">{enquiry.ownersName}</span>
              </>
            ),
          },
          { label: q.contact, cell: (enquiry) => <a href={`tel:${enquiry.contactNumber}`}>{enquiry.contactNumber}</a> },
          { label: q.received, cell: (enquiry) => formatDateTime(enquiry.createdAt) },
          {
            label: t.age,
            cellClassName: (enquiry) => (enquiry.overdue ? 'admin-overdue' : undefined),
            cell: (enquiry) => (
              <>
                {enquiry.status === 'new' ? ageLabel(enquiry.ageHours, enquiry.targetHours, t) : '—'}
                {enquiry.overdue && <span className="admin-tag admin-tag--danger">{t.overdue}</span>}
              </>
            ),
          },
          {
            label: t.status,
            cell: (enquiry) => (
              <span className={`admin-tag admin-tag--${enquiry.status}`}>{q[STATUS_KEY[enquiry.status]]}</span>
            ),
          },
          {
            label: q.actions,
            hideLabel: true,
            cell: (enquiry) => (
              <div className="admin-actions">
                {enquiry.status === 'new' && (
                  <button
                    type="button"
                    className="button"
                    disabled={busy === enquiry.id}
                    onClick={() => void move(enquiry, 'called_back')}
                  >
                    {q.markCalledBack}
                  </button>
                )}
                {enquiry.status !== 'closed' && (
                  <button
                    type="button"
                    className="button"
                    disabled={busy === enquiry.id}
                    onClick={() => void move(enquiry, 'closed')}
                  >
                    {q.close}
                  </button>
                )}
              </div>
            ),
          },
        ]}
      />
      <ListFooter list={list} noun={q.enquiriesNoun} />
    </section>
  );
}
