/** Phone numbers in a review or reply (moderation.ts): in digits of any script, in words, or both. */

import { foldDevanagari } from './moderation-normalise.ts';
import { DIGIT_WORDS, TENS } from './moderation-words.ts';

const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
const TENS_PATTERN = new RegExp(`\\b(${Object.keys(TENS).join('|')})(?:[\\s-]*(${UNITS})\\b)?`, 'g');
/** "nineeightseven...": number words run together (two or more, nothing else in the word). */
const LATIN_DIGIT_WORDS = Object.keys(DIGIT_WORDS)
  .filter((w) => /^[a-z]+$/.test(w))
  .sort((a, b) => b.length - a.length)
  .join('|');
const RUN_ON_DIGIT_WORDS = new RegExp(`^(?:${LATIN_DIGIT_WORDS}){2,}$`);
const RUN_ON_PART = new RegExp(LATIN_DIGIT_WORDS, 'g');
const REPEAT_WORDS = /(?<![\p{L}\p{M}])(double|dabal|dbl|triple|tripal|डबल|ट्रिपल)[\s,._-]*(\d)/gu;

/** Number words as digits ("nine eight double seven" -> "9 8 77"); other words untouched. */
function spellDigits(lower: string): string {
  const words = lower
    .replace(
      TENS_PATTERN,
      (_m, tens: string, unit: string | undefined) => TENS[tens]! + (unit ? DIGIT_WORDS[unit]! : '0'),
    )
    .replace(/[\p{L}\p{M}]+/gu, (word) => {
      const folded = /[\u0900-\u097F]/.test(word) ? foldDevanagari(word) : word;
      const digit = DIGIT_WORDS[folded];
      if (digit !== undefined) return digit;
      if (RUN_ON_DIGIT_WORDS.test(word)) return word.replace(RUN_ON_PART, (w) => DIGIT_WORDS[w]!);
      return word;
    });
  return words.replace(REPEAT_WORDS, (_m, times: string, digit: string) =>
    digit.repeat(/^(triple|tripal|ट्रिपल)$/.test(times) ? 3 : 2),
  );
}

/**
 * Digit groups and what may stand between them in a phone number: spaces, dots, commas, slashes,
 * underscores, dashes, brackets, emoji... (up to 5 of them), but not a letter, a colon (9:30), a
 * currency sign (₹250) or a per cent sign.
 */
const DIGIT_RUN = /\d+(?:[^\p{L}\p{M}\p{N}:\p{Sc}%]{1,5}\d+)*/gu;

/**
 * Whether digits (nothing else) are an Indian phone number: a mobile (10 digits from 6-9), with
 * 0, 91, 091 or 0091 before it; a landline with its STD code (0 and 10 digits, or 91 and 10);
 * a toll-free 1800/1900 number.
 */
function isPhoneDigits(digits: string): boolean {
  return (
    /^(?:0{0,2}91|0)?[6-9]\d{9}$/.test(digits) || /^(?:0|91)[1-9]\d{9}$/.test(digits) || /^1[89]00\d{6,7}$/.test(digits)
  );
}

/** Whether the text (normalised) holds a phone number, in digits of any script, words, or both. */
export function hasPhoneNumber(normalised: string): boolean {
  const text = spellDigits(normalised.toLowerCase())
    // An o, l or i between digits is a 0 or a 1 (98765 432l0).
    .replace(/(?<=\d)o(?=\d)/g, '0')
    .replace(/(?<=\d)[li|](?=\d)/g, '1');
  for (const run of text.matchAll(DIGIT_RUN)) {
    // Any stretch of whole groups: "Shop 12, 98765 43210" holds a number after the 12. A count
    // ("sizes 6, 7, 8, 9, 10, 11, 12") is not one.
    const groups = run[0].match(/\d+/g) ?? [];
    for (let i = 0; i < groups.length; i++) {
      let digits = '';
      let counting = true;
      for (let j = i; j < groups.length && digits.length < 14; j++) {
        digits += groups[j];
        counting &&= j === i || Number(groups[j]) === Number(groups[j - 1]) + 1;
        if (isPhoneDigits(digits) && !(counting && j - i >= 2)) return true;
      }
    }
  }
  return false;
}
