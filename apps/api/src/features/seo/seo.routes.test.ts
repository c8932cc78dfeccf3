import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SHOP_TEXT as HI_SHOP_TEXT } from '@local-shops/shared/locales/hi/shops';
import { CATEGORY_LABELS as HI_CATEGORY_LABELS } from '@local-shops/shared/locales/hi/taxonomy';
import type { Db } from '../../db/database.ts';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { addShops, type NewShop } from '../../test/fixtures.ts';

const NOW = '2026-01-01T00:00:00.000Z';
const VARANASI = { lat: 25.3167, long: 83.0104 };
const SITE = 'https://shops.example.in';
const EVIL = 'Evil </script><script>alert(1)</script> Sweets';

function shop(overrides: Partial<NewShop> & { id: string; name: string }): NewShop {
  return {
    intro: 'Fresh mithai every morning.',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    pin: '221001',
    shopType: 'Retailers',
    storeFrontPicture: null,
    lat: VARANASI.lat,
    long: VARANASI.long,
    isClaimed: false,
    categoryIds: ['sweets-and-bakery'],
    subCategoryIds: ['sweet-shop'],
    source: 'test',
    sourceRef: null,
    createdAt: NOW,
    ...overrides,
  };
}

const SHOPS = [
  shop({
    id: 'kashi01',
    name: 'Kashi Mishthan Bhandar',
    storeFrontPicture: '/media/shop-fronts/0123456789abcdef0123456789abcdef.jpg',
    lat: 25.318,
    long: 83.011,
  }),
  shop({ id: 'kashi02', name: 'Ganga Sweets', lat: 25.33, long: 83.03 }),
  shop({ id: 'evil001', name: EVIL, intro: 'A "quoted" </title> intro & more', lat: 25.35, long: 83.05 }),
  // Far from Varanasi, and another category near it: neither is on the sweets page.
  shop({ id: 'lucknow1', name: 'Lucknow Sweets', city: 'Lucknow', lat: 26.8467, long: 80.9462 }),
  shop({
    id: 'kirana01',
    name: 'Varanasi Kirana',
    categoryIds: ['food-and-grocery'],
    subCategoryIds: ['grocery-store'],
  }),
  shop({ id: 'noplace1', name: 'Nowhere Shop', city: 'Atlantis', state: 'Nowhere', lat: null, long: null }),
  // Claimed, in another town (the Varanasi pages stay as they are).
  shop({ id: 'hidden01', name: 'Hidden Number Sweets', isClaimed: true, city: 'Lucknow', lat: 26.85, long: 80.95 }),
];

const PUBLIC_PHONE = '+919800000001';
const HIDDEN_PHONE = '+919800000002';

/** A source's public number on an unclaimed shop (shown), and an owner's number they chose to hide. */
async function addPhones(db: Db) {
  await db.kysely.updateTable('shops').set({ public_phone: PUBLIC_PHONE }).where('id', '=', 'kashi02').execute();
  await db.kysely
    .updateTable('shops')
    .set({ owner_contact_number: HIDDEN_PHONE, phone_visible: false })
    .where('id', '=', 'hidden01')
    .execute();
}

function parseHtml(html: string) {
  return new JSDOM(html).window.document;
}

function parseXml(xml: string) {
  // jsdom throws on XML that is not well-formed.
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

function meta(doc: ReturnType<typeof parseHtml>, key: string): string | null | undefined {
  return (doc.querySelector(`meta[property="${key}"]`) ?? doc.querySelector(`meta[name="${key}"]`))?.getAttribute(
    'content',
  );
}

function jsonLd(doc: ReturnType<typeof parseHtml>): Array<Record<string, unknown>> {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
}

describe.each(DIALECTS)('search engine pages on %s', (dialect) => {
  const context = testApp(dialect, {
    env: { PUBLIC_URL: SITE },
    setUp: async (db) => {
      await addShops(db, SHOPS);
      await addPhones(db);
    },
  });

  it("answers a shop's page with its name and town in the title, a description, canonical, Open Graph and LocalBusiness JSON-LD", async () => {
    const response = await context.app.inject({ method: 'GET', url: '/kashi01/shop' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const doc = parseHtml(response.body);
    expect(doc.title).toBe('Kashi Mishthan Bhandar, Varanasi | Apni Dukaan');
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(meta(doc, 'description')).toContain('Kashi Mishthan Bhandar, Varanasi, Uttar Pradesh - 221001');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/kashi01/shop`);
    expect(meta(doc, 'og:title')).toBe('Kashi Mishthan Bhandar, Varanasi | Apni Dukaan');
    expect(meta(doc, 'og:url')).toBe(`${SITE}/kashi01/shop`);
    expect(meta(doc, 'og:image')).toBe(`${SITE}/media/shop-fronts/0123456789abcdef0123456789abcdef.jpg`);
    const [business, breadcrumbs] = jsonLd(doc);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Bakery',
      name: 'Kashi Mishthan Bhandar',
      url: `${SITE}/kashi01/shop`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Varanasi',
        addressRegion: 'Uttar Pradesh',
        postalCode: '221001',
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 25.318, longitude: 83.011 },
    });
    // The breadcrumb leads to the town and category page, in the head and as a link in the body.
    const crumbs = (breadcrumbs!.itemListElement as Array<{ name: string; item: string }>).map((c) => c.item);
    expect(crumbs).toEqual([`${SITE}/`, `${SITE}/in/uttar-pradesh/varanasi/sweets-and-bakery`, `${SITE}/kashi01/shop`]);
    const link = doc.querySelector(
      'nav[aria-label="Breadcrumb"] a[href="/in/uttar-pradesh/varanasi/sweets-and-bakery"]',
    );
    expect(link?.textContent).toBe('Sweets & Bakery in Varanasi, Uttar Pradesh');
    // The SPA still mounts in the same root.
    expect(doc.querySelector('#root h1')?.textContent).toBe('Kashi Mishthan Bhandar');
  });

  it('escapes a hostile shop name everywhere: one title, no injected script, JSON-LD still parses', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/evil001/shop' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    const doc = parseHtml(response.body);
    expect(doc.title).toBe(`${EVIL}, Varanasi | Apni Dukaan`);
    expect([...doc.querySelectorAll('script')].filter((s) => !s.getAttribute('type'))).toHaveLength(0);
    expect(jsonLd(doc)[0]).toMatchObject({ name: EVIL, description: 'A "quoted" </title> intro & more' });
  });

  it("draws a shop's first content for the app to take over: name, address, intro, Directions, and Call only where the phone is public", async () => {
    const page = async (id: string, headers: Record<string, string> = {}) =>
      parseHtml((await context.app.inject({ method: 'GET', url: `/${id}/shop`, headers })).body);
    const withPhone = await page('kashi02');
    const kept = withPhone.querySelector('#root > [data-server-page]');
    expect(kept?.querySelector('h1')?.textContent).toBe('Ganga Sweets');
    expect(kept?.querySelector('.shop-view__intro')?.textContent).toBe('Fresh mithai every morning.');
    const call = kept?.querySelector('a[href^="tel:"]');
    expect(call?.getAttribute('href')).toBe(`tel:${PUBLIC_PHONE}`);
    expect(call?.textContent).toBe('Call');
    expect(kept?.querySelector('a.shop-location__directions')?.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=25.33,83.03',
    );
    // No public number, or an owner's number they keep hidden: no Call, and the number is nowhere.
    expect((await page('kashi01')).querySelector('a[href^="tel:"]')).toBeNull();
    const hidden = await context.app.inject({ method: 'GET', url: '/hidden01/shop' });
    expect(parseHtml(hidden.body).querySelector('h1')?.textContent).toBe('Hidden Number Sweets');
    expect(hidden.body).not.toContain(HIDDEN_PHONE);
    expect(hidden.body).not.toContain('tel:');
    // A shop without a location has no Directions.
    expect((await page('noplace1')).querySelector('a.shop-location__directions')).toBeNull();
    // In the visitor's language, and marked as varying by it.
    const hindi = await context.app.inject({
      method: 'GET',
      url: '/kashi02/shop',
      headers: { 'accept-language': 'hi' },
    });
    expect(parseHtml(hindi.body).querySelector('a[href^="tel:"]')?.textContent).toBe('कॉल करें');
    // The trail as the app draws it in Hindi, so that nothing changes when the app takes over.
    const trail = parseHtml(hindi.body).querySelector('nav.breadcrumbs');
    expect(trail?.getAttribute('aria-label')).toBe(HI_SHOP_TEXT.breadcrumb);
    expect([...trail!.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      HI_SHOP_TEXT.home,
      HI_SHOP_TEXT.placeTitle(HI_CATEGORY_LABELS['sweets-and-bakery'], 'Varanasi', 'Uttar Pradesh'),
    ]);
    expect(hindi.headers.vary).toMatch(/accept-language/i);
  });

  it('escapes a hostile name and intro in the first content', async () => {
    const body = (await context.app.inject({ method: 'GET', url: '/evil001/shop' })).body;
    const doc = parseHtml(body);
    expect(doc.querySelector('#root h1')?.textContent).toBe(EVIL);
    expect(doc.querySelector('.shop-view__intro')?.textContent).toBe('A "quoted" </title> intro & more');
    expect(doc.querySelector('.shop-view__photo img')?.getAttribute('alt')).toBe(`Store front of ${EVIL}`);
    expect(body).toContain('A &quot;quoted&quot; &lt;/title&gt; intro &amp; more');
  });

  it('draws the landing page: the hero, a search form that works without the app, and the first shops', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const doc = parseHtml(response.body);
    expect(doc.title).toBe('Apni Dukaan - local shops near you');
    const kept = doc.querySelector('#root > [data-server-page]')!;
    expect(kept.querySelector('h1')?.textContent).toBe('Let shoppers near you find your shop');
    // A GET form to the app's own search address: typing and Enter lead to the results.
    const form = kept.querySelector('form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/#shops');
    expect(form?.querySelector('input[type="search"]')?.getAttribute('name')).toBe('q');
    const names = [...kept.querySelectorAll('#shops a')].map((a) => [a.getAttribute('href'), a.textContent]);
    expect(names).toContainEqual(['/kashi01/shop', 'Kashi Mishthan Bhandar']);
    expect(names).toContainEqual(['/evil001/shop', EVIL]);
    // The search text comes back in the box, escaped.
    const searched = await context.app.inject({ method: 'GET', url: `/?q=${encodeURIComponent('"><script>x')}` });
    expect(searched.body).not.toContain('"><script>x');
    expect(parseHtml(searched.body).querySelector('input[name="q"]')?.getAttribute('value')).toBe('"><script>x');
    // In Hindi for a Hindi browser.
    const hindi = await context.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'hi' } });
    expect(parseHtml(hindi.body).querySelector('h1')?.textContent).not.toBe('Let shoppers near you find your shop');
    expect(hindi.headers.vary).toMatch(/accept-language/i);
  });

  it('answers an unknown shop with 404 and the not-found page', async () => {
    for (const url of ['/nosuchshop/shop', '/bad%20id!/shop']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      const doc = parseHtml(response.body);
      expect(doc.title).toBe('Page not found | Apni Dukaan');
      expect(meta(doc, 'robots')).toBe('noindex');
    }
  });

  it('lists the shops of a category nearest the town centre on its town page', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/in/uttar-pradesh/varanasi/sweets-and-bakery' });
    expect(response.statusCode).toBe(200);
    const doc = parseHtml(response.body);
    expect(doc.title).toBe('Sweets & Bakery in Varanasi, Uttar Pradesh | Apni Dukaan');
    expect(meta(doc, 'description')).toMatch(/^3 Sweets & Bakery shops nearest the centre of Varanasi/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE}/in/uttar-pradesh/varanasi/sweets-and-bakery`,
    );
    expect(meta(doc, 'og:title')).toBe('Sweets & Bakery in Varanasi, Uttar Pradesh | Apni Dukaan');
    const links = [...doc.querySelectorAll('main ol.place-shops a')].map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ]);
    expect(links).toEqual([
      ['/kashi01/shop', 'Kashi Mishthan Bhandar'],
      ['/kashi02/shop', 'Ganga Sweets'],
      ['/evil001/shop', EVIL],
    ]);
    const [list] = jsonLd(doc);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 3 });
    expect((list!.itemListElement as Array<{ url: string }>)[0]!.url).toBe(`${SITE}/kashi01/shop`);
    // A sub-category works too, and the page links to the town's other categories.
    const sub = await context.app.inject({ method: 'GET', url: '/in/uttar-pradesh/varanasi/sweet-shop' });
    expect(parseHtml(sub.body).title).toBe('Sweets & Mithai in Varanasi, Uttar Pradesh | Apni Dukaan');
    expect(doc.querySelector('a[href="/in/uttar-pradesh/varanasi/food-and-grocery"]')?.textContent).toBe(
      'Food & Grocery in Varanasi, Uttar Pradesh',
    );
  });

  it('gives the web context.app the same town page as JSON', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/v1/places/uttar-pradesh/varanasi/sweets-and-bakery',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      town: string;
      state: string;
      category: { label: string };
      shops: Array<{ id: string; distanceKm: number }>;
      otherCategories: Array<{ id: string }>;
    }>();
    expect(body).toMatchObject({
      town: 'Varanasi',
      state: 'Uttar Pradesh',
      category: { id: 'sweets-and-bakery', label: 'Sweets & Bakery' },
    });
    expect(body.shops.map((s) => s.id)).toEqual(['kashi01', 'kashi02', 'evil001']);
    expect(body.shops[0]!.distanceKm).toBeLessThan(1);
    expect(body.otherCategories.map((c) => c.id)).toContain('food-and-grocery');
    expect(
      (await context.app.inject({ method: 'GET', url: '/v1/places/uttar-pradesh/atlantis/sweets-and-bakery' }))
        .statusCode,
    ).toBe(404);
  });

  it('answers an unknown town or category with 404', async () => {
    for (const url of [
      '/in/uttar-pradesh/atlantis/sweets-and-bakery',
      '/in/uttar-pradesh/varanasi/no-such-category',
      '/in/nowhere/varanasi/sweets-and-bakery',
    ]) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('serves robots.txt as text naming the sitemap and keeping out the console, the API and the claim steps', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const path of ['/admin', '/v1/', '/instructions', '/add-shop', '/add-store-front-picture'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('serves a sitemap index whose files list every shop and the town pages, each at most 50,000 addresses', async () => {
    const index = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const files = [...parseXml(index.body).getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(files).toEqual([`${SITE}/sitemaps/shops-1.xml`, `${SITE}/sitemaps/places-1.xml`]);

    const shops = await context.app.inject({ method: 'GET', url: '/sitemaps/shops-1.xml' });
    expect(shops.statusCode).toBe(200);
    const shopUrls = [...parseXml(shops.body).getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(shopUrls).toHaveLength(SHOPS.length);
    expect(shopUrls).toContain(`${SITE}/kashi01/shop`);

    // 20,000 addresses are too many for jsdom in a test: the file is read line by line, each line
    // one <url> entry of the strict form the protocol asks for.
    const places = await context.app.inject({ method: 'GET', url: '/sitemaps/places-1.xml' });
    const lines = places.body.trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ]);
    expect(lines.at(-1)).toBe('</urlset>');
    const entries = lines.slice(2, -1);
    const placeUrls = entries.map((line) => /^<url><loc>(https:\/\/[^<>&"']+)<\/loc><\/url>$/.exec(line)?.[1]);
    expect(placeUrls.every(Boolean)).toBe(true);
    expect(placeUrls.length).toBeGreaterThan(10_000);
    expect(placeUrls.length).toBeLessThanOrEqual(50_000);
    expect(placeUrls).toContain(`${SITE}/in/uttar-pradesh/varanasi/sweets-and-bakery`);

    expect((await context.app.inject({ method: 'GET', url: '/sitemaps/shops-2.xml' })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/sitemaps/other.xml' })).statusCode).toBe(404);
  });
});
