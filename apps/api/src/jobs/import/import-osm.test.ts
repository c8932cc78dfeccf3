import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDb, DIALECTS, type TestDialect } from '../../test/databases.ts';
import { importShops, type PbfInput } from './import-shops.ts';

// Hand-written data (fixtures/bengaluru.osm, and the same objects as an export in bengaluru.geojson);
// shapes are drawn in steps of 0.0001 degrees from an origin.
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const PBF: PbfInput = { openPbf: () => createReadStream(fixture('bengaluru.osm.pbf'), { highWaterMark: 256 }) };
const GEOJSON = readFileSync(fixture('bengaluru.geojson'), 'utf8');

/** A position in steps from an origin [long, lat]. */
const steps = (shop: { lat: number; long: number }, [long, lat]: [number, number]) =>
  [(shop.long - long) / 0.0001, (shop.lat - lat) / 0.0001] as const;

async function withDb(dialect: TestDialect, test: (db: Db) => Promise<void>) {
  const db = await createTestDb(dialect);
  try {
    await test(db);
  } finally {
    await db.close();
  }
}

async function importedShops(db: Db) {
  const rows = await db.kysely
    .selectFrom('shops')
    .innerJoin('shop_sub_categories', 'shop_sub_categories.shop_id', 'shops.id')
    .select([
      'shops.name',
      'shops.lat',
      'shops.long',
      'shops.pin',
      'shops.source_ref',
      'shop_sub_categories.sub_category_id as sub',
    ])
    .where('shops.source', '=', 'import:osm')
    .execute();
  return new Map(rows.map((row) => [row.name, { ...row, lat: Number(row.lat), long: Number(row.long) }]));
}

/** The shops both files hold, each checked where its shape says it must stand. */
async function expectCommonShops(db: Db) {
  const shops = await importedShops(db);
  expect(shops.get('Iyengar Bakery')).toMatchObject({
    sub: 'bakery',
    pin: '560004',
    source_ref: 'import:osm:node/1',
    lat: 12.9716,
    long: 77.5946,
  });
  expect(shops.get('Apollo Pharmacy')).toMatchObject({ sub: 'pharmacy' });
  expect(shops.get('Corner House')).toMatchObject({ sub: 'ice-cream-parlour' });
  expect(shops.get('Highway Kiosk')).toMatchObject({
    sub: 'paan-and-tobacco',
    source_ref: 'import:osm:way/209',
    lat: 12.9401,
    long: 77.5901,
  });

  const bazaar = shops.get('Big Bazaar')!;
  expect(bazaar).toMatchObject({ sub: 'supermarket', source_ref: 'import:osm:way/201' });
  expect(bazaar.lat).toBeCloseTo(12.98015, 6);
  expect(bazaar.long).toBeCloseTo(77.6002, 6);

  // The L's centroid (2.87, 2.87 steps) is outside it: the point must be in one of its arms.
  const mall = shops.get('Forum Mall')!;
  expect(mall).toMatchObject({ sub: 'shopping-mall', source_ref: 'import:osm:way/202' });
  const [mx, my] = steps(mall, [77.61, 12.93]);
  expect((mx > 0 && mx < 10 && my > 0 && my < 1) || (mx > 0 && mx < 1 && my > 0 && my < 10)).toBe(true);

  // The multipolygon's centroid (5, 5) is in its hole: the point must be in the square but not the hole.
  const store = shops.get('Mega Store')!;
  expect(store).toMatchObject({ sub: 'department-store', source_ref: 'import:osm:relation/301' });
  const [sx, sy] = steps(store, [77.58, 12.95]);
  expect(sx > 0 && sx < 10 && sy > 0 && sy < 10).toBe(true);
  expect(sx > 3 && sx < 7 && sy > 3 && sy < 7).toBe(false);
  return shops;
}

describe.each(DIALECTS)('importing OpenStreetMap data on %s', (dialect) => {
  it('reads a PBF extract: nodes, ways and multipolygons each at a point inside; unknown kinds counted per tag', () =>
    withDb(dialect, async (db) => {
      const result = await importShops(db, 'bengaluru.osm.pbf', PBF, { batchSize: 3 });
      // Objects with a kind tag: 9 nodes, 4 ways, 2 relations (a road, a building with no kind
      // and the multipolygon's member ways are not counted).
      expect(result).toMatchObject({ read: 15, inserted: 9, duplicates: 0, skipped: 6, interrupted: false });
      expect(result.skippedKinds).toEqual({ 'amenity=bench': 2, 'amenity=parking': 2, 'shop=vacant': 1 });
      expect(result.problems).toEqual([{ line: 9, ref: 'node/9', message: 'name is missing' }]);
      const shops = await expectCommonShops(db);
      expect(shops.get('Lucky Tailors')).toMatchObject({ sub: 'tailoring' });
      expect(shops.get('City Diagnostics')).toMatchObject({ sub: 'diagnostic-lab' });
      expect(shops.size).toBe(9);

      const again = await importShops(db, 'bengaluru.osm.pbf', PBF);
      // A re-import (decision 0079): the same objects, nothing new.
      expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 9, duplicates: 0 });
    }));

  it('reads a GeoJSON export the same way: polygons and multipolygons become a point inside, keyed as the PBF is', () =>
    withDb(dialect, async (db) => {
      const result = await importShops(db, 'bengaluru.geojson', GEOJSON);
      expect(result).toMatchObject({ read: 12, inserted: 7, skipped: 5 });
      expect(result.skippedKinds).toEqual({ 'amenity=bench': 1, 'amenity=parking': 1, 'shop=vacant': 1 });
      expect(result.problems).toEqual([
        { line: 5, message: 'name is missing' },
        { line: 12, message: 'the feature has no shop, amenity, healthcare or craft tag' },
      ]);
      expect((await expectCommonShops(db)).size).toBe(7);
      // The same objects from the extract are already there; only the two the export left out are added.
      expect(await importShops(db, 'bengaluru.osm.pbf', PBF)).toMatchObject({ inserted: 2, unchanged: 7 });
    }));

  it('keeps hours, phones, websites and street addresses, and counts what it kept and left out', () =>
    withDb(dialect, async (db) => {
      // Thursday 26 November 2026, noon in India.
      const now = '2026-11-26T06:30:00.000Z';
      const fields = {
        hours: { parsed: 4, text: 2 },
        phones: { kept: 3, notIndian: 2 },
        websites: { kept: 2, notWeb: 1 },
        addresses: { kept: 2 },
      };
      expect((await importShops(db, 'bengaluru.osm.pbf', PBF, { now })).fields).toEqual(fields);
      const columns = await db.kysely
        .selectFrom('shops')
        .select([
          'name',
          'opening_hours',
          'holidays',
          'opening_hours_text',
          'public_phone',
          'website',
          'street_address',
          'locality',
        ])
        .where('source', '=', 'import:osm')
        .execute();
      const byName = new Map(columns.map((row) => [row.name, row]));
      const day = [{ opens: '07:00', closes: '21:30' }];
      expect(byName.get('Iyengar Bakery')).toEqual({
        name: 'Iyengar Bakery',
        opening_hours: JSON.stringify({
          mon: day,
          tue: day,
          wed: day,
          thu: day,
          fri: day,
          sat: day,
          sun: [{ opens: '07:00', closes: '13:00' }],
        }),
        holidays: '[]',
        opening_hours_text: null,
        public_phone: '+918023456789',
        website: 'https://iyengar-bakery.example/',
        street_address: '17, 8th Cross Road',
        locality: 'Malleshwaram',
      });
      expect(byName.get('Big Bazaar')).toMatchObject({
        holidays: '["2026-12-25"]',
        public_phone: '+919876543210',
        street_address: '45, Sampige Road',
      });
      expect(byName.get('Mega Store')).toMatchObject({
        opening_hours: null,
        opening_hours_text: 'Mo-Sa 10:00-21:00; PH off',
        public_phone: null,
      });
      expect(byName.get('Corner House')).toMatchObject({ public_phone: null, website: null });
      expect(byName.get('Forum Mall')).toMatchObject({ website: 'http://www.forum-mall.example/' });

      // The export holds the same shops with the same tags: the same counts.
      const exported = await createTestDb(dialect);
      try {
        expect((await importShops(exported, 'bengaluru.geojson', GEOJSON, { now })).fields).toEqual(fields);
      } finally {
        await exported.close();
      }
    }));

  it('reports a file that is not a PBF extract, or is cut short', () =>
    withDb(dialect, async (db) => {
      const notPbf: PbfInput = { openPbf: () => Readable.from([Buffer.from('{"type":"FeatureCollection"}')]) };
      expect((await importShops(db, 'export.osm.pbf', notPbf)).problems).toEqual([
        { line: 1, message: 'the file is not a valid OpenStreetMap PBF extract (input format error)' },
      ]);
      const bytes = readFileSync(fixture('bengaluru.osm.pbf'));
      const cut: PbfInput = { openPbf: () => Readable.from([bytes.subarray(0, 700)]) };
      expect((await importShops(db, 'cut.osm.pbf', cut)).problems.at(-1)?.message).toMatch(
        /^the file is not a valid OpenStreetMap PBF extract/,
      );
      // A block of an unknown type: the parser throws from inside the stream, which must not end the process.
      const odd = Buffer.from(bytes);
      odd.write('OSMDatx', odd.indexOf('OSMData'));
      const oddPbf: PbfInput = { openPbf: () => Readable.from([odd]) };
      expect((await importShops(db, 'odd.osm.pbf', oddPbf)).problems).toEqual([
        { line: 1, message: 'the file is not a valid OpenStreetMap PBF extract (input sequence error)' },
      ]);
    }));
});
