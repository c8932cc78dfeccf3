// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CLAIM_DRAFT, MESSAGES, type SavedShopDraft } from '@local-shops/shared';
import { resetScreen } from '../../lib/reset-screen.ts';
import { useAppStore } from '../../lib/store.ts';
import { page, requestedUrls, shop, stubApi } from '../../lib/test-helpers.ts';
import { Toaster } from '../../lib/toast.tsx';
import { ClaimShopList } from './claim-shop-list.tsx';

function renderList(entry = '/') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/" element={<ClaimShopList />} />
        <Route path="/add-shop" element={<h1>Add shop form</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

function search(text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search shop' });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.submit(box.closest('form')!);
}

const NEXT = '/v1/claim-shops/filter?page=2&cursor=abc';

beforeEach(() => {
  useAppStore.setState({
    claimShop: INITIAL_CLAIM_DRAFT,
    savedShop: { savedShopDetails: null },
    location: { latitude: null, longitude: null, error: null },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  sessionStorage.clear();
});

afterEach(async () => {
  await resetScreen();
});

describe('ClaimShopList', () => {
  it('lists page 1 with the row details', async () => {
    useAppStore.setState({ location: { latitude: 25.3176, longitude: 82.9739, error: null } });
    stubApi((url) =>
      url.searchParams.get('page') === '1'
        ? {
            body: page(
              [
                shop('a', { name: 'Gupta Kirana', isClaimed: true, isVerified: true, lat: 25.3176, long: 83.0 }),
                shop('b', { name: 'Verma Sweets', storeFrontPicture: '/v1/media/shop-fronts/b.jpg' }),
              ],
              NEXT,
              40,
            ),
          }
        : undefined,
    );
    renderList();
    const first = (await screen.findByText('Gupta Kirana')).closest('li')!;
    expect(within(first).getByText('Claimed')).toBeTruthy();
    expect(within(first).getByText('Verified')).toBeTruthy();
    expect(within(first).getByText('2.6 km')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /View Shop/ })
        .getAttribute('href'),
    ).toBe('/a/shop');

    const second = screen.getByText('Verma Sweets').closest('li')!;
    expect(within(second).getByText('Not Claimed')).toBeTruthy();
    expect(within(second).queryByText(/km/)).toBeNull();
    const logo = second.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('/v1/media/shop-fronts/b.jpg');
    expect(logo.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('Shop Name')).toBeTruthy();
    expect(screen.getByText('Status')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.noMoreData)).toBeNull();
  });

  it("shows 'Result: N found' and 'No more data!' after a search whose links.next is null", async () => {
    const api = stubApi((url) => {
      if (url.searchParams.get('q') === 'sweet') {
        return { body: page([shop('s1', { name: 'Sweet Corner' }), shop('s2', { name: 'Sweet Home' })], null, 2) };
      }
      return { body: page([shop('a', { name: 'Gupta Kirana' })], NEXT, 40) };
    });
    renderList();
    await screen.findByText('Gupta Kirana');

    search('  sweet ');
    expect(await screen.findByText('Result: 2 found')).toBeTruthy();
    expect(screen.getByText('Sweet Corner')).toBeTruthy();
    expect(screen.queryByText('Gupta Kirana')).toBeNull();
    expect(screen.getByText('No more data!')).toBeTruthy();
    expect(requestedUrls(api)).toContain('/v1/claim-shops/filter?q=sweet&page=1');
  });

  it("shows 'Result: 10,000+ found' for a search the API counted only up to its cap", async () => {
    stubApi((url) =>
      url.searchParams.get('q') === 'store'
        ? { body: { ...page([shop('s1', { name: 'Star Store' })], NEXT), meta: { total: 10000, totalIsCapped: true } } }
        : { body: page([shop('a', { name: 'Gupta Kirana' })], null, 1) },
    );
    renderList('/?q=store');
    expect(await screen.findByText('Result: 10,000+ found')).toBeTruthy();
  });

  it('makes no request for an empty search and shows the normal list again', async () => {
    const api = stubApi((url) =>
      url.searchParams.has('q')
        ? { body: page([shop('s1', { name: 'Sweet Corner' })], null, 1) }
        : { body: page([shop('a', { name: 'Gupta Kirana' })], NEXT, 40) },
    );
    renderList();
    await screen.findByText('Gupta Kirana');
    expect(api).toHaveBeenCalledTimes(1);

    search('   ');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 450));
    });
    expect(api).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Gupta Kirana')).toBeTruthy();

    search('sweet');
    await screen.findByText('Result: 1 found');
    expect(api).toHaveBeenCalledTimes(2);

    search('');
    expect(await screen.findByText('Gupta Kirana')).toBeTruthy();
    expect(screen.queryByText(/Result:/)).toBeNull();
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('searches 400 ms after typing stops', async () => {
    const api = stubApi((url) =>
      url.searchParams.has('q')
        ? { body: page([], null, 0) }
        : { body: page([shop('a', { name: 'Gupta Kirana' })], null, 1) },
    );
    renderList();
    await screen.findByText('Gupta Kirana');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search shop' }), { target: { value: 'zzz' } });
    expect(api).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(MESSAGES.noShopFoundForSearch)).toBeTruthy();
    expect(requestedUrls(api)[1]).toBe('/v1/claim-shops/filter?q=zzz&page=1');
    expect(screen.getByRole('link', { name: 'Add My Shop' }).getAttribute('href')).toBe('/instructions');
  });

  it("shows 'No shop found.' for an empty directory", async () => {
    stubApi(() => ({ body: page([], null, 0) }));
    renderList();
    expect(await screen.findByText(MESSAGES.noShopFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add My Shop' }).getAttribute('href')).toBe('/instructions');
  });

  it('shows a list failure in a toast and in the list, with Try again', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Database is down.' } }
        : { body: page([shop('a', { name: 'Gupta Kirana' })], null, 1) },
    );
    renderList();
    const alerts = await screen.findAllByText('Database is down.');
    expect(alerts).toHaveLength(2);
    expect(console.error).toHaveBeenCalled();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Gupta Kirana')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('only logs a failed search', async () => {
    stubApi((url) =>
      url.searchParams.has('q')
        ? { status: 500, body: { statusCode: 500, error: 'x', message: 'Search broke.' } }
        : { body: page([shop('a', { name: 'Gupta Kirana' })], null, 1) },
    );
    renderList();
    await screen.findByText('Gupta Kirana');
    search('sweet');
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByText('Search broke.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Gupta Kirana')).toBeTruthy();
  });

  it('loads the next page once when scrolled past 80% of the list', async () => {
    const api = stubApi((url) =>
      url.searchParams.get('page') === '2'
        ? { body: page([shop('b', { name: 'Page Two Shop' })], null, 2) }
        : { body: page([shop('a', { name: 'Gupta Kirana' })], NEXT, 2) },
    );
    renderList();
    await screen.findByText('Gupta Kirana');
    const list = screen.getByText('Gupta Kirana').closest('ul')!;
    let top = 2000;
    vi.spyOn(list, 'getBoundingClientRect').mockImplementation(() => ({ top, height: 1000 }) as DOMRect);

    fireEvent.scroll(window);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(api).toHaveBeenCalledTimes(1);

    top = -100; // (740 + 100) / 1000 = 84% seen
    for (let i = 0; i < 5; i += 1) fireEvent.scroll(window);
    expect(await screen.findByText('Page Two Shop')).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    for (let i = 0; i < 5; i += 1) fireEvent.scroll(window);
    expect(requestedUrls(api).filter((u) => u === NEXT)).toHaveLength(1);
    expect(screen.getByText(MESSAGES.noMoreData)).toBeTruthy();
  });

  it('Continue Claim copies the saved draft into the working draft and opens /add-shop', async () => {
    stubApi(() => ({ body: page([], null, 0) }));
    const draft: SavedShopDraft = {
      ...INITIAL_CLAIM_DRAFT,
      name: 'Mishra Tailors',
      intro: 'Stitching since 1990',
      pin: '221005',
      lat: 25.3,
      long: 83.0,
      isSaved: true,
    };
    useAppStore.setState({
      savedShop: { savedShopDetails: draft },
      location: { latitude: 25.3, longitude: 83.05, error: null },
    });
    renderList();
    const panel = await screen.findByRole('region', { name: 'Save' });
    expect(within(panel).getByText('Mishra Tailors')).toBeTruthy();
    expect(within(panel).getByText('5.0 km')).toBeTruthy();
    expect(panel.querySelector('img')!.getAttribute('src')).toBe('/images/shop-placeholder.svg');

    fireEvent.click(within(panel).getByRole('button', { name: 'Continue Claim' }));
    expect(await screen.findByRole('heading', { name: 'Add shop form' })).toBeTruthy();
    const working = useAppStore.getState().claimShop;
    const { isSaved: _isSaved, ...expected } = draft;
    expect(working).toEqual(expected);
    expect('isSaved' in working).toBe(false);
  });

  it("shows 'Your shop name here...' for an unnamed draft", async () => {
    stubApi(() => ({ body: page([], null, 0) }));
    useAppStore.setState({ savedShop: { savedShopDetails: { ...INITIAL_CLAIM_DRAFT, isSaved: true } } });
    renderList();
    expect(await screen.findByText('Your shop name here...')).toBeTruthy();
  });

  it("lists nearest first under 'Shops near you' where the device position is known, and keeps A to Z available", async () => {
    useAppStore.setState({ location: { latitude: 12.9716, longitude: 77.5946, error: null } });
    const api = stubApi(() => ({ body: page([shop('a', { name: 'Gupta Kirana' })], null, 1) }));
    renderList();
    expect(await screen.findByRole('heading', { name: 'Shops near you' })).toBeTruthy();
    await screen.findByText('Gupta Kirana');
    expect(requestedUrls(api)[0]).toBe(
      '/v1/claim-shops/filter?near=12.97160,77.59460&radiusKm=50&sort=distance&page=1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'A to Z' }));
    await waitFor(() => expect(requestedUrls(api)).toContain('/v1/claim-shops/filter?page=1'));
    expect(screen.queryByRole('heading', { name: 'Shops near you' })).toBeNull();
  });

  it("offers 'Choose your town' without a position and lists nearest that town once chosen", async () => {
    const api = stubApi((url) =>
      url.pathname.endsWith('/reference/states')
        ? {
            body: {
              items: [
                {
                  code: 'KA',
                  name: 'Karnataka',
                  kind: 'state',
                  lat: 15,
                  long: 76,
                  towns: [{ name: 'Mysuru', lat: 12.2958, long: 76.6394 }],
                },
              ],
            },
          }
        : { body: page([shop('a', { name: 'Gupta Kirana' })], null, 1) },
    );
    renderList();
    await screen.findByText('Gupta Kirana');
    fireEvent.click(screen.getByRole('button', { name: 'Choose your town' }));
    const select = await screen.findByRole('combobox', { name: 'Choose your town' });
    await screen.findByRole('option', { name: 'Mysuru' });
    fireEvent.change(select, { target: { value: '12.2958,76.6394' } });
    expect(await screen.findByRole('heading', { name: 'Shops near Mysuru' })).toBeTruthy();
    await waitFor(() =>
      expect(requestedUrls(api)).toContain(
        '/v1/claim-shops/filter?near=12.29580,76.63940&radiusKm=50&sort=distance&page=1',
      ),
    );
  });

  it("reads the search from the address and says 'Showing results for' the corrected text", async () => {
    const api = stubApi((url) =>
      url.searchParams.get('q') === 'sweats'
        ? {
            body: {
              ...page([shop('s1', { name: 'Anand Bhavan' })], null, 1),
              meta: { total: 1, correctedTo: 'sweets' },
            },
          }
        : { body: page([shop('a', { name: 'Gupta Kirana' })], null, 1) },
    );
    renderList('/?q=sweats');
    expect(await screen.findByText('Anand Bhavan')).toBeTruthy();
    expect(screen.getByText('Showing results for').textContent).toBe('Showing results for sweets');
    expect((screen.getByRole('searchbox', { name: 'Search shop' }) as HTMLInputElement).value).toBe('sweats');
    expect(requestedUrls(api)).toContain('/v1/claim-shops/filter?q=sweats&page=1');
  });

  it('says what the search understood: the place it kept to, and names spelt otherwise', async () => {
    stubApi((url) =>
      url.searchParams.get('q') === 'kirana in jayanagar'
        ? {
            body: {
              ...page([shop('s1', { name: 'Shree Laxmi Stores' })], null, 1),
              meta: { total: 1, place: 'Jayanagar', variants: true },
            },
          }
        : { body: page([shop('a', { name: 'Gupta Kirana' })], null, 1) },
    );
    renderList('/?q=kirana%20in%20jayanagar');
    expect(await screen.findByText('Shree Laxmi Stores')).toBeTruthy();
    expect(screen.getByText('Shops in Jayanagar')).toBeTruthy();
    expect(screen.getByText(/name is spelt differently/)).toBeTruthy();
  });

  it('shows the pages kept for this history entry again, with no request for them, and scrolls back', async () => {
    const items = Array.from({ length: 40 }, (_, i) => shop(`k${i}`, { name: `Kept Shop ${i}` }));
    sessionStorage.setItem(
      'shops-list:default',
      JSON.stringify({
        path: '/claim-shops/filter?q=sweets&page=1',
        items,
        next: NEXT,
        total: 60,
        correctedTo: null,
        scrollY: 1234,
        anchor: null,
      }),
    );
    const api = stubApi(() => ({ body: page([shop('a', { name: 'Gupta Kirana' })], null, 1) }));
    renderList('/?q=sweets');
    expect(await screen.findByText('Kept Shop 39')).toBeTruthy();
    expect(screen.getByText('Result: 60 found')).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 1234);
    expect(requestedUrls(api).filter((u) => u.includes('q=sweets'))).toEqual([]);
  });

  it('offers the whole directory A to Z when nothing lies within reach of the position', async () => {
    useAppStore.setState({ location: { latitude: 34.0, longitude: 77.5, error: null } });
    const api = stubApi((url) =>
      url.searchParams.has('near')
        ? { body: page([], null, 0) }
        : { body: page([shop('a', { name: 'Gupta Kirana' })], null, 1) },
    );
    renderList();
    fireEvent.click(await screen.findByRole('button', { name: 'Nothing within 50 km: see all shops A to Z' }));
    expect(await screen.findByText('Gupta Kirana')).toBeTruthy();
    expect(requestedUrls(api).at(-1)).toBe('/v1/claim-shops/filter?page=1');
  });
});
