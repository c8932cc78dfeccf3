import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { APP_TEXTS } from '@local-shops/shared';
import { OWNER_TEXT } from '@local-shops/shared/owner';
import { SignInDialog } from '../../components/sign-in/sign-in-dialog.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { ownerApi } from '../../lib/owner-api.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { HelpPanel } from './help-panel.tsx';
import { OwnerShopCard } from './owner-shop-card.tsx';
import './insights.css';
import './dashboard.css';
import { useTexts } from '../../lib/i18n.ts';

/** /dashboard: every shop the signed-in number claimed or added; the sign-in without a session. */
export function DashboardPage() {
  const ownerText = useTexts(OWNER_TEXT);
  useDocumentTitle(ownerText.title);
  const number = useOwnerSession((s) => s.number);
  useEffect(() => void ensureOwnerSession(), []);

  if (number === undefined) return <Loading />;
  if (number === null) return <SignInPanel />;
  return <OwnerShops />;
}

function Loading() {
  const appTexts = useTexts(APP_TEXTS);
  return (
    <div className="page page--center">
      <div className="spinner" role="status">
        <span className="visually-hidden">{appTexts.loading}</span>
      </div>
    </div>
  );
}

function SignInPanel() {
  const ownerText = useTexts(OWNER_TEXT);
  const [open, setOpen] = useState(true);
  return (
    <div className="page dashboard">
      <h1>{ownerText.signInHeading}</h1>
      <p>{ownerText.signInNote}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          {ownerText.login}
        </button>
      </div>
      {/* Signing in sets the session's number, and this page then shows the shops. */}
      <SignInDialog open={open} onClose={() => setOpen(false)} onSignedIn={() => undefined} />
    </div>
  );
}

function OwnerShops() {
  const ownerText = useTexts(OWNER_TEXT);
  const shops = useApiData(ownerApi.shops());
  const expired = shops.error instanceof ApiRequestError && shops.error.statusCode === 401;
  // The session ended elsewhere ('Sign out everywhere', or its 30 days): back to the sign-in.
  useEffect(() => {
    if (expired) useOwnerSession.setState({ number: null });
  }, [expired]);
  // Read once per answer: the 'submitted ... ago' texts need not tick.
  const [now] = useState(() => Date.now());

  return (
    <div className="page dashboard">
      <h1>{ownerText.yourShops}</h1>
      {shops.error && !expired ? (
        <div className="dashboard__message">
          <p role="alert">{shops.error.message}</p>
          <button type="button" className="button button--primary" onClick={shops.reload}>
            {ownerText.tryAgain}
          </button>
        </div>
      ) : !shops.data ? (
        <Loading />
      ) : shops.data.items.length === 0 ? (
        <div className="dashboard__message">
          <p>{ownerText.noShops}</p>
          <Link className="button button--primary" to={PATHS.instructions}>
            {ownerText.addMyShop}
          </Link>
        </div>
      ) : (
        <ul className="dashboard__list">
          {shops.data.items.map((item) => (
            <OwnerShopCard key={item.shop.id} item={item} now={now} />
          ))}
        </ul>
      )}
      {/* Help is for numbers with a claim, pending or approved (the API refuses others). */}
      {shops.data && shops.data.items.some((item) => item.claim.status !== 'rejected') ? (
        <HelpPanel premium={shops.data.items.some((item) => item.premium.status === 'active')} />
      ) : null}
    </div>
  );
}
