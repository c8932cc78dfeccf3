import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/**
 * Name search by sound (decision 0078): `name_phonetic` holds the phonetic key of every word of
 * a shop's name (migration 0024). A search word is a list of keys (its own, or its own and those
 * one typo away); a name matches when, for every word, one of its keys is a key of the name.
 * Whole keys only, through an index on both databases: PostgreSQL's GIN index on the column's
 * words (`&&`: any of the keys), SQLite's FTS5 index of them (`("a" OR "b") AND …`).
 */

/** Keys are [a-z0-9] (indian-phonetic.ts); anything else is left out of the SQL. */
const clean = (keys: readonly string[]) => [...new Set(keys.filter((k) => /^[a-z0-9]+$/.test(k)))];

function ftsMatch(keysPerWord: readonly (readonly string[])[]): string | undefined {
  const groups = keysPerWord.map(clean).filter((keys) => keys.length > 0);
  if (groups.length === 0) return undefined;
  return groups.map((keys) => `(${keys.map((k) => `"${k}"`).join(' OR ')})`).join(' AND ');
}

/**
 * Shops whose name has, for every word, one of that word's keys. `asChecks` (SQLite): each shop's
 * keys are checked as text instead of the phonetic index being asked, for a caller that finds
 * the candidates another way (the position index holds the keys, migration 0027).
 */
export function whereNameSoundsLike<Q extends SelectQueryBuilder<Database, 'shops', object>>(
  db: Db,
  query: Q,
  keysPerWord: readonly (readonly string[])[],
  { asChecks = false }: { asChecks?: boolean } = {},
): Q {
  const groups = keysPerWord.map(clean).filter((keys) => keys.length > 0);
  if (groups.length === 0) return query.where(sql<SqlBool>`1 = 0`) as Q;
  if (db.dialect === 'sqlite' && asChecks) {
    // Keys are [a-z0-9] (clean): no LIKE wildcard among them.
    return query.where((eb) =>
      eb.and(
        groups.map((keys) => eb.or(keys.map((k) => sql<SqlBool>`(' ' || name_phonetic || ' ') like ${`% ${k} %`}`))),
      ),
    ) as Q;
  }
  if (db.dialect === 'sqlite') {
    const match = ftsMatch(groups)!;
    return query.where(
      'seq',
      'in',
      sql<number>`(select rowid from shops_phonetic where shops_phonetic match ${match})`,
    ) as Q;
  }
  let q = query;
  for (const keys of groups)
    q = q.where(sql<SqlBool>`string_to_array(name_phonetic, ' ') && ${sql.val(keys)}::text[]`) as Q;
  return q;
}

/** Whether any shop's name has one of the keys: one index probe. */
export async function anyNameSoundsLike(db: Db, keys: readonly string[]): Promise<boolean> {
  if (clean(keys).length === 0) return false;
  const row = await whereNameSoundsLike(db, db.kysely.selectFrom('shops'), [keys])
    .select('id')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Which of `keys` some shop's name holds: one probe of the phonetic index per key, in one
 * statement. A typo's few hundred candidate keys come down to the one or two that exist before
 * the search looks for the shops: PostgreSQL would otherwise check every row against the whole
 * array (2 s at 100,000 shops) rather than ask its index for each.
 */
export async function keysNamesHold(db: Db, keys: readonly string[]): Promise<string[]> {
  const list = clean(keys);
  if (list.length === 0) return [];
  const { rows } =
    db.dialect === 'postgres'
      ? await sql<{ k: string }>`select k from unnest(${sql.val(list)}::text[]) as k
          where exists (select 1 from shops where string_to_array(name_phonetic, ' ') @> array[k])`.execute(db.kysely)
      : await sql<{ k: string }>`select value as k from json_each(${JSON.stringify(list)})
          where exists (select 1 from shops_phonetic where shops_phonetic match '"' || value || '"')`.execute(
          db.kysely,
        );
  return rows.map((r) => r.k);
}

/** How many names have, for every word, one of its keys, counted from the phonetic index up to `limit` (SQLite). */
export async function soundsLikeCountUpTo(
  db: Db,
  keysPerWord: readonly (readonly string[])[],
  limit: number,
): Promise<number> {
  const match = ftsMatch(keysPerWord);
  if (db.dialect !== 'sqlite' || !match) return 0;
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from (select rowid from shops_phonetic where shops_phonetic match ${match} limit ${limit})`.execute(
    db.kysely,
  );
  return Number(rows[0]!.n);
}
