import { useEffect, useState } from 'react';
import { formatDate, formatDecimal, formatNumber, type Locale } from '@local-shops/shared';

/** Whole rupees in the language's grouping: 1,250. */
export const rupees = (value: number, locale: Locale) => formatNumber(value, locale);

/** A coin's value in paise as rupees: 100 → '1', 50 → '0.5', 125 → '1.25'. */
export const coinRupees = (paise: number, locale: Locale) =>
  formatDecimal(paise / 100, locale, { maximumFractionDigits: 2 });

/** A day as the ledger shows it: '26 Nov 2026'. */
export const ledgerDate = (iso: string, locale: Locale) =>
  formatDate(iso, locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Seconds left as m:ss ('4:05'). */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time now, ticking every second while `active`. */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/** '123456' as '123 456', easier to read out at the counter. */
export const spacedCode = (code: string) => code.replace(/^(\d{3})(\d{3})$/, '$1 $2');
