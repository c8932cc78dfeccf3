import { describe, expect, it } from 'vitest';
import { romaniseDevanagari } from './devanagari.ts';
import { indianPhoneticKey, indianPhoneticKeys, indianPhoneticText } from './indian-phonetic.ts';

// Spellings a shopper takes for the same word: each group must share one key.
const SAME: string[][] = [
  ['sri', 'shri', 'shree', 'sree', 'Shrii', 'श्री'],
  ['laxmi', 'lakshmi', 'lakshmy', 'laxmee', 'Lakshmee', 'लक्ष्मी'],
  ['biryani', 'biriyani', 'briyani', 'biriani', 'बिरयानी'],
  ['ganesh', 'ganesha', 'Ganesh', 'गणेश'],
  ['krishna', 'krisna', 'krishn', 'कृष्ण'],
  ['agarwal', 'aggarwal', 'agarwaal'],
  ['agrawal', 'aggrawal', 'अग्रवाल'],
  ['vijay', 'vijai', 'wijay'],
  ['mithai', 'mitthai', 'मिठाई'],
  ['sabzi', 'sabji', 'sabjee', 'सब्ज़ी'],
  ['pharmacy', 'farmacy'],
  ['chhabra', 'chabra', 'chhabraa'],
  ['medical', 'medikal'],
  ['sweets', 'swits', 'sveets', 'स्वीट्स'],
  ['qureshi', 'kureshi', 'qureshee'],
  ['bhandar', 'bandar', 'भंडार'],
  ['dhaba', 'daba', 'ढाबा'],
  ['kirana', 'kiraana', 'किराना'],
  ['lucky', 'luky', 'lukky'],
  ['gupta', 'goopta', 'गुप्ता'],
  ['priya', 'pria', 'priyaa', 'प्रिया'],
];

// Different names: their keys must differ.
const DIFFERENT: Array<[string, string]> = [
  ['ganesh', 'ramesh'],
  ['kirana', 'karan'],
  ['ram', 'rum'],
  ['laxmi', 'lucky'],
  ['sharma', 'verma'],
  ['gupta', 'mehta'],
  ['mohan', 'madan'],
  ['krishna', 'kishan'],
  ['sweets', 'suits'],
  ['raju', 'raja'],
  ['chai', 'kai'],
  ['bakery', 'bakri'],
];

describe('indianPhoneticKey', () => {
  it.each(SAME.map((group) => [group.join('/'), group] as const))('%s meet', (_label, group) => {
    const keys = group.map(indianPhoneticKey);
    expect(new Set(keys).size, `${group.join(', ')} → ${keys.join(', ')}`).toBe(1);
  });

  it.each(DIFFERENT)('%s and %s stay apart', (a, b) => {
    expect(indianPhoneticKey(a)).not.toBe(indianPhoneticKey(b));
  });

  it('is empty for a word without letters', () => {
    expect(indianPhoneticKey('')).toBe('');
    expect(indianPhoneticKey('&-')).toBe('');
  });

  it('keys a whole text word by word, without repeats', () => {
    expect(indianPhoneticText('Shree Ganesh Sweets')).toBe(indianPhoneticText('sri ganesha sweets'));
    expect(indianPhoneticText('गणेश स्वीट्स')).toBe(indianPhoneticText('Ganesh Sweets'));
    expect(indianPhoneticKeys('Sri Sri Ravi')).toHaveLength(2);
  });
});

describe('romaniseDevanagari', () => {
  it.each([
    ['गणेश', 'ganesh'],
    ['लक्ष्मी', 'lakshmee'],
    ['श्री', 'shree'],
    ['कमल', 'kamal'],
    ['बिरयानी', 'biryaanee'],
    ['हिंदी', 'hindee'],
    ['सब्ज़ी', 'sabzee'],
    ['गणेश स्वीट्स', 'ganesh sveets'],
    ['Shop 12', 'Shop 12'],
  ])('%s → %s', (devanagari, latin) => {
    expect(romaniseDevanagari(devanagari)).toBe(latin);
  });

  // The phonetic keys are made with the a's dropped from the word's start; places are also looked up the other way.
  it.each([
    ['जबलपुर', 'jablapur', 'jabalpur'],
    ['गोरखपुर', 'gorkhapur', 'gorakhpur'],
    ['जयनगर', 'jaynagar', 'jayangar'],
    ['कमल', 'kamal', 'kamal'],
  ])('%s → %s, or from its end %s', (devanagari, fromStart, fromEnd) => {
    expect(romaniseDevanagari(devanagari)).toBe(fromStart);
    expect(romaniseDevanagari(devanagari, { schwasFromEnd: true })).toBe(fromEnd);
  });
});
