import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { APP_TEXTS, formatDate } from '@local-shops/shared';
import { OFFER_DETAILS_MAX, OFFER_TEXT, OFFER_TITLE_MAX } from '@local-shops/shared/offers';
import { OWNER_MESSAGES, OWNER_TEXT } from '@local-shops/shared/owner';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { toast } from '../../lib/toast.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import './dashboard.css';
import './insights.css';
import { messageOf } from '../../lib/error-message.ts';
import { localeNow, useTexts } from '../../lib/i18n.ts';

const DAY_MS = 86_400_000;
/** An Asia/Kolkata date `days` from today, as the date inputs take it. */
const kolkataDate = (days = 0) => new Date(Date.now() + days * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);
const longDate = (date: string) =>
  formatDate(date, localeNow(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** /dashboard/shops/:shopId/offers: a Premium owner's offers, added and removed here (lazily loaded). */
export function OffersPage() {
  const ownerText = useTexts(OWNER_TEXT);
  const offerText = useTexts(OFFER_TEXT);
  const ownerMessages = useTexts(OWNER_MESSAGES);
  const appTexts = useTexts(APP_TEXTS);
  useDocumentTitle(offerText.title);
  const { shopId = '' } = useParams();
  const number = useOwnerSession((s) => s.number);
  useEffect(() => void ensureOwnerSession(), []);
  const offers = useApiData(number ? ownerApi.offers(shopId) : null);
  const signedOut = number === null || (offers.error instanceof ApiRequestError && offers.error.statusCode === 401);

  async function remove(offerId: string) {
    try {
      await ownerApi.removeOffer(shopId, offerId);
      toast.success(offerText.removed);
      offers.reload();
    } catch (error) {
      toast.error(messageOf(error));
    }
  }

  return (
    <div className="page dashboard insights">
      <p>
        <Link to={PATHS.dashboard}>{offerText.back}</Link>
      </p>
      <h1>{offerText.heading}</h1>
      {signedOut ? (
        <p>{ownerMessages.signInRequired}</p>
      ) : offers.error ? (
        <div className="dashboard__message">
          <p role="alert">{offers.error.message}</p>
          <button type="button" className="button button--primary" onClick={offers.reload}>
            {ownerText.tryAgain}
          </button>
        </div>
      ) : !offers.data ? (
        <div className="spinner" role="status">
          <span className="visually-hidden">{appTexts.loading}</span>
        </div>
      ) : (
        <>
          {offers.data.items.length === 0 ? (
            <p>{offerText.none}</p>
          ) : (
            <ul className="dashboard__list">
              {offers.data.items.map((offer) => (
                <li key={offer.id} className="owner-shop">
                  <h2 className="owner-shop__name">
                    {offer.title}
                    <span className="owner-tag">
                      {offer.status === 'running' ? offerText.running : offerText.upcoming}
                    </span>
                  </h2>
                  {offer.details ? <p>{offer.details}</p> : null}
                  <p className="owner-shop__note">
                    {longDate(offer.startsOn)} – {longDate(offer.endsOn)}
                  </p>
                  <button
                    type="button"
                    className="button"
                    onClick={() => void remove(offer.id)}
                    aria-label={`${offerText.remove} ${offer.title}`}
                  >
                    {offerText.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {offers.data.premium ? (
            <OfferForm shopId={shopId} onAdded={offers.reload} />
          ) : (
            <div className="insights__upsell">
              <p>{offerText.premiumNote}</p>
              <Link className="button button--primary" to={PATHS.subscribe(shopId)}>
                {offerText.subscribe}
              </Link>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function OfferForm({ shopId, onAdded }: { shopId: string; onAdded: () => void }) {
  const offerText = useTexts(OFFER_TEXT);
  const id = useId();
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [startsOn, setStartsOn] = useState(() => kolkataDate());
  const [endsOn, setEndsOn] = useState(() => kolkataDate(6));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await ownerApi.addOffer(shopId, { title, details, startsOn, endsOn });
      toast.success(offerText.added);
      setTitle('');
      setDetails('');
      onAdded();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="offer-form" onSubmit={(e) => void submit(e)}>
      <h2>{offerText.add}</h2>
      <p className="owner-shop__note">{offerText.rules}</p>
      <label htmlFor={`${id}-title`}>{offerText.offerTitle}</label>
      <input
        id={`${id}-title`}
        required
        maxLength={OFFER_TITLE_MAX}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label htmlFor={`${id}-details`}>{offerText.details}</label>
      <textarea
        id={`${id}-details`}
        rows={3}
        maxLength={OFFER_DETAILS_MAX}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
      />
      <div className="offer-form__dates">
        <div>
          <label htmlFor={`${id}-starts`}>{offerText.startsOn}</label>
          <input
            id={`${id}-starts`}
            type="date"
            required
            min={kolkataDate()}
            value={startsOn}
            onChange={(e) => setStartsOn(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-ends`}>{offerText.endsOn}</label>
          <input
            id={`${id}-ends`}
            type="date"
            required
            min={startsOn}
            value={endsOn}
            onChange={(e) => setEndsOn(e.target.value)}
          />
        </div>
      </div>
      {error ? (
        <p role="alert" className="offer-form__error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {offerText.add}
      </button>
    </form>
  );
}
