import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Page, type PlacePage, type ShopDetail, type ShopListItem } from '@local-shops/shared';
import { PENDING_LISTING_TEXT } from '@local-shops/shared/locales/en/rules';
import type { Db } from '../../db/database.ts';
import type { ClaimStatus } from '../../db/schema.ts';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { addShops, TAXONOMY, testShop } from '../../test/fixtures.ts';
import { addClaim } from '../../test/owners.ts';
import { signIn } from '../../test/sessions.ts';

/** Issue 23, decision 0058: a listing is public only once approved. */

const NOW = new Date('2026-05-01T10:00:00.000Z');
const SITE = 'https://shops.example.in';
const CATEGORY = TAXONOMY[0]!;
const SUB = CATEGORY.subCategories[0]!;
const CLAIMANT = '+919812300001';
const STRANGER = '+919812300002';
const REFUSED_CLAIMANT = '+919812300003';

const shop = (id: string, name: string) =>
  testShop({
    id,
    name,
    intro: 'Paneer and dairy.',
    city: 'Pune',
    state: 'Maharashtra',
    pin: '411001',
    lat: 18.5204,
    long: 73.8567,
    categoryIds: [CATEGORY.id],
    subCategoryIds: [SUB.id],
    createdAt: NOW.toISOString(),
  });

const doc = (html: string) => new JSDOM(html).window.document;
const robots = (html: string) => doc(html).querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
const canonical = (html: string) => doc(html).querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;

describe.each(DIALECTS)('a new listing awaiting review on %s', (dialect) => {
  const sessions: Record<string, string> = {};
  const newListingClaim = (db: Db, shopId: string, number: string, status: ClaimStatus) =>
    addClaim(db, { shopId, number, status, kind: 'new_listing', at: NOW });
  const context = testApp(dialect, {
    env: { PUBLIC_URL: SITE },
    now: () => NOW,
    setUp: async (db) => {
      await addShops(db, [
        shop('listed01', 'Pune Paneer House'),
        shop('pending01', 'Pending Paneer Point'),
        shop('refused01', 'Refused Paneer Corner'),
      ]);
      await newListingClaim(db, 'pending01', CLAIMANT, 'pending_review');
      await newListingClaim(db, 'refused01', REFUSED_CLAIMANT, 'rejected');
    },
  });
  beforeAll(async () => {
    for (const number of [CLAIMANT, STRANGER, REFUSED_CLAIMANT])
      sessions[number] = await signIn(context.db, number, NOW);
  });

  const get = (url: string, number?: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, cookies: number ? { session: sessions[number]! } : {}, headers });

  it('answers its detail 404 to strangers, signed in or not, as for an unknown id', async () => {
    for (const number of [undefined, STRANGER]) {
      const response = await get('/v1/claim-shops/pending01', number);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: MESSAGES.shopNotFound });
    }
  });

  it('answers its claimant, marked pending review and kept by no cache', async () => {
    const response = await get('/v1/claim-shops/pending01', CLAIMANT);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const detail = response.json<ShopDetail>();
    expect(detail).toMatchObject({ id: 'pending01', name: 'Pending Paneer Point', pendingReview: true });
  });

  it('a listed shop answers everyone, without the pending mark', async () => {
    const response = await get('/v1/claim-shops/listed01');
    expect(response.statusCode).toBe(200);
    expect(response.json<ShopDetail>().pendingReview).toBe(false);
  });

  it('a refused new listing answers no one, not even the number that added it', async () => {
    for (const number of [undefined, REFUSED_CLAIMANT])
      expect((await get('/v1/claim-shops/refused01', number)).statusCode).toBe(404);
    expect((await get('/refused01/shop', REFUSED_CLAIMANT)).statusCode).toBe(404);
  });

  it('its server-rendered page is a 404 with noindex and no canonical link for strangers', async () => {
    for (const number of [undefined, STRANGER]) {
      const response = await get('/pending01/shop', number);
      expect(response.statusCode).toBe(404);
      expect(robots(response.body)).toBe('noindex');
      expect(canonical(response.body)).toBeNull();
      expect(response.body).not.toContain('Pending Paneer Point');
    }
  });

  it('its page shows its claimant a pending mark in English or Hindi, with noindex, no canonical, no structured data', async () => {
    const english = await get('/pending01/shop', CLAIMANT);
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('private, no-store');
    expect(robots(english.body)).toBe('noindex');
    expect(canonical(english.body)).toBeNull();
    expect(doc(english.body).querySelector('script[type="application/ld+json"]')).toBeNull();
    const main = doc(english.body).querySelector('main')!;
    expect(main.querySelector('h1')?.textContent).toBe('Pending Paneer Point');
    expect(main.textContent).toContain(PENDING_LISTING_TEXT.mark);
    expect(main.textContent).toContain(PENDING_LISTING_TEXT.note);

    const hindi = await get('/pending01/shop', CLAIMANT, { 'accept-language': 'hi' });
    expect(hindi.statusCode).toBe(200);
    expect(doc(hindi.body).querySelector('main')?.textContent).toContain('जाँच बाकी है');

    // A listed shop's page stays indexable, with its canonical link.
    const listed = await get('/listed01/shop');
    expect(listed.statusCode).toBe(200);
    expect(robots(listed.body)).toBeNull();
    expect(canonical(listed.body)).toBe(`${SITE}/listed01/shop`);
  });

  it('is in no list, search, nearby list, saved list, town page or sitemap', async () => {
    const ids = (page: { items: Array<{ id: string }> }) => page.items.map((item) => item.id);
    const search = await get('/v1/claim-shops/filter?q=paneer');
    expect(search.statusCode, search.body).toBe(200);
    expect(ids(search.json<Page<ShopListItem>>())).toEqual(['listed01']);
    expect(search.json<Page<ShopListItem>>().meta.total).toBe(1);
    expect(ids((await get('/v1/claim-shops/filter')).json<Page<ShopListItem>>())).toEqual(['listed01']);
    expect(ids((await get(`/v1/claim-shops/filter?near=18.52,73.85`)).json<Page<ShopListItem>>())).not.toContain(
      'pending01',
    );
    expect(ids((await get('/v1/claim-shops/listed01/nearby')).json<{ items: ShopListItem[] }>())).toEqual([]);
    expect(
      ids((await get('/v1/claim-shops/by-ids?ids=pending01,listed01', CLAIMANT)).json<{ items: ShopListItem[] }>()),
    ).toEqual(['listed01']);
    const town = (await get(`/v1/places/maharashtra/pune/${CATEGORY.id}`)).json<PlacePage>();
    expect(town.shops.map((s) => s.id)).toEqual(['listed01']);
    const sitemap = await get('/sitemaps/shops-1.xml');
    expect(sitemap.body).toContain(`${SITE}/listed01/shop`);
    expect(sitemap.body).not.toContain('pending01');
    expect(sitemap.body).not.toContain('refused01');
  });

  it('takes no reviews, from anyone', async () => {
    for (const number of [STRANGER, CLAIMANT]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/v1/claim-shops/pending01/reviews',
        cookies: { session: sessions[number]! },
        payload: { rating: 5 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(MESSAGES.shopNotFound);
    }
    // The same review of a listed shop is taken.
    const listed = await context.app.inject({
      method: 'POST',
      url: '/v1/claim-shops/listed01/reviews',
      cookies: { session: sessions[STRANGER]! },
      payload: { rating: 5 },
    });
    expect(listed.statusCode).toBe(201);
    expect(await context.db.kysely.selectFrom('shop_reviews').select('shop_id').execute()).toEqual([
      { shop_id: 'listed01' },
    ]);
  });
});
