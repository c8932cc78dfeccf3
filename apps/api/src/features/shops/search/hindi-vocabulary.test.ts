import { describe, expect, it } from 'vitest';
import { SUB_CATEGORY_LABELS as HI_SUB_CATEGORY_LABELS } from '@local-shops/shared/locales/hi/taxonomy';
import { TAXONOMY } from '../../../test/fixtures.ts';
import { withoutNearby } from './forgiving-search.ts';
import { DEVANAGARI_WORDS, vocabularyKey } from './hindi-vocabulary.ts';
import { buildVocabulary, closestWord } from './search-vocabulary.ts';

const subCategories = TAXONOMY.flatMap((c) => c.subCategories);
const vocabulary = buildVocabulary(subCategories);
const kinds = (word: string) => [...(vocabulary.meanings.get(vocabularyKey(word)) ?? [])].sort();

describe('Hindi words in Devanagari', () => {
  it('key the ways one word is written alike: nukta, chandrabindu, nasal conjuncts, ऑ', () => {
    expect(vocabularyKey('सब्ज़ी')).toBe(vocabularyKey('सब्जी'));
    // ज़ as one code point (U+095B) and as ज + nukta.
    expect(vocabularyKey('\u095b')).toBe(vocabularyKey('\u091c\u093c'));
    expect(vocabularyKey('दर्ज़ी')).toBe('दर्जी');
    expect(vocabularyKey('फ़ोन')).toBe('फोन');
    expect(vocabularyKey('सेवाएँ')).toBe('सेवाएं');
    expect(vocabularyKey('हिन्दी')).toBe('हिंदी');
    expect(vocabularyKey('मण्डी')).toBe('मंडी');
    expect(vocabularyKey('डॉक्टर')).toBe(vocabularyKey('डाक्टर'));
    expect(vocabularyKey('kirana')).toBe('kirana');
  });

  it('are each read as a Latin word that names kinds, and mean what it means', () => {
    const unread = Object.entries(DEVANAGARI_WORDS).filter(([, latin]) => kinds(latin).length === 0);
    expect(unread).toEqual([]);
    for (const [word, latin] of Object.entries(DEVANAGARI_WORDS)) expect(kinds(word), word).toEqual(kinds(latin));
  });

  it('name the everyday kinds, whichever way they are written', () => {
    expect(kinds('दवा')).toEqual(['pharmacy']);
    expect(kinds('दवाई')).toEqual(['pharmacy']);
    expect(kinds('मिठाई')).toEqual(['sweet-shop']);
    expect(kinds('किराना')).toEqual(['grocery-store']);
    expect(kinds('सब्ज़ी')).toEqual(['fruits-and-vegetables']);
    expect(kinds('सब्जी')).toEqual(['fruits-and-vegetables']);
    expect(kinds('दर्ज़ी')).toEqual(['tailoring']);
    expect(kinds('दर्जी')).toEqual(['tailoring']);
    expect(kinds('मोबाइल')).toEqual(['mobile-phones', 'mobile-repair']);
  });

  it('name every kind through its Hindi label, and leave out the words that name none', () => {
    const unnamed = subCategories.filter(
      (sub) =>
        !HI_SUB_CATEGORY_LABELS[sub.id as keyof typeof HI_SUB_CATEGORY_LABELS]
          .split(/[^\p{L}\p{M}]+/u)
          .some((word) => kinds(word).includes(sub.id)),
    );
    expect(unnamed.map((sub) => sub.id)).toEqual([]);
    expect(vocabulary.meanings.has(vocabularyKey('की'))).toBe(false);
    expect(vocabulary.meanings.has(vocabularyKey('दुकान'))).toBe(false);
  });

  it('are corrected when one letter is off, as Latin words are', () => {
    expect(closestWord(vocabulary, vocabularyKey('मिठई'))).toBe(vocabularyKey('मिठाई'));
    expect(closestWord(vocabulary, vocabularyKey('किरान'))).toBe(vocabularyKey('किराना'));
  });
});

describe('"near me"', () => {
  it('is dropped from the words, in English, Hinglish and Hindi', () => {
    expect(withoutNearby(['kirana', 'near', 'me'])).toEqual(['kirana']);
    expect(withoutNearby(['kirana', 'nearby'])).toEqual(['kirana']);
    expect(withoutNearby(['sweets', 'near', 'by'])).toEqual(['sweets']);
    expect(withoutNearby(['dawai', 'mere', 'paas'])).toEqual(['dawai']);
    expect(withoutNearby(['मेरे', 'पास', 'किराना'])).toEqual(['किराना']);
    expect(withoutNearby(['दवाई', 'नज़दीक'])).toEqual(['दवाई']);
    expect(withoutNearby(['दवाई', 'नजदीक'])).toEqual(['दवाई']);
    expect(withoutNearby(['near', 'me'])).toEqual([]);
  });

  it('leaves "near" and "me" alone elsewhere', () => {
    expect(withoutNearby(['near', 'jayanagar'])).toEqual(['near', 'jayanagar']);
    expect(withoutNearby(['me', 'near'])).toEqual(['me', 'near']);
  });
});
