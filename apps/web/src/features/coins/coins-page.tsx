import { lazy, Suspense, useEffect, useState } from 'react';
import { APP_TEXTS } from '@local-shops/shared';
import type { ShopperLedgerEntry, SpendCode } from '@local-shops/shared/coins';
import { COINS_TEXT } from '@local-shops/shared/locales/en/coins';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { BalanceCard } from './balance-card.tsx';
import { CoinsHistory } from './coins-history.tsx';
import { EarnCodePanel } from './earn-code-panel.tsx';
import { useCoinsOverview } from './use-coins-overview.ts';
import './coins.css';

// The number is proved by the same OTP dialog as reviews and claims; it loads only when needed.
const SignInDialog = lazy(() =>
  import('../../components/sign-in/sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog })),
);

/** /coins: the shopper's coins per shop, the code for the counter, and the history (issue 29). */
export function CoinsPage() {
  const t = useTexts(COINS_TEXT);
  useDocumentTitle(t.title);
  const number = useOwnerSession((s) => s.number);
  useEffect(() => void ensureOwnerSession(), []);
  return (
    <div className="page coins">
      <h1>{t.title}</h1>
      <p className="coins-intro">{t.intro}</p>
      {number === undefined ? <Loading /> : number === null ? <SignInPanel /> : <Wallet />}
      <p className="coins-note coins-fine-print">{t.noCashValue}</p>
    </div>
  );
}

function Loading() {
  const appTexts = useTexts(APP_TEXTS);
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{appTexts.loading}</span>
    </div>
  );
}

function SignInPanel() {
  const t = useTexts(COINS_TEXT);
  const [open, setOpen] = useState(false);
  return (
    <section className="coins-card coins-stack" aria-labelledby="coins-sign-in">
      <h2 id="coins-sign-in">{t.signInHeading}</h2>
      <p>{t.signInNote}</p>
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        {t.signIn}
      </button>
      {open ? (
        <Suspense fallback={null}>
          {/* Verifying sets the session's number, and this page then shows the coins. */}
          <SignInDialog
            open
            title={t.title}
            subtitle={t.signInSubtitle}
            onClose={() => setOpen(false)}
            onSignedIn={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function Wallet() {
  const t = useTexts(COINS_TEXT);
  const [showCode, setShowCode] = useState(false);
  const [spend, setSpend] = useState<SpendCode | null>(null);
  const [used, setUsed] = useState<number | null>(null);
  const [arrivals, setArrivals] = useState<string[]>([]);
  // Credits seen while the code is shown: each one used the code, so the panel asks for a fresh one.
  const [credits, setCredits] = useState(0);
  // What polling brought: coins credited at a counter, or the shown spend code taken.
  const onFresh = (fresh: readonly ShopperLedgerEntry[]) => {
    const earned = fresh.filter((entry) => entry.kind === 'earn');
    if (earned.length > 0) {
      setArrivals((shown) => [...earned.map((entry) => t.arrived(entry.coins, entry.shopName)), ...shown]);
      setCredits((count) => count + 1);
    }
    const taken = fresh.find((entry) => entry.kind === 'spend' && spend && entry.shopId === spend.shopId);
    if (taken) setUsed(Math.abs(taken.coins));
  };
  const overview = useCoinsOverview(showCode || (spend !== null && used === null), onFresh);

  const data = overview.data;
  return (
    <>
      {showCode ? (
        <EarnCodePanel onHide={() => setShowCode(false)} used={credits} />
      ) : (
        <button
          type="button"
          className="button button--primary button--large coins-show"
          onClick={() => {
            setArrivals([]);
            setShowCode(true);
          }}
        >
          {t.showCode}
        </button>
      )}
      <div role="status" className="coins-arrivals">
        {arrivals.map((text, index) => (
          <p key={`${index}-${text}`} className="coins-arrived">
            {text}
          </p>
        ))}
      </div>
      {overview.error && !data ? (
        <div className="coins-stack">
          <p role="alert">{overview.error.message}</p>
          <button type="button" className="button" onClick={overview.reload}>
            {t.tryAgain}
          </button>
        </div>
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <section className="coins-section" aria-labelledby="coins-balances">
            <h2 id="coins-balances">{t.balancesHeading}</h2>
            {data.balances.length === 0 ? (
              <p>{t.noCoins}</p>
            ) : (
              <ul className="coins-balances">
                {data.balances.map((balance) => (
                  <BalanceCard
                    key={balance.shopId}
                    balance={balance}
                    spend={spend?.shopId === balance.shopId ? spend : null}
                    used={spend?.shopId === balance.shopId ? used : null}
                    onSpend={(code) => {
                      setUsed(null);
                      setSpend(code);
                    }}
                    onClose={() => {
                      setSpend(null);
                      setUsed(null);
                    }}
                  />
                ))}
              </ul>
            )}
          </section>
          <CoinsHistory history={data.history} />
        </>
      )}
    </>
  );
}
