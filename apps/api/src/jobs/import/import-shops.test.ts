import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { importShops } from './import-shops.ts';

const CSV = [
  'name,lat,long,sub_category,city,state,pin,shop_type,ref',
  'Sri Lakshmi Kirana,12.9716,77.5946,Kirana & Grocery,Bengaluru,Karnataka,560001,Retailers,r1',
  '"Patel ""Best"" Sweets, Since 1970",23.0225,72.5714,shop=confectionery,,,,,r2',
  ',12.9,77.5,grocery-store,,,,,r3',
  'No Place Stores,abc,77.5,grocery-store,,,,,r4',
  'Unknown Kind,12.9,77.5,spaceships,,,,,r5',
  'Bad Pin Stores,12.9,77.5,grocery-store,,,012345,,r6',
  'Nearest Town Mart,28.6139,77.2090,supermarket,,,,,r7',
].join('\n');

const GEOJSON = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'node/101',
      geometry: { type: 'Point', coordinates: [77.5946, 12.9716] },
      properties: { shop: 'bakery', name: 'Iyengar Bakery', 'addr:postcode': '560 004' },
    },
    {
      type: 'Feature',
      id: 'node/102',
      geometry: { type: 'Point', coordinates: [72.8777, 19.076] },
      properties: { amenity: 'pharmacy', name: 'Apollo Pharmacy' },
    },
    {
      type: 'Feature',
      id: 'node/103',
      geometry: { type: 'Point', coordinates: [72.8777, 19.076] },
      properties: { name: 'Not a shop' },
    },
    {
      type: 'Feature',
      id: 'way/104',
      geometry: { type: 'Polygon', coordinates: [] },
      properties: { shop: 'bakery', name: 'Polygon Bakery' },
    },
    {
      type: 'Feature',
      id: 'node/105',
      geometry: { type: 'Point', coordinates: [72.8777, 19.076] },
      properties: { shop: 'bakery' },
    },
  ],
});

describe.each(DIALECTS)('importing shops on %s', (dialect) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(dialect);
  });
  afterAll(() => db.close());

  const shopNamed = (name: string) =>
    db.kysely
      .selectFrom('shops')
      .select(['name', 'city', 'state', 'pin', 'shop_type', 'lat', 'long'])
      .where('name', '=', name)
      .executeTakeFirst();

  it('keeps good CSV rows, reports bad ones by line, and adds nothing on a second import', async () => {
    const first = await importShops(db, 'shops.csv', CSV);
    expect(first.inserted).toBe(3);
    expect(first.problems).toEqual([
      { line: 4, message: 'name is missing' },
      { line: 5, message: 'lat and long must be numbers (latitude -90..90, longitude -180..180)' },
      { line: 6, message: 'sub_category "spaceships" is not in the taxonomy' },
      { line: 7, message: 'pin "012345" is not a 6-digit pincode' },
    ]);
    expect(await shopNamed('Patel "Best" Sweets, Since 1970')).toMatchObject({ city: 'Ahmedabad', state: 'Gujarat' });
    expect(await shopNamed('Nearest Town Mart')).toMatchObject({ state: 'Delhi' });
    expect(await shopNamed('Sri Lakshmi Kirana')).toMatchObject({
      city: 'Bengaluru',
      pin: '560001',
      shop_type: 'Retailers',
    });

    const again = await importShops(db, 'shops.csv', CSV);
    expect(again).toMatchObject({ inserted: 0, unchanged: 3, duplicates: 0 });
  });

  it('maps OpenStreetMap shop=* points onto the taxonomy and skips what is not a shop point', async () => {
    const result = await importShops(db, 'export.geojson', GEOJSON);
    expect(result.inserted).toBe(2);
    expect(result.problems.map((p) => p.line)).toEqual([3, 4, 5]);
    const bakery = await db.kysely
      .selectFrom('shops')
      .innerJoin('shop_sub_categories', 'shop_sub_categories.shop_id', 'shops.id')
      .select(['shops.pin', 'shop_sub_categories.sub_category_id'])
      .where('shops.name', '=', 'Iyengar Bakery')
      .executeTakeFirstOrThrow();
    expect(bakery.pin).toBe('560004');
    expect(bakery.sub_category_id).toMatch(/bakery/);
    expect((await importShops(db, 'export.geojson', GEOJSON)).inserted).toBe(0);
  });

  it('reports a file that is not what it claims to be', async () => {
    expect((await importShops(db, 'x.geojson', '{"type":"Nope"}')).problems).toEqual([
      { line: 1, message: 'the file is not a GeoJSON FeatureCollection' },
    ]);
    expect((await importShops(db, 'x.csv', 'foo,bar\n1,2')).problems[0]!.message).toContain(
      'the header has no "name" column',
    );
  });
});
