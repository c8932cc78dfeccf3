import type { ReactNode } from 'react';
import type { ShopperLedgerEntry } from '@local-shops/shared/coins';
import { COINS_TEXT } from '@local-shops/shared/locales/en/coins';
import { useLocale, useTexts } from '../../lib/i18n.ts';
import { ledgerDate, rupees } from './coins-format.ts';

/** The signed coins of a row: '+50', '−20'. */
export const signedCoins = (coins: number) => (coins > 0 ? `+${coins}` : `−${Math.abs(coins)}`);

/** The details of one movement: its bill or discount, its expiry, its reversal and reason. */
export function EntryDetails({ entry }: { entry: ShopperLedgerEntry }) {
  const t = useTexts(COINS_TEXT);
  const locale = useLocale();
  const parts = [
    entry.billRupees !== null ? t.bill(rupees(entry.billRupees, locale)) : null,
    entry.discountRupees !== null ? t.discount(rupees(entry.discountRupees, locale)) : null,
    entry.expiresAt && !entry.reversedAt ? t.expiresOn(ledgerDate(entry.expiresAt, locale)) : null,
    entry.reversedAt ? t.reversedOn(ledgerDate(entry.reversedAt, locale)) : null,
    entry.reason ? t.reason(entry.reason) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? <span className="coins-note">{parts.join(' · ')}</span> : null;
}

/**
 * One movement as both ledgers show it (the shopper's and the shop's): its signed coins, its kind
 * and who was on the other side, when, and its details; `children` adds the shop's actions.
 */
export function LedgerRow({
  entry,
  who,
  when,
  children,
}: {
  entry: ShopperLedgerEntry;
  who: string;
  when: string;
  children?: ReactNode;
}) {
  const t = useTexts(COINS_TEXT);
  return (
    <li className="coins-history__row">
      <span className={`coins-history__coins coins-history__coins--${entry.coins > 0 ? 'in' : 'out'}`}>
        {signedCoins(entry.coins)}
      </span>
      <span className="coins-history__what">
        <strong>
          {t[entry.kind]} · {who}
        </strong>
        <time dateTime={entry.at}>{when}</time>
        <EntryDetails entry={entry} />
        {children}
      </span>
    </li>
  );
}

/** The shopper's last movements, newest first: earn, spend, expiry and reversal, with dates. */
export function CoinsHistory({ history }: { history: readonly ShopperLedgerEntry[] }) {
  const t = useTexts(COINS_TEXT);
  const locale = useLocale();
  return (
    <section className="coins-section" aria-labelledby="coins-history">
      <h2 id="coins-history">{t.historyHeading}</h2>
      {history.length === 0 ? (
        <p>{t.noHistory}</p>
      ) : (
        <ul className="coins-history">
          {history.map((entry) => (
            <LedgerRow key={entry.id} entry={entry} who={entry.shopName} when={ledgerDate(entry.at, locale)} />
          ))}
        </ul>
      )}
    </section>
  );
}
