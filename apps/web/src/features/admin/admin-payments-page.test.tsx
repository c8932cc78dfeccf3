// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminList, AdminPaymentOrder } from '@local-shops/shared/admin';
import { CONSOLE_TEXT as HI_CONSOLE, CONSOLE_QUEUES_TEXT as HI_QUEUES } from '@local-shops/shared/locales/hi/console';
import { setLocale } from '../../lib/i18n.ts';
import { AdminPaymentsPage } from './admin-payments-page.tsx';
import { renderConsolePage, resetConsoleTest, stubListPages } from './admin-test-support.tsx';

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
  invoiceNumber: `AD/2026-27/00000${i}`,
  creditNoteNumber: null,
});

const PAGES: Record<string, AdminList<AdminPaymentOrder>> = {
  '/v1/admin/payments': {
    items: [order(1), order(2)],
    links: { next: '/v1/admin/payments?cursor=abc' },
    meta: { total: 3 },
  },
  '/v1/admin/payments?cursor=abc': {
    items: [
      { ...order(3), refund: 'refunded', refundReason: 'Asked by the owner.', creditNoteNumber: 'CN/2026-27/000001' },
    ],
    links: { next: null },
    meta: { total: 3 },
  },
};

afterEach(resetConsoleTest);

const renderPayments = () => renderConsolePage('/admin/payments', <AdminPaymentsPage />);

describe('console list paging', () => {
  it('shows the total and appends the next page on "Load more" until there is none', async () => {
    const asked = stubListPages(PAGES);
    renderPayments();
    expect(await screen.findByText('Showing 2 of 3 payment orders')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Shop number 3')).toBeTruthy();
    expect(screen.getByText('Showing 3 of 3 payment orders')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked.map((request) => request.path)).toEqual(['/v1/admin/payments', '/v1/admin/payments?cursor=abc']);
  });

  it("links each paid order's invoice, and a refunded order's GST credit note beside it (decision 0058)", async () => {
    stubListPages(PAGES);
    renderPayments();
    expect((await screen.findByRole('link', { name: 'Invoice AD/2026-27/000001' })).getAttribute('href')).toBe(
      '/v1/admin/payments/order-1/invoice',
    );
    expect(screen.queryByRole('link', { name: /Credit note/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('link', { name: 'Credit note CN/2026-27/000001' })).getAttribute('href')).toBe(
      '/v1/admin/payments/order-3/credit-note',
    );
    expect(screen.getByRole('link', { name: 'Invoice AD/2026-27/000003' })).toBeTruthy();
  });

  it('reads in Hindi for a reviewer who chose Hindi: heading, columns, the count and the buttons', async () => {
    stubListPages(PAGES);
    await act(() => setLocale('hi'));
    renderPayments();
    expect(await screen.findByText(HI_CONSOLE.showing(2, 3, HI_QUEUES.paymentsNoun))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: HI_QUEUES.payments })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: HI_QUEUES.amount })).toBeTruthy();
    expect(screen.getByRole('button', { name: HI_CONSOLE.loadMore })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: HI_QUEUES.refund })).toHaveLength(2);
  });
});
