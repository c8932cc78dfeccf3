// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
});
