/** Lower-cases a name the way the directory orders and searches it. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a search, lower-cased, de-duplicated, at most 8. */
export function searchWords(text: string): string[] {
  return [...new Set(nameKey(text).split(' ').filter(Boolean))].slice(0, 8);
}
