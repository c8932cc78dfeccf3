import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from './locales.ts';
import { textsIdOf, type TextValue } from './texts.ts';

/**
 * Every language's texts, loaded at once, for the server (decision 0046): API error messages in
 * the language of `Accept-Language`, and SMS in the language of the number. The web loads texts
 * file by file instead (lib/i18n.ts). `@local-shops/shared/catalogue`.
 */

/**
 * The files of texts the server speaks from; screens' own files are not loaded, but for those of
 * the first content the server draws on the landing and shop pages (issue 27), last so that a text
 * found in an earlier file keeps its translation there.
 */
export const SERVER_TEXT_MODULES = [
  'app',
  'messages',
  'review',
  'rules',
  'sms',
  'labels',
  'landing',
  'shops',
  'taxonomy',
] as const;

type TextsFile = Record<string, unknown>;
type Group = Record<string, TextValue>;

export interface Catalogue {
  /** One group of texts (an English object made with defineTexts) in `locale`; English when not translated. */
  texts<T extends object>(english: T, locale: Locale): T;
  /** An English text of any server group, in `locale`; the text itself when it is not one of the fixed texts. */
  translate(english: string, locale: Locale): string;
}

// esbuild and Vite both turn this template into the set of matching files.
const importTexts = (locale: string, module: string): Promise<TextsFile> => import(`../locales/${locale}/${module}.ts`);

export async function loadCatalogue(locales: readonly Locale[] = LOCALE_CODES): Promise<Catalogue> {
  const files = new Map<string, TextsFile>();
  await Promise.all(
    locales.flatMap((locale) =>
      SERVER_TEXT_MODULES.map(async (module) => {
        files.set(`${locale}/${module}`, await importTexts(locale, module).catch(() => ({})));
      }),
    ),
  );
  if (!locales.includes(DEFAULT_LOCALE)) {
    for (const module of SERVER_TEXT_MODULES)
      files.set(`${DEFAULT_LOCALE}/${module}`, await importTexts(DEFAULT_LOCALE, module));
  }

  // English text → where it lives, over every server group.
  const where = new Map<string, { module: string; name: string; key: string }>();
  for (const module of SERVER_TEXT_MODULES) {
    for (const [name, group] of Object.entries(files.get(`${DEFAULT_LOCALE}/${module}`) ?? {})) {
      if (!group || typeof group !== 'object') continue;
      for (const [key, value] of Object.entries(group as Group)) {
        if (typeof value === 'string' && !where.has(value)) where.set(value, { module, name, key });
      }
    }
  }

  const group = (locale: Locale, module: string, name: string): Group | undefined =>
    files.get(`${locale}/${module}`)?.[name] as Group | undefined;

  return {
    texts(english, locale) {
      const id = textsIdOf(english);
      if (locale === DEFAULT_LOCALE || !id) return english;
      return (group(locale, id.module, id.name) as typeof english | undefined) ?? english;
    },
    translate(english, locale) {
      if (locale === DEFAULT_LOCALE) return english;
      const found = where.get(english);
      if (!found) return english;
      const value = group(locale, found.module, found.name)?.[found.key];
      return typeof value === 'string' ? value : english;
    },
  };
}
