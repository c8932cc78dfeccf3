/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from './locales.ts';

// Every file of texts of every language, read as the app reads them.
const modules = import.meta.glob<Record<string, unknown>>('../locales/*/*.ts', { eager: true });

type Shape = Record<string, string[]>;

/** `module/NAME` → sorted keys, for one language. */
function shapeOf(locale: string): Shape {
  const shape: Shape = {};
  for (const [path, exports] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.ts$/.exec(path);
    if (!match || match[1] !== locale) continue;
    for (const [name, value] of Object.entries(exports)) {
      if (value && typeof value === 'object') shape[`${match[2]}/${name}`] = Object.keys(value).sort();
    }
  }
  return shape;
}

describe('texts of every language', () => {
  const english = shapeOf('en');

  it('finds the English texts', () => {
    expect(Object.keys(english)).toContain('messages/MESSAGES');
    expect(english['messages/MESSAGES']).toContain('otpSent');
    expect(english['taxonomy/CATEGORY_LABELS']).toContain('food-and-grocery');
    expect(english['taxonomy/SUB_CATEGORY_LABELS']).toContain('grocery-store');
  });

  for (const locale of LOCALE_CODES.filter((code) => code !== 'en')) {
    it(`${locale} has every key English has, and no other`, () => {
      const other = shapeOf(locale);
      const problems: string[] = [];
      for (const group of new Set([...Object.keys(english), ...Object.keys(other)])) {
        const mine = new Set(other[group] ?? []);
        const theirs = new Set(english[group] ?? []);
        for (const key of theirs) if (!mine.has(key)) problems.push(`${locale} lacks ${group}.${key}`);
        for (const key of mine)
          if (!theirs.has(key)) problems.push(`${locale} has ${group}.${key}, which English has not`);
      }
      expect(problems).toEqual([]);
    });

    it(`${locale} names every category and sub-category in its own script`, () => {
      const script = new RegExp(`\\p{Script=${LOCALES[locale].script}}`, 'u');
      const untranslated = ['CATEGORY_LABELS', 'SUB_CATEGORY_LABELS'].flatMap((name) =>
        Object.entries(modules[`../locales/${locale}/taxonomy.ts`]?.[name] ?? { missing: '' })
          .filter(([, label]) => typeof label !== 'string' || !script.test(label))
          .map(([id]) => `${name}.${id}`),
      );
      expect(untranslated).toEqual([]);
    });

    it(`${locale} gives a text, not an empty string, for every key`, () => {
      const empty = Object.entries(modules)
        .filter(([path]) => path.includes(`/locales/${locale}/`))
        .flatMap(([path, exports]) =>
          Object.entries(exports).flatMap(([name, group]) =>
            group && typeof group === 'object'
              ? Object.entries(group)
                  .filter(
                    ([, text]) =>
                      text === '' ||
                      (typeof text === 'function' && text.length === 0 && (text as () => string)() === ''),
                  )
                  .map(([key]) => `${path} ${name}.${key}`)
              : [],
          ),
        );
      expect(empty).toEqual([]);
    });
  }
});
