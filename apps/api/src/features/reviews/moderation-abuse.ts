/** Abuse in a review or reply (moderation.ts): a blocked word however spelled, split or masked. */

import { foldDevanagari } from './moderation-normalise.ts';
import { BLOCKLIST } from './moderation-words.ts';

/** Symbols written for letters: @ $ € beside a letter (a$$, @ss), ! | + before one (b!tch, bi+ch). */
const LEET_SYMBOLS: Record<string, string> = {
  '@': 'a',
  $: 's',
  '€': 'e',
  '£': 'l',
  '¢': 'c',
  '!': 'i',
  '|': 'i',
  '¡': 'i',
  '+': 't',
};
/** Digits written for letters: only beside a letter (sh1t, 5hit), so "5 star" stays a number. */
const LEET_DIGITS: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };
const LEET_BESIDE = /(?<=\p{L})[@$€£¢013457]|[@$€£¢013457!|¡+](?=\p{L})/gu;
/** A digit alone between letters alone, as in "b 1 t c h". */
const LEET_SPACED =
  /(?<=(?:^|[^\p{L}\p{N}])\p{L}[^\p{L}\p{N}]{1,3})[013457](?=[^\p{L}\p{N}]{1,3}\p{L}(?![\p{L}\p{N}]))/gu;
const leet = (c: string) => LEET_SYMBOLS[c] ?? LEET_DIGITS[c] ?? c;

/**
 * One spelling for many: lower case, leetspeak, ph -> f, q -> k, oo -> u, w -> v, y -> i, l -> i
 * (1 and | stand for both), repeated letters as one (biiitch, gaandu), Devanagari folded.
 */
function skeleton(text: string): string {
  return foldDevanagari(
    text
      .toLowerCase()
      .replace(/\u0307/g, '')
      .replace(LEET_SPACED, leet)
      // Twice, for runs (f000k).
      .replace(LEET_BESIDE, leet)
      .replace(LEET_BESIDE, leet)
      .replace(/ph/g, 'f')
      .replace(/q/g, 'k')
      .replace(/o{2,}/g, 'u')
      .replace(/w/g, 'v')
      .replace(/[yl]/g, 'i'),
  ).replace(/(\p{L}|\p{M}|[*#])\1+/gu, '$1');
}

/** Two skeletons joined: the folds that can span the seam (p|h, o|o, repeated letters) done again. */
const rejoin = (left: string, right: string) =>
  (left + right)
    .replace(/ph/g, 'f')
    .replace(/o{2,}/g, 'u')
    .replace(/(\p{L}|\p{M}|[*#])\1+/gu, '$1');

const BLOCKED_FORMS = new Set(
  BLOCKLIST.flatMap(({ words, endings }) => words.flatMap((word) => endings.map((ending) => skeleton(word + ending)))),
);
const BLOCKED_INSIDE = BLOCKLIST.flatMap(({ words, inside }) => (inside ? words.map(skeleton) : []));

function isBlockedWord(word: string): boolean {
  return BLOCKED_FORMS.has(word) || BLOCKED_INSIDE.some((blocked) => word.includes(blocked));
}

/** "f*ck", "sh#t": a masked word is abuse when a blocked one fits its mask. */
function isMaskedBlockedWord(token: string): boolean {
  if (!/[*#]/.test(token) || /^[*#]|[*#]$/.test(token) || (token.match(/\p{L}/gu)?.length ?? 0) < 2) return false;
  const pattern = new RegExp(`^${token.replace(/[*#]/g, '\\p{L}{1,3}')}$`, 'u');
  for (const form of BLOCKED_FORMS) if (pattern.test(form)) return true;
  return false;
}

const WORD_TOKEN = /[\p{L}\p{M}*#]+/gu;
/** Most pieces worth joining (m o t h e r f u c k e r s). */
const LONGEST_JOIN = 24;

/** Whether the text (normalised) holds abuse, in one word or spelled out in letters. */
export function hasAbuse(normalised: string): boolean {
  const tokens = skeleton(normalised).match(WORD_TOKEN) ?? [];
  for (const token of tokens) if (isBlockedWord(token) || isMaskedBlockedWord(token)) return true;
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]!;
    const next = tokens[i + 1];
    // A word split once: beside a short piece ("sh it", "bit ch", "fu cking"), or a long one in two
    // ("madar chod", "bull shit", "ass hole"), never two ordinary words that happen to spell a short one.
    if (next !== undefined) {
      const pair = rejoin(first, next);
      if ((first.length <= 2 || next.length <= 2 || pair.length >= 6) && BLOCKED_FORMS.has(pair)) return true;
    }
    // Letters spaced, dotted or dashed out: "b i t c h", "b.i.t.c.h", "f-u-c-k": runs of pieces of
    // one or two letters, joined at their boundaries.
    if (first.length > 2) continue;
    let joined = first;
    for (let j = i + 1; j < Math.min(tokens.length, i + LONGEST_JOIN) && tokens[j]!.length <= 2; j++) {
      joined = rejoin(joined, tokens[j]!);
      if (joined.length >= 4 && isBlockedWord(joined)) return true;
    }
  }
  return false;
}
