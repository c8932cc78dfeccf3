import { createRequire } from 'node:module';
import type { ShopReviewQueueReason } from '../../db/schema.ts';
import { HIDDEN_DOT, SPOKEN_DOT, foldDevanagari, normalise } from './moderation-normalise.ts';

/**
 * Moderation of what shoppers and owners write (reviews and owners' replies; decision 0055): it
 * finds a phone number, a link or abuse however it is disguised. Every check runs on a normalised
 * copy of the text, never on what was typed:
 *
 * - NFKC (fullwidth and mathematical letters and digits, ligatures, superscripts, circled forms);
 * - format and other invisible characters (zero-width space and joiners, soft hyphen, bidi
 *   controls, variation selectors, fillers) removed, so that they cannot split a word or number;
 * - accents removed, Cyrillic, Greek, small-capital and IPA look-alikes folded to Latin letters;
 * - the decimal digits of every script (Devanagari, Arabic-Indic, Bengali, ...) to ASCII;
 * - dots written as `[.]`, `(dot)`, ` dot `, a fullwidth or ideographic dot made into real dots.
 *
 * Then each check collapses what it needs to (separators between digits, repeated letters,
 * digit-for-letter spellings). A false alarm costs a moderator's click (a review waits in the
 * queue) or a rewording (a reply is refused), so the rules lean towards finding; but ordinary
 * reviews ("Shop no. 12", "₹250", "open till 9:30", a pincode, a date) must publish at once, and
 * the table in moderation.test.ts holds both sides.
 */

export type ModerationReason = Exclude<ShopReviewQueueReason, 'reported'>;

// ---------------------------------------------------------------------------------------------
// Phone numbers

/** Digits written as words, English, romanised Hindi and Hindi (Devanagari, folded as above). */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  ten: '10', eleven: '11', twelve: '12', thirteen: '13', fourteen: '14', fifteen: '15', sixteen: '16', seventeen: '17', eighteen: '18', nineteen: '19',
  shunya: '0', shoonya: '0', sunya: '0', shunye: '0', ek: '1', do: '2', teen: '3', tin: '3', char: '4', chaar: '4', panch: '5', paanch: '5', paach: '5',
  panj: '5', chhe: '6', chhah: '6', chah: '6', chhai: '6', chheh: '6', chhey: '6', saat: '7', sat: '7', aath: '8', aat: '8', nau: '9', nao: '9',
};
for (const [word, digit] of Object.entries({ शून्य: '0', सुन्य: '0', एक: '1', दो: '2', तीन: '3', चार: '4', पांच: '5', पाँच: '5', पाच: '5', छह: '6', छः: '6', छै: '6', छे: '6', सात: '7', आठ: '8', नौ: '9', नो: '9', दस: '10' })) {
  DIGIT_WORDS[foldDevanagari(word)] = digit;
}
const TENS: Record<string, string> = { twenty: '2', thirty: '3', forty: '4', fourty: '4', fifty: '5', sixty: '6', seventy: '7', eighty: '8', ninety: '9' };
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
    .replace(TENS_PATTERN, (_m, tens: string, unit: string | undefined) => TENS[tens]! + (unit ? DIGIT_WORDS[unit]! : '0'))
    .replace(/[\p{L}\p{M}]+/gu, (word) => {
      const folded = /[\u0900-\u097F]/.test(word) ? foldDevanagari(word) : word;
      const digit = DIGIT_WORDS[folded];
      if (digit !== undefined) return digit;
      if (RUN_ON_DIGIT_WORDS.test(word)) return word.replace(RUN_ON_PART, (w) => DIGIT_WORDS[w]!);
      return word;
    });
  return words.replace(REPEAT_WORDS, (_m, times: string, digit: string) => digit.repeat(/^(triple|tripal|ट्रिपल)$/.test(times) ? 3 : 2));
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
  return /^(?:0{0,2}91|0)?[6-9]\d{9}$/.test(digits) || /^(?:0|91)[1-9]\d{9}$/.test(digits) || /^1[89]00\d{6,7}$/.test(digits);
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

// ---------------------------------------------------------------------------------------------
// Links

/** Every top-level domain in the root zone (the `tlds` package, pinned; IANA's list). */
const requireData = createRequire(import.meta.url);
const TLDS: ReadonlySet<string> = new Set(requireData('tlds') as string[]);

/**
 * Top-level domains that are everyday words of a review (English, Hinglish, abbreviations), so
 * that "this.is great", "price kam hai.ye shop", "Pvt.Ltd", "Ph.No", "good food.best dosa" and
 * "bangalore.pin 560011" are not links when someone skips the space after a full stop. With a
 * plain dot they count only when the name before it has a digit or a hyphen (best-deals.shop);
 * a scheme or www, an e-mail address, a path or a hidden dot (`this[.]is`) always counts.
 */
const WORD_TLDS = new Set(
  (
    'ac ad ai am as at be by de do gb gm hr id is it jo kg ki km kr la ma me ml mm mr ms my na ne no nr pe ph pm ps rs sb se so sr st to tv us ye ' +
    'ltd inc llc llp ltda srl sarl gmbh name pin tel ' +
    'new now one you how here got top best like love open free fast cool fun joy wow lol wtf hot red blue pink black green orange gold silk glass ' +
    'day date today eat food menu diet pizza coffee cafe bar pub wine beer kitchen cooking recipes catering restaurant grocery organic fish ' +
    'shop shopping store sale deal deals cheap discount promo coupon coupons bargains gift gifts market markets cash pay money bank loan loans ' +
    'credit insurance tax law legal call phone mobile contact email help care support services solutions company business group center team ' +
    'work works live life land show play spot talk meet next post page blog news report review reviews gallery safe save plus tips total final ' +
    'place space room rest house homes rent rentals family kids baby man men mom dad city town star sky earth energy solar read run fly fit win ' +
    'dog cat pet vet horse car cars bike taxi cab auto autos parts tools toys repair plumbing cleaning doctor clinic dental dentist hospital ' +
    'surgery pharmacy health fitness yoga hair skin makeup beauty salon spa shoes clothing fashion style jewelry watch watches flowers florist ' +
    'garden farm school college education training study courses music dance band movie photo photos video games party wedding events camp ' +
    'travel tours holiday hotels flights world global online website click link delivery express direct quest select smart prime sport trust ' +
    'vision zone zero mini ping seven ice wed bid box buy dot see guru desi art tech bio eco cricket rocks luxury villas media design jobs ' +
    'fail sucks security book'
  ).split(/\s+/),
);
/** Words before a dot that are not a domain's name (function words, titles, address abbreviations). */
const NOT_A_NAME = new Set(
  (
    'a an the this that these those there here it its is was are were be been am i we you he she they me my our your his her their them us ' +
    'and or but so if to of in on at by for from with as not no very too also just only then than now well good bad nice great ok okay ' +
    'went came go going done hai tha thi hain bhi aur nahi nahin ka ki ke ko se me mein par pe ye yeh wo woh toh bahut accha acha achha sab kuch ' +
    'mr mrs ms dr sh shri sri smt st rd nr opp govt pvt co ltd no ph mob tel etc ie eg vs approx rs'
  ).split(/\s+/),
);
/** TLDs that are never the first word of a sentence, so even "Rivalshop.Com" is a link. */
const ALWAYS_DOMAIN = new Set(['com', 'net', 'org']);

const SCHEME = /(?<![\p{L}\p{N}])(?:h[tx]{2}ps?|ftp)\s*:\s*\/\/|(?<![\p{L}\p{N}])www\s*[.\uE000\uE001]\s*[\p{L}\p{N}]/iu;
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
  const tld = TLDS.has(typed) || !/\p{L}/u.test(typed) ? typed : typed.replace(/0/g, 'o').replace(/1/g, 'i').replace(/3/g, 'e');
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
  const text = normalised.replace(BRACKETED_DOT, HIDDEN_DOT).replace(WORD_DOT, SPOKEN_DOT).replace(SPACED_DOT, '.').replace(DOT_SPACE, '.');
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

// ---------------------------------------------------------------------------------------------
// Abuse

/**
 * Abuse in English, Hinglish and Devanagari. Each spelling is compared after the same folding as
 * the text (`skeleton`), so one entry covers its leetspeak, accented, look-alike and stretched
 * forms. `endings`: what may follow and keep it abuse (plurals, -ing, -er, -y); `inside`: also
 * found inside a longer word ("youbitch"), for the words no ordinary word contains (unlike "shit"
 * in "Kshitij", "cunt" in "Scunthorpe", "dick" in "Dickens"). Romanised "randi" is left out: in
 * Telugu it is "please come" ("malli randi", come again), which an owner's reply says often; the
 * Devanagari रंडी stays.
 */
const ENGLISH_ENDINGS = ['', 's', 'es', 'z', 'ez', 'er', 'ers', 'ing', 'in', 'ed', 'y', 'head', 'heads', 'face'];
const HINGLISH_ENDINGS = ['', 's', 'on', 'yon', 'o'];
const BLOCKLIST: ReadonlyArray<{ words: string[]; endings: string[]; inside?: boolean }> = [
  { words: ['fuck', 'motherfuck', 'motherfucker', 'bitch', 'asshole', 'arsehole', 'whore', 'bullshit'], endings: ENGLISH_ENDINGS, inside: true },
  { words: ['fuk', 'fck', 'fuq', 'shit', 'biatch', 'bastard', 'cunt', 'slut', 'wanker', 'twat', 'jackass', 'dumbass', 'scumbag', 'douchebag', 'nigger', 'nigga'], endings: ENGLISH_ENDINGS },
  // Not -y: "dicky" is a car's boot in Indian English.
  { words: ['dick', 'dickhead'], endings: ['', 's', 'head', 'heads'] },
  {
    words: ['chutiya', 'chutiye', 'chutia', 'chootiya', 'chutiyapa', 'madarchod', 'maderchod', 'madharchod', 'madarchot', 'behenchod', 'bahenchod', 'behanchod', 'bhenchod', 'bhanchod', 'bhainchod', 'bhosdike', 'bhosadike', 'bhosdika', 'bhosdiwale', 'bhosdi'],
    endings: [...HINGLISH_ENDINGS, 'e'],
    inside: true,
  },
  {
    words: [
      'benchod', 'bhenchot', 'gandu', 'gaandu', 'gandmara', 'randwa', 'randibaaz', 'harami', 'haramkhor', 'haramzada', 'haramzadi', 'haramjada', 'haramjadi',
      'kamina', 'kamine', 'kaminey', 'kameena', 'kameene', 'bhosda', 'bsdk', 'lavda', 'lauda', 'lawda', 'lavde', 'lawde', 'lodu', 'lund', 'jhaatu', 'jhatu', 'chinal', 'chodu',
    ],
    endings: HINGLISH_ENDINGS,
  },
  {
    words: [
      'चूतिया', 'चूतिये', 'चूतियों', 'चूतियापा', 'मादरचोद', 'मादरचोत', 'बहनचोद', 'बहिनचोद', 'बहेनचोद', 'भेनचोद', 'भैनचोद', 'भेंचोद', 'गांडू', 'रंडी', 'रंडियों', 'रांड', 'हरामी', 'हरामखोर',
      'हरामज़ादा', 'हरामज़ादी', 'हरामज़ादे', 'कमीना', 'कमीने', 'कमीनी', 'भोसड़ीके', 'भोसड़ी', 'भोसड़ा', 'लौड़ा', 'लवड़ा', 'लंड', 'झाटू', 'छिनाल', 'कुतिया', 'चोदू',
    ],
    endings: ['', 'ों', 'े'],
    inside: true,
  },
];

/** Symbols written for letters: @ $ € beside a letter (a$$, @ss), ! | + before one (b!tch, bi+ch). */
const LEET_SYMBOLS: Record<string, string> = { '@': 'a', $: 's', '€': 'e', '£': 'l', '¢': 'c', '!': 'i', '|': 'i', '¡': 'i', '+': 't' };
/** Digits written for letters: only beside a letter (sh1t, 5hit), so "5 star" stays a number. */
const LEET_DIGITS: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };
const LEET_BESIDE = /(?<=\p{L})[@$€£¢013457]|[@$€£¢013457!|¡+](?=\p{L})/gu;
/** A digit alone between letters alone, as in "b 1 t c h". */
const LEET_SPACED = /(?<=(?:^|[^\p{L}\p{N}])\p{L}[^\p{L}\p{N}]{1,3})[013457](?=[^\p{L}\p{N}]{1,3}\p{L}(?![\p{L}\p{N}]))/gu;
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

const BLOCKED_FORMS = new Set(BLOCKLIST.flatMap(({ words, endings }) => words.flatMap((word) => endings.map((ending) => skeleton(word + ending)))));
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

// ---------------------------------------------------------------------------------------------

/**
 * Why a text must not publish as it stands, or null when it may: a link, a phone number or
 * abuse, however written. Reviews wait in the console's queue for it; owners' replies are
 * refused with it (decision 0055).
 */
export function queueReasonOf(text: string): ModerationReason | null {
  const normalised = normalise(text);
  if (hasLink(normalised)) return 'link';
  if (hasPhoneNumber(normalised)) return 'phone';
  if (hasAbuse(normalised)) return 'blocklist';
  return null;
}
