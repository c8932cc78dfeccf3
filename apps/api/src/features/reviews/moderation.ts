import type { ShopReviewQueueReason } from '../../db/schema.ts';

/**
 * Words that send a review to the console's queue instead of publishing it (abuse in English and in
 * Hindi written in Latin letters). Matched as whole words, case-insensitive, after folding the
 * usual digit-for-letter spellings (sh1t, b1tch).
 */
export const REVIEW_BLOCKLIST: readonly string[] = [
  'fuck', 'fucking', 'fucker', 'shit', 'bullshit', 'bitch', 'bastard', 'asshole', 'cunt', 'whore', 'slut', 'motherfucker',
  'chutiya', 'chutiye', 'madarchod', 'madarchot', 'behenchod', 'bhenchod', 'bhenchot', 'gandu', 'gaandu', 'randi', 'harami', 'kamina', 'kamine', 'bhosdike', 'bhosdi', 'lavda', 'lauda', 'lund',
];

const BLOCKED = new Set(REVIEW_BLOCKLIST);
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

const LINK = /\b(?:https?:\/\/|www\.)|\b[a-z0-9][a-z0-9-]*\.(?:com|in|net|org|co|io|info|biz|me|ly|app|xyz|shop|store|site|online|link)\b/i;
/**
 * Runs of digits with the separators people write numbers with. Ten or more digits is a phone
 * number (a mobile, or a landline with its STD code); a date such as 10-11-2026 has eight.
 */
const DIGIT_RUN = /\+?\d[\d\s().-]*\d/g;
const PHONE_DIGITS = 10;

function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    if (match[0].replace(/\D/g, '').length >= PHONE_DIGITS) return true;
  }
  return false;
}

function hasBlockedWord(text: string): boolean {
  const folded = text.toLowerCase().replace(/[013457@$]/g, (c) => LEET[c] ?? c);
  return folded.split(/[^a-z]+/).some((word) => BLOCKED.has(word));
}

/** Why a review's text must wait for a moderator, or null when it may publish at once. */
export function queueReasonOf(text: string): ShopReviewQueueReason | null {
  if (LINK.test(text)) return 'link';
  if (hasPhoneNumber(text)) return 'phone';
  if (hasBlockedWord(text)) return 'blocklist';
  return null;
}
