import { sql, type Kysely } from 'kysely';
import { indianPhoneticText } from '@local-shops/shared/text/indian-phonetic';
import type { Dialect } from '../database.ts';

/**
 * The phonetic keys of each shop's name (issue 26, decision 0078): `name_phonetic` holds the
 * Indian-romanisation key of every word of the name, space separated ("Shree Ganesh Sweets" →
 * "sri ganes svits"; a Devanagari name is romanised first), so that spelling variants and the
 * other script find the shop. Looked up by whole key: PostgreSQL through a GIN index on the words
 * of the column, SQLite through an FTS5 index of them (kept up to date by triggers, as shops_fts
 * is). Existing rows get their keys here. And the places a search may name ("kirana in
 * jayanagar"): the town and the locality (0020's `neighbourhood`, renamed `locality` by 0025; an
 * index follows its column's new name), lower-cased, each with an index of its own. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('shops')
    .addColumn('name_phonetic', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await backfill(db, dialect);
  await sql`create index shops_city_lower_idx on shops (lower(city))`.execute(db);
  // `neighbourhood` until 0025 renames it (a database that ran 0025 first has `locality`).
  // This schema's shops only: introspection lists every schema's tables, and another one's
  // `shops` (a test's or a bench's in the same database) may already have `locality`.
  const renamed =
    dialect === 'postgres'
      ? sql`select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'shops' and column_name = 'locality'`
      : sql`select 1 from pragma_table_info('shops') where name = 'locality'`;
  const locality = (await renamed.execute(db)).rows.length > 0 ? 'locality' : 'neighbourhood';
  await sql`create index shops_locality_lower_idx on shops (lower(${sql.ref(locality)}))`.execute(db);
  if (dialect === 'postgres') {
    await sql`create index shops_name_phonetic_idx on shops using gin (string_to_array(name_phonetic, ' '))`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table shops_phonetic using fts5(name_phonetic, content='shops', content_rowid='seq', tokenize='unicode61')`.execute(
    db,
  );
  await sql`insert into shops_phonetic(shops_phonetic) values ('rebuild')`.execute(db);
  await sql`create trigger shops_phonetic_insert after insert on shops begin
      insert into shops_phonetic(rowid, name_phonetic) values (new.seq, new.name_phonetic);
    end`.execute(db);
  await sql`create trigger shops_phonetic_delete after delete on shops begin
      insert into shops_phonetic(shops_phonetic, rowid, name_phonetic) values ('delete', old.seq, old.name_phonetic);
    end`.execute(db);
  await sql`create trigger shops_phonetic_update after update of name_phonetic on shops begin
      insert into shops_phonetic(shops_phonetic, rowid, name_phonetic) values ('delete', old.seq, old.name_phonetic);
      insert into shops_phonetic(rowid, name_phonetic) values (new.seq, new.name_phonetic);
    end`.execute(db);
}

const BATCH = 2000;

/**
 * Every existing shop's keys, worked out here (the key is code, not SQL), a batch of rows at a
 * time, each batch written by one UPDATE ... FROM (a statement per row would take minutes at a
 * million shops).
 */
async function backfill(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (let after = 0; ;) {
    const { rows } = await sql<{ seq: number; name: string }>`
      select seq, name from shops where seq > ${after} order by seq limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const seqs = rows.map((row) => Number(row.seq));
    const keys = rows.map((row) => indianPhoneticText(row.name));
    await (
      dialect === 'postgres'
        ? sql`update shops set name_phonetic = v.k
            from (select unnest(${sql.val(seqs)}::bigint[]) as seq, unnest(${sql.val(keys)}::text[]) as k) v
            where shops.seq = v.seq`
        : sql`update shops set name_phonetic = v.k
            from (select json_extract(value, '$[0]') as seq, json_extract(value, '$[1]') as k
                  from json_each(${JSON.stringify(seqs.map((seq, i) => [seq, keys[i]]))})) as v
            where shops.seq = v.seq`
    ).execute(db);
    after = seqs[seqs.length - 1]!;
  }
}
