// @vitest-environment jsdom
import type { AdminList, AdminPaymentOrder } from '@local-shops/shared/admin';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPaymentsPage } from './admin-payments-page.tsx';

const order = (i: number): AdminPaymentOrder => ({
  id: `order-${i}`,
  shopId: `shop-${i}`,
  shopName: `Shop number ${i}`,
  amountPaise: 199900,
  status: 'paid',
  providerOrderId: `o_${i}`,
  providerPaymentId: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  refund: 'none',
  refundReason: null,
});

const PAGES: Record<string, AdminList<AdminPaymentOrder>> = {
  '/v1/admin/payments': { items: [order(1), order(2)], links: { next: '/v1/admin/payments?cursor=abc' }, meta: { total: 3 } },
  '/v1/admin/payments?cursor=abc': { items: [order(3)], links: { next: null }, meta: { total: 3 } },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('console list paging', () => {
  it('shows the total and appends the next page on "Load more" until there is none', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        asked.push(url.pathname + url.search);
        return new Response(JSON.stringify(PAGES[url.pathname + url.search]), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    render(
      <MemoryRouter initialEntries={['/admin/payments']}>
        <Routes>
          <Route element={<Outlet context={{ onSignedOut: () => undefined }} />}>
            <Route path="/admin/payments" element={<AdminPaymentsPage />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Showing 2 of 3 payment orders')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Shop number 3')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 payment orders')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked).toEqual(['/v1/admin/payments', '/v1/admin/payments?cursor=abc']);
  });
});
