// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, requestedUrls, shop, stubApi } from '../../lib/test-helpers.ts';
import { ClaimShopList } from './claim-shop-list.tsx';
import { readListState, writeListState } from './list-url-state.ts';
import { renderPage, setUpShopPageTests, stubShop } from './shop-page.fixtures.tsx';
import { buildSearchQuery, NO_FILTERS } from './shop-search-query.ts';

// Issue 29: a shop that gives its own coins says so on its page and in the list, and the list filters by it.
setUpShopPageTests();

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

describe('shops that give coins', () => {
  it('shows the rate and a coin’s value on the shop page, with the way to My coins', async () => {
    stubShop({ coins: { rupeesPerCoin: 10, coinValuePaise: 100 } });
    renderPage();
    const line = await screen.findByText('Gives coins: 1 coin per ₹10, 1 coin = ₹1');
    expect(line.closest('p')!.querySelector('a')!.getAttribute('href')).toBe('/coins');
  });

  it('says nothing about coins on the page of a shop that gives none', async () => {
    stubShop({ coins: null });
    renderPage();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Gives coins/)).toBeNull();
  });

  it('marks the list rows of shops that give coins, and the chip keeps only them (coins=1)', async () => {
    const api = stubApi((url) =>
      url.searchParams.get('coins') === '1'
        ? { body: page([shop('c', { name: 'Coin Kirana', givesCoins: true })], null) }
        : url.searchParams.get('page') === '1'
          ? {
              body: page(
                [shop('a', { name: 'Plain Store' }), shop('b', { name: 'Mishra Sweets', givesCoins: true })],
                null,
              ),
            }
          : undefined,
    );
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <ClaimShopList />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const marked = (await screen.findByText('Mishra Sweets')).closest('li')!;
    expect(within(marked).getByText('Coins')).toBeTruthy();
    expect(within(screen.getByText('Plain Store').closest('li')!).queryByText('Coins')).toBeNull();

    const chip = screen.getByRole('button', { name: 'Gives coins' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip);
    expect(await screen.findByText('Coin Kirana')).toBeTruthy();
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('address').textContent).toBe('?coins=1');
    expect(requestedUrls(api).some((url) => new URL(url, 'http://x').searchParams.get('coins') === '1')).toBe(true);
  });

  it('keeps the filter in the address and in the search query', () => {
    const state = readListState(new URLSearchParams('coins=1'));
    expect(state.filters.coins).toBe(true);
    expect(writeListState(state).toString()).toBe('coins=1');
    expect(buildSearchQuery('', { ...NO_FILTERS, coins: true }, null)).toBe('coins=1');
    expect(buildSearchQuery('', NO_FILTERS, null)).toBe('');
  });
});
