// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@local-shops/shared';
import { toast } from '../../lib/toast.tsx';
import { SAVED_SHOPS_KEY } from './saved-shops.ts';
import { renderPage, setUpShopPageTests, SHOP, stubShop } from './shop-page.fixtures.tsx';

setUpShopPageTests();

describe('ShopPage: share, save and the More menu', () => {
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
    expect(screen.getByRole('link', { name: 'Report a problem' }).getAttribute('href')).toMatch(
      /^mailto:support@apnidukaan\.in\?subject=/,
    );

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(more.getAttribute('aria-expanded')).toBe('false');
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});
