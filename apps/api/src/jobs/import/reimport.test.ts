import { createReadStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ShopDetail } from '@local-shops/shared';
import { applyReviewedEdit } from '../../features/shops/shops.writer.ts';
import { getOk, testApp, walkList } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { addClaim } from '../../test/owners.ts';
import { signIn } from '../../test/sessions.ts';
import { importShops, type PbfInput } from './import-shops.ts';

/*
 * Issue 28, decision 0079: towns folded and taken from the position, no pin made up, the locality
 * kept; re-imports keyed by OpenStreetMap type and id that update, hide and keep owners' work.
 * Fixtures: towns.geojson, city-v1.osm(.pbf) and city-v2.osm(.pbf) (see fixtures/README.md).
 */

// Thursday 26 November 2026, noon in India.
const NOW = new Date('2026-11-26T06:30:00.000Z');
const LATER = '2026-12-26T06:30:00.000Z';
const OWNER = '+919812300021';
const EDITOR = '+919812300022';
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const pbf = (name: string): PbfInput => ({ openPbf: () => createReadStream(fixture(name)) });
const TOWNS = readFileSync(fixture('towns.geojson'), 'utf8');
const CITY = 'bengaluru-city';

describe.each(DIALECTS)('towns and re-imports of OpenStreetMap data on %s', (dialect) => {
  const context = testApp(dialect, { now: () => NOW });

  const shop = (ref: string) =>
    context.db.kysely
      .selectFrom('shops')
      .select(['id', 'name', 'city', 'state', 'pin', 'locality', 'opening_hours', 'public_phone', 'hidden_at'])
      .select(['source_name', 'source_version', 'owner_edited'])
      .where('source_ref', '=', `import:osm:${ref}`)
      .executeTakeFirstOrThrow();
  const detail = async (ref: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${(await shop(ref)).id}` });
    return { status: response.statusCode, body: response.statusCode === 200 ? response.json<ShopDetail>() : null };
  };
  const townPage = async () =>
    (await context.app.inject({ method: 'GET', url: '/in/karnataka/bengaluru/sweets-and-bakery' })).body;
  const searchNames = async (q: string) =>
    (
      await getOk<{ items: { name: string }[] }>(context.app, `/v1/claim-shops/filter?q=${encodeURIComponent(q)}`)
    ).items.map((s) => s.name);

  it('folds town names, takes a missing town from the position, invents no pin and keeps the locality', async () => {
    const result = await importShops(context.db, 'towns.geojson', TOWNS, { now: NOW.toISOString() });
    expect(result).toMatchObject({ read: 7, inserted: 7, updated: 0, unchanged: 0, hidden: 0, skipped: 0 });
    // "Bangalore" is Bengaluru; no postcode, no pin (not the town centre's 560001).
    expect(await shop('node/11')).toMatchObject({
      city: 'Bengaluru',
      state: 'Karnataka',
      pin: null,
      locality: null,
      source_version: 2,
    });
    // "Marathahalli, Bangalore": the town and its locality; an osmium-style id "n12".
    expect(await shop('node/12')).toMatchObject({ city: 'Bengaluru', locality: 'Marathahalli', pin: null });
    // No town at all: the nearest town of the list (osm_type and osm_id given apart).
    expect(await shop('node/13')).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', pin: null });
    // "Bombay" with its postcode (osmtogeojson's type, id and meta.version).
    expect(await shop('node/14')).toMatchObject({ city: 'Mumbai', pin: '400001', source_version: 5 });
    expect(await shop('node/15')).toMatchObject({ city: 'Gurugram', state: 'Haryana' });
    // A pin written into the town is no part of its name; addr:quarter is a locality too.
    expect(await shop('way/16')).toMatchObject({ city: 'Bengaluru', locality: 'Hoodi', pin: null });
    expect(await shop('node/17')).toMatchObject({ locality: 'Gandhinagar' });

    // The shop page shows the locality, and an address without a made-up pin.
    expect((await detail('node/12')).body).toMatchObject({
      locality: 'Marathahalli',
      address: 'Bengaluru, Karnataka',
      pin: null,
    });
    const seoPage = await context.app.inject({ method: 'GET', url: `/${(await shop('node/12')).id}/shop` });
    expect(seoPage.statusCode).toBe(200);
    expect(seoPage.body).not.toContain('postalCode');
  });

  it('a named source: the first extract adds its shops, a file of another source leaves them alone', async () => {
    const first = await importShops(context.db, 'city-v1.osm.pbf', pbf('city-v1.osm.pbf'), {
      sourceName: CITY,
      now: NOW.toISOString(),
    });
    expect(first).toMatchObject({ inserted: 6, updated: 0, unchanged: 0, hidden: 0, skipped: 0 });
    expect(await shop('node/101')).toMatchObject({ city: 'Bengaluru', source_name: CITY, source_version: 3 });
    expect(await shop('way/201')).toMatchObject({ locality: 'Whitefield', pin: '560066' });

    // Another file, of another source: its shops are there already and unchanged; it hides none of the city's.
    const other = await importShops(context.db, 'towns.geojson', TOWNS, { sourceName: 'towns', now: LATER });
    expect(other).toMatchObject({ inserted: 0, updated: 0, unchanged: 7, hidden: 0 });
    expect((await shop('node/103')).hidden_at).toBeNull();
    expect((await shop('node/11')).source_name).toBe('towns');

    // An owner claims Fresh Veg and sets their own hours, then gives the listing up; another owns Owner Hardware.
    const freshVeg = (await shop('node/104')).id;
    const claim = await addClaim(context.db, { shopId: freshVeg, number: EDITOR, at: NOW });
    const owners = { mon: [], tue: [], wed: [], thu: [{ opens: '09:00', closes: '13:00' }], fri: [], sat: [], sun: [] };
    const patch = await context.app.inject({
      method: 'PATCH',
      url: `/v1/owner/shops/${freshVeg}`,
      payload: { openingHours: owners, holidays: [] },
      cookies: { session: await signIn(context.db, EDITOR, NOW) },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(JSON.parse((await shop('node/104')).owner_edited)).toEqual(['holidays', 'opening_hours']);
    await context.db.kysely.deleteFrom('claims').where('id', '=', claim).execute();
    await context.db.kysely.updateTable('shops').set({ is_claimed: false }).where('id', '=', freshVeg).execute();
    await addClaim(context.db, { shopId: (await shop('node/105')).id, number: OWNER, at: NOW });
    // A reviewed edit of a name (approved in the console) is the owner's too.
    await applyReviewedEdit(
      context.db.kysely,
      (await shop('node/102')).id,
      { name: 'Marathahalli Medical Store' },
      LATER,
    );
    expect(JSON.parse((await shop('node/102')).owner_edited)).toEqual(['name']);
  });

  it('a newer extract of the same source updates, adds and hides; owners keep what is theirs', async () => {
    const result = await importShops(context.db, 'city-v2.osm.pbf', pbf('city-v2.osm.pbf'), {
      sourceName: CITY,
      now: LATER,
    });
    // 106 added; 101 (hours, phone) and 104 (name) updated; 102, 201 and the owner's 105 unchanged; 103 hidden.
    expect(result).toMatchObject({ inserted: 1, updated: 2, unchanged: 3, ownersKept: 1, hidden: 1, skipped: 0 });

    const day = [{ opens: '07:00', closes: '22:00' }];
    expect(await shop('node/101')).toMatchObject({
      opening_hours: JSON.stringify({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day }),
      public_phone: '+919845022222',
      source_version: 4,
    });
    // The name follows the source; the hours stay as the owner set them.
    const freshVeg = await shop('node/104');
    expect(freshVeg.name).toBe('Fresh Veg and Fruits');
    expect(JSON.parse(freshVeg.opening_hours!)).toMatchObject({ thu: [{ opens: '09:00', closes: '13:00' }] });
    expect((await shop('node/102')).name).toBe('Marathahalli Medical Store');
    // The approved owner's listing is not touched.
    expect(await shop('node/105')).toMatchObject({ name: 'Owner Hardware', source_version: 1 });
    expect((await shop('node/106')).source_name).toBe(CITY);

    // The hidden shop is gone from its page, the lists, search, the town page and the sitemap; the others stay.
    expect((await shop('node/103')).hidden_at).not.toBeNull();
    expect((await detail('node/103')).status).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `/${(await shop('node/103')).id}/shop` })).statusCode).toBe(
      404,
    );
    const hidden = (await shop('node/103')).id;
    for (const list of [
      'page=1',
      'page=1&city=Bengaluru',
      'page=1&subCategoryId=bakery',
      'page=1&near=12.962,77.642&sort=distance',
    ])
      expect((await walkList(context.app, `/v1/claim-shops/filter?${list}`)).ids).not.toContain(hidden);
    expect((await walkList(context.app, '/v1/claim-shops/filter?page=1&city=Bengaluru')).ids).toContain(
      (await shop('node/102')).id,
    );
    expect(await searchNames('Closed Bakery')).not.toContain('Closed Bakery');
    expect(await searchNames('Bangalore Bakery')).toContain('Bangalore Bakery');
    // The town page's first read (the server keeps a town page a while: a re-import shows there after that).
    const town = await townPage();
    expect(town).not.toContain('Closed Bakery');
    expect(town).toContain('Bangalore Bakery');
    const sitemap = (await context.app.inject({ method: 'GET', url: '/sitemaps/shops-1.xml' })).body;
    expect(sitemap).not.toContain((await shop('node/103')).id);
    expect(sitemap).toContain((await shop('node/102')).id);
    // The other source's shops stay.
    expect((await shop('node/11')).hidden_at).toBeNull();
  });

  it('an older extract changes nothing newer; a shop back in the source is shown again', async () => {
    const result = await importShops(context.db, 'city-v1.osm.pbf', pbf('city-v1.osm.pbf'), {
      sourceName: CITY,
      now: LATER,
    });
    // 103 is back (updated); 106 is not in v1 (hidden); the older versions of 101 and 104 change nothing.
    expect(result).toMatchObject({ inserted: 0, updated: 1, unchanged: 5, hidden: 1 });
    expect(await shop('node/101')).toMatchObject({ public_phone: '+919845022222', source_version: 4 });
    expect((await shop('node/104')).name).toBe('Fresh Veg and Fruits');
    expect((await detail('node/103')).status).toBe(200);
    expect((await shop('node/106')).hidden_at).not.toBeNull();
  });

  it('hides nothing when the file cannot be read to its end, or without a named source', async () => {
    const bytes = readFileSync(fixture('city-v2.osm.pbf'));
    const cut: PbfInput = { openPbf: () => Readable.from([bytes.subarray(0, 200)]) };
    const broken = await importShops(context.db, 'cut.osm.pbf', cut, { sourceName: CITY, now: LATER });
    expect(broken).toMatchObject({ hidden: 0 });
    expect(broken.skippedReasons).toEqual({ [broken.problems[0]!.message.replace(/"[^"]*"/g, '"…"')]: 1 });
    const unnamed = await importShops(context.db, 'towns.geojson', TOWNS, { now: LATER });
    expect(unnamed).toMatchObject({ inserted: 0, unchanged: 7, hidden: 0 });
    expect((await shop('node/102')).hidden_at).toBeNull();
  });
});
