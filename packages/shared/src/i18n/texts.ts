/**
 * Texts are kept per language under `../locales/<code>/<module>.ts`, one exported object per
 * group of texts, keyed like `MESSAGES`. English is the source: each English object is made with
 * `defineTexts`, which records where its translations live, and every other language exports an
 * object of the same name and keys typed `Translation<typeof English>`.
 */

const TEXTS_ID = Symbol.for('local-shops.texts');

export interface TextsId {
  /** The file under `locales/<code>/`, without `.ts`. */
  readonly module: string;
  /** The exported name of the object in that file. */
  readonly name: string;
}

/** A text is a string, or a function of its values that returns one. */
export type TextValue = string | ((...args: never[]) => string);

/**
 * The English texts of one group; `module/NAME` says where every language keeps it. Marked free of
 * side effects (it only tags the fresh object it is given), so a bundle drops the groups no screen uses.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineTexts<const T extends Record<string, TextValue>>(id: `${string}/${string}`, texts: T): T {
  const [module = '', name = ''] = id.split('/');
  Object.defineProperty(texts, TEXTS_ID, { value: { module, name } satisfies TextsId, enumerable: false });
  return texts;
}

/** Where a group of English texts is kept in every language; undefined when it was not made with defineTexts. */
export function textsIdOf(texts: object): TextsId | undefined {
  return (texts as { [TEXTS_ID]?: TextsId })[TEXTS_ID];
}

/** The shape another language must give: every key, strings for strings, the same functions. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

const reverseIndexes = new WeakMap<object, Map<string, string>>();

/**
 * The key of an English text that travels as text (a zod issue's message, an API error's
 * message), among the fixed entries of `texts`; undefined when it is not one of them.
 */
export function findTextKey(texts: Record<string, TextValue>, text: string): string | undefined {
  let index = reverseIndexes.get(texts);
  if (!index) {
    index = new Map();
    for (const [key, value] of Object.entries(texts))
      if (typeof value === 'string' && !index.has(value)) index.set(value, key);
    reverseIndexes.set(texts, index);
  }
  return index.get(text);
}
