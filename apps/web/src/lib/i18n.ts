import {
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  negotiateLocale,
  textsIdOf,
  type Locale,
} from '@local-shops/shared';
import { use } from 'react';
import { create } from 'zustand';

/**
 * The product's language on the web (decision 0045). English texts are imported where they are
 * used, as before; every other language's texts are loaded file by file, only for the language
 * chosen, the first time a screen asks for them.
 */

const STORAGE_KEY = 'locale';

type TextsModule = Record<string, unknown>;

// One lazy chunk per language and file of texts; English is never loaded this way.
const LOADERS = import.meta.glob<TextsModule>(['../../../../packages/shared/src/locales/*/*.ts', '!../../../../packages/shared/src/locales/en/*.ts']);

function loaderFor(locale: Locale, module: string): (() => Promise<TextsModule>) | undefined {
  const suffix = `/locales/${locale}/${module}.ts`;
  const path = Object.keys(LOADERS).find((candidate) => candidate.endsWith(suffix));
  return path ? LOADERS[path] : undefined;
}

interface I18nState {
  locale: Locale;
  /** `${locale}/${module}` → the loaded file. */
  loaded: Readonly<Record<string, TextsModule>>;
}

export const useI18n = create<I18nState>()(() => ({ locale: DEFAULT_LOCALE, loaded: {} }));

const pending = new Map<string, Promise<TextsModule>>();
/** The files of texts the screens have asked for so far: a switch loads them all first. */
const modulesInUse = new Set<string>(['app', 'messages', 'labels']);

function loadModule(locale: Locale, module: string): Promise<TextsModule> {
  const key = `${locale}/${module}`;
  const done = useI18n.getState().loaded[key];
  if (done) return Promise.resolve(done);
  let promise = pending.get(key);
  if (!promise) {
    const loader = loaderFor(locale, module);
    promise = (loader ? loader() : Promise.resolve({})).then(
      (file) => {
        useI18n.setState((state) => ({ loaded: { ...state.loaded, [key]: file } }));
        return file;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

function translated<T extends object>(english: T, file: TextsModule | undefined): T | undefined {
  if (!file) return undefined;
  return (file[textsIdOf(english)!.name] as T | undefined) ?? english;
}

/**
 * The texts of one group (an object made with `defineTexts`) in the chosen language. The first
 * time a language's file is needed the component suspends until it arrives. Texts not made with
 * `defineTexts` (not translated yet) stay English.
 */
export function useTexts<T extends object>(english: T): T {
  const locale = useI18n((state) => state.locale);
  const module = textsIdOf(english)?.module;
  if (module) modulesInUse.add(module);
  const file = useI18n((state) => (module ? state.loaded[`${locale}/${module}`] : undefined));
  if (locale === DEFAULT_LOCALE || !module) return english;
  return translated(english, file) ?? translated(english, use(loadModule(locale, module)))!;
}

/** The same, outside React (toasts, API errors): English until the language's file is loaded. */
export function textsNow<T extends object>(english: T): T {
  const { locale, loaded } = useI18n.getState();
  const module = textsIdOf(english)?.module;
  if (locale === DEFAULT_LOCALE || !module) return english;
  return translated(english, loaded[`${locale}/${module}`]) ?? english;
}

export const useLocale = () => useI18n((state) => state.locale);

/** The language now, outside React (formatters called from plain functions). */
export const localeNow = (): Locale => useI18n.getState().locale;

function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale;
  // The Devanagari font is fetched only for a language written in it (decision 0045).
  if (LOCALES[locale].script === 'Deva') void import('./devanagari-font.ts');
}

function readStoredLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language a first render uses: the one chosen before, else the browser's. */
export function initialLocale(): Locale {
  return readStoredLocale() ?? negotiateLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
}

/**
 * Before the first render: takes the remembered (or browser's) language and loads its common
 * texts, so the first paint is already in that language. Never fails: English is the fallback.
 */
export async function startI18n(): Promise<void> {
  const locale = initialLocale();
  applyToDocument(locale);
  if (locale === DEFAULT_LOCALE) return;
  try {
    await Promise.all(['app', 'messages', 'labels'].map((module) => loadModule(locale, module)));
    useI18n.setState({ locale });
  } catch {
    applyToDocument(DEFAULT_LOCALE);
  }
}

/** Switches the language everywhere: loads the texts of the screens in use first, then flips. */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  if (locale !== DEFAULT_LOCALE) await Promise.all([...modulesInUse].map((module) => loadModule(locale, module)));
  useI18n.setState({ locale });
  applyToDocument(locale);
}

/** The `Accept-Language` every API call sends, so the server answers in the same language. */
export function acceptLanguage(): string {
  const { locale } = useI18n.getState();
  const { intl } = LOCALES[locale];
  return locale === DEFAULT_LOCALE ? `${intl},${locale}` : `${intl},${locale};q=0.9,${DEFAULT_LOCALE};q=0.5`;
}
