import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { importShops } from './import-shops.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A CSV of `count` rows, each 50th of them bad (no name); refs are the file's name and the row. */
function writeCsv(name: string, count: number): { file: string; good: number } {
  const lines = ['name,intro,city,state,pin,lat,long,sub_category,ref'];
  let good = 0;
  for (let i = 0; i < count; i++) {
    if (i % 50 === 49) lines.push(`,,Pune,Maharashtra,411001,18.52,73.85,bakery,${name}-bad-${i}`);
    else {
      // Quoted names with commas and line breaks cross the reader's piece boundaries too.
      lines.push(
        `"Stream ""${i}"" Stores, Lane\n${i % 7}",Since 1990,Pune,Maharashtra,411001,${18 + (i % 100) / 1000},73.85,grocery-store,${name}-${i}`,
      );
      good++;
    }
  }
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.join('\r\n')}\r\n`);
  return { file, good };
}

// The quoted names above hold a line break, so each good row takes two lines of the file.
function fileLineOf(dataIndex: number): number {
  return 2 + dataIndex * 2 - Math.floor(dataIndex / 50);
}

const readInPieces = (file: string) => createReadStream(file, { encoding: 'utf8', highWaterMark: 997 });

describe.each(DIALECTS)('streaming import on %s', (dialect) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(dialect);
  });
  afterAll(() => db.close());

  const count = async () =>
    Number(
      (
        await db.kysely
          .selectFrom('shops')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('source', '=', 'import:csv')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('loads a file larger than one batch, read in small pieces, and reports bad rows by their line', async () => {
    const { file, good } = writeCsv('big.csv', 1000);
    const progress: number[] = [];
    const result = await importShops(db, 'big.csv', readInPieces(file), {
      batchSize: 64,
      onProgress: (p) => progress.push(p.inserted),
    });
    expect(result).toMatchObject({ read: 1000, inserted: good, duplicates: 0, skipped: 20, interrupted: false });
    expect(result.problems.slice(0, 2)).toEqual([
      { line: fileLineOf(49), message: 'name is missing' },
      { line: fileLineOf(99), message: 'name is missing' },
    ]);
    expect(progress.length).toBeGreaterThan(10);
    expect(await count()).toBe(good);
    const shop = await db.kysely
      .selectFrom('shops')
      .select(['name', 'city'])
      .where('source_ref', '=', 'import:csv:big.csv-10')
      .executeTakeFirstOrThrow();
    expect(shop).toEqual({ name: 'Stream "10" Stores, Lane\n3', city: 'Pune' });
    // Every imported shop has its category, and the name search finds it.
    const categories = await db.kysely
      .selectFrom('shop_sub_categories')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('sub_category_id', '=', 'grocery-store')
      .executeTakeFirstOrThrow();
    expect(Number(categories.n)).toBe(good);
    const found = await db.kysely
      .selectFrom('shops')
      .select('id')
      .where('name_key', 'like', '%"777" stores%')
      .execute();
    expect(found).toHaveLength(1);
  });

  it('gathers the planner statistics after an import', async () => {
    const rows =
      dialect === 'postgres'
        ? await sql<{
            n: number;
          }>`select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename = 'shops'`.execute(
            db.kysely,
          )
        : await sql<{ n: number }>`select count(*) as n from sqlite_stat1 where tbl = 'shops'`.execute(db.kysely);
    expect(Number(rows.rows[0]!.n)).toBeGreaterThan(0);
  });

  it('stopped half-way keeps the batches that committed, and a rerun adds only the rest', async () => {
    const { file, good } = writeCsv('stopped.csv', 600);
    const before = await count();
    const stop = new AbortController();
    const first = await importShops(db, 'stopped.csv', readInPieces(file), {
      batchSize: 50,
      signal: stop.signal,
      onProgress: (p) => {
        if (p.inserted >= 100) stop.abort();
      },
    });
    expect(first.interrupted).toBe(true);
    expect(first.inserted).toBeGreaterThanOrEqual(100);
    expect(first.inserted).toBeLessThan(good);
    expect(await count()).toBe(before + first.inserted);

    const rerun = await importShops(db, 'stopped.csv', readInPieces(file), { batchSize: 50 });
    expect(rerun).toMatchObject({ interrupted: false, inserted: good - first.inserted, unchanged: first.inserted });
    expect(await count()).toBe(before + good);
  });

  it('streams a GeoJSON FeatureCollection feature by feature, whatever the pieces', async () => {
    const features = Array.from({ length: 300 }, (_, i) => ({
      type: 'Feature',
      id: `node/${9000 + i}`,
      geometry: { type: 'Point', coordinates: [73.85 + i / 10_000, 18.52] },
      properties:
        i % 100 === 5 ? { name: 'Not a shop {really}' } : { shop: 'bakery', name: `Geo "${i}" Bakers [east]` },
    }));
    const file = path.join(dir, 'export.geojson');
    writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', generator: 'test', features }, null, 1));
    const result = await importShops(db, 'export.geojson', readInPieces(file), { batchSize: 64 });
    expect(result).toMatchObject({ read: 300, inserted: 297, skipped: 3 });
    expect(result.problems.map((p) => p.line)).toEqual([6, 106, 206]);
    const shop = await db.kysely
      .selectFrom('shops')
      .select(['name', 'city'])
      .where('source_ref', '=', 'import:osm:node/9042')
      .executeTakeFirstOrThrow();
    expect(shop).toEqual({ name: 'Geo "42" Bakers [east]', city: 'Pune' });
  });
});
