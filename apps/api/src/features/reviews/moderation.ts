import type { ShopReviewQueueReason } from '../../db/schema.ts';
import { hasAbuse } from './moderation-abuse.ts';
import { hasLink } from './moderation-links.ts';
import { normalise } from './moderation-normalise.ts';
import { hasPhoneNumber } from './moderation-phone.ts';

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
