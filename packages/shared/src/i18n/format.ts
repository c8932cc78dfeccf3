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
