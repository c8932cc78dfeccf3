import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CoinBalance, SpendCode } from '@local-shops/shared/coins';
import { COINS_TEXT } from '@local-shops/shared/locales/en/coins';
import { coinsApi } from '../../lib/coins-api.ts';
import { messageOf } from '../../lib/error-message.ts';
import { useLocale, useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { clock, ledgerDate, rupees, useNow } from './coins-format.ts';
import { CodeDigits, QrCode } from './qr-code.tsx';

/** The most coins one spend code may carry at this shop: the balance, within the shop's per-bill cap. */
const spendable = (balance: CoinBalance) => Math.min(balance.coins, balance.maxCoinsPerBill);

/** One shop's coins: the balance, its value, the next expiry, and "Use N coins at this shop". */
export function BalanceCard({
  balance,
  spend,
  onSpend,
  onClose,
  used,
}: {
  balance: CoinBalance;
  /** The spend code shown for this shop, if any. */
  spend: SpendCode | null;
  onSpend: (code: SpendCode) => void;
  onClose: () => void;
  /** Coins this shop took from the shown spend code (seen by polling). */
  used: number | null;
}) {
  const t = useTexts(COINS_TEXT);
  const locale = useLocale();
  const headingId = useId();
  const minimum = Math.max(1, balance.minCoinsToRedeem);
  const canSpend = balance.active && !balance.frozen && spendable(balance) >= minimum;
  return (
    <li className="coins-card coins-balance" aria-labelledby={headingId}>
      <h3 id={headingId} className="coins-balance__shop">
        <Link to={PATHS.shop(balance.shopId)}>{balance.shopName}</Link>
      </h3>
      <p className="coins-balance__coins">{t.coins(balance.coins)}</p>
      <p>{t.worth(rupees(balance.rupeesValue, locale))}</p>
      {balance.nextExpiry ? (
        <p className="coins-note">
          {t.nextExpiry(balance.nextExpiry.coins, ledgerDate(balance.nextExpiry.at, locale))}
        </p>
      ) : null}
      {balance.frozen ? (
        <p className="coins-note">{t.frozen}</p>
      ) : !balance.active ? (
        <p className="coins-note">{t.inactive}</p>
      ) : balance.minCoinsToRedeem > 1 ? (
        <p className="coins-note">{t.minimum(balance.minCoinsToRedeem)}</p>
      ) : null}
      {spend ? (
        <SpendCodePanel spend={spend} shopName={balance.shopName} used={used} onClose={onClose} />
      ) : canSpend ? (
        <SpendForm balance={balance} minimum={minimum} onSpend={onSpend} />
      ) : null}
    </li>
  );
}

function SpendForm({
  balance,
  minimum,
  onSpend,
}: {
  balance: CoinBalance;
  minimum: number;
  onSpend: (code: SpendCode) => void;
}) {
  const t = useTexts(COINS_TEXT);
  const id = useId();
  const most = spendable(balance);
  const [count, setCount] = useState(String(most));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const coins = Number(count);
  const valid = Number.isInteger(coins) && coins >= minimum && coins <= most;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      onSpend(await coinsApi.spendCode({ shopId: balance.shopId, coins }));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="coins-spend" onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-coins`}>{t.howMany}</label>
      <input
        id={`${id}-coins`}
        type="number"
        inputMode="numeric"
        min={minimum}
        max={most}
        step={1}
        value={count}
        onChange={(event) => setCount(event.target.value)}
      />
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" className="button button--primary" disabled={busy || !valid}>
        {t.useAtShop(valid ? coins : most)}
      </button>
    </form>
  );
}

/** The spend code for the counter, with what it takes off and its 10-minute countdown. */
function SpendCodePanel({
  spend,
  shopName,
  used,
  onClose,
}: {
  spend: SpendCode;
  shopName: string;
  used: number | null;
  onClose: () => void;
}) {
  const t = useTexts(COINS_TEXT);
  const locale = useLocale();
  const now = useNow(used === null);
  const left = Date.parse(spend.expiresAt) - now;
  return (
    <section className="coins-code coins-code--spend" aria-label={t.spendHeading(shopName)}>
      {used !== null ? (
        <p role="status" className="coins-arrived">
          {t.spendUsed(used)}
        </p>
      ) : left <= 0 ? (
        <p role="alert">{t.spendExpired}</p>
      ) : (
        <>
          <p>{t.spendNote(spend.coins, rupees(spend.discountRupees, locale))}</p>
          <QrCode text={spend.qr} label={t.qrLabel(spend.code)} />
          <CodeDigits label={t.code} code={spend.code} />
          <p className="coins-note">{t.validFor(clock(left))}</p>
        </>
      )}
      <button type="button" className="button" onClick={onClose}>
        {t.close}
      </button>
    </section>
  );
}
