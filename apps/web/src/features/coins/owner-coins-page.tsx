import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { APP_TEXTS } from '@local-shops/shared';
import type { CoinSettingsView } from '@local-shops/shared/coins';
import { COINS_OWNER_TEXT } from '@local-shops/shared/locales/en/coins';
import { OWNER_MESSAGES, OWNER_TEXT } from '@local-shops/shared/owner';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { coinsApi } from '../../lib/coins-api.ts';
import { useLocale, useTexts } from '../../lib/i18n.ts';
import { ensureOwnerSession, useOwnerSession } from '../../lib/owner-session.ts';
import { PATHS } from '../../lib/paths.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { GiveCoins, TakeCoins } from './coins-counter.tsx';
import { CoinsEntries } from './coins-entries.tsx';
import { coinRupees, rupees } from './coins-format.ts';
import { CoinsSettingsForm } from './coins-settings-form.tsx';
import './coins.css';

/**
 * /dashboard/shops/:shopId/coins: the approved owner's counter (give and take coins), the recent
 * entries with their reversal, and the settings (Premium only). Lazily loaded.
 */
export function OwnerCoinsPage() {
  const t = useTexts(COINS_OWNER_TEXT);
  const ownerMessages = useTexts(OWNER_MESSAGES);
  const ownerText = useTexts(OWNER_TEXT);
  useDocumentTitle(t.title);
  const { shopId = '' } = useParams();
  const number = useOwnerSession((s) => s.number);
  useEffect(() => void ensureOwnerSession(), []);
  const settings = useApiData(number ? coinsApi.settings(shopId) : null);
  const signedOut = number === null || (settings.error instanceof ApiRequestError && settings.error.statusCode === 401);

  return (
    <div className="page dashboard coins">
      <p>
        <Link to={PATHS.dashboard}>{t.back}</Link>
      </p>
      <h1>{t.title}</h1>
      <p className="coins-intro">{t.intro}</p>
      {signedOut ? (
        <div className="dashboard__message">
          <p>{ownerMessages.signInRequired}</p>
          <Link className="button button--primary" to={PATHS.dashboard}>
            {t.back}
          </Link>
        </div>
      ) : settings.error ? (
        <div className="dashboard__message">
          <p role="alert">{settings.error.message}</p>
          <button type="button" className="button button--primary" onClick={settings.reload}>
            {ownerText.tryAgain}
          </button>
        </div>
      ) : !settings.data ? (
        <Spinner />
      ) : (
        <Counter shopId={shopId} initial={settings.data} />
      )}
    </div>
  );
}

function Spinner() {
  const appTexts = useTexts(APP_TEXTS);
  return (
    <div className="spinner" role="status">
      <span className="visually-hidden">{appTexts.loading}</span>
    </div>
  );
}

function Counter({ shopId, initial }: { shopId: string; initial: CoinSettingsView }) {
  const t = useTexts(COINS_OWNER_TEXT);
  const locale = useLocale();
  const [settings, setSettings] = useState(initial);
  const entries = useApiData(settings.premiumActive ? coinsApi.entries(shopId) : null);
  // Read once per answer: whether an earn is still within its 24 hours need not tick.
  const [now, setNow] = useState(() => Date.now());
  const reloadEntries = () => {
    setNow(Date.now());
    entries.reload();
  };

  if (!settings.premiumActive)
    return (
      <div className="coins-card coins-stack">
        <p>{t.premiumOnly}</p>
        <Link className="button button--primary" to={PATHS.subscribe(shopId)}>
          {t.getPremium}
        </Link>
      </div>
    );
  const running = settings.enabled && !settings.frozen;
  return (
    <>
      {settings.frozen ? <p className="coins-card coins-warning">{t.frozen}</p> : null}
      {settings.enabled ? (
        <p className="coins-summary">
          {t.summary(rupees(settings.rupeesPerCoin, locale), coinRupees(settings.coinValuePaise, locale))}
        </p>
      ) : (
        <p className="coins-card coins-warning">{t.off}</p>
      )}
      {running ? (
        <div className="coins-counter">
          <GiveCoins shopId={shopId} onDone={reloadEntries} />
          <TakeCoins shopId={shopId} maxBillSharePercent={settings.maxBillSharePercent} onDone={reloadEntries} />
        </div>
      ) : null}
      {entries.data ? (
        <CoinsEntries shopId={shopId} entries={entries.data.items} now={now} onChange={reloadEntries} />
      ) : entries.error ? (
        <p role="alert">{entries.error.message}</p>
      ) : null}
      <CoinsSettingsForm shopId={shopId} settings={settings} onSaved={setSettings} />
    </>
  );
}
