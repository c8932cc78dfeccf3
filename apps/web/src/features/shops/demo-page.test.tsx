// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/store.ts';
import { page, requestedUrls, shop, stubApi } from '../../lib/test-helpers.ts';
import { DemoPage } from './demo-page.tsx';
import { SAMPLE_SHOP } from './sample-shop.ts';

beforeEach(() => {
  useAppStore.setState({ location: { latitude: 25.3176, longitude: 82.9739, error: null } });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DemoPage', () => {
  it('shows the sample shop and feeds the two strips with its category and sub-category near the device', async () => {
    const api = stubApi((url) =>
      url.searchParams.get('categoryId') === 'food-and-grocery'
        ? { body: page([shop('near-1', { name: 'Pandey Grocers', lat: 25.32, long: 82.98 })], null) }
        : url.searchParams.get('subCategoryId') === 'sweets-and-mithai'
          ? { body: page([shop('near-2', { name: 'Ksheer Sagar' })], null) }
          : undefined,
    );
    render(
      <MemoryRouter initialEntries={['/some-shop/demo']}>
        <Routes>
          <Route path="/:shopId/demo" element={<DemoPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: SAMPLE_SHOP.name })).toBeTruthy();
    expect(screen.getByText('5.0 km')).toBeTruthy();
    expect(screen.getByText('Claimed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/some-shop/subscribe');

    const similar = await screen.findByRole('region', { name: 'Similar Shops nearby' });
    expect(await within(similar).findByText('Pandey Grocers')).toBeTruthy();
    expect(within(similar).getByText('0.7 km away')).toBeTruthy();
    const price = screen.getByRole('region', { name: 'Price comparison from near by shops' });
    expect(await within(price).findByText('Ksheer Sagar')).toBeTruthy();

    const urls = requestedUrls(api);
    expect(urls).toContain(
      '/v1/claim-shops/filter?categoryId=food-and-grocery&near=25.31760%2C82.97390&sort=distance&page=1',
    );
    expect(urls).toContain(
      '/v1/claim-shops/filter?subCategoryId=sweets-and-mithai&near=25.31760%2C82.97390&sort=distance&page=1',
    );
    expect(urls.some((u) => u.includes('/some-shop'))).toBe(false);
  });
});
