import { OFFER_TEXT, OFFERS_API_PATHS, type AdminOffer } from '@local-shops/shared/offers';
import { useId, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError, apiRequest } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { formatDateTime } from './admin-api.ts';
import { useAdminContext } from './admin-layout.tsx';
import { useAdminData } from './use-admin-data.ts';
import { CONSOLE_MODERATION_TEXT, CONSOLE_QUEUES_TEXT, CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import { useTexts } from '../../lib/i18n.ts';

/** Take down: asks for the reason, which the owner gets by SMS and the audit log keeps. */
function TakeDownForm({ offer, onDone }: { offer: AdminOffer; onDone: () => void }) {
  const id = useId();
  const offerText = useTexts(OFFER_TEXT);
  const m = useTexts(CONSOLE_MODERATION_TEXT);
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  const { onSignedOut } = useAdminContext();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiRequest(OFFERS_API_PATHS.adminTakeDown(offer.id), { method: 'POST', body: { reason: reason.trim() } });
      toast.success(m.offerTakenDown);
      setOpen(false);
      onDone();
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.statusCode === 401) return onSignedOut();
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className="button admin-button--danger" onClick={() => setOpen(true)}>
        {offerText.takeDown}
      </button>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-reason`}>{offerText.reason}</label>
      <input id={`${id}-reason`} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
      {error && <p className="admin-error">{error}</p>}
      <button type="submit" className="button admin-button--danger" disabled={busy || reason.trim().length < 3}>
        {offerText.takeDown}
      </button>
      <button type="button" className="button" onClick={() => setOpen(false)}>
        {q.cancel}
      </button>
    </form>
  );
}

/** The newest offers of Premium shops, for the team to check; one can be taken down with a reason. */
export function AdminOffersPage() {
  const offerText = useTexts(OFFER_TEXT);
  const m = useTexts(CONSOLE_MODERATION_TEXT);
  const t = useTexts(CONSOLE_TEXT);
  const q = useTexts(CONSOLE_QUEUES_TEXT);
  useDocumentTitle(offerText.adminHeading);
  const offers = useAdminData<{ items: AdminOffer[] }>(OFFERS_API_PATHS.adminOffers);
  const items = offers.data?.items;
  return (
    <section>
      <h1>{offerText.adminHeading}</h1>
      {offers.error && <p className="admin-error">{offers.error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">{m.noOffers}</p>}
      {items && items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.shop}</th>
              <th scope="col">{m.offer}</th>
              <th scope="col">{m.days}</th>
              <th scope="col">{m.added}</th>
              <th scope="col">{q.state}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((offer) => (
              <tr key={offer.id}>
                <td data-label={t.shop}>{offer.shopName}</td>
                <td data-label={m.offer}>
                  {offer.title}
                  <span className="admin-sub">{offer.details}</span>
                </td>
                <td data-label={m.days}>
                  {offer.startsOn} – {offer.endsOn}
                </td>
                <td data-label={m.added}>{formatDateTime(offer.createdAt)}</td>
                <td data-label={q.state}>
                  {offer.removedAt ? (
                    <>
                      <span className="admin-tag">{offerText.takenDown}</span>
                      <span className="admin-sub">{offer.removedReason ?? m.removedByOwner}</span>
                    </>
                  ) : (
                    <TakeDownForm offer={offer} onDone={offers.reload} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
