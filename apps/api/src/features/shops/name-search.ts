/** Lower-cases a name the way the directory orders and searches it. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a search, lower-cased, de-duplicated, at most 8. */
export function searchWords(text: string): string[] {
  return [...new Set(nameKey(text).split(' ').filter(Boolean))].slice(0, 8);
}

export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** FTS5 query where every word of 3+ characters must appear (trigram tokenizer: substring match). */
export function ftsQuery(words: string[]): string | undefined {
  const long = words.filter((w) => [...w].length >= 3);
  return long.length ? long.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ') : undefined;
}

/**
 * The words the trigram index should look up. A 3-character word is a single trigram whose
 * posting list can be huge ("sri"), so those are left to LIKE when a longer word exists.
 */
export function indexableWords(words: string[]): string[] {
  const indexable = words.filter((w) => [...w].length >= 3);
  const long = indexable.filter((w) => [...w].length >= 4);
  return long.length ? long : indexable;
}
