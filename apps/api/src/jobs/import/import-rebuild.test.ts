import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBulkLoad } from '../../db/bulk-load.ts';
import type { Db } from '../../db/database.ts';
import { toShopRow } from '../../features/shops/shops.writer.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { importShops } from './import-shops.ts';

/** A CSV of `count` good rows (refs `name-i`), every shop in Pune's grocery stores. */
function csv(name: string, count: number, from = 0): string {
  const lines = ['name,intro,city,state,pin,lat,long,sub_category,ref'];
  for (let i = from; i < from + count; i++)
    lines.push(
      `Rebuild ${name} ${i} Stores,,Pune,Maharashtra,411001,${18 + i / 100_000},73.85,grocery-store,${name}-${i}`,
    );
  return `${lines.join('\n')}\n`;
}

/** Every piece of the directory's schema a large load drops and builds again: indexes, constraints, triggers. */
async function schemaOf(db: Db, dialect: string): Promise<string[]> {
  if (dialect === 'postgres') {
    const indexes = await sql<{
      name: string;
    }>`select indexname || ': ' || indexdef as name from pg_indexes where schemaname = current_schema() and tablename in ('shops', 'shop_categories', 'shop_sub_categories')`.execute(
      db.kysely,
    );
    const constraints = await sql<{
      name: string;
    }>`select conname || ': ' || pg_get_constraintdef(oid) as name from pg_constraint where conrelid in ('shops'::regclass, 'shop_categories'::regclass, 'shop_sub_categories'::regclass)`.execute(
      db.kysely,
    );
    return [...indexes.rows, ...constraints.rows].map((r) => r.name).sort();
  }
  const rows = await sql<{
    name: string;
  }>`select type || ' ' || name || ': ' || coalesce(sql, '') as name from sqlite_master where tbl_name in ('shops', 'shop_categories', 'shop_sub_categories', 'shops_fts') and type in ('index', 'trigger')`.execute(
    db.kysely,
  );
  return rows.rows.map((r) => r.name).sort();
}

/** The file's text line by line, as a stream hands it out in pieces (a stop is seen between pieces). */
async function* lines(text: string): AsyncGenerator<string> {
  for (const line of text.split(/(?<=\n)/)) yield line;
}

describe.each(DIALECTS)('a large import (indexes built once) on %s', (dialect) => {
  let db: Db;
  let schema: string[];
  beforeAll(async () => {
    db = await createTestDb(dialect);
    schema = await schemaOf(db, dialect);
  });
  afterAll(() => db.close());

  const count = async (prefix: string) =>
    Number(
      (
        await db.kysely
          .selectFrom('shops')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('source_ref', 'like', `import:csv:${prefix}-%`)
          .executeTakeFirstOrThrow()
      ).n,
    );
  // The name search as the list runs it: FTS5 on SQLite, the trigram index on PostgreSQL.
  const findByName = async (words: string) =>
    dialect === 'postgres'
      ? (await sql<{ id: string }>`select id from shops where name_key like ${`%${words}%`}`.execute(db.kysely)).rows
          .length
      : (
          await sql<{ id: string }>`select rowid from shops_fts where shops_fts match ${`"${words}"`}`.execute(
            db.kysely,
          )
        ).rows.length;

  // Links whose copy of the shop's name key and position (migration 0017) differs from the shop's.
  const staleCopies = async () =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from shop_sub_categories k join shops s on s.id = k.shop_id
          where k.name_key is null or k.name_key <> s.name_key or k.lat <> s.lat or k.long <> s.long`.execute(db.kysely)
      ).rows[0]!.n,
    );

  it('loads every row with its categories, leaves every index in place, and a second import adds nothing', async () => {
    expect(schema.length).toBeGreaterThan(8);
    const first = await importShops(db, 'a.csv', csv('a', 500), { batchSize: 64, rebuildIndexes: true });
    expect(first).toMatchObject({ read: 500, inserted: 500, duplicates: 0, skipped: 0, interrupted: false });
    expect(await count('a')).toBe(500);
    expect(await schemaOf(db, dialect)).toEqual(schema);
    const linked = await db.kysely
      .selectFrom('shop_sub_categories')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('sub_category_id', '=', 'grocery-store')
      .executeTakeFirstOrThrow();
    expect(Number(linked.n)).toBe(500);
    expect(await findByName('rebuild a 417 stores')).toBe(1);
    expect(await staleCopies()).toBe(0);

    const again = await importShops(db, 'a.csv', csv('a', 500), { batchSize: 64, rebuildIndexes: true });
    expect(again).toMatchObject({ inserted: 0, duplicates: 500 });
    expect(await count('a')).toBe(500);
    expect(await schemaOf(db, dialect)).toEqual(schema);
  });

  it.each([true, false])(
    'a batch holding both new shops and shops already there adds the new ones (rebuildIndexes: %s)',
    async (rebuildIndexes) => {
      await importShops(db, 'm.csv', csv(`m${rebuildIndexes}`, 30, 20), { batchSize: 40, rebuildIndexes });
      // Batches of 40: rows 0-39 hold 20 new shops then 20 there already, rows 40-79 hold 10 there already then 30 new.
      const mixed = await importShops(db, 'm.csv', csv(`m${rebuildIndexes}`, 80), { batchSize: 40, rebuildIndexes });
      // Forced, the large load only adds; batch by batch, the shops there already are looked up (decision 0079).
      const there = rebuildIndexes ? { duplicates: 30 } : { unchanged: 30 };
      expect(mixed).toMatchObject({ read: 80, inserted: 50, ...there, skipped: 0 });
      expect(await count(`m${rebuildIndexes}`)).toBe(80);
      expect(await findByName(`rebuild m${rebuildIndexes} 5 stores`)).toBe(1);
      expect(await findByName(`rebuild m${rebuildIndexes} 77 stores`)).toBe(1);
      expect(await staleCopies()).toBe(0);
      expect(await schemaOf(db, dialect)).toEqual(schema);
    },
  );

  it('a shop added one by one after the large load is found by name (the name index trigger is back)', async () => {
    await importShops(db, 'b.csv', csv('b', 1));
    expect(await findByName('rebuild b 0 stores')).toBe(1);
    expect(await staleCopies()).toBe(0);
  });

  it('stopped half-way commits the rows written so far with their indexes, and a rerun adds only the rest', async () => {
    const stop = new AbortController();
    const first = await importShops(db, 'c.csv', lines(csv('c', 600)), {
      batchSize: 50,
      rebuildIndexes: true,
      signal: stop.signal,
      onProgress: (p) => {
        if (p.inserted >= 100) stop.abort();
      },
    });
    expect(first.interrupted).toBe(true);
    expect(first.inserted).toBeGreaterThanOrEqual(100);
    expect(first.inserted).toBeLessThan(600);
    expect(await count('c')).toBe(first.inserted);
    expect(await schemaOf(db, dialect)).toEqual(schema);

    const rerun = await importShops(db, 'c.csv', csv('c', 600), { batchSize: 50, rebuildIndexes: true });
    expect(rerun).toMatchObject({ inserted: 600 - first.inserted, duplicates: first.inserted });
    expect(await count('c')).toBe(600);
  });

  it('ended by a failure (or a kill: the transaction never commits) leaves the directory and its indexes as they were', async () => {
    const before = await count('d');
    const load = await openBulkLoad(db, { rebuildIndexes: true });
    const row = toShopRow({
      id: 'rebuild-d-1',
      name: 'Half Loaded Stores',
      intro: '',
      city: 'Pune',
      state: 'Maharashtra',
      pin: '411001',
      shopType: null,
      storeFrontPicture: null,
      lat: 18.5,
      long: 73.85,
      isClaimed: false,
      categoryIds: ['food-and-grocery'],
      subCategoryIds: ['grocery-store'],
      source: 'import:csv',
      sourceRef: 'import:csv:d-1',
      createdAt: '2026-11-23T10:00:00.000Z',
    });
    expect(await load.load([row])).toBe(1);
    await load.abandon();
    expect(await count('d')).toBe(before);
    expect(await schemaOf(db, dialect)).toEqual(schema);
    // The failed load left nothing behind that would stop the next one.
    const next = await importShops(db, 'd.csv', csv('d', 10), { rebuildIndexes: true });
    expect(next.inserted).toBe(10);
    expect(await schemaOf(db, dialect)).toEqual(schema);
  });

  it('a large file into a small directory is loaded that way on its own (expectedRows)', async () => {
    const result = await importShops(db, 'e.csv', csv('e', 300), { batchSize: 100, expectedRows: 1_000_000 });
    expect(result.inserted).toBe(300);
    expect(await schemaOf(db, dialect)).toEqual(schema);
  });
});
