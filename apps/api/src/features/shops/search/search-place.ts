import { sql, type SqlBool } from 'kysely';
import { romaniseDevanagari } from '@local-shops/shared/text/devanagari';
import type { Db } from '../../../db/database.ts';
import type { TtlCache } from '../../../lib/ttl-cache.ts';

/** A town or locality a search named ("kirana in jayanagar"): shown as `name`, kept as `column` = `key`. */
export interface SearchPlace {
  name: string;
  column: 'city' | 'locality';
  key: string;
}

/** Places are at most this many words ("jp nagar 7th phase"). */
const PLACE_WORDS = 4;

/** The town, else the locality, written as one of `keys` (lower-cased): one probe of each column's index. */
async function knownPlace(db: Db, keys: readonly string[]): Promise<SearchPlace | null> {
  for (const column of ['city', 'locality'] as const) {
    const row = await db.kysely
      .selectFrom('shops')
      .select([sql<string>`${sql.ref(column)}`.as('name'), sql<string>`lower(${sql.ref(column)})`.as('key')])
      .where(sql<SqlBool>`lower(${sql.ref(column)}) in (${sql.join(keys)})`)
      .limit(1)
      .executeTakeFirst();
    if (row) return { name: row.name, column, key: row.key };
  }
  return null;
}

/** Letters a consonant cluster of a romanised Hindi word may have lost an "a" between (not h: sh, th, bh…). */
const CONSONANT = /^[bcdfgjklmnpqrstvwxyz]$/;
/** At most this many clusters of a word get their "a" back: 2^4 spellings a word. */
const SCHWA_PLACES = 4;

/** Spellings of a place tried at most (one `in (…)` probe of each column's index, kept 5 minutes). */
const SPELLINGS_MAX = 128;

/** ड़ and ढ़ (a nukta under ड, ढ), which the table romanises r and rh and town names often write d: "Vijayawada". */
const FLAP = /([\u0921\u0922])\u093c/g;

/** A table by its keys in NFC, the form a search's text is looked up in (ड़ may be one code point or two). */
const byNfcKey = <T>(table: Record<string, T>): ReadonlyMap<string, T> =>
  new Map(Object.entries(table).map(([key, value]) => [key.normalize('NFC'), value]));

/**
 * Towns whose names in Latin letters are no romanisation of their Hindi names (English or older
 * names, other languages' spellings): the largest cities, as the directory may write them.
 */
const TOWNS_WRITTEN_OTHERWISE: ReadonlyMap<string, readonly string[]> = byNfcKey({
  दिल्ली: ['delhi', 'new delhi'],
  'नई दिल्ली': ['new delhi'],
  लखनऊ: ['lucknow'],
  इंदौर: ['indore'],
  मेरठ: ['meerut'],
  मैसूर: ['mysuru', 'mysore'],
  मैसूरु: ['mysuru', 'mysore'],
  बरेली: ['bareilly'],
  नोएडा: ['noida'],
  गुड़गांव: ['gurgaon', 'gurugram'],
  गुड़गाँव: ['gurgaon', 'gurugram'],
  हावड़ा: ['howrah'],
  इलाहाबाद: ['allahabad', 'prayagraj'],
  हैदराबाद: ['hyderabad'],
  अहमदाबाद: ['ahmedabad'],
  मुरादाबाद: ['moradabad'],
  गाज़ियाबाद: ['ghaziabad'],
  गाजियाबाद: ['ghaziabad'],
  विशाखापत्तनम: ['visakhapatnam', 'vishakhapatnam'],
  नासिक: ['nashik', 'nasik'],
  कोच्चि: ['kochi', 'cochin'],
  तिरुवनंतपुरम: ['thiruvananthapuram', 'trivandrum'],
  पुडुचेरी: ['puducherry', 'pondicherry'],
  वडोदरा: ['vadodara', 'baroda'],
  बेंगलुरु: ['bengaluru', 'bangalore'],
  बंगलौर: ['bengaluru', 'bangalore'],
  मुंबई: ['mumbai', 'bombay'],
  कोलकाता: ['kolkata', 'calcutta'],
  चेन्नई: ['chennai', 'madras'],
});

/**
 * The Latin spellings a place written in Devanagari may have in the directory: the table's
 * romanisation drops the inherent "a" Hindi does not say ("जयनगर" → "jaynagar") where the
 * directory's spelling keeps it ("Jayanagar"), or drops another one ("जबलपुर" → "jablapur", so the
 * a's are also dropped from the word's end: "jabalpur"), writes long vowels double
 * ("koramanglaa"), v for w ("malleshvaram"), r for ड़ ("विजयवाड़ा" → "vijayavara": Vijayawada),
 * and what towns write otherwise (TOWN_SPELLINGS, TOWNS_WRITTEN_OTHERWISE). Each cluster of two
 * consonants may get its "a" back; at most SPELLINGS_MAX.
 */
export function placeSpellings(devanagari: string): string[] {
  const decomposed = devanagari.normalize('NFD');
  const known = TOWNS_WRITTEN_OTHERWISE.get(devanagari.normalize('NFC')) ?? [];
  const texts = [...new Set([decomposed, decomposed.replace(FLAP, '$1')])];
  const romanised = [
    ...new Set(texts.flatMap((text) => [romaniseDevanagari(text), romaniseDevanagari(text, { schwasFromEnd: true })])),
  ];
  const each = Math.floor((SPELLINGS_MAX - known.length) / romanised.length);
  return [...new Set([...known, romanised[0]!, ...romanised.flatMap((text) => latinSpellings(text, each))])].slice(
    0,
    SPELLINGS_MAX,
  );
}

/** A word with each of its first three v's also written w ("vijayavada": "vijayawada", "wijayawada"…). */
function vOrW(word: string): string[] {
  let forms = [''];
  let vs = 0;
  for (const letter of word)
    forms = forms.flatMap((head) => (letter === 'v' && vs++ < 3 ? [head + 'v', head + 'w'] : [head + letter]));
  return forms;
}

/**
 * How town names write what the table romanises otherwise: "ay" before a consonant as "ai" ("jaypur":
 * Jaipur), "iya" as "ia" ("ludhiyana": Ludhiana, "rangiya": Rangia), a first "shr" as "sr"
 * ("shrinagar": Srinagar), "ph" as "f" ("pharidabad": Faridabad).
 */
const TOWN_SPELLINGS: ReadonlyArray<(word: string) => string> = [
  (word) => word.replace(/ay(?![aeiou])/g, 'ai'),
  (word) => word.replace(/iya/g, 'ia'),
  (word) => word.replace(/^shr/, 'sr'),
  (word) => word.replace(/ph/g, 'f'),
];

/**
 * The spellings of one romanisation: long vowels single, each word also as TOWN_SPELLINGS write
 * it, each cluster with or without its "a", each v also w; at most `max`. No word and no
 * combination of words builds more: a text made to have every variant costs what a town's name does.
 */
function latinSpellings(romanised: string, max: number): string[] {
  const plain = romanised.replace(/aa/g, 'a').replace(/ee/g, 'i').replace(/oo/g, 'u');
  const perWord = plain.split(' ').map((written) => {
    const spellings = new Set<string>();
    const forms = new Set(TOWN_SPELLINGS.reduce((all, respell) => [...all, ...all.map(respell)], [written]));
    for (const word of forms) {
      if (spellings.size >= max) break;
      const clusters: number[] = [];
      for (let i = 0; i + 1 < word.length && clusters.length < SCHWA_PLACES; i++)
        if (CONSONANT.test(word[i]!) && CONSONANT.test(word[i + 1]!) && word[i] !== word[i + 1]) clusters.push(i);
      for (let mask = 0; mask < 1 << clusters.length && spellings.size < max; mask++) {
        let spelt = '';
        for (let i = 0; i < word.length; i++)
          spelt += word[i]! + (clusters.some((at, bit) => at === i && mask & (1 << bit)) ? 'a' : '');
        for (const each of vOrW(spelt)) spellings.add(each);
      }
    }
    return [...spellings].slice(0, max);
  });
  return perWord.reduce<string[]>(
    (heads, word) => {
      const next: string[] = [];
      for (const head of heads) for (const w of word) if (next.push(head ? `${head} ${w}` : w) >= max) return next;
      return next;
    },
    [''],
  );
}

/**
 * A search's words without "in <place>" (or Hindi "<place> में …", "… <place> में") when the
 * place is a town or locality of the directory; otherwise the words as they are ("made in
 * india" stays a name).
 */
export async function withoutPlace(
  db: Db,
  words: readonly string[],
  places: TtlCache<SearchPlace | null>,
): Promise<{ words: string[]; place?: SearchPlace }> {
  const look = (key: string, keys: () => string[]) => places.getOrLoad(key, () => knownPlace(db, keys()));
  const at = words.lastIndexOf('in');
  if (at >= 0 && at < words.length - 1 && words.length - at - 1 <= PLACE_WORDS) {
    const key = words.slice(at + 1).join(' ');
    const place = await look(key, () => [key]);
    if (place) return { words: words.slice(0, at), place };
  }
  const hindi = words.indexOf('में');
  const inHindi = (from: number, to: number) => {
    const text = words.slice(from, to).join(' ');
    return look(`hi:${text}`, () => placeSpellings(text));
  };
  if (hindi > 0 && hindi <= PLACE_WORDS && hindi < words.length - 1) {
    const place = await inHindi(0, hindi);
    if (place) return { words: words.slice(hindi + 1), place };
  }
  // "किराना जयनगर में": the place just before a final में, the longest the directory knows.
  if (hindi > 0 && hindi === words.length - 1) {
    for (let from = Math.max(1, hindi - PLACE_WORDS); from < hindi; from++) {
      const place = await inHindi(from, hindi);
      if (place) return { words: words.slice(0, from), place };
    }
  }
  return { words: [...words] };
}
