// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_CLAIM_DRAFT, type ClaimShopDraft } from '@local-shops/shared';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { requestedUrls, stubApi } from '../../lib/test-helpers.ts';
import { ShopSuggestions } from './shop-suggestions.tsx';

const LISTED = { id: 'shop-1', name: 'Lakshmi Press Wala', city: 'Pune', pin: '411001', isClaimed: false };

function renderWith(draft: Partial<ClaimShopDraft>) {
  return render(
    <MemoryRouter>
      <ShopSuggestions draft={{ ...INITIAL_CLAIM_DRAFT, ...draft }} />
    </MemoryRouter>,
  );
}

/** The form asks once the name and place have been still for 0.6 s. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 700));
  });

beforeEach(() => {
  useAppStore.setState({ location: { latitude: null, longitude: null, error: null } });
});
afterEach(async () => {
  await resetScreen();
});

describe('ShopSuggestions ("Is this your shop?", decision 0077)', () => {
  it("asks with the phone's position once the name is typed, and leads to the listed shop's page", async () => {
    useAppStore.setState({ location: { latitude: 18.5204, longitude: 73.8567, error: null } });
    const api = stubApi(() => ({ body: { items: [{ ...LISTED, distanceMeters: 67 }] } }));
    renderWith({ name: 'Laxmi Press Wala', pin: '411001' });
    await settle();
    const region = await screen.findByRole('region', { name: 'Is this your shop?' });
    expect(region.textContent).toContain('67 m away');
    expect(screen.getByRole('link', { name: 'This is my shop: claim it' }).getAttribute('href')).toBe('/shop-1/shop');
    expect(requestedUrls(api)).toEqual([
      '/v1/claim-shops/suggestions?name=Laxmi+Press+Wala&lat=18.520400&long=73.856700',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'None of these is my shop' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("asks by pin without a position, and nothing before a name and a place, or for a listed shop's claim", async () => {
    const api = stubApi(() => ({ body: { items: [{ ...LISTED, distanceMeters: null }] } }));
    const { unmount } = renderWith({ name: 'Laxmi Press Wala', pin: '411001' });
    await settle();
    expect((await screen.findByRole('region')).textContent).toContain('In pin 411001');
    expect(requestedUrls(api)).toEqual(['/v1/claim-shops/suggestions?name=Laxmi+Press+Wala&pin=411001']);
    unmount();

    api.mockClear();
    renderWith({ name: 'La', pin: '411001' });
    renderWith({ name: 'Laxmi Press Wala', pin: '4110' });
    renderWith({ name: 'Laxmi Press Wala', pin: '411001', shopId: 'shop-1' });
    await settle();
    expect(requestedUrls(api)).toEqual([]);
  });
});
