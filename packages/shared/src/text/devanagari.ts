/**
 * Devanagari → Latin letters, the way Hindi names are usually spelt in India ("गणेश" → "ganesh",
 * "लक्ष्मी" → "lakshmi", "श्री" → "shri"), so that a name can be matched across scripts through
 * its phonetic key (indian-phonetic.ts, decision 0078). A table, not a library: plain ASCII out,
 * the inherent vowel dropped where Hindi drops it (at the end of a word, and in V C _ C V).
 */

const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a',
  आ: 'aa',
  इ: 'i',
  ई: 'ee',
  उ: 'u',
  ऊ: 'oo',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
  ऍ: 'e',
};

const MATRAS: Readonly<Record<string, string>> = {
  'ा': 'aa',
  'ि': 'i',
  'ी': 'ee',
  'ु': 'u',
  'ू': 'oo',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॉ': 'o',
  'ॅ': 'e',
};

const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** A consonant with a nukta (ज़, फ़, ड़…), written either as one code point or with ़. */
const NUKTA: Readonly<Record<string, string>> = { k: 'q', kh: 'kh', g: 'g', j: 'z', d: 'r', dh: 'rh', ph: 'f', y: 'y' };
const PRECOMPOSED: Readonly<Record<string, string>> = {
  '\u0958': 'क़',
  '\u0959': 'ख़',
  '\u095A': 'ग़',
  '\u095B': 'ज़',
  '\u095C': 'ड़',
  '\u095D': 'ढ़',
  '\u095E': 'फ़',
  '\u095F': 'य़',
};

const VIRAMA = '्';
const NUKTA_SIGN = '़';
const LABIALS = new Set(['p', 'ph', 'b', 'bh', 'm']);

/** Does the text hold any Devanagari letter? */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097F]/.test(text);
}

type Unit = { consonant: string; vowel: string; inherent: boolean };

/** One word of Devanagari as consonant + vowel units ("गणेश" → g+a, n+e, sh+a). */
function units(word: string): Array<Unit | string> {
  const out: Array<Unit | string> = [];
  const chars = [...word.normalize('NFD')].map((c) => PRECOMPOSED[c] ?? c).join('');
  const list = [...chars.normalize('NFD')];
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    const last = out[out.length - 1];
    if (CONSONANTS[c] !== undefined) {
      let consonant = CONSONANTS[c];
      if (list[i + 1] === NUKTA_SIGN) {
        consonant = NUKTA[consonant] ?? consonant;
        i++;
      }
      out.push({ consonant, vowel: 'a', inherent: true });
    } else if (c === NUKTA_SIGN) {
      continue;
    } else if (c === VIRAMA && typeof last === 'object') {
      last.vowel = '';
      last.inherent = false;
    } else if (MATRAS[c] !== undefined && typeof last === 'object') {
      last.vowel = MATRAS[c];
      last.inherent = false;
    } else if (VOWELS[c] !== undefined) {
      out.push({ consonant: '', vowel: VOWELS[c], inherent: false });
    } else if ((c === 'ं' || c === 'ँ') && typeof last === 'object') {
      const next = list[i + 1] !== undefined ? CONSONANTS[list[i + 1]!] : undefined;
      out.push(next !== undefined && LABIALS.has(next) ? 'm' : 'n');
    } else if (c === 'ः') {
      out.push('h');
    } else if (c >= '०' && c <= '९') {
      out.push(String(c.charCodeAt(0) - '०'.charCodeAt(0)));
    } else if (!/[\u0900-\u097F]/.test(c)) {
      out.push(c);
    }
  }
  return out;
}

/**
 * Drops the inherent a where Hindi does not say it: at the end, and between V C _ C V, never two
 * in a row. Looked for from the word's start ("जयनगर" → "jaynagar"), or from its end, which suits
 * words ending in a second part (`fromEnd`: "जबलपुर" → "jabalpur", where from the start it is
 * "jablapur").
 */
function dropSchwas(list: Array<Unit | string>, fromEnd: boolean): void {
  const syllables = list.filter((u): u is Unit => typeof u === 'object');
  const lastUnit = syllables[syllables.length - 1];
  if (lastUnit !== undefined && lastUnit.inherent && syllables.length > 1) lastUnit.vowel = '';
  const drop = (i: number) => {
    const before = syllables[i - 1]!;
    const here = syllables[i]!;
    const after = syllables[i + 1]!;
    if (!here.inherent || before.vowel === '' || after.consonant === '' || after.vowel === '') return false;
    here.vowel = '';
    here.inherent = false;
    return true;
  };
  if (fromEnd) {
    for (let i = syllables.length - 2; i >= 1; i--) if (drop(i)) i--;
  } else {
    for (let i = 1; i < syllables.length - 1; i++) if (drop(i)) i++;
  }
}

/** A Devanagari text in Latin letters, the a's Hindi does not say dropped (dropSchwas); other characters unchanged. */
export function romaniseDevanagari(text: string, { schwasFromEnd = false } = {}): string {
  return text
    .split(/(\s+)/)
    .map((word) => {
      if (!hasDevanagari(word)) return word;
      const list = units(word);
      dropSchwas(list, schwasFromEnd);
      return list.map((u) => (typeof u === 'string' ? u : u.consonant + u.vowel)).join('');
    })
    .join('');
}
