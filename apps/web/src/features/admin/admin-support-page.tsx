import { SUPPORT_API_PATHS, type AdminSupportRequest } from '@local-shops/shared/support';
import { useId, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError, apiRequest } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { formatDateTime } from './admin-api.ts';
import { useAdminContext } from './admin-layout.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';
import { CONSOLE_MODERATION_TEXT, CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { useTexts } from '../../lib/i18n.ts';

function ReplyForm({ request, onDone }: { request: AdminSupportRequest; onDone: () => void }) {
  const id = useId();
  const m = useTexts(CONSOLE_MODERATION_TEXT);
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
      toast.success(m.replySent);
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
      <label htmlFor={`${id}-reply`}>{m.reply}</label>
      <textarea id={`${id}-reply`} rows={2} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <p className="admin-error">{error}</p>}
      <button type="submit" className="button button--primary" disabled={busy || text.trim().length === 0}>
        {m.sendReply}
      </button>
    </form>
  );
}

/** Owners' questions: open first, Premium first (4 working hours), then free (2 working days); the total, and "Load more" for the next page. */
export function AdminSupportPage() {
  const m = useTexts(CONSOLE_MODERATION_TEXT);
  const t = useTexts(CONSOLE_TEXT);
  useDocumentTitle(m.support);
  const list = useAdminList<AdminSupportRequest>(SUPPORT_API_PATHS.admin);
  const { items, error, reload } = list;
  return (
    <section>
      <h1>{m.support}</h1>
      {error && <p className="admin-error">{error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">{m.noQuestions}</p>}
      {items && items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.owner}</th>
              <th scope="col">{m.question}</th>
              <th scope="col">{m.due}</th>
              <th scope="col">{m.reply}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((request) => (
              <tr key={request.id}>
                <td data-label={t.owner}>
                  {request.mobileNumber}
                  {request.premium && <span className="admin-tag">{m.premium}</span>}
                  <span className="admin-sub">{request.shopName ?? ''}</span>
                </td>
                <td data-label={m.question}>
                  {request.message}
                  <span className="admin-sub">{formatDateTime(request.createdAt)}</span>
                </td>
                <td data-label={m.due}>
                  {formatDateTime(request.dueAt)}
                  {request.overdue && <span className="admin-tag">{t.overdue}</span>}
                </td>
                <td data-label={m.reply}>{request.reply ?? <ReplyForm request={request} onDone={reload} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListFooter list={list} noun={m.questionsNoun} />
    </section>
  );
}
