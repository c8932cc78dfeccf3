// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@local-shops/shared';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import {
  DAY_NAMES as HI_DAYS,
  LISTING_VIEW_TEXT as HI_LISTING,
  SHOP_TEXT as HI_SHOP_TEXT,
} from '@local-shops/shared/locales/hi/shops';
import { CATEGORY_LABELS as HI_CATEGORY_LABELS } from '@local-shops/shared/locales/hi/taxonomy';
import { setLocale } from '../../lib/i18n.ts';
import { requestedUrls, stubApi } from '../../lib/test-helpers.ts';
import { NEARBY, RATED, renderPage, reviewsPage, setUpShopPageTests, SHOP, stubShop } from './shop-page.fixtures.tsx';

setUpShopPageTests();

describe('ShopPage', () => {
  it("shows the owner's Call and WhatsApp buttons, whether it is open now, the week's hours and the photos", async () => {
    // Monday 1 June 2026, 07:30 in India: the shop opens at 9:00.
    vi.useFakeTimers({ now: new Date('2026-06-01T07:30:00+05:30'), toFake: ['Date'] });
    const nine = [{ opens: '09:00', closes: '21:00' }];
    const api = stubShop({
      isClaimed: true,
      openingHours: { mon: nine, tue: nine, wed: nine, thu: nine, fri: nine, sat: nine, sun: [] },
      holidays: [],
      isOpenNow: false,
      contact: { phone: '+919876543210', whatsapp: '+919812345678' },
      photos: [{ id: 'p1', url: '/media/shop-fronts/aaaa.jpg' }],
    });
    renderPage();
    expect(await screen.findByText('Closed, opens at 9:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/919812345678\?text=/,
    );
    // A tap on Call or WhatsApp is counted for the owner's insights.
    const sentTypes = () =>
      (api.mock.calls as unknown as Array<[RequestInfo, RequestInit]>)
        .filter(([input]) => String(input).endsWith('/events'))
        .map(([, init]) => (JSON.parse(String(init.body)) as { type: string }).type);
    screen.getByRole('link', { name: 'Call' }).addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(screen.getByRole('link', { name: 'Call' }));
    fireEvent.click(screen.getByRole('link', { name: 'WhatsApp' }));
    expect(sentTypes()).toEqual(['view', 'call', 'whatsapp']);
    const week = await screen.findByRole('table');
    expect(within(week).getByRole('row', { name: /Sunday/ }).textContent).toBe('SundayClosed');
    expect(within(week).getByRole('row', { name: /Monday/ }).textContent).toBe('Monday9:00–21:00');
    expect(screen.getByRole('img', { name: `${SHOP.name}, photo 1` }).getAttribute('src')).toBe(
      '/media/shop-fronts/aaaa.jpg',
    );
    vi.useRealTimers();
  });

  it('reads in Hindi once Hindi is chosen: Claim My Shop, the call button, the hours and the distance', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T07:30:00+05:30'), toFake: ['Date'] });
    const nine = [{ opens: '09:00', closes: '21:00' }];
    stubShop({
      isClaimed: false,
      openingHours: { mon: nine, tue: nine, wed: nine, thu: nine, fri: nine, sat: nine, sun: [] },
      isOpenNow: false,
      contact: { phone: '+919876543210', whatsapp: null },
    });
    await act(() => setLocale('hi'));
    renderPage();
    expect(await screen.findByRole('button', { name: HI_LABELS.claimMyShop })).toBeTruthy();
    expect(screen.getByRole('link', { name: HI_LISTING.call })).toBeTruthy();
    expect(screen.getByText(HI_LISTING.closedOpensAt('9:00'))).toBeTruthy();
    const week = await screen.findByRole('table');
    expect(within(week).getByRole('row', { name: new RegExp(HI_DAYS.sun) }).textContent).toContain(HI_DAYS.sun);
    expect(screen.getByRole('button', { name: HI_SHOP_TEXT.share })).toBeTruthy();
    // The similar shop's distance in Hindi units: 'इस दुकान से 0.4 किमी'.
    expect(await screen.findByText(HI_SHOP_TEXT.fromThisShop(HI_SHOP_TEXT.distance(0.4)))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim My Shop' })).toBeNull();
    // The trail to the town's page in Hindi word order: 'Varanasi, Uttar Pradesh में खाने-पीने…'.
    const trail = screen.getByRole('navigation', { name: HI_SHOP_TEXT.breadcrumb });
    const town = `Varanasi, Uttar Pradesh में ${HI_CATEGORY_LABELS['food-and-grocery']}`;
    expect(within(trail).getByRole('link', { name: town })).toBeTruthy();
    vi.useRealTimers();
  });

  it('says Open now inside the hours, and shows no contact buttons the owner did not turn on', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00+05:30'), toFake: ['Date'] });
    const nine = [{ opens: '09:00', closes: '21:00' }];
    stubShop({
      isClaimed: true,
      openingHours: { mon: nine, tue: nine, wed: nine, thu: nine, fri: nine, sat: nine, sun: [] },
      isOpenNow: true,
    });
    renderPage();
    expect(await screen.findByText('Open now')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    vi.useRealTimers();
  });

  it('shows the running offers of the shop with their last day, and none when it has none', async () => {
    stubShop({
      offers: [{ id: 'o1', title: 'Diwali: 10% off', details: 'On boxes above ₹500.', endsOn: '2026-11-30' }],
    });
    renderPage();
    const offers = await screen.findByRole('region', { name: 'Offers' });
    expect(within(offers).getByText('Diwali: 10% off')).toBeTruthy();
    expect(within(offers).getByText('On boxes above ₹500.')).toBeTruthy();
    expect(within(offers).getByText('Valid until 30 November')).toBeTruthy();
    cleanup();
    stubShop();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: SHOP.name })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
  });

  it("lists the shop's prices and compares its catalogue products with nearby shops, cheapest first", async () => {
    const products = {
      items: [
        { catalogId: 'toor-dal-1-kg', name: 'Toor dal', unit: '1 kg', price: 160, inStock: true },
        { catalogId: null, name: 'Home-made pickle', unit: '250 g', price: 99.5, inStock: false },
      ],
    };
    const comparison = {
      items: [
        {
          product: { catalogId: 'toor-dal-1-kg', name: 'Toor dal', unit: '1 kg' },
          price: 160,
          nearby: [
            { shopId: 'n2', shopName: 'Cheaper Mart', price: 149.5, distanceKm: 3 },
            { shopId: 'n1', shopName: 'Near Stores', price: 158, distanceKm: 1 },
          ],
        },
      ],
    };
    stubShop({}, null, { products, comparison });
    renderPage();
    const list = await screen.findByRole('region', { name: 'Price list' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Toor dal, 1 kg₹160', 'Home-made pickle, 250 gOut of stock₹99.50']);
    const price = screen.getByRole('region', { name: 'Price comparison from near by shops' });
    const card = (await within(price).findByText('Toor dal')).closest('li')!;
    expect(card.getAttribute('style')).toContain('width: 330px');
    expect(within(card).getByText('₹160')).toBeTruthy();
    const nearby = within(card).getAllByRole('link');
    expect(nearby.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Cheaper Mart', '/n2/shop'],
      ['Near Stores', '/n1/shop'],
    ]);
    expect(within(card).getByText('₹149.50')).toBeTruthy();
    expect(within(card).getByText('3.0 km')).toBeTruthy();
  });

  it('shows the shop, its distance, chips, Claim My Shop and the nearby carousels', async () => {
    const api = stubShop();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: SHOP.name })).toBeTruthy();
    // The title is set in an effect, which may run just after the heading is painted.
    await waitFor(() => expect(document.title).toBe(SHOP.name));
    expect(screen.getByText(SHOP.address)).toBeTruthy();
    expect(screen.getByText(SHOP.intro)).toBeTruthy();
    expect(screen.getByText('5.0 km')).toBeTruthy();
    const chips = screen.getByRole('list', { name: 'Categories' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Food & Grocery', 'Kirana']);
    expect(screen.getByRole('img', { name: `Store front of ${SHOP.name}` }).getAttribute('src')).toBe(
      '/images/shop-placeholder.svg',
    );
    expect(screen.getByRole('button', { name: 'Claim My Shop' })).toBeTruthy();

    const similar = screen.getByRole('region', { name: 'Similar Shops nearby' });
    expect(await within(similar).findByText('Verma General Store')).toBeTruthy();
    expect(within(similar).getByText('0.4 km from this shop')).toBeTruthy();
    expect(within(similar).getByRole('link').getAttribute('href')).toBe('/n1/shop');
    const price = screen.getByRole('region', { name: 'Price comparison from near by shops' });
    expect(await within(price).findByText('No data available.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Price list' })).toBeNull();
    // The view is counted for the owner's insights (jsdom has no sendBeacon: a keepalive fetch).
    // The reviews (a lazy part of the page) load their first page once their code has arrived.
    await waitFor(() =>
      // The small map's settings (/v1/site-config) come with the lazy map chunk, whenever it loads.
      expect(
        requestedUrls(api)
          .filter((url) => url !== '/v1/site-config')
          .sort(),
      ).toEqual([
        '/v1/claim-shops/shop-1',
        '/v1/claim-shops/shop-1/events',
        '/v1/claim-shops/shop-1/nearby',
        '/v1/claim-shops/shop-1/price-comparison',
        '/v1/claim-shops/shop-1/products',
        '/v1/claim-shops/shop-1/reviews?page=1',
        '/v1/otp/session',
      ]),
    );
  });

  it("points the shop's approved owner to the dashboard instead of 'Write a review'", async () => {
    stubApi((url) => {
      if (url.pathname === '/v1/otp/session') return { body: { mobileNumber: '+919800000009' } };
      if (url.pathname === '/v1/owner/shops') {
        const items = [
          {
            shop: { id: 'shop-1', name: 'x', isClaimed: true, isVerified: false },
            claim: {
              id: 'c1',
              status: 'approved',
              reason: null,
              submittedAt: '2024-01-01T00:00:00.000Z',
              decidedAt: '2024-01-02T00:00:00.000Z',
            },
            premium: { status: 'none', until: null },
          },
        ];
        return { body: { items } };
      }
      if (url.pathname === '/v1/claim-shops/shop-1') return { body: { ...SHOP, isClaimed: true } };
      if (url.pathname === '/v1/claim-shops/shop-1/nearby') return { body: { items: NEARBY } };
      if (url.pathname === '/v1/claim-shops/shop-1/reviews') return { body: reviewsPage(1) };
      return undefined;
    });
    renderPage();
    const reviews = await screen.findByRole('region', { name: 'Ratings & reviews' });
    const note = await within(reviews).findByRole('link', {
      name: 'This is your shop: reply to its reviews from your dashboard.',
    });
    expect(note.getAttribute('href')).toBe('/dashboard');
    expect(within(reviews).queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('shows the rating, the reviews with the owner reply, more on demand, and reports a review', async () => {
    const api = stubShop({ rating: RATED });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: SHOP.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: '4.5 out of 5 (11 reviews)' }).getAttribute('href')).toBe('#reviews');
    const reviews = await screen.findByRole('region', { name: 'Ratings & reviews' });
    expect(await within(reviews).findByText('Review number 1')).toBeTruthy();
    expect(within(reviews).getByText('Shopper ••••1001')).toBeTruthy();
    expect(within(reviews).getByText('Thank you for coming!')).toBeTruthy();
    expect(
      within(reviews)
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('review')),
    ).toHaveLength(10);
    fireEvent.click(within(reviews).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(reviews).findByText('Review number 11')).toBeTruthy();
    expect(within(reviews).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    fireEvent.click(within(reviews).getAllByRole('button', { name: 'Report' })[0]!);
    await waitFor(() => expect(within(reviews).getAllByRole('button', { name: 'Reported' })).toHaveLength(1));
    expect(requestedUrls(api)).toContain('/v1/reviews/r1/report');
  });

  it("shows 'Claim pending review' instead of 'Claim My Shop' to the number whose claim of the shop waits for review", async () => {
    stubShop({}, { number: '+919876543210', pendingShopIds: ['shop-1'] });
    renderPage();
    expect(await screen.findByText('Claim pending review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim My Shop' })).toBeNull();
    expect(screen.getByRole('link', { name: /See it on your dashboard/ }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows the claimant of a new listing awaiting review that only they see it, with no review form (decision 0058)', async () => {
    const api = stubShop({ pendingReview: true }, { number: '+919876543210', pendingShopIds: ['shop-1'] });
    renderPage();
    expect(await screen.findByText('Pending review')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Only you can see this page/ }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Claim My Shop' })).toBeNull();
    await act(async () => {});
    expect(requestedUrls(api)).not.toContain('/v1/claim-shops/shop-1/reviews');
  });

  it("keeps 'Claim My Shop' for a signed-in number whose pending claims are of other shops", async () => {
    const api = stubShop({}, { number: '+919876543210', pendingShopIds: ['shop-2'] });
    renderPage();
    await waitFor(() => expect(requestedUrls(api)).toContain('/v1/owner/shops'));
    expect(await screen.findByRole('button', { name: 'Claim My Shop' })).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByText('Claim pending review')).toBeNull();
  });

  it('shows the claimed badge with the Verified image for a claimed, verified shop', async () => {
    stubShop({ isClaimed: true, isVerified: true });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: SHOP.name });
    expect(screen.getByText('Claimed')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Verified' }).getAttribute('src')).toBe('/images/verified-badge.svg');
    expect(screen.queryByRole('button', { name: 'Claim My Shop' })).toBeNull();
  });

  it("shows 'No Shop data available.' for a claimed shop whose payment is no longer valid (decision 0007)", async () => {
    stubShop({
      isClaimed: true,
      metaInfo: { isPaid: true, isPaymentValid: false, premiumUntil: '2026-01-01T00:00:00.000Z' },
    });
    renderPage();
    expect(await screen.findByText(MESSAGES.noShopDataAvailable)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: SHOP.name })).toBeNull();
  });

  it('shows a claimed shop on the Free plan, and one whose plan has ended, as usual', async () => {
    stubShop({
      isClaimed: true,
      metaInfo: { isPaid: true, isPaymentValid: true, premiumUntil: '2020-01-01T00:00:00.000Z' },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: SHOP.name })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noShopDataAvailable)).toBeNull();
  });

  it("shows 'No data available.' for an unknown shop", async () => {
    stubApi(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.shopNotFound } }));
    renderPage('/missing/shop');
    expect(await screen.findByText(MESSAGES.noDataAvailable)).toBeTruthy();
  });
});
