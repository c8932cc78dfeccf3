// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { ProductsPage } from './products-page.tsx';

function stub(putAnswer: { status: number; body: unknown } = { status: 200, body: { items: [] } }) {
  return stubApi((url) => {
    if (url.pathname === '/v1/otp/session') return { body: { mobileNumber: '+919800000001' } };
    if (url.pathname === '/v1/claim-shops/s1/products')
      return {
        body: { items: [{ catalogId: null, name: 'Home-made pickle', unit: '250 g', price: 99.5, inStock: true }] },
      };
    if (url.pathname === '/v1/product-catalogue') {
      return {
        body: {
          items:
            url.searchParams.get('q') === 'toor'
              ? [{ id: 'toor-dal-1-kg', name: 'Toor dal', unit: '1 kg', subCategoryIds: ['grocery-store'] }]
              : [],
        },
      };
    }
    if (url.pathname === '/v1/owner/shops/s1/products') return putAnswer;
    return undefined;
  });
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard/shops/s1/products']}>
      <Routes>
        <Route path="/dashboard/shops/:shopId/products" element={<ProductsPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => forgetOwnerSession());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductsPage', () => {
  it('picks a catalogue product, sets its price and stock, and saves the whole list', async () => {
    const api = stub();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Price list' });
    expect(within(list).getByText('Home-made pickle, 250 g', { selector: '.products__name' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find in the catalogue'), { target: { value: 'toor' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Toor dal, 1 kg' }));
    fireEvent.change(within(list).getByLabelText('Price (₹) Toor dal, 1 kg'), { target: { value: '160.5' } });
    fireEvent.click(within(list).getAllByRole('checkbox')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Save price list' }));
    const calls = () => api.mock.calls as unknown as Array<[string, RequestInit | undefined]>;
    await waitFor(() => expect(calls().some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = calls().find(([, init]) => init?.method === 'PUT')!;
    expect(put[0]).toBe('/v1/owner/shops/s1/products');
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      items: [
        { name: 'Home-made pickle', unit: '250 g', price: 99.5, inStock: false },
        { catalogId: 'toor-dal-1-kg', name: 'Toor dal', unit: '1 kg', price: 160.5, inStock: true },
      ],
    });
  });

  it("adds the owner's own item and shows the API's message naming a bad item", async () => {
    stub({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'items[1].price: The price can have at most 2 decimals.',
      },
    });
    renderPage();
    await screen.findByRole('list', { name: 'Price list' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Masala chai' } });
    fireEvent.change(screen.getByLabelText('Unit (for example 1 kg)'), { target: { value: '1 cup' } });
    fireEvent.change(screen.getByLabelText('Price (₹)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      within(screen.getByRole('list', { name: 'Price list' })).getByText('Masala chai, 1 cup', {
        selector: '.products__name',
      }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save price list' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'items[1].price: The price can have at most 2 decimals.',
    );
  });

  it('shows what Add added, and a second tap cannot list the same product twice', async () => {
    stub();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Price list' });
    fireEvent.change(screen.getByLabelText('Find in the catalogue'), { target: { value: 'toor' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Toor dal, 1 kg' }));
    expect(screen.getByRole('status').textContent).toBe(
      'Toor dal, 1 kg is added below: give its price, then save the price list.',
    );
    const price = within(list).getByLabelText('Price (₹) Toor dal, 1 kg');
    expect(document.activeElement).toBe(price);
    expect(price.closest('li')?.className).toContain('products__row--noticed');
    // The catalogue's button now says the product is listed, and cannot be tapped again.
    const listed = screen.getByRole('button', { name: 'In the list: Toor dal, 1 kg' });
    expect(listed).toHaveProperty('disabled', true);
    expect(within(list).getAllByText('Toor dal, 1 kg', { selector: '.products__name' })).toHaveLength(1);
  });

  it("refuses the owner's own item when the list has it (case and spacing aside), keeping what was typed", async () => {
    stub();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Price list' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'home-made  PICKLE' } });
    fireEvent.change(screen.getByLabelText('Unit (for example 1 kg)'), { target: { value: '250 g' } });
    fireEvent.change(screen.getByLabelText('Price (₹)'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('home-made  PICKLE, 250 g is already in the price list.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem').className).toContain('products__row--noticed');
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'home-made  PICKLE');
  });

  it('keeps Add, Remove and Save disabled while the list is saving', async () => {
    let answer: (response: Response) => void = () => {};
    stub();
    const original = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        init?.method === 'PUT' ? new Promise<Response>((resolve) => (answer = resolve)) : original(input, init),
      ),
    );
    renderPage();
    await screen.findByRole('list', { name: 'Price list' });
    fireEvent.click(screen.getByRole('button', { name: 'Save price list' }));
    for (const name of ['Add', 'Remove Home-made pickle, 250 g', 'Save price list'])
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    await act(async () => answer(new Response(JSON.stringify({ items: [] }), { status: 200 })));
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', false);
  });
});
