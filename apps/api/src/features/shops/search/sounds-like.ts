import { indianPhoneticKey } from '@local-shops/shared/text/indian-phonetic';
import type { Db } from '../../../db/database.ts';
import { anyNameSoundsLike, keysNamesHold } from '../../../db/phonetic-search.ts';
import { createTtlCache, type TtlCache } from '../../../lib/ttl-cache.ts';
import { vocabularyKey } from './hindi-vocabulary.ts';
import { STOP_WORDS } from './search-vocabulary.ts';

/**
 * What a `q=` search's words sound like (decision 0078): for each word, the phonetic keys a
 * shop's name may hold for it. Its own key finds the other spellings and the other script
 * ("shree" → sri: "Sri", "Shri", "श्री"); a word of 5+ letters whose key no name holds gets the
 * keys one edit away too (a typo in a name: "ganseh" → ganes), looked up in one index probe.
 */
export interface SoundsLike {
  /** Per word, the keys a name may hold for it. */
  keys: string[][];
  /** Some word's keys are those one edit away (a typo), not its own. */
  typo: boolean;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The keys one typo from a word that names hold, per database, kept a minute (names change slowly). */
const typoKeysByDb = new WeakMap<Db, TtlCache<string[]>>();
function typoKeysOf(db: Db): TtlCache<string[]> {
  let cache = typoKeysByDb.get(db);
  if (!cache) typoKeysByDb.set(db, (cache = createTtlCache<string[]>({ ttlMs: 60_000, maxEntries: 2000 })));
  return cache;
}
/** Typos are looked for only in words this long and longer (issue 26). */
const TYPO_MIN_LETTERS = 5;

/**
 * The keys of every spelling one typo (a letter left out, added, changed, or two swapped) from a
 * word in Latin letters; a word in another script gets the keys one edit from its own key.
 */
export function keysOneEditAway(word: string): string[] {
  const latin = /^[a-z]+$/.test(word);
  const from = latin ? word : indianPhoneticKey(word);
  const spellings = new Set<string>();
  for (let i = 0; i <= from.length; i++) {
    const head = from.slice(0, i);
    const tail = from.slice(i);
    if (tail) spellings.add(head + tail.slice(1));
    if (tail.length > 1) spellings.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of LETTERS) {
      spellings.add(head + c + tail);
      if (tail) spellings.add(head + c + tail.slice(1));
    }
  }
  const own = indianPhoneticKey(word);
  const keys = new Set([...spellings].map((s) => (latin ? indianPhoneticKey(s) : s)));
  keys.delete(own);
  return [...keys].filter((k) => k.length >= 3);
}

/**
 * The keys of a search's words; undefined when no word has a key (all stop words, or none with
 * letters). `known` remembers for a while whether some name holds a key.
 */
export async function soundsLikeOf(
  db: Db,
  words: readonly string[],
  known: TtlCache<boolean>,
): Promise<SoundsLike | undefined> {
  const keys: string[][] = [];
  let typo = false;
  for (const word of words) {
    if (STOP_WORDS.has(vocabularyKey(word))) continue;
    const key = indianPhoneticKey(word);
    if (key === '') continue;
    const held = await known.getOrLoad(`k:${key}`, () => anyNameSoundsLike(db, [key]));
    if (!held && [...word].length >= TYPO_MIN_LETTERS && key.length >= TYPO_MIN_LETTERS - 1) {
      // Only the keys one edit away that some name holds (usually one or two of a few hundred).
      const near = await typoKeysOf(db).getOrLoad(word, () => keysNamesHold(db, keysOneEditAway(word)));
      keys.push([key, ...near]);
      typo = near.length > 0 || typo;
    } else {
      keys.push([key]);
    }
  }
  return keys.length > 0 ? { keys, typo } : undefined;
}
