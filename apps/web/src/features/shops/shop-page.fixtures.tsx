import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { NearbyShop, ShopDetail } from '@local-shops/shared';
import type { PriceComparisonResponse, ShopProductsResponse } from '@local-shops/shared/products';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { Toaster } from '../../lib/toast.tsx';
import { ShopPage } from './shop-page.tsx';

export const SHOP: ShopDetail = {
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
  openingHours: null,
  holidays: [],
  isOpenNow: null,
  openingHoursText: null,
  streetAddress: null,
  locality: null,
  website: null,
  fromOpenStreetMap: false,
  contact: { phone: null, whatsapp: null },
  photos: [],
  rating: { average: null, count: 0 },
  offers: [],
  coins: null,
  pendingReview: false,
};

export const NEARBY: NearbyShop[] = [
  {
    id: 'n1',
    name: 'Verma General Store',
    storeFrontPicture: null,
    lat: 25.28,
    long: 83.0,
    hasOffer: false,
    givesCoins: false,
    isClaimed: false,
    isVerified: false,
    rating: { average: null, count: 0 },
    distanceKm: 0.42,
    sharesCategory: true,
    similarity: 'category',
    city: 'Varanasi',
  },
];

export function renderPage(path = '/shop-1/shop') {
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

export const RATED = { average: 4.5, count: 11 };

/** Page 1 holds ten reviews (the first with the owner's reply), page 2 the eleventh. */
export function reviewsPage(page: number) {
  const review = (n: number) => ({
    id: `r${n}`,
    author: `Shopper ••••${String(1000 + n)}`,
    rating: n === 1 ? 4 : 5,
    text: `Review number ${n}`,
    photos: [],
    createdAt: '2024-02-01T00:00:00.000Z',
    reply: n === 1 ? { text: 'Thank you for coming!', repliedAt: '2024-02-02T00:00:00.000Z' } : null,
  });
  const numbers = page === 2 ? [11] : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  return {
    items: numbers.map(review),
    links: { next: page === 2 ? null : '/v1/claim-shops/shop-1/reviews?page=2' },
    meta: { total: 11, page, rating: RATED },
  };
}

export const NO_PRICES = { products: { items: [] }, comparison: { items: [] } };

export function stubShop(
  detail: Partial<ShopDetail> = {},
  signedIn: { number: string; pendingShopIds: string[] } | null = null,
  prices: { products: ShopProductsResponse; comparison: PriceComparisonResponse } = NO_PRICES,
) {
  return stubApi((url) => {
    if (url.pathname === '/v1/claim-shops/shop-1/products') return { body: prices.products };
    if (url.pathname === '/v1/claim-shops/shop-1/price-comparison') return { body: prices.comparison };
    if (url.pathname === '/v1/otp/session') return { body: { mobileNumber: signedIn?.number ?? null } };
    if (url.pathname === '/v1/owner/shops' && signedIn) {
      const items = signedIn.pendingShopIds.map((id) => ({
        shop: { id, name: 'x', isClaimed: false, isVerified: false },
        claim: {
          id: `c-${id}`,
          status: 'pending_review',
          reason: null,
          submittedAt: '2024-01-01T00:00:00.000Z',
          decidedAt: null,
        },
        premium: { status: 'none', until: null },
      }));
      return { body: { items } };
    }
    if (url.pathname === '/v1/claim-shops/shop-1') return { body: { ...SHOP, ...detail } };
    if (url.pathname === '/v1/claim-shops/shop-1/nearby') return { body: { items: NEARBY } };
    if (url.pathname === '/v1/claim-shops/shop-1/reviews')
      return { body: reviewsPage(Number(url.searchParams.get('page'))) };
    if (url.pathname === '/v1/reviews/r1/report')
      return { status: 202, body: { message: 'Thank you. Our team will check this review.' } };
    return undefined;
  });
}

/** The hooks every shop page test file runs: a fresh store, session and language for each test. */
export function setUpShopPageTests() {
  beforeEach(() => {
    forgetOwnerSession();
    useAppStore.setState({ location: { latitude: 25.3176, longitude: 82.9739, error: null } });
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(async () => {
    await resetScreen();
  });
}
