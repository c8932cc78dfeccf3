import { describe, expect, it } from 'vitest';
import { placeSpellings } from './search-place.ts';

// A town or locality in Devanagari is looked up by the Latin spellings the directory may use.
describe('the spellings of a place written in Devanagari', () => {
  it.each([
    ['जयनगर', 'jayanagar'],
    ['कोरमंगला', 'koramangala'],
    ['बेंगलुरु', 'bengaluru'],
    ['वाराणसी', 'varanasi'],
    ['शमशाबाद', 'shamshabad'],
    // "ay" before a consonant, as towns write it: ai.
    ['जयपुर', 'jaipur'],
    ['रायपुर', 'raipur'],
    // "iya" as towns write it: ia.
    ['लुधियाना', 'ludhiana'],
    ['रंगिया', 'rangia'],
    ['खगड़िया', 'khagaria'],
    // The a's Hindi does not say, looked for from the word's end too.
    ['जबलपुर', 'jabalpur'],
    ['गोरखपुर', 'gorakhpur'],
    ['उदयपुर', 'udaipur'],
    // A first "shr" as "sr", "ph" as "f".
    ['श्रीनगर', 'srinagar'],
    ['फरीदाबाद', 'faridabad'],
    // Names that are no romanisation, from the table; ड़ as one code point or two.
    ['दिल्ली', 'delhi'],
    ['लखनऊ', 'lucknow'],
    ['बेंगलुरु', 'bangalore'],
    ['\u0917\u0941\u095c\u0917\u093e\u0902\u0935', 'gurgaon'],
    ['\u0917\u0941\u0921\u093c\u0917\u093e\u0902\u0935', 'gurugram'],
    // ड़ romanised r, written d in the town's name; and v written w.
    ['विजयवाड़ा', 'vijayawada'],
    ['विजयवा\u0921\u093c\u093e', 'vijayawada'],
  ])('%s may be written %s', (devanagari, latin) => {
    expect(placeSpellings(devanagari)).toContain(latin);
  });

  it('keeps a vowel after "ay" and the table\'s own spelling first, and tries at most 128', () => {
    expect(placeSpellings('गया')).toEqual(['gayaa', 'gaya']);
    expect(placeSpellings('दिल्ली').slice(0, 3)).toEqual(['delhi', 'new delhi', 'dillee']);
    expect(placeSpellings('जयपुर')[0]).toBe('jaypur');
    expect(placeSpellings('विजयवाड़ा')).toContain('vijayavara');
    expect(placeSpellings('जेपी नगर सेवन्थ फेज़ बेंगलुरु').length).toBeLessThanOrEqual(128);
  });
});
