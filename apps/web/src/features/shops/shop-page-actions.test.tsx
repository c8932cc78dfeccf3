// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@local-shops/shared';
import { toast } from '../../lib/toast.tsx';
import { SAVED_SHOPS_KEY } from './saved-shops.ts';
import { renderPage, setUpShopPageTests, SHOP, stubShop } from './shop-page.fixtures.tsx';

setUpShopPageTests();

describe('ShopPage: share, save and the More menu', () => {
  it('shares with the Web Share API, stays quiet on cancel, and offers Copy link and WhatsApp without it', async () => {
    stubShop();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: SHOP.name });
    const shareButton = screen.getByRole('button', { name: 'Share' });

    // No share sheet: a menu to copy the link or send it on WhatsApp, never 'Share API not available'.
    fireEvent.click(shareButton);
    expect(shareButton.getAttribute('aria-expanded')).toBe('true');
    const menu = within(document.getElementById(shareButton.getAttribute('aria-controls')!)!);
    expect(menu.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${SHOP.name}, ${SHOP.address} ${window.location.href}`)}`,
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    fireEvent.click(menu.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(shareButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(MESSAGES.shareUnavailable)).toBeNull();
    Reflect.deleteProperty(navigator, 'clipboard');
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

  it('opens the More menu upward when it would pass the bottom of the screen (360 x 740)', async () => {
    stubShop();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: SHOP.name });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 240, y: window.innerHeight - 60, width: 80, height: 44 }),
    );
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(96);
    const more = screen.getByRole('button', { name: 'More' });
    fireEvent.click(more);
    const menu = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(menu.className).toContain('shops-more__menu--up');
    // The last action's menu lines up with its right edge, inside the screen.
    expect(menu.className).toContain('shops-more__menu--end');
  });

  it('places an open menu again when its button moves (a late label or photo shifts the page)', async () => {
    stubShop();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: SHOP.name });
    const at = (y: number) => DOMRect.fromRect({ x: 16, y, width: 80, height: 44 });
    const box = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(at(300));
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(96);
    const share = screen.getByRole('button', { name: 'Share' });
    fireEvent.click(share);
    const menu = document.getElementById(share.getAttribute('aria-controls')!)!;
    expect(menu.className).not.toContain('shops-more__menu--up');
    box.mockReturnValue(at(window.innerHeight - 60));
    fireEvent(window, new Event('resize'));
    expect(menu.className).toContain('shops-more__menu--up');
  });
});
