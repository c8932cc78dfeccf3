import { useId, useState, type FormEvent } from 'react';
import { formatDateTime } from '@local-shops/shared';
import { COIN_REVERSAL_HOURS, type LedgerEntry } from '@local-shops/shared/coins';
import { COINS_OWNER_TEXT } from '@local-shops/shared/locales/en/coins';
import { coinsApi } from '../../lib/coins-api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useLocale, useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { LedgerRow } from './coins-history.tsx';

const REVERSAL_MS = COIN_REVERSAL_HOURS * 60 * 60 * 1000;

/** The shop's last movements, newest first; an earn of the last 24 hours can be reversed with a reason. */
export function CoinsEntries({
  shopId,
  entries,
  now,
  onChange,
}: {
  shopId: string;
  entries: readonly LedgerEntry[];
  now: number;
  onChange: () => void;
}) {
  const t = useTexts(COINS_OWNER_TEXT);
  const locale = useLocale();
  return (
    <section className="coins-section" aria-labelledby="coins-entries">
      <h2 id="coins-entries">{t.entriesHeading}</h2>
      {entries.length === 0 ? (
        <p>{t.noEntries}</p>
      ) : (
        <ul className="coins-history">
          {entries.map((entry) => (
            <LedgerRow
              key={entry.id}
              entry={entry}
              who={entry.shopper}
              when={formatDateTime(entry.at, locale, {
                day: 'numeric',
                month: 'short',
                hour: '2-digit',
                minute: '2-digit',
                timeZone: 'Asia/Kolkata',
              })}
            >
              {entry.kind === 'earn' && entry.reversedAt === null && now - Date.parse(entry.at) < REVERSAL_MS ? (
                <ReverseForm shopId={shopId} entry={entry} onDone={onChange} />
              ) : null}
            </LedgerRow>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReverseForm({ shopId, entry, onDone }: { shopId: string; entry: LedgerEntry; onDone: () => void }) {
  const t = useTexts(COINS_OWNER_TEXT);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = reason.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await coinsApi.reverse(shopId, entry.id, trimmed);
      toast.success(t.reverseDone);
      setOpen(false);
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <button type="button" className="button coins-reverse" onClick={() => setOpen(true)}>
        {t.reverse}
      </button>
    );
  return (
    <form className="coins-stack coins-reverse-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-reason`}>{t.reverseReason}</label>
      <input id={`${id}-reason`} maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
      {error ? <p role="alert">{error}</p> : null}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={busy || trimmed.length < 3}>
          {t.reverse}
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
