import { SUPPORT_API_PATHS, type AdminSupportRequest } from '@local-shops/shared/support';
import { useId, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError, apiRequest } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { formatDateTime } from './admin-api.ts';
import { useAdminContext } from './admin-layout.tsx';
import { useAdminData } from './use-admin-data.ts';

function ReplyForm({ request, onDone }: { request: AdminSupportRequest; onDone: () => void }) {
  const id = useId();
  const { onSignedOut } = useAdminContext();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiRequest(SUPPORT_API_PATHS.adminReply(request.id), { method: 'POST', body: { reply: text.trim() } });
      toast.success('Reply sent by SMS.');
      onDone();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.statusCode === 401) return onSignedOut();
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-reply`}>Reply</label>
      <textarea id={`${id}-reply`} rows={2} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <p className="admin-error">{error}</p>}
      <button type="submit" className="button button--primary" disabled={busy || text.trim().length === 0}>
        Send reply
      </button>
    </form>
  );
}

/** Owners' questions: open first, Premium first (4 working hours), then free (2 working days). */
export function AdminSupportPage() {
  useDocumentTitle('Support');
  const inbox = useAdminData<{ items: AdminSupportRequest[] }>(SUPPORT_API_PATHS.admin);
  const items = inbox.data?.items;
  return (
    <section>
      <h1>Support</h1>
      {inbox.error && <p className="admin-error">{inbox.error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">No questions yet.</p>}
      {items && items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Owner</th>
              <th scope="col">Question</th>
              <th scope="col">Due</th>
              <th scope="col">Reply</th>
            </tr>
          </thead>
          <tbody>
            {items.map((request) => (
              <tr key={request.id}>
                <td data-label="Owner">
                  {request.mobileNumber}
                  {request.premium && <span className="admin-tag">Premium</span>}
                  <span className="admin-sub">{request.shopName ?? ''}</span>
                </td>
                <td data-label="Question">
                  {request.message}
                  <span className="admin-sub">{formatDateTime(request.createdAt)}</span>
                </td>
                <td data-label="Due">
                  {formatDateTime(request.dueAt)}
                  {request.overdue && <span className="admin-tag">Overdue</span>}
                </td>
                <td data-label="Reply">{request.reply ?? <ReplyForm request={request} onDone={inbox.reload} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
