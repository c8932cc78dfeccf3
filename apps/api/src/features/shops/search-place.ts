import { sql, type SqlBool } from 'kysely';
import { romaniseDevanagari } from '@local-shops/shared/text/devanagari';
import type { Db } from '../../db/database.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';

/** A town or locality a search named ("kirana in jayanagar"): shown as `name`, kept as `column` = `key`. */
export interface SearchPlace {
  name: string;
  column: 'city' | 'locality';
  key: string;
}

/** Places are at most this many words ("jp nagar 7th phase"). */
const PLACE_WORDS = 4;

/** The town, else the locality, written as `key` (lower-cased): one probe of each column's index. */
async function knownPlace(db: Db, key: string): Promise<SearchPlace | null> {
  for (const column of ['city', 'locality'] as const) {
    const row = await db.kysely
      .selectFrom('shops')
      .select(sql<string>`${sql.ref(column)}`.as('name'))
      .where(sql<SqlBool>`lower(${sql.ref(column)}) = ${key}`)
      .limit(1)
      .executeTakeFirst();
    if (row) return { name: row.name, column, key };
  }
  return null;
}

/**
 * A search's words without "in <place>" (or Hindi "<place> में") when the place is a town or
 * locality of the directory; otherwise the words as they are ("made in india" stays a name).
 */
export async function withoutPlace(
  db: Db,
  words: readonly string[],
  places: TtlCache<SearchPlace | null>,
): Promise<{ words: string[]; place?: SearchPlace }> {
  const look = (key: string) => places.getOrLoad(key, () => knownPlace(db, key));
  const at = words.lastIndexOf('in');
  if (at >= 0 && at < words.length - 1 && words.length - at - 1 <= PLACE_WORDS) {
    const place = await look(words.slice(at + 1).join(' '));
    if (place) return { words: words.slice(0, at), place };
  }
  const hindi = words.indexOf('में');
  if (hindi > 0 && hindi <= PLACE_WORDS && hindi < words.length - 1) {
    const place = await look(romaniseDevanagari(words.slice(0, hindi).join(' ')));
    if (place) return { words: words.slice(hindi + 1), place };
  }
  return { words: [...words] };
}
