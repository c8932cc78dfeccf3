import { beforeAll, describe, expect, it } from 'vitest';
import type { ShopDetail } from '@local-shops/shared';
import { testReviewer } from '../test/admin-session.ts';
import { testApp } from '../test/app.ts';
import { DIALECTS } from '../test/databases.ts';
import { addShops, testShop } from '../test/fixtures.ts';
import { addClaim } from '../test/owners.ts';
import { signIn } from '../test/sessions.ts';
import { etagMatches } from './http-cache.ts';

/** Issue 30, decision 0071: public reads carry strong ETags and a CDN's policy; nothing personal is kept. */

const NOW = new Date('2026-05-01T10:00:00.000Z');
const SHORT = 'public, max-age=10, s-maxage=60, stale-while-revalidate=30';
const TOWN = 'public, max-age=300, s-maxage=300, stale-while-revalidate=300';
const SITEMAP = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=3600';
const ROBOTS = 'public, max-age=86400, s-maxage=86400, stale-while-revalidate=86400';
const PRIVATE = 'private, no-store';
const OWNER = '+919812300011';
const CLAIMANT = '+919812300012';
const SHOPPER = '+919812300013';

const varanasi = (id: string, name: string) =>
  testShop({
    id,
    name,
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    pin: '221001',
    lat: 25.318,
    long: 83.011,
    categoryIds: ['sweets-and-bakery'],
    subCategoryIds: ['sweet-shop'],
    createdAt: NOW.toISOString(),
  });

describe('If-None-Match', () => {
  it('matches the tag among several, weakly, and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

describe.each(DIALECTS)('HTTP caching on %s', (dialect) => {
  const cookies: Record<string, Record<string, string>> = {};
  const context = testApp(dialect, {
    now: () => NOW,
    setUp: async (db) => {
      await addShops(db, [varanasi('kashi01', 'Kashi Mishthan Bhandar'), varanasi('pending1', 'Pending Peda Point')]);
      await addClaim(db, { shopId: 'kashi01', number: OWNER, at: NOW });
      await addClaim(db, {
        shopId: 'pending1',
        number: CLAIMANT,
        status: 'pending_review',
        kind: 'new_listing',
        at: NOW,
      });
    },
  });
  beforeAll(async () => {
    for (const number of [OWNER, CLAIMANT, SHOPPER])
      cookies[number] = { session: await signIn(context.db, number, NOW) };
    cookies.console = await (await testReviewer(context.app, context.db, `cache-${dialect}@example.com`, NOW)).signIn();
  });

  const get = (url: string, headers: Record<string, string> = {}, as?: string) =>
    context.app.inject({ method: 'GET', url, headers, cookies: as ? cookies[as] : {} });

  /** The first answer's policy and strong tag, and the second request's 304 with no body. */
  async function expectRevalidated(url: string, policy: string) {
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe(policy);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const second = await get(url, { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    expect(second.headers.etag).toBe(etag);
    expect(second.headers['cache-control']).toBe(policy);
    return etag;
  }

  it("answers the shop's detail again with a 304 and no body; the same bytes in every language", async () => {
    const etag = await expectRevalidated('/v1/claim-shops/kashi01', SHORT);
    const hindi = await get('/v1/claim-shops/kashi01', { 'accept-language': 'hi' });
    expect(hindi.headers.etag).toBe(etag);
    // One copy at the CDN for every reader: nothing in the answer depends on the language.
    expect(String(hindi.headers.vary ?? '')).not.toMatch(/accept-language/i);
    expect((await get('/v1/claim-shops/kashi01', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // A HEAD has no body to save: its headers as the GET's.
    const head = await context.app.inject({
      method: 'HEAD',
      url: '/v1/claim-shops/kashi01',
      headers: { 'if-none-match': etag },
    });
    expect([head.statusCode, head.headers.etag, head.body]).toEqual([200, etag, '']);
  });

  it("changes the detail's ETag with an owner's edit and with a review", async () => {
    const before = String((await get('/v1/claim-shops/kashi01')).headers.etag);
    const edit = await context.app.inject({
      method: 'PATCH',
      url: '/v1/owner/shops/kashi01',
      payload: { intro: 'Fresh peda every morning.' },
      cookies: cookies[OWNER],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = await get('/v1/claim-shops/kashi01', { 'if-none-match': before });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<ShopDetail>().intro).toBe('Fresh peda every morning.');
    const afterEdit = String(edited.headers.etag);
    expect(afterEdit).not.toBe(before);

    const review = await context.app.inject({
      method: 'POST',
      url: '/v1/claim-shops/kashi01/reviews',
      payload: { rating: 4 },
      cookies: cookies[SHOPPER],
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.headers['cache-control']).toBe(PRIVATE);
    const reviewed = await get('/v1/claim-shops/kashi01', { 'if-none-match': afterEdit });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json<ShopDetail>().rating).toMatchObject({ count: 1 });
    expect(reviewed.headers.etag).not.toBe(afterEdit);
  });

  it('answers the list, a search and a town page again with a 304', async () => {
    await expectRevalidated('/v1/claim-shops/filter', SHORT);
    await expectRevalidated('/v1/claim-shops/filter?q=kashi&page=1', SHORT);
    await expectRevalidated('/v1/places/uttar-pradesh/varanasi/sweets-and-bakery', TOWN);
  });

  it('answers the shop page, the town page, the sitemaps and robots.txt again with a 304', async () => {
    await expectRevalidated('/kashi01/shop', SHORT);
    await expectRevalidated('/in/uttar-pradesh/varanasi/sweets-and-bakery', TOWN);
    await expectRevalidated('/sitemap.xml', SITEMAP);
    await expectRevalidated('/sitemaps/shops-1.xml', SITEMAP);
    await expectRevalidated('/sitemaps/places-1.xml', SITEMAP);
    await expectRevalidated('/robots.txt', ROBOTS);
    expect((await get('/sitemaps/shops-1.xml')).body).toContain('/kashi01/shop');
  });

  it('keeps no error: no-store and no ETag, HTML and JSON alike', async () => {
    for (const [url, status] of [
      ['/v1/claim-shops/nosuchshop', 404],
      ['/v1/claim-shops/filter?page=0', 400],
      ['/nosuchshop/shop', 404],
      ['/in/uttar-pradesh/atlantis/sweets-and-bakery', 404],
      ['/sitemaps/shops-9.xml', 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('answers owners, sessions and the console private, no-store, whatever their handlers set', async () => {
    const answers = [
      await get('/v1/owner/shops', {}, OWNER),
      await get('/v1/owner/shops/kashi01', {}, OWNER),
      await get('/v1/owner/shops/kashi01/insights', {}, OWNER),
      await get('/v1/otp/session', {}, SHOPPER),
      await get('/v1/admin/claims', {}, 'console'),
      await get('/v1/admin/session', {}, 'console'),
      // Refused for want of a session: private all the same.
      await get('/v1/owner/shops'),
    ];
    for (const response of answers) {
      expect(response.headers['cache-control'], response.body).toBe(PRIVATE);
      expect(response.headers.etag).toBeUndefined();
    }
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 401]);
  });

  it("answers a pending listing's claimant privately, in their language, and everyone else a 404 kept by no cache", async () => {
    const detail = await get('/v1/claim-shops/pending1', {}, CLAIMANT);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe(PRIVATE);
    expect(detail.headers.etag).toBeUndefined();
    const page = await get('/pending1/shop', { 'accept-language': 'hi' }, CLAIMANT);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(PRIVATE);
    expect(page.headers.etag).toBeUndefined();
    expect(String(page.headers.vary)).toMatch(/accept-language/i);
    for (const url of ['/v1/claim-shops/pending1', '/pending1/shop']) {
      const stranger = await get(url, {}, SHOPPER);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.headers['cache-control']).toBe('no-store');
    }
  });
});
