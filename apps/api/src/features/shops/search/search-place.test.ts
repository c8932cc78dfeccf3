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
    // ड़ romanised r, written d in the town's name; and v written w.
    ['विजयवाड़ा', 'vijayawada'],
    ['विजयवा\u0921\u093c\u093e', 'vijayawada'],
  ])('%s may be written %s', (devanagari, latin) => {
    expect(placeSpellings(devanagari)).toContain(latin);
  });

  it('keeps a vowel after "ay" and the table\'s own spelling first, and tries at most 64', () => {
    expect(placeSpellings('गया')).toEqual(['gayaa', 'gaya']);
    expect(placeSpellings('जयपुर')[0]).toBe('jaypur');
    expect(placeSpellings('विजयवाड़ा')).toContain('vijayavara');
    expect(placeSpellings('जेपी नगर सेवन्थ फेज़ बेंगलुरु').length).toBeLessThanOrEqual(64);
  });
});
