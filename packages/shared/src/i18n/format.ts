import { LOCALES, type Locale } from './locales.ts';

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

/** A whole number in the language's Indian grouping: 1,00,000 in both 'en-IN' and 'hi-IN'. */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[locale].intl);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * The one place a language code becomes an `Intl` locale (through `LOCALES`): every date, money
 * and collation on any screen, SMS or invoice goes through the helpers below, never through a
 * literal 'en-IN'.
 */
export const intlLocaleOf = (locale: Locale): string => LOCALES[locale].intl;

/** A number with explicit `Intl` options (fraction digits…), in the language's grouping. */
export function formatDecimal(value: number, locale: Locale, options: Intl.NumberFormatOptions): string {
  return value.toLocaleString(intlLocaleOf(locale), options);
}

/** An amount in paise as rupees with two decimals, without the currency sign: 1,999.00. */
export function formatMoney(paise: number, locale: Locale): string {
  return formatDecimal(paise / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * A date (a `Date`, an ISO instant, or a calendar day 'YYYY-MM-DD', which JavaScript reads as that
 * day's midnight in UTC: pass `timeZone: 'UTC'` to show the same day) in the language's words.
 */
export function formatDate(value: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions = {}): string {
  return new Date(value).toLocaleDateString(intlLocaleOf(locale), options);
}

/** A date with its time of day, in the language's words. */
export function formatDateTime(value: Date | string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  return new Date(value).toLocaleString(intlLocaleOf(locale), options);
}

/** Compares two names in the language's alphabetical order. */
export function compareText(a: string, b: string, locale: Locale): number {
  return a.localeCompare(b, intlLocaleOf(locale));
}

/** The plural forms a language's texts give; `other` is always there. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The form of a word for a count, by the language's own plural rules (Hindi counts 0 and 1 as
 * 'one'; English only 1). `#` in the chosen form becomes the formatted count.
 */
export function plural(count: number, forms: PluralForms, locale: Locale): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[locale].intl);
    pluralRules.set(locale, rules);
  }
  const form = forms[rules.select(count)] ?? forms.other;
  return form.replaceAll('#', formatNumber(count, locale));
}
