import { describe, expect, it } from 'vitest';
import { buildVocabulary, closestWord, editDistance } from './search-vocabulary.ts';

const vocabulary = buildVocabulary([
  { id: 'sweet-shop', label: 'Sweets & Mithai' },
  { id: 'grocery-store', label: 'Kirana & Grocery' },
  { id: 'pharmacy', label: 'Medical & Pharmacy' },
]);

describe('search vocabulary', () => {
  it('counts edits, a swap of neighbours as one, and gives up above the limit', () => {
    expect(editDistance('sweats', 'sweets', 2)).toBe(1);
    expect(editDistance('kiarana', 'kirana', 2)).toBe(1);
    expect(editDistance('mtihai', 'mithai', 2)).toBe(1);
    expect(editDistance('pharmacy', 'farmacy', 2)).toBe(2);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('reads labels and synonyms as words naming sub-categories, never the stop words', () => {
    expect([...vocabulary.meanings.get('mithai')!]).toEqual(['sweet-shop']);
    expect([...vocabulary.meanings.get('chemist')!]).toEqual(['pharmacy']);
    expect([...vocabulary.meanings.get('dawai')!]).toEqual(['pharmacy']);
    expect(vocabulary.meanings.has('and')).toBe(false);
    // A synonym pointing at a sub-category the database does not hold is dropped.
    expect(vocabulary.meanings.get('sabzi')?.size ?? 0).toBe(0);
  });

  it('corrects a typo to the closest known word, and leaves short or far words alone', () => {
    expect(closestWord(vocabulary, 'sweats')).toBe('sweets');
    expect(closestWord(vocabulary, 'kiarana')).toBe('kirana');
    expect(closestWord(vocabulary, 'pharmcy')).toBe('pharmacy');
    expect(closestWord(vocabulary, 'swet')).toBe('sweet');
    expect(closestWord(vocabulary, 'abc')).toBeUndefined();
    expect(closestWord(vocabulary, 'bicycle')).toBeUndefined();
  });
});
