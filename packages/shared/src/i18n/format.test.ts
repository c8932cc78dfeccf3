import { describe, expect, it } from 'vitest';
import { PREMIUM_PRICE_PAISE, PREMIUM_PRICE_RUPEES } from '../constants.ts';
import { compareText, formatDate, formatDateTime, formatMoney, formatNumber } from './format.ts';

describe('formatting through the language', () => {
  it('writes the Premium price once, in rupees, and derives the paise', () => {
    expect(PREMIUM_PRICE_PAISE).toBe(PREMIUM_PRICE_RUPEES * 100);
    expect(formatNumber(PREMIUM_PRICE_RUPEES, 'en')).toBe('1,999');
    expect(formatMoney(PREMIUM_PRICE_PAISE, 'en')).toBe('1,999.00');
    expect(formatMoney(12_345_678, 'hi')).toBe('1,23,456.78');
  });

  it('reads a calendar day as that day, whatever the time zone, and names the month in the language', () => {
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    expect(formatDate('2026-03-05', 'en', options)).toBe('5 March 2026');
    expect(formatDate('2026-03-05', 'hi', options)).toBe('5 मार्च 2026');
    expect(formatDate(new Date('2026-03-04T20:00:00Z'), 'en', { ...options, timeZone: 'Asia/Kolkata' })).toBe(
      '5 March 2026',
    );
  });

  it('gives a date with its time, and compares names', () => {
    const options = {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    } as const;
    expect(formatDateTime('2026-03-05T06:30:00Z', 'en', options)).toMatch(/^5 Mar 2026, 06:30/);
    expect(['Kerala', 'Assam', 'Goa'].sort((a, b) => compareText(a, b, 'en'))).toEqual(['Assam', 'Goa', 'Kerala']);
  });
});
