import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../locales/en/messages.ts';
import { MESSAGES as HI_MESSAGES } from '../locales/hi/messages.ts';
import { formatNumber, plural } from './format.ts';
import { negotiateLocale } from './locales.ts';
import { findTextKey, textsIdOf } from './texts.ts';

describe('negotiateLocale', () => {
  it('takes the first supported language by weight', () => {
    expect(negotiateLocale('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(negotiateLocale('ta-IN,ta;q=0.9,hi;q=0.8,en;q=0.5')).toBe('hi');
    expect(negotiateLocale('en;q=0.5,hi;q=0.9')).toBe('hi');
    expect(negotiateLocale(['mr-IN', 'hi-IN', 'en-US'])).toBe('hi');
  });

  it('falls back to English', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('fr-FR,de;q=0.5')).toBe('en');
    expect(negotiateLocale('hi;q=0')).toBe('en');
  });
});

describe('numbers and plurals', () => {
  it('groups in the Indian way in both languages', () => {
    expect(formatNumber(100000, 'en')).toBe('1,00,000');
    expect(formatNumber(12345678, 'hi')).toBe('1,23,45,678');
  });

  it('follows each language’s plural rules', () => {
    const forms = { one: '# shop', other: '# shops' };
    expect(plural(1, forms, 'en')).toBe('1 shop');
    expect(plural(0, forms, 'en')).toBe('0 shops');
    expect(plural(0, forms, 'hi')).toBe('0 shop'); // Hindi counts 0 as 'one'
    expect(plural(100000, forms, 'en')).toBe('1,00,000 shops');
  });

  it('reads counts in the texts themselves', () => {
    expect(MESSAGES.resultCount(100000)).toBe('Result: 100000 found');
    expect(HI_MESSAGES.resultCount(100000)).toBe('परिणाम: 1,00,000 मिले');
    expect(MESSAGES.otpResendTooSoon(1)).toBe('Please wait 1 second before requesting a new OTP.');
  });
});

describe('texts that travel as text', () => {
  it('finds the key of a fixed English message, and nothing for other text', () => {
    expect(findTextKey(MESSAGES, MESSAGES.shopNameRequired)).toBe('shopNameRequired');
    expect(findTextKey(MESSAGES, 'Something else')).toBeUndefined();
    expect(textsIdOf(MESSAGES)).toEqual({ module: 'messages', name: 'MESSAGES' });
    expect(textsIdOf({ a: 'b' })).toBeUndefined();
  });
});
