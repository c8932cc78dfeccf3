// @vitest-environment jsdom
import { MESSAGES, type NearbyShop, type ShopDetail } from '@local-shops/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { useAppStore } from '../../lib/store.ts';
import { requestedUrls, stubApi } from '../../lib/test-helpers.ts';
import { Toaster, toast } from '../../lib/toast.tsx';
import { SAVED_SHOPS_KEY } from './saved-shops.ts';
import { ShopPage } from './shop-page.tsx';

const SHOP: ShopDetail = {
  id: 'shop-1',
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  name: 'Gupta Kirana Store',
  intro: 'Daily groceries at fair prices.',
  address: 'Lanka, Varanasi, Uttar Pradesh 221005',
  city: 'Varanasi',
  state: 'Uttar Pradesh',
  pin: '221005',
  shopType: 'Retailers',
  storeFrontPicture: null,
  lat: 25.2793,
  long: 82.9995,
  isClaimed: false,
  isVerified: false,
  categories: [{ id: 'food-and-grocery', label: 'Food & Grocery' }],
  subCategories: [{ id: 'kirana', label: 'Kirana', categoryId: 'food-and-grocery' }],
  metaInfo: { isPaid: false, isPaymentValid: false, premiumUntil: null },
  offers: [],
};

const NEARBY: NearbyShop[] = [
  {
    id: 'n1',
    name: 'Verma General Store',
    storeFrontPicture: null,
    lat: 25.28,
    long: 83.0,
    hasOffer: false,
    isClaimed: false,
    isVerified: false,
    distanceKm: 0.42,
    sharesCategory: true,
    city: 'Varanasi',
  },
];

function renderPage(path = '/shop-1/shop') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:shopId/shop" element={<ShopPage />} />
        <Route path="/instructions" element={<h1>Instructions</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

function stubShop(detail: Partial<ShopDetail> = {}, signedIn: { number: string; pendingShopIds: string[] } | null = null) {
  return stubApi((url) => {
    if (url.pathname === '/v1/otp/session') return { body: { mobileNumber: signedIn?.number ?? null } };
    if (url.pathname === '/v1/owner/shops' && signedIn) {
      const items = signedIn.pendingShopIds.map((id) => ({
        shop: { id, name: 'x', isClaimed: false, isVerified: false },
        claim: { id: `c-${id}`, status: 'pending_review', reason: null, submittedAt: '2024-01-01T00:00:00.000Z', decidedAt: null },
        premium: { status: 'none', until: null },
      }));
      return { body: { items } };
    }
    if (url.pathname === '/v1/claim-shops/shop-1') return { body: { ...SHOP, ...detail } };
    if (url.pathname === '/v1/claim-shops/shop-1/nearby') return { body: { items: NEARBY } };
    return undefined;
  });
}

beforeEach(() => {
  forgetOwnerSession();
  useAppStore.setState({ location: { latitude: 25.3176, longitude: 82.9739, error: null } });
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShopPage', () => {
  it('shows the running offers of the shop with their last day, and none when it has none', async () => {
    stubShop({ offers: [{ id: 'o1', title: 'Diwali: 10% off', details: 'On boxes above ₹500.', endsOn: '2026-11-30' }] });
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
    expect(within(chips).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Food & Grocery', 'Kirana']);
    expect(screen.getByRole('img', { name: `Store front of ${SHOP.name}` }).getAttribute('src')).toBe('/images/shop-placeholder.svg');
    expect(screen.getByRole('button', { name: 'Claim My Shop' })).toBeTruthy();

    const similar = screen.getByRole('region', { name: 'Similar Shops nearby' });
    expect(await within(similar).findByText('Verma General Store')).toBeTruthy();
    expect(within(similar).getByText('0.4 km from this shop')).toBeTruthy();
    expect(within(similar).getByRole('link').getAttribute('href')).toBe('/n1/shop');
    const price = screen.getByRole('region', { name: 'Price comparison from near by shops' });
    expect(within(price).getByText('Compare prices')).toBeTruthy();
    // The view is counted for the owner's insights (jsdom has no sendBeacon: a keepalive fetch).
    expect(requestedUrls(api).sort()).toEqual(['/v1/claim-shops/shop-1', '/v1/claim-shops/shop-1/events', '/v1/claim-shops/shop-1/nearby', '/v1/otp/session']);
  });

  it("shows 'Claim pending review' instead of 'Claim My Shop' to the number whose claim of the shop waits for review", async () => {
    stubShop({}, { number: '+919876543210', pendingShopIds: ['shop-1'] });
    renderPage();
    expect(await screen.findByText('Claim pending review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim My Shop' })).toBeNull();
    expect(screen.getByRole('link', { name: /See it on your dashboard/ }).getAttribute('href')).toBe('/dashboard');
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
    stubShop({ isClaimed: true, metaInfo: { isPaid: true, isPaymentValid: false, premiumUntil: '2026-01-01T00:00:00.000Z' } });
    renderPage();
    expect(await screen.findByText(MESSAGES.noShopDataAvailable)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: SHOP.name })).toBeNull();
  });

  it('shows a claimed shop on the Free plan, and one whose plan has ended, as usual', async () => {
    stubShop({ isClaimed: true, metaInfo: { isPaid: true, isPaymentValid: true, premiumUntil: '2020-01-01T00:00:00.000Z' } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: SHOP.name })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noShopDataAvailable)).toBeNull();
  });

  it("shows 'No data available.' for an unknown shop", async () => {
    stubApi(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: MESSAGES.shopNotFound } }));
    renderPage('/missing/shop');
    expect(await screen.findByText(MESSAGES.noDataAvailable)).toBeTruthy();
  });

  it('shares with the Web Share API, stays quiet on cancel, and says when sharing is unavailable', async () => {
    stubShop();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: SHOP.name });
    const shareButton = screen.getByRole('button', { name: 'Share' });

    fireEvent.click(shareButton);
    expect(await screen.findByText(MESSAGES.shareUnavailable)).toBeTruthy();
    act(() => toast.dismiss());

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    fireEvent.click(shareButton);
    expect(await screen.findByText(MESSAGES.shared)).toBeTruthy();
    expect(share).toHaveBeenCalledWith({
      title: SHOP.name,
      text: `${SHOP.name}, ${SHOP.address}`,
      url: window.location.href,
    });
    act(() => toast.dismiss());

    share.mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
    await act(async () => {
      fireEvent.click(shareButton);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(MESSAGES.shared)).toBeNull();
    Reflect.deleteProperty(navigator, 'share');
  });

  it("toggles the bookmark in localStorage 'savedShops', outside the 'root' store", async () => {
    stubShop();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: SHOP.name });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem(SAVED_SHOPS_KEY)!)).toEqual(['shop-1']);
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(screen.getByText('Shop saved.')).toBeTruthy();
    expect(localStorage.getItem('root') ?? '').not.toContain('shop-1');

    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(JSON.parse(localStorage.getItem(SAVED_SHOPS_KEY)!)).toEqual([]);
  });

  it('opens the More menu with Copy link and a mailto Report a problem', async () => {
    stubShop();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: SHOP.name });
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Report a problem' }).getAttribute('href')).toMatch(/^mailto:support@apnidukaan\.in\?subject=/);

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});
