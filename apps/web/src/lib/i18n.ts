import { use } from 'react';
import { create } from 'zustand';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  negotiateLocale,
  textsIdOf,
  type Locale,
  type TextsId,
} from '@local-shops/shared';

/**
 * The product's language on the web (decision 0045). English texts are imported where they are
 * used, as before; every other language's texts are loaded file by file, only for the language
 * chosen, the first time a screen asks for them.
 */

const STORAGE_KEY = 'locale';

type TextsModule = Record<string, unknown>;

// One lazy chunk per language and file of texts, found by the folder. English (DEFAULT_LOCALE) is
// imported where it is used, never loaded this way; a glob takes only literals, hence its code here.
const LOADERS = import.meta.glob<TextsModule>([
  '../../../../packages/shared/src/locales/*/*.ts',
  '!../../../../packages/shared/src/locales/en/*.ts',
]);

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
/** The files of texts nearly every screen shows, loaded before the first paint. */
const COMMON_MODULES = ['app', 'messages', 'labels'];
/** The files of texts the screens have asked for so far: a switch loads them all first. */
const modulesInUse = new Set<string>(COMMON_MODULES);

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

/**
 * The group of texts kept at `id` in the chosen language; undefined in English, or when the
 * language's file lacks it. The first time a language's file is needed the component suspends
 * until it arrives.
 */
export function useTranslatedGroup<T extends object>(id: TextsId | undefined): T | undefined {
  const locale = useI18n((state) => state.locale);
  if (id) modulesInUse.add(id.module);
  const file = useI18n((state) => (id ? state.loaded[`${locale}/${id.module}`] : undefined));
  if (locale === DEFAULT_LOCALE || !id) return undefined;
  // `use` on every render, the file here or not. A component that suspended here on its first render
  // is replayed once the file arrives; had the replay skipped `use`, React would meet the hooks after
  // this one as hooks it never mounted (error 467: the Hindi landing page crashed on the taxonomy's file).
  return use(file ? settled(file) : loadModule(locale, id.module))[id.name] as T | undefined;
}

/** A file already here, as a thenable React's `use` reads at once (it looks at `status`), one per file. */
const settledFiles = new WeakMap<TextsModule, PromiseLike<TextsModule>>();
function settled(file: TextsModule): PromiseLike<TextsModule> {
  let thenable = settledFiles.get(file);
  if (!thenable) {
    thenable = Object.assign(Promise.resolve(file), { status: 'fulfilled', value: file });
    settledFiles.set(file, thenable);
  }
  return thenable;
}

/**
 * The texts of one group (an object made with `defineTexts`) in the chosen language. Texts not
 * made with `defineTexts` (not translated yet) stay English.
 */
export function useTexts<T extends object>(english: T): T {
  return useTranslatedGroup<T>(textsIdOf(english)) ?? english;
}

/** The same, outside React (toasts, API errors): English until the language's file is loaded. */
export function textsNow<T extends object>(english: T): T {
  const { locale, loaded } = useI18n.getState();
  const id = textsIdOf(english);
  if (locale === DEFAULT_LOCALE || !id) return english;
  return (loaded[`${locale}/${id.module}`]?.[id.name] as T | undefined) ?? english;
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
    await Promise.all(COMMON_MODULES.map((module) => loadModule(locale, module)));
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
