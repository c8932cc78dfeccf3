import { SUPPORT_API_PATHS, SUPPORT_MESSAGE_MAX, SUPPORT_TEXT, type OwnerSupportRequest } from '@local-shops/shared/support';
import { useId, useState, type FormEvent } from 'react';
import { apiRequest } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';

/** 'Help' on the dashboard: ask the team a question; their replies show here and come by SMS. */
export function HelpPanel({ premium }: { premium: boolean }) {
  const id = useId();
  const requests = useApiData<{ items: OwnerSupportRequest[] }>(SUPPORT_API_PATHS.owner);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiRequest(SUPPORT_API_PATHS.owner, { method: 'POST', body: { message } });
      toast.success(SUPPORT_TEXT.sent);
      setMessage('');
      requests.reload();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="help-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{SUPPORT_TEXT.help}</h2>
      <form className="offer-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={`${id}-message`}>{SUPPORT_TEXT.message}</label>
        <textarea id={`${id}-message`} rows={3} required maxLength={SUPPORT_MESSAGE_MAX} value={message} onChange={(e) => setMessage(e.target.value)} />
        <p className="owner-shop__note">{premium ? SUPPORT_TEXT.premiumPromise : SUPPORT_TEXT.freePromise}</p>
        {error ? <p role="alert" className="offer-form__error">{error}</p> : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {SUPPORT_TEXT.send}
        </button>
      </form>
      {requests.data && requests.data.items.length > 0 ? (
        <>
          <h3>{SUPPORT_TEXT.yourRequests}</h3>
          <ul className="dashboard__list">
            {requests.data.items.map((request) => (
              <li key={request.id} className="owner-shop">
                <p>{request.message}</p>
                <p className="owner-shop__note">{request.reply ? SUPPORT_TEXT.reply(request.reply) : SUPPORT_TEXT.waiting}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
