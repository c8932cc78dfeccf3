import { useId, useState, type FormEvent } from 'react';
import { SUPPORT_MESSAGE_MAX, SUPPORT_TEXT } from '@local-shops/shared/support';
import { messageOf } from '../../lib/error-message.ts';
import { useTexts } from '../../lib/i18n.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';

/** 'Help' on the dashboard: ask the team a question; their replies show here and come by SMS. */
export function HelpPanel({ premium }: { premium: boolean }) {
  const supportText = useTexts(SUPPORT_TEXT);
  const id = useId();
  const requests = useApiData(ownerApi.supportRequests());
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await ownerApi.askSupport({ message });
      toast.success(supportText.sent);
      setMessage('');
      requests.reload();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="help-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{supportText.help}</h2>
      <form className="offer-form" onSubmit={(e) => void submit(e)}>
        <label htmlFor={`${id}-message`}>{supportText.message}</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          required
          maxLength={SUPPORT_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <p className="owner-shop__note">{premium ? supportText.premiumPromise : supportText.freePromise}</p>
        {error ? (
          <p role="alert" className="offer-form__error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {supportText.send}
        </button>
      </form>
      {requests.data && requests.data.items.length > 0 ? (
        <>
          <h3>{supportText.yourRequests}</h3>
          <ul className="dashboard__list">
            {requests.data.items.map((request) => (
              <li key={request.id} className="owner-shop">
                <p>{request.message}</p>
                <p className="owner-shop__note">
                  {request.reply ? supportText.reply(request.reply) : supportText.waiting}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
