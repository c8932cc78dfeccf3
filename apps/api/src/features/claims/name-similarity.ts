import { indianPhoneticKey, phoneticWords } from '@local-shops/shared/text/indian-phonetic';

/**
 * Whether two shop names are alike enough to be the same shop (decision 0077): "Lakshmi Press
 * Wala" and "Laxmi Press Wala", "Sharma Store" and "Sharma General Stores". The words every shop
 * uses ("general", "store", "wala") and the words of a trade ("medical", "sweets") are left out
 * unless nothing else is left, so "Sharma General Store" and "Gupta General Store", or "Ganesh
 * Medical" and "Ramesh Medical", are not alike. The rest is compared by its Indian-romanisation phonetic keys
 * (decision 0078) and by trigrams of both the keys and the plain words, as pg_trgm would.
 */

/** Two names at or above this similarity are alike. */
export const SIMILAR_NAME = 0.5;

const GENERIC_WORDS = [
  'the',
  'and',
  'of',
  'new',
  'shop',
  'shops',
  'store',
  'stores',
  'general',
  'centre',
  'center',
  'mart',
  'traders',
  'trader',
  'trading',
  'enterprises',
  'enterprise',
  'agency',
  'agencies',
  'company',
  'co',
  'sons',
  'son',
  'brothers',
  'bros',
  'bhandar',
  'dukan',
  'kirana',
  'wala',
  'wale',
  'vala',
  'walla',
  'pvt',
  'ltd',
  'दुकान',
  'भंडार',
  'वाला',
  // What the shop sells or does: "Ganesh Medical" and "Ramesh Medical" are two shops.
  'medical',
  'medicals',
  'chemist',
  'chemists',
  'pharmacy',
  'sweets',
  'sweet',
  'bakery',
  'bakers',
  'tailors',
  'tailor',
  'press',
  'hotel',
  'restaurant',
  'dhaba',
  'hardware',
  'hardwares',
  'electricals',
  'electronics',
  'mobile',
  'mobiles',
  'textiles',
  'garments',
  'jewellers',
  'jewellery',
  'provisions',
  'provision',
  'dairy',
  'salon',
  'studio',
  'clinic',
  'works',
  'house',
  'depot',
];
const GENERIC_KEYS = new Set(GENERIC_WORDS.map(indianPhoneticKey));

const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

interface NameWords {
  /** Plain lower-case words. */
  words: string[];
  /** Their phonetic keys. */
  keys: string[];
}

/** The words that tell shops apart; all of them when every word is generic. */
function distinctive(name: string): NameWords {
  const all = phoneticWords(name)
    .map((word) => ({ word: plain(word), key: indianPhoneticKey(word) }))
    .filter((w) => w.key !== '');
  const kept = all.filter((w) => !GENERIC_KEYS.has(w.key));
  const chosen = kept.length ? kept : all;
  return { words: chosen.map((w) => w.word), keys: chosen.map((w) => w.key) };
}

/** pg_trgm's trigrams of a text: each word padded with two spaces before and one after. */
function trigrams(words: string[]): Set<string> {
  const set = new Set<string>();
  for (const word of words) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

function trigramSimilarity(a: string[], b: string[]): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (ta.size === 0 || tb.size === 0) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** 0 (nothing alike) to 1 (the same name as spoken). */
export function nameSimilarity(a: string, b: string): number {
  const na = distinctive(a);
  const nb = distinctive(b);
  if (na.keys.length === 0 || nb.keys.length === 0) return 0;
  const sortedA = [...new Set(na.keys)].sort().join(' ');
  const sortedB = [...new Set(nb.keys)].sort().join(' ');
  if (sortedA === sortedB) return 1;
  return Math.max(trigramSimilarity(na.keys, nb.keys), trigramSimilarity(na.words, nb.words));
}

export const namesAlike = (a: string, b: string) => nameSimilarity(a, b) >= SIMILAR_NAME;
