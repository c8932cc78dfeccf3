import { useId, useState, type FormEvent } from 'react';
import { CONSOLE_MODERATION_TEXT, CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import type { AdminSupportRequest } from '@local-shops/shared/support';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { useAdminAction } from './admin-action.ts';
import { adminApi, consoleReads, formatDateTime } from './admin-api.ts';
import { AdminTable } from './admin-table.tsx';
import { ListFooter, useAdminList } from './use-admin-list.tsx';

function ReplyForm({ request, onDone }: { request: AdminSupportRequest; onDone: () => void }) {
  const id = useId();
  const m = useTexts(CONSOLE_MODERATION_TEXT);
  const [text, setText] = useState('');
  const { busy, error, run } = useAdminAction();

  function submit(event: FormEvent) {
    event.preventDefault();
    void run('submit', async () => {
      await adminApi.replyToSupport(request.id, text.trim());
      toast.success(m.replySent);
      onDone();
    });
  }

  return (
    <form onSubmit={submit}>
      <label htmlFor={`${id}-reply`}>{m.reply}</label>
      <textarea id={`${id}-reply`} rows={2} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      {error && <p className="admin-error">{error}</p>}
      <button type="submit" className="button button--primary" disabled={busy !== null || text.trim().length === 0}>
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
  const list = useAdminList(consoleReads.support());
  const { items, error, reload } = list;
  return (
    <section>
      <h1>{m.support}</h1>
      <AdminTable
        items={items}
        error={error}
        empty={m.noQuestions}
        rowKey={(request) => request.id}
        columns={[
          {
            label: t.owner,
            cell: (request) => (
              <>
                {request.mobileNumber}
                {request.premium && <span className="admin-tag">{m.premium}</span>}
                <span className="admin-sub">{request.shopName ?? ''}</span>
              </>
            ),
          },
          {
            label: m.question,
            cell: (request) => (
              <>
                {request.message}
                <span className="admin-sub">{formatDateTime(request.createdAt)}</span>
              </>
            ),
          },
          {
            label: m.due,
            cell: (request) => (
              <>
                {formatDateTime(request.dueAt)}
                {request.overdue && <span className="admin-tag">{t.overdue}</span>}
              </>
            ),
          },
          { label: m.reply, cell: (request) => request.reply ?? <ReplyForm request={request} onDone={reload} /> },
        ]}
      />
      <ListFooter list={list} noun={m.questionsNoun} />
    </section>
  );
}
