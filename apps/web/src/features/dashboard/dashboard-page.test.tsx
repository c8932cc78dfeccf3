// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OWNER_TEXT as HI_OWNER_TEXT } from '@local-shops/shared/locales/hi/owner';
import type { OwnerShop } from '@local-shops/shared/owner';
import { setLocale } from '../../lib/i18n.ts';
import { forgetOwnerSession } from '../../lib/owner-session.ts';
import { resetScreen } from '../../lib/reset-screen.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { DashboardPage } from './dashboard-page.tsx';

const NOW = Date.parse('2026-06-10T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();
const daysAhead = (d: number) => new Date(NOW + d * 86_400_000).toISOString();

function item(
  id: string,
  name: string,
  claim: Partial<OwnerShop['claim']>,
  premium: OwnerShop['premium'] = { status: 'none', until: null },
  shop: Partial<OwnerShop['shop']> = {},
): OwnerShop {
  return {
    shop: { id, name, isClaimed: claim.status === 'approved', isVerified: false, ...shop },
    claim: {
      id: `claim-${id}`,
      status: 'pending_review',
      reason: null,
      submittedAt: hoursAgo(3),
      decidedAt: null,
      ...claim,
    },
    premium,
    invoices: [],
  };
}

function stub(number: string | null, items: OwnerShop[] | 'expired' = []) {
  return stubApi((url) => {
    if (url.pathname === '/v1/otp/session') return { body: { mobileNumber: number } };
    if (url.pathname === '/v1/owner/shops') {
      return items === 'expired'
        ? {
            status: 401,
            body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in with your mobile number.' },
          }
        : { body: { items } };
    }
    return undefined;
  });
}

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard" element={<DashboardPage />} />
      </Routes>
    </MemoryRouter>,
  );

const card = async (name: string) =>
  (await screen.findByRole('heading', { level: 2, name: new RegExp(name) })).closest('li')!;
const actions = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

beforeEach(() => {
  forgetOwnerSession();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await resetScreen();
  vi.useRealTimers();
});

describe('DashboardPage', () => {
  it('shows the sign-in without a session', async () => {
    stub(null);
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByLabelText('Enter Mobile number')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send OTP' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in to see your shops' })).toBeTruthy();
  });

  it('goes back to the sign-in when the session ended elsewhere', async () => {
    stub('+919876543210', 'expired');
    renderPage();
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows each claim state with what fits it', async () => {
    stub('+919876543210', [
      item('p1', 'Pending Kirana', { status: 'pending_review', submittedAt: hoursAgo(3) }),
      item('a1', 'Approved Sweets', { status: 'approved', decidedAt: hoursAgo(1) }),
      item('r1', 'Rejected Tailor', {
        status: 'rejected',
        reason: 'The cheque is not readable.',
        decidedAt: hoursAgo(1),
      }),
      item('r2', 'Taken Chemist', { status: 'rejected', reason: 'Another owner was verified.' }, undefined, {
        isClaimed: true,
      }),
    ]);
    renderPage();

    const pending = await card('Pending Kirana');
    expect(within(pending).getByText('Pending review')).toBeTruthy();
    expect(pending.textContent).toContain('We review every claim within 48 hours. Submitted 3 hours ago.');
    expect(actions(pending)).toEqual([
      ['View shop', '/p1/shop'],
      ['Subscribe', '/p1/subscribe'],
    ]);

    const approved = await card('Approved Sweets');
    expect(within(approved).getByText('Approved')).toBeTruthy();
    expect(within(approved).queryByText(/Submitted/)).toBeNull();

    const rejected = await card('Rejected Tailor');
    expect(within(rejected).getByText('Not approved')).toBeTruthy();
    expect(within(rejected).getByText('Reason: The cheque is not readable.')).toBeTruthy();
    expect(actions(rejected)).toEqual([
      ['View shop', '/r1/shop'],
      ['Submit again', '/r1/shop'],
    ]);

    // Claimed by someone else meanwhile: nothing to submit again, nothing to pay for.
    expect(actions(await card('Taken Chemist'))).toEqual([['View shop', '/r2/shop']]);
  });

  it('reads in Hindi once Hindi is chosen: the heading, a claim state, when it was sent and the actions', async () => {
    stub('+919876543210', [item('p1', 'Pending Kirana', { status: 'pending_review', submittedAt: hoursAgo(3) })]);
    await act(() => setLocale('hi'));
    renderPage();
    const pending = await card('Pending Kirana');
    expect(screen.getByRole('heading', { level: 1, name: HI_OWNER_TEXT.yourShops })).toBeTruthy();
    expect(document.title).toContain(HI_OWNER_TEXT.title);
    expect(within(pending).getByText(HI_OWNER_TEXT.pendingReview)).toBeTruthy();
    expect(pending.textContent).toContain(HI_OWNER_TEXT.submittedAgo(HI_OWNER_TEXT.hoursAgo(3)));
    expect(actions(pending)).toEqual([
      [HI_OWNER_TEXT.viewShop, '/p1/shop'],
      [HI_OWNER_TEXT.subscribe, '/p1/subscribe'],
    ]);
  });

  it('shows each Premium state, offering to pay only where a payment would be taken', async () => {
    const paid = {
      ...item(
        'a',
        'Active Plan',
        { status: 'approved' },
        { status: 'active', until: '2027-03-31T18:30:00.000Z' },
        { isVerified: true },
      ),
    };
    paid.invoices = [
      {
        orderId: 'order-1',
        invoiceNumber: 'AD/2026-27/000001',
        paidAt: '2026-04-01T05:00:00.000Z',
        refunded: false,
        creditNoteNumber: null,
      },
    ];
    stub('+919876543210', [
      item('n', 'No Plan', { status: 'approved' }),
      item('w', 'Waiting Plan', { status: 'pending_review' }, { status: 'awaiting_approval', until: null }),
      paid,
      item('s', 'Ending Plan', { status: 'approved' }, { status: 'active', until: daysAhead(10) }),
      item('e', 'Expired Plan', { status: 'approved' }, { status: 'expired', until: hoursAgo(24) }),
      item('r', 'Refunded Plan', { status: 'approved' }, { status: 'refunded', until: null }),
    ]);
    renderPage();

    const premiumOf = (li: HTMLElement) => within(li).getByText('Premium').nextElementSibling!.textContent;
    expect(premiumOf(await card('No Plan'))).toBe('None');
    expect(actions(await card('No Plan'))).toContainEqual(['Subscribe', '/n/subscribe']);

    const waiting = await card('Waiting Plan');
    expect(premiumOf(waiting)).toBe('Awaiting approvalPaid. Premium starts when your claim is approved.');
    expect(actions(waiting)).toEqual([['View shop', '/w/shop']]); // no insights before approval

    const active = await card('Active Plan');
    expect(premiumOf(active)).toBe('Active until 1 April 2027');
    expect(within(active).getByText('Verified')).toBeTruthy();
    // The paid order's tax invoice, as a PDF link.
    expect(within(active).getByRole('link', { name: 'Invoice AD/2026-27/000001' }).getAttribute('href')).toBe(
      '/v1/owner/payments/order-1/invoice',
    );
    // An approved shop's listing can be edited; no payment is offered while the plan runs.
    expect(actions(active)).toEqual([
      ['View shop', '/a/shop'],
      ['Edit listing', '/dashboard/shops/a/edit'],
      ['Insights', '/dashboard/shops/a/insights'],
      ['Offers', '/dashboard/shops/a/offers'],
      ['Coins', '/dashboard/shops/a/coins'],
      ['Price list', '/dashboard/shops/a/products'],
      ['Invoice AD/2026-27/000001', '/v1/owner/payments/order-1/invoice'],
    ]);

    expect(actions(await card('Ending Plan'))).toContainEqual(['Renew', '/s/subscribe']);
    expect(premiumOf(await card('Expired Plan'))).toBe('Expired');
    expect(actions(await card('Expired Plan'))).toContainEqual(['Subscribe', '/e/subscribe']);
    expect(premiumOf(await card('Refunded Plan'))).toBe('Refunded');
  });

  it("keeps a refunded order's invoice, marked refunded, beside a link to its GST credit note (decision 0058)", async () => {
    const refunded = item('r', 'Refunded Plan', { status: 'approved' }, { status: 'refunded', until: null });
    refunded.invoices = [
      {
        orderId: 'order-9',
        invoiceNumber: 'AD/2026-27/000009',
        paidAt: '2026-04-01T05:00:00.000Z',
        refunded: true,
        creditNoteNumber: 'CN/2026-27/000001',
      },
    ];
    stub('+919876543210', [refunded]);
    renderPage();
    const li = await card('Refunded Plan');
    const invoice = within(li).getByRole('link', { name: 'Invoice AD/2026-27/000009' });
    expect(invoice.getAttribute('href')).toBe('/v1/owner/payments/order-9/invoice');
    expect(invoice.closest('li')!.textContent).toContain('Refunded');
    expect(within(li).getByRole('link', { name: 'Credit note CN/2026-27/000001' }).getAttribute('href')).toBe(
      '/v1/owner/payments/order-9/credit-note',
    );
  });

  it('says so when the number has no shops yet', async () => {
    stub('+919876543210', []);
    renderPage();
    expect(await screen.findByText(/No shops yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add My Shop' }).getAttribute('href')).toBe('/instructions');
    // Help is for numbers with a claim: the API refuses others.
    expect(screen.queryByRole('heading', { name: 'Help' })).toBeNull();
  });

  it('offers Help to a number with a pending or approved claim only', async () => {
    stub('+919876543210', [
      item('r1', 'Rejected Tailor', { status: 'rejected', reason: 'The cheque is not readable.' }),
    ]);
    renderPage();
    await card('Rejected Tailor');
    expect(screen.queryByRole('heading', { name: 'Help' })).toBeNull();
    await resetScreen();
    stubApi((url) => {
      if (url.pathname === '/v1/otp/session') return { body: { mobileNumber: '+919876543210' } };
      if (url.pathname === '/v1/owner/shops')
        return { body: { items: [item('p1', 'Pending Kirana', { status: 'pending_review' })] } };
      if (url.pathname === '/v1/owner/support') return { body: { items: [] } };
      return undefined;
    });
    renderPage();
    await card('Pending Kirana');
    expect(screen.getByRole('heading', { level: 2, name: 'Help' })).toBeTruthy();
  });

  it("lets the approved owner open the shop's reviews and reply under one", async () => {
    const review = {
      id: 'r1',
      author: 'Shopper ••••3210',
      rating: 2,
      text: 'Rice was stale.',
      photos: [],
      createdAt: hoursAgo(5),
      reply: null,
    };
    const api = stubApi((url) => {
      if (url.pathname === '/v1/otp/session') return { body: { mobileNumber: '+919800000001' } };
      if (url.pathname === '/v1/owner/shops')
        return { body: { items: [item('s1', 'Approved Kirana', { status: 'approved', decidedAt: hoursAgo(1) })] } };
      if (url.pathname === '/v1/claim-shops/s1/reviews')
        return {
          body: {
            items: [review],
            links: { next: null },
            meta: { total: 1, page: 1, rating: { average: 2, count: 1 } },
          },
        };
      if (url.pathname === '/v1/owner/shops/s1/reviews/r1/reply')
        return { body: { reply: { text: 'Sorry! Fresh stock arrived today.', repliedAt: hoursAgo(0) } } };
      return undefined;
    });
    renderPage();
    const shop = await card('Approved Kirana');
    fireEvent.click(within(shop).getByRole('button', { name: 'Reviews' }));
    expect(await within(shop).findByText('Rice was stale.')).toBeTruthy();
    fireEvent.click(within(shop).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(shop).getByLabelText('Your reply'), {
      target: { value: 'Sorry! Fresh stock arrived today.' },
    });
    fireEvent.click(within(shop).getByRole('button', { name: 'Post reply' }));
    expect(await within(shop).findByText('Sorry! Fresh stock arrived today.')).toBeTruthy();
    expect(within(shop).getByRole('button', { name: 'Edit reply' })).toBeTruthy();
    const put = api.mock.calls.find(([input]) => String(input).endsWith('/reviews/r1/reply')) as unknown as [
      string,
      RequestInit,
    ];
    expect(put[1].method).toBe('PUT');
    expect(JSON.parse(String(put[1].body))).toEqual({ text: 'Sorry! Fresh stock arrived today.' });
  });

  it('offers no reviews to a claim that is not approved', async () => {
    stub('+919800000002', [item('s2', 'Pending Store', { status: 'pending_review' })]);
    renderPage();
    const shop = await card('Pending Store');
    expect(within(shop).queryByRole('button', { name: 'Reviews' })).toBeNull();
  });
});
