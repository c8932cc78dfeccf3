/**
 * The languages the product speaks. Adding one is a folder of texts under `../locales/<code>/`
 * (a copy of `en/`, translated) and one line here: its name in itself, its `Intl` locale (every
 * date and number is formatted through it, in `format.ts`) and its script (Devanagari loads a font).
 */
export const LOCALES = {
  en: { name: 'English', intl: 'en-IN', script: 'Latn' },
  hi: { name: 'हिन्दी', intl: 'hi-IN', script: 'Deva' },
} as const satisfies Record<string, { name: string; intl: string; script: 'Latn' | 'Deva' }>;

export type Locale = keyof typeof LOCALES;

export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_CODES = Object.keys(LOCALES) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

/**
 * The first supported language among the preferred ones: an `Accept-Language` header
 * ("hi-IN,hi;q=0.9,en;q=0.8") or the browser's `navigator.languages`. Region tags fall back to
 * their language ("hi-IN" → "hi"); anything else gives English.
 */
export function negotiateLocale(preferred: string | readonly string[] | undefined | null): Locale {
  if (!preferred) return DEFAULT_LOCALE;
  const tags =
    typeof preferred === 'string'
      ? preferred
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((entry) => entry.tag && entry.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((entry) => entry.tag)
      : preferred;
  for (const tag of tags) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
