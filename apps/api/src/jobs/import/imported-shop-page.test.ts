import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ShopDetail } from '@local-shops/shared';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { addClaim } from '../../test/owners.ts';
import { signIn } from '../../test/sessions.ts';
import { importShops } from './import-shops.ts';

/** Issue 28, decision 0072: an imported shop's page shows its hours, Call, address, website and the credit. */

// Thursday 26 November 2026, noon in India.
const NOW = new Date('2026-11-26T06:30:00.000Z');
const OWNER = '+919812300011';
const GEOJSON = readFileSync(fileURLToPath(new URL('./fixtures/bengaluru.geojson', import.meta.url)), 'utf8');

describe.each(DIALECTS)("an OpenStreetMap shop's page on %s", (dialect) => {
  const context = testApp(dialect, {
    now: () => NOW,
    setUp: (db) => importShops(db, 'bengaluru.geojson', GEOJSON, { now: NOW.toISOString() }),
  });

  const idOf = async (ref: string) =>
    (
      await context.db.kysely
        .selectFrom('shops')
        .select('id')
        .where('source_ref', '=', `import:osm:${ref}`)
        .executeTakeFirstOrThrow()
    ).id;
  const detail = async (ref: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${await idOf(ref)}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ShopDetail>();
  };

  it('shows the hours (open now), the public phone as Call, the street address, the website and the credit', async () => {
    const bakery = await detail('node/1');
    expect(bakery).toMatchObject({
      name: 'Iyengar Bakery',
      isOpenNow: true,
      holidays: [],
      openingHoursText: null,
      contact: { phone: '+918023456789', whatsapp: null },
      streetAddress: '17, 8th Cross Road',
      locality: 'Malleshwaram',
      address: 'Bengaluru, Karnataka - 560004',
      website: 'https://iyengar-bakery.example/',
      fromOpenStreetMap: true,
    });
    expect(bakery.openingHours?.sun).toEqual([{ opens: '07:00', closes: '13:00' }]);
    expect((await detail('way/201')).holidays).toEqual(['2026-12-25']);
  });

  it('shows hours it could not read as text, never as "Open now"; an invalid phone or website is left out', async () => {
    expect(await detail('relation/301')).toMatchObject({
      openingHours: null,
      openingHoursText: 'Mo-Sa 10:00-21:00; PH off',
      isOpenNow: null,
      contact: { phone: null },
    });
    expect(await detail('node/5')).toMatchObject({ contact: { phone: null }, website: null, isOpenNow: true });
  });

  it("an approved owner's own hours and choice of number win over the imported ones", async () => {
    const id = await idOf('way/201');
    await addClaim(context.db, { shopId: id, number: OWNER, at: NOW });
    await context.db.kysely.updateTable('shops').set({ owner_contact_number: OWNER }).where('id', '=', id).execute();
    // Claimed, the owner has not chosen to show their number: the imported one is not shown either.
    expect((await detail('way/201')).contact.phone).toBeNull();

    const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    const owners = { ...closed, thu: [{ opens: '15:00', closes: '18:00' }] };
    const patch = await context.app.inject({
      method: 'PATCH',
      url: `/v1/owner/shops/${id}`,
      payload: { openingHours: owners, holidays: [], phoneVisible: true },
      cookies: { session: await signIn(context.db, OWNER, NOW) },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await detail('way/201')).toMatchObject({
      openingHours: owners,
      holidays: [],
      isOpenNow: false,
      contact: { phone: OWNER },
      // Public facts of the place stay, and so does the credit.
      streetAddress: '45, Sampige Road',
      fromOpenStreetMap: true,
    });

    // Hours kept as text are the source's words: once an owner has the listing, only their week shows.
    await addClaim(context.db, { shopId: await idOf('relation/301'), number: OWNER, at: NOW });
    expect(await detail('relation/301')).toMatchObject({ openingHours: null, openingHoursText: null });
  });
});
