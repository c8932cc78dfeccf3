// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { distanceKm, formatDistanceKm } from '@local-shops/shared';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { requestedUrls, shop, stubApi } from '../../lib/test-helpers.ts';
import { Toaster } from '../../lib/toast.tsx';
import { SAVED_TEXT, SavedShopsPage } from './saved-page.tsx';
import { SAVED_SHOPS_KEY } from './saved-shops.ts';

const SAVED = [
  { ...shop('shop-b', { name: 'Bharat Fruits', lat: 12.98, long: 77.6 }), city: 'Bengaluru' },
  { ...shop('shop-a', { name: 'Annapurna Sweets', isClaimed: true }), city: 'Mysuru' },
];

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/saved']}>
      <Routes>
        <Route path="/saved" element={<SavedShopsPage />} />
        <Route path="/" element={<h1>Home</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({ location: { latitude: 12.9716, longitude: 77.5946, error: null } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await resetScreen();
});

describe('SavedShopsPage', () => {
  it('shows the empty state without asking the API when nothing is saved', () => {
    const api = stubApi(() => undefined);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: SAVED_TEXT.savedShopsHeading })).toBeTruthy();
    expect(screen.getByText(SAVED_TEXT.savedShopsEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: SAVED_TEXT.findShops }).getAttribute('href')).toBe('/');
    expect(api).not.toHaveBeenCalled();
  });

  it('lists the saved shops in one request, in the order saved, and removes one without asking again', async () => {
    localStorage.setItem(SAVED_SHOPS_KEY, JSON.stringify(['shop-a', 'gone-1', 'shop-b']));
    const api = stubApi((url) =>
      url.pathname === '/v1/claim-shops/by-ids'
        ? { body: { items: SAVED.filter((s) => url.searchParams.get('ids')!.split(',').includes(s.id)) } }
        : undefined,
    );
    renderPage();
    const links = await screen.findAllByRole('link', { name: /Annapurna Sweets|Bharat Fruits/ });
    expect(links.map((l) => l.textContent)).toEqual(['Annapurna Sweets', 'Bharat Fruits']);
    expect(links[0]!.getAttribute('href')).toBe('/shop-a/shop');
    expect(requestedUrls(api)).toEqual(['/v1/claim-shops/by-ids?ids=shop-a,gone-1,shop-b']);
    expect(screen.getByText(SAVED_TEXT.savedNoLongerListed(1))).toBeTruthy();
    // Distance from the device: only the shop with a position has one.
    const away = formatDistanceKm(distanceKm({ lat: 12.9716, long: 77.5946 }, { lat: 12.98, long: 77.6 }));
    const distances = [...document.querySelectorAll('.shops-row__meta')].map((meta) => meta.textContent);
    expect(distances).toEqual(['Mysuru', `BengaluruDistance from you: ${away}`]);

    fireEvent.click(screen.getByRole('button', { name: SAVED_TEXT.removeSavedLabel('Annapurna Sweets') }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Annapurna Sweets' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Bharat Fruits' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(SAVED_SHOPS_KEY)!)).toEqual(['gone-1', 'shop-b']);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('offers Try again when the shops cannot be read', async () => {
    localStorage.setItem(SAVED_SHOPS_KEY, JSON.stringify(['shop-a']));
    let fail = true;
    stubApi((url) =>
      url.pathname !== '/v1/claim-shops/by-ids'
        ? undefined
        : fail
          ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Down for a minute.' } }
          : { body: { items: [SAVED[1]] } },
    );
    renderPage();
    expect(await screen.findByText('Down for a minute.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Annapurna Sweets' })).toBeTruthy();
  });
});
