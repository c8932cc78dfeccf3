import { describe, expect, it } from 'vitest';
import { compareNameKeys, compareNameOrder } from './name-order.ts';

// The databases' order of name keys: their UTF-8 bytes (PostgreSQL's "C" collation, SQLite's BINARY).
const byBytes = (a: string, b: string) => Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b)));

/** Characters where UTF-16 and UTF-8 orders meet or part: ASCII, Devanagari, U+E000-U+FFFF and past U+FFFF. */
const ALPHABET = ['a', 'b', 'z', ' ', '0', 'é', 'क', 'ा', '्', '\ue000', '\uff21', '\uffff', '😀', '𝐀', '\u{10000}'];

function randomKey(random: () => number): string {
  const length = Math.floor(random() * 5);
  return Array.from({ length }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
}

/** A small seeded generator, so that a failure can be repeated. */
function seeded(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('the name order', () => {
  it('orders name keys as the databases do, byte by byte in UTF-8', () => {
    const random = seeded(26);
    for (let n = 0; n < 20_000; n++) {
      const a = randomKey(random);
      const b = random() < 0.3 ? a + randomKey(random) : randomKey(random);
      expect([a, b, Math.sign(compareNameKeys(a, b))]).toEqual([a, b, byBytes(a, b)]);
    }
  });

  it('puts a character past U+FFFF after U+FFFF, where UTF-16 units would put it before', () => {
    expect('😀' < '\uffff').toBe(true);
    expect(compareNameKeys('😀', '\uffff')).toBeGreaterThan(0);
    expect(compareNameKeys('\ue000', '😀')).toBeLessThan(0);
    expect(compareNameKeys('ganesh', 'ganesh stores')).toBeLessThan(0);
  });

  it('breaks a tie of keys by id', () => {
    const rows = [
      { id: 'b', name_key: 'ganesh' },
      { id: 'a', name_key: 'ganesh' },
      { id: 'c', name_key: 'gane' },
    ];
    expect(rows.sort(compareNameOrder).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
});
