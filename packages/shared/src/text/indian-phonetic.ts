/**
 * A phonetic key made for Indian names written in Latin letters (decision 0078). Two spellings a
 * shopper would take for the same word get the same key: sri/shri/shree, laxmi/lakshmi,
 * biryani/biriyani/briyani, ganesh/ganesha, krishna/krisna. Words that sound different keep
 * different keys (ganesh/ramesh, kirana/karan): the key keeps the vowels, only folding the
 * spellings of one sound (ee/i/y, oo/u, aa/a), so it is not a bare consonant skeleton.
 *
 * Devanagari is first romanised (devanagari.ts), so "गणेश" and "Ganesh" meet too.
 */
import { hasDevanagari, romaniseDevanagari } from './devanagari.ts';

/** Letters only, lower case, accents dropped ("Śrī" → "sri"). */
function plainLatin(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

// Applied in order on a plain lower-case word. Upper-case letters stand for a sound while the
// rules run, so a later rule cannot take them apart ("C" = ch/chh, kept apart from k).
const CONSONANT_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/chh/g, 'C'],
  [/ch/g, 'C'],
  [/ck/g, 'k'],
  [/sch/g, 'S'],
  [/sh/g, 's'],
  [/x/g, 'ks'], // laxmi = lakshmi (ksh → ks below)
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/bh/g, 'b'],
  [/kh/g, 'k'],
  [/gh/g, 'g'],
  [/jh/g, 'j'],
  [/c/g, 'k'], // a bare c sounds k ("medical", "cafe")
  [/q/g, 'k'],
  [/z/g, 'j'],
  [/w/g, 'v'],
  [/S/g, 's'],
];

const VOWEL_RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/ii/g, 'i'],
  [/uu/g, 'u'],
  [/ey$/g, 'i'], // "Pandey" = "Pandei"
  [/ay$/g, 'ai'], // "Vijay" = "Vijai"
  [/iy(?=[aeiou])/g, 'y'], // "biriyani" = "biryani", "priya" = "pria"
  [/ia/g, 'ya'],
  [/y(?![aeiou])/g, 'i'], // "laxmy" = "laxmi"; a y before a vowel is a consonant
];

/** Keys already worked out: a directory's names share most of their words (an import keys each once). */
const known = new Map<string, string>();
const KNOWN_MAX = 50_000;

/**
 * The key of one word. Empty for a word with no letters or digits. Pure and cheap: a dozen
 * regular expressions over a short string.
 */
export function indianPhoneticKey(word: string): string {
  let key = known.get(word);
  if (key === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    key = keyOf(word);
    known.set(word, key);
  }
  return key;
}

function keyOf(word: string): string {
  let w = plainLatin(hasDevanagari(word) ? romaniseDevanagari(word) : word);
  if (w === '') return '';
  for (const [from, to] of CONSONANT_RULES) w = w.replace(from, to);
  for (const [from, to] of VOWEL_RULES) w = w.replace(from, to);
  // Doubled letters are one sound: "Agarwal" = "Aggarwal", "aa" = "a".
  w = w.replace(/(.)\1+/g, '$1');
  // A silent final a: "Ganesha" = "Ganesh", "Krishna" = "Krishn" (not in short words: "ma").
  if (w.length > 3 && w.endsWith('a') && !/[aeiou]a$/.test(w)) w = w.slice(0, -1);
  // The first vowel before r and a consonant is often not written: "biryani" = "briyani".
  w = w.replace(/^([bdfgjklmnpstv])[aiu]r(?=[bcdfgjklmnpstvy])/, '$1r');
  return w.toLowerCase();
}

/** The words of a text, as the search splits them: letters (any script) and digits. */
export function phoneticWords(text: string): string[] {
  // Most names are plain ASCII: a split without Unicode classes is several times cheaper.
  const words = /^[\x20-\x7e]*$/.test(text) ? text.split(/[^A-Za-z0-9]+/) : text.split(/[^\p{L}\p{M}\p{N}]+/u);
  return words.filter((w) => w !== '');
}

/** The keys of every word of a text, in order, without empty or repeated keys. */
export function indianPhoneticKeys(text: string): string[] {
  const keys: string[] = [];
  for (const word of phoneticWords(text)) {
    const key = indianPhoneticKey(word);
    if (key !== '' && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** A whole text as one string of keys ("Shree Ganesh Sweets" → "sri ganes svits"). */
export function indianPhoneticText(text: string): string {
  return indianPhoneticKeys(text).join(' ');
}
