/** Links and e-mail addresses in a review or reply (moderation.ts), however the dot is hidden. */

import { createRequire } from 'node:module';
import { HIDDEN_DOT, SPOKEN_DOT } from './moderation-normalise.ts';
import { ALWAYS_DOMAIN, NOT_A_NAME, WORD_TLDS } from './moderation-words.ts';

/** Every top-level domain in the root zone (the `tlds` package, pinned; IANA's list). */
const requireData = createRequire(import.meta.url);
const TLDS: ReadonlySet<string> = new Set(requireData('tlds') as string[]);

const SCHEME =
  /(?<![\p{L}\p{N}])(?:h[tx]{2}ps?|ftp)\s*:\s*\/\/|(?<![\p{L}\p{N}])www\s*[.\uE000\uE001]\s*[\p{L}\p{N}]/iu;
const BRACKETED_DOT = /\s*[[({<]\s*(?:\.|dot|d0t|डॉट|डोट)\s*[\])}>]\s*/giu;
const WORD_DOT = /[\s_-]+(?:dot|d0t|डॉट|डोट)[\s_-]+/giu;
/** "example .com", "example . com": a space before a dot is not how a sentence ends. */
const SPACED_DOT = /\s+\.\s*(?=[\p{L}\p{N}])/gu;
/** "example. com" only before the three TLDs that never start a sentence. */
const DOT_SPACE = /\.[ \t]+(?=(?:com|net|org)(?![\p{L}\p{M}\p{N}]))/giu;
const HOST = /(?<![\p{L}\p{M}\p{N}-])[\p{L}\p{M}\p{N}-]+(?:[.\uE000\uE001][\p{L}\p{M}\p{N}-]+)+/gu;

/** Whether the dot before `parts[i]` makes a domain of `parts[i - 1]` and `parts[i]`. */
function isDomainAt(parts: string[], dots: string[], i: number, evidence: boolean): boolean {
  // A digit for a letter in the TLD (rival.c0m, rival.1n) when that makes a known one.
  const typed = parts[i]!.toLowerCase().replace(/-+$/, '');
  const tld =
    TLDS.has(typed) || !/\p{L}/u.test(typed) ? typed : typed.replace(/0/g, 'o').replace(/1/g, 'i').replace(/3/g, 'e');
  const name = parts[i - 1]!.toLowerCase().replace(/^-+/, '');
  if (!TLDS.has(tld) || !/[\p{L}\p{N}]/u.test(name)) return false;
  if (evidence || dots[i - 1] === HIDDEN_DOT || (i >= 2 && parts[i - 2]!.toLowerCase() === 'www')) return true;
  // " dot " before a word TLD of three letters or more: "rival dot shop", but not "polka dot is".
  if (dots[i - 1] === SPOKEN_DOT) return !WORD_TLDS.has(tld) || tld.length >= 3;
  // A name with a digit or hyphen and a word of three letters: "best-deals.shop", "shop24.online", not "7am-11pm.open".
  if (WORD_TLDS.has(tld)) return /[\d-]/.test(name) && /\p{L}{3}/u.test(name);
  if (NOT_A_NAME.has(name) || (!/\p{L}/u.test(name) && name.length < 3)) return false;
  if (ALWAYS_DOMAIN.has(tld)) return true;
  if (name.length < 2) return false;
  // "Nice place.Club house next door": a small letter, the dot, then a capital and small letters
  // is a full stop with its space left out.
  const sentence = /\p{Ll}/u.test(parts[i - 1]!.at(-1)!) && /^\p{Lu}\p{Ll}/u.test(parts[i]!);
  return !sentence;
}

/** Whether the text (normalised) holds a link or an e-mail address. */
export function hasLink(normalised: string): boolean {
  const text = normalised
    .replace(BRACKETED_DOT, HIDDEN_DOT)
    .replace(WORD_DOT, SPOKEN_DOT)
    .replace(SPACED_DOT, '.')
    .replace(DOT_SPACE, '.');
  if (SCHEME.test(text)) return true;
  for (const match of text.matchAll(HOST)) {
    const host = match[0];
    const end = match.index + host.length;
    const parts = host.split(/[.\uE000\uE001]/);
    const dots = host.match(/[.\uE000\uE001]/g) ?? [];
    // An e-mail address (name@host) or a path (host/...) says link whatever the TLD.
    const evidence = text[match.index - 1] === '@' || (text[end] === '/' && /[\p{L}\p{N}]/u.test(text[end + 1] ?? ''));
    for (let i = 1; i < parts.length; i++) if (isDomainAt(parts, dots, i, evidence)) return true;
  }
  return false;
}
