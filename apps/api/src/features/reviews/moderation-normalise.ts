/**
 * The normalised copy of a text that moderation reads (moderation.ts, decision 0055): invisible
 * characters out, NFKC with accents taken off, look-alikes folded to Latin, every script's digits
 * to ASCII, hidden dots marked; and Devanagari's spelling variants folded.
 */

/** A dot someone took pains to hide (`[.]`, `(dot)`, a fullwidth or ideographic dot). */
export const HIDDEN_DOT = '\uE000';
/** A dot written out as a word (` dot `). */
export const SPOKEN_DOT = '\uE001';

/** Invisible characters that \p{Cf} does not cover: combining grapheme joiner, variation selectors, fillers, blank braille. */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- lone combining marks are what it removes
  /[\p{Cf}\p{Co}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;
/** Fullwidth, halfwidth, ideographic and small full stops and the one-dot leader: before NFKC, which would make some of them plain. */
const WIDE_DOTS = /[\uFF0E\uFF61\u3002\uFE12\uFE52\u2024]/g;
/**
 * Middle dot, bullet, katakana middle dot... between two letters with no space, read as a plain dot
 * ("example•com"); with spaces they are list bullets ("Great food • Free delivery").
 */
const MID_DOTS = /(?<=[\p{L}\p{N}])[\u00B7\u2022\u2219\u22C5\u30FB\u2027\u2E31\uA4F8](?=[\p{L}\p{N}])/gu;
/** Combining marks over Latin, Greek and Cyrillic letters (accents); Devanagari's own signs are kept. */
// eslint-disable-next-line no-misleading-character-class -- lone combining marks are what it removes
const LATIN_MARKS = /[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]/g;

/** Letters of other scripts that look like Latin ones (Unicode's confusables, the ones people use). */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  А: 'A',
  а: 'a',
  В: 'B',
  в: 'b',
  Е: 'E',
  е: 'e',
  Ё: 'E',
  ё: 'e',
  К: 'K',
  к: 'k',
  М: 'M',
  м: 'm',
  Н: 'H',
  н: 'h',
  О: 'O',
  о: 'o',
  Р: 'P',
  р: 'p',
  С: 'C',
  с: 'c',
  Т: 'T',
  т: 't',
  У: 'Y',
  у: 'y',
  Х: 'X',
  х: 'x',
  І: 'I',
  і: 'i',
  Ї: 'I',
  ї: 'i',
  Ј: 'J',
  ј: 'j',
  Ѕ: 'S',
  ѕ: 's',
  Ԁ: 'D',
  ԁ: 'd',
  Һ: 'H',
  һ: 'h',
  Ӏ: 'I',
  ӏ: 'l',
  Ԛ: 'Q',
  ԛ: 'q',
  Ԝ: 'W',
  ԝ: 'w',
  Ь: 'b',
  ь: 'b',
  Ъ: 'b',
  ъ: 'b',
  Ү: 'Y',
  ү: 'y',
  Ө: 'O',
  ө: 'o',
  З: '3',
  з: '3',
  п: 'n',
  г: 'r',
  // Greek
  Α: 'A',
  α: 'a',
  Β: 'B',
  β: 'b',
  Ε: 'E',
  ε: 'e',
  Ζ: 'Z',
  Η: 'H',
  η: 'n',
  Ι: 'I',
  ι: 'i',
  Κ: 'K',
  κ: 'k',
  Μ: 'M',
  μ: 'u',
  Ν: 'N',
  ν: 'v',
  Ο: 'O',
  ο: 'o',
  Ρ: 'P',
  ρ: 'p',
  Τ: 'T',
  τ: 't',
  Υ: 'Y',
  υ: 'u',
  Χ: 'X',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  ς: 's',
  σ: 'o',
  Ω: 'O',
  ϲ: 'c',
  Ϲ: 'C',
  ϳ: 'j',
  ϝ: 'f',
  // Latin letters NFD does not take apart, small capitals and IPA
  ı: 'i',
  ȷ: 'j',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ɑ: 'a',
  ɡ: 'g',
  ɩ: 'i',
  ɪ: 'i',
  ʟ: 'l',
  ɴ: 'n',
  ʀ: 'r',
  ʏ: 'y',
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ғ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ᴊ: 'j',
  ᴋ: 'k',
  ᴍ: 'm',
  ᴏ: 'o',
  ᴘ: 'p',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ᴢ: 'z',
  ɾ: 'r',
  ʋ: 'v',
  ɓ: 'b',
  ɗ: 'd',
  ƒ: 'f',
};
const LOOK_ALIKE_PATTERN = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** The ASCII digit of any decimal digit: Unicode encodes each script's 0-9 as a run of ten in order. */
const digitCache = new Map<string, string>();
function asciiDigit(digit: string): string {
  let ascii = digitCache.get(digit);
  if (ascii === undefined) {
    const code = digit.codePointAt(0)!;
    let start = code;
    while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
    ascii = String((code - start) % 10);
    digitCache.set(digit, ascii);
  }
  return ascii;
}

/**
 * The text as the checks read it, letter case kept (a link's check looks at it): see the top of
 * moderation.ts. Exported for the tests.
 */
export function normalise(text: string): string {
  return (
    text
      .replace(INVISIBLE, '')
      .replace(WIDE_DOTS, HIDDEN_DOT)
      // NFKC with the accents taken off in between: NFKD, marks out, then composed again.
      .normalize('NFKD')
      .replace(LATIN_MARKS, '')
      .normalize('NFC')
      .replace(LOOK_ALIKE_PATTERN, (c) => LOOK_ALIKES[c] ?? c)
      .replace(/\p{Nd}/gu, (d) => (d >= '0' && d <= '9' ? d : asciiDigit(d)))
      .replace(MID_DOTS, '.')
  );
}

/**
 * Devanagari spelled several ways: nukta dropped (ड़ -> ड), chandrabindu as anusvara (पाँच -> पांच),
 * long i and u as short (चूतिया -> चुतिया), nasal consonant + virama before a consonant as anusvara.
 */
export function foldDevanagari(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u0940/g, '\u093F')
    .replace(/\u0942/g, '\u0941')
    .replace(/\u0908/g, '\u0907')
    .replace(/\u090A/g, '\u0909')
    .replace(/[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g, '\u0902')
    .normalize('NFC');
}
