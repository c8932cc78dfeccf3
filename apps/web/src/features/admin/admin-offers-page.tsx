import { OFFER_TEXT, OFFERS_API_PATHS, type AdminOffer } from '@local-shops/shared/offers';
import { useId, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError, apiRequest } from '../../lib/api.ts';
import { toast } from '../../lib/toast.tsx';
import { formatDateTime } from './admin-api.ts';
import { useAdminContext } from './admin-layout.tsx';
import { useAdminData } from './use-admin-data.ts';

/** Take down: asks for the reason, which the owner gets by SMS and the audit log keeps. */
function TakeDownForm({ offer, onDone }: { offer: AdminOffer; onDone: () => void }) {
  const id = useId();
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
      toast.success('Offer taken down. The owner gets an SMS with the reason.');
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
        {OFFER_TEXT.takeDown}
      </button>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-reason`}>{OFFER_TEXT.reason}</label>
      <input id={`${id}-reason`} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
      {error && <p className="admin-error">{error}</p>}
      <button type="submit" className="button admin-button--danger" disabled={busy || reason.trim().length < 3}>
        {OFFER_TEXT.takeDown}
      </button>
      <button type="button" className="button" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}

/** The newest offers of Premium shops, for the team to check; one can be taken down with a reason. */
export function AdminOffersPage() {
  useDocumentTitle(OFFER_TEXT.adminHeading);
  const offers = useAdminData<{ items: AdminOffer[] }>(OFFERS_API_PATHS.adminOffers);
  const items = offers.data?.items;
  return (
    <section>
      <h1>{OFFER_TEXT.adminHeading}</h1>
      {offers.error && <p className="admin-error">{offers.error.message}</p>}
      {items && items.length === 0 && <p className="admin-empty">No offers yet.</p>}
      {items && items.length > 0 && (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Shop</th>
              <th scope="col">Offer</th>
              <th scope="col">Days</th>
              <th scope="col">Added</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {items.map((offer) => (
              <tr key={offer.id}>
                <td data-label="Shop">{offer.shopName}</td>
                <td data-label="Offer">
                  {offer.title}
                  <span className="admin-sub">{offer.details}</span>
                </td>
                <td data-label="Days">
                  {offer.startsOn} – {offer.endsOn}
                </td>
                <td data-label="Added">{formatDateTime(offer.createdAt)}</td>
                <td data-label="State">
                  {offer.removedAt ? (
                    <>
                      <span className="admin-tag">{OFFER_TEXT.takenDown}</span>
                      <span className="admin-sub">{offer.removedReason ?? 'Removed by the owner'}</span>
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
