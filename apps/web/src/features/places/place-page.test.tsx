// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlacePage as PlaceData } from '@local-shops/shared';
import { SHOP_TEXT as HI_SHOP_TEXT } from '@local-shops/shared/locales/hi/shops';
import { CATEGORY_LABELS as HI_CATEGORY_LABELS } from '@local-shops/shared/locales/hi/taxonomy';
import { setLocale } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { resetScreen } from '../../lib/reset-screen.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { PlacePage } from './place-page.tsx';

const VARANASI: PlaceData = {
  town: 'Varanasi',
  state: 'Uttar Pradesh',
  category: { id: 'sweets-and-bakery', label: 'Sweets & Bakery' },
  shops: [{ id: 'shop-1', name: 'Kashi Mishthan Bhandar', distanceKm: 1.2 }],
  otherCategories: [{ id: 'food-and-grocery', label: 'Food & Grocery' }],
};

afterEach(async () => {
  await act(() => setLocale('en'));
  await resetScreen();
});

describe('a town and category page', () => {
  it('reads in Hindi word order: its title, its shops’ distances and the town’s other categories', async () => {
    stubApi((url) =>
      url.pathname === '/v1/places/uttar-pradesh/varanasi/sweets-and-bakery' ? { body: VARANASI } : undefined,
    );
    await act(() => setLocale('hi'));
    // The Hindi category labels load on demand, as in the app (its routes sit inside Suspense).
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <MemoryRouter initialEntries={['/in/uttar-pradesh/varanasi/sweets-and-bakery']}>
            <Routes>
              <Route path={PATHS.place} element={<PlacePage />} />
            </Routes>
          </MemoryRouter>
        </Suspense>,
      );
    });
    const title = HI_SHOP_TEXT.placeTitle(HI_CATEGORY_LABELS['sweets-and-bakery'], 'Varanasi', 'Uttar Pradesh');
    expect(title).toBe(`Varanasi, Uttar Pradesh में ${HI_CATEGORY_LABELS['sweets-and-bakery']}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(HI_SHOP_TEXT.fromTheCentre(HI_SHOP_TEXT.distance(1.2)))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Varanasi की और दुकानें' })).toBeTruthy();
    const grocery = `Varanasi, Uttar Pradesh में ${HI_CATEGORY_LABELS['food-and-grocery']}`;
    expect(screen.getByRole('link', { name: grocery }).getAttribute('href')).toBe(
      '/in/uttar-pradesh/varanasi/food-and-grocery',
    );
    expect(screen.queryByText(/ in /)).toBeNull();
  });
});
