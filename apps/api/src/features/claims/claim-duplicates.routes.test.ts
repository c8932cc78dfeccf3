import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type ShopSuggestion } from '@local-shops/shared';
import type { AdminClaimDetail } from '@local-shops/shared/admin';
import { testReviewer } from '../../test/admin-session.ts';
import { DIALECTS } from '../../test/databases.ts';
import { SUGGESTIONS_PER_NETWORK } from './claim-duplicates.routes.ts';
import { claimOf, FAR, HERE, listedShop, NEAR, newShopClaim, texturedJpeg } from './claim-duplicates.test-support.ts';
import { claimsTestbed, makePhotos, newIp, newNumber } from './claims.test-support.ts';

beforeAll(makePhotos);

// Decision 0077: "Is this your shop?" and the console's duplicate flags.
describe.each(DIALECTS)('duplicates on %s', (dialect) => {
  const { context } = claimsTestbed(dialect);
  const suggestions = async (query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const response = await context.app.inject({
      method: 'GET',
      url: `/v1/claim-shops/suggestions?${search.toString()}`,
      remoteAddress: newIp(),
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: ShopSuggestion[] }>().items;
  };
  const consoleClaim = async (claimId: string) => {
    const reviewer = await testReviewer(context.app, context.db, `dup-${claimId}@shops.test`, new Date());
    const response = await context.app.inject({
      method: 'GET',
      url: `/v1/admin/claims/${claimId}`,
      cookies: await reviewer.signIn(),
    });
    expect(response.statusCode).toBe(200);
    return response.json<AdminClaimDetail>();
  };

  it('offers a listed shop with a similar name within 200 m, or in the same pin without a position', async () => {
    const listed = await listedShop(context.db, 'Lakshmi Press Wala', HERE, { pin: '411011' });
    await listedShop(context.db, 'Gupta Sweets', HERE, { pin: '411011' });

    const near = await suggestions({ name: 'Laxmi Press Wala', lat: NEAR.lat, long: NEAR.long });
    expect(near).toEqual([
      { id: listed, name: 'Lakshmi Press Wala', city: 'Pune', pin: '411011', distanceMeters: 67, isClaimed: false },
    ]);
    // Public facts only: no number, address or owner.
    expect(Object.keys(near[0]!).sort()).toEqual(['city', 'distanceMeters', 'id', 'isClaimed', 'name', 'pin']);

    const byPin = await suggestions({ name: 'lakshmi press', pin: '411011' });
    expect(byPin.map((shop) => [shop.id, shop.distanceMeters])).toEqual([[listed, null]]);
  });

  it('offers nothing for another name, a shop far away, another pin, or a new listing in review', async () => {
    await listedShop(context.db, 'Sharma General Store', HERE, { pin: '411012' });
    expect(await suggestions({ name: 'Verma General Store', lat: HERE.lat, long: HERE.long })).toEqual([]);
    expect(await suggestions({ name: 'Sharma General Store', lat: FAR.lat, long: FAR.long })).toEqual([]);
    expect(await suggestions({ name: 'Sharma General Store', pin: '411013' })).toEqual([]);
    expect(await suggestions({ name: 'Sharma General Store' })).toEqual([]);

    // Someone else's new listing waiting for review is nobody's business yet.
    await newShopClaim(context.app, 'Balaji Tyre Works', { lat: 18.54, long: 73.86 });
    expect(await suggestions({ name: 'Balaji Tyre Works', lat: 18.54, long: 73.86 })).toEqual([]);
  });

  it('refuses a bad query with 400 and a flood from one network with 429', async () => {
    const bad = await context.app.inject({ method: 'GET', url: '/v1/claim-shops/suggestions?name=&pin=12' });
    expect(bad.statusCode).toBe(400);
    const remoteAddress = newIp();
    const ask = () =>
      context.app.inject({ method: 'GET', url: '/v1/claim-shops/suggestions?name=x&pin=411001', remoteAddress });
    for (let i = 0; i < SUGGESTIONS_PER_NETWORK; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: REVIEW_MESSAGES.suggestionsTooMany });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('flags a new shop with a similar name within 200 m, linking the listed shop', async () => {
    const listed = await listedShop(context.db, 'Shree Ganesh Medical', { lat: 18.55, long: 73.87 });
    const { shopId } = await newShopClaim(context.app, 'Sri Ganesha Medicals', { lat: 18.5505, long: 73.87 });
    const claim = await consoleClaim((await claimOf(context.db, shopId)).id);
    expect(claim.flags).toEqual(['name']);
    expect(claim.duplicateFlags).toEqual([
      {
        kind: 'name',
        shop: { id: listed, name: 'Shree Ganesh Medical', isClaimed: false, listed: true },
        claimId: null,
        distanceMeters: 56,
        image: null,
        bits: null,
      },
    ]);

    const { shopId: other } = await newShopClaim(context.app, 'Sri Ganesha Medicals', { lat: 18.58, long: 73.9 });
    expect((await consoleClaim((await claimOf(context.db, other)).id)).flags).toEqual([]);
  });

  it('flags the same number on another shop, both ways', async () => {
    const number = newNumber();
    const first = await newShopClaim(context.app, 'Annapurna Mess', { lat: 18.6, long: 73.8 }, { number });
    const second = await newShopClaim(
      context.app,
      'Kaveri Tailors',
      { lat: 18.61, long: 73.81 },
      { number, session: first.session },
    );
    const firstClaim = await claimOf(context.db, first.shopId);
    const secondClaim = await claimOf(context.db, second.shopId);
    const seen = await consoleClaim(secondClaim.id);
    expect(seen.flags).toEqual(['number']);
    expect(seen.duplicateFlags).toMatchObject([
      { kind: 'number', shop: { id: first.shopId, name: 'Annapurna Mess', listed: false }, claimId: firstClaim.id },
    ]);
    expect((await consoleClaim(firstClaim.id)).duplicateFlags).toMatchObject([
      { kind: 'number', shop: { id: second.shopId }, claimId: secondClaim.id },
    ]);
  });

  it('flags two claims with the same photos, and not a claim with other photos', async () => {
    const photos = { cheque: await texturedJpeg(1), storeFront: await texturedJpeg(2) };
    const first = await newShopClaim(context.app, 'Mohan Cycle Store', { lat: 18.62, long: 73.82 }, { photos });
    const again = await newShopClaim(context.app, 'Rahul Mobile Point', { lat: 18.63, long: 73.83 }, { photos });
    const other = await newShopClaim(
      context.app,
      'Verma Dairy',
      { lat: 18.64, long: 73.84 },
      { photos: { cheque: await texturedJpeg(3), storeFront: await texturedJpeg(4) } },
    );
    const firstId = (await claimOf(context.db, first.shopId)).id;
    const againId = (await claimOf(context.db, again.shopId)).id;
    const seen = await consoleClaim(againId);
    expect(seen.flags).toEqual(['photo']);
    expect(seen.duplicateFlags).toEqual([
      expect.objectContaining({ kind: 'photo', claimId: firstId, image: 'cheque', bits: 0 }),
      expect.objectContaining({ kind: 'photo', claimId: firstId, image: 'store_front', bits: 0 }),
    ]);
    expect((await consoleClaim(firstId)).flags).toEqual(['photo']);
    expect((await consoleClaim((await claimOf(context.db, other.shopId)).id)).flags).toEqual([]);
  });
});
