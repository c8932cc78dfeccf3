// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LABELS, MESSAGES, type ShopDetail } from '@local-shops/shared';
import { stubApi } from '../../lib/test-helpers.ts';
import { toast, Toaster } from '../../lib/toast.tsx';
import { SubscribePage } from './subscribe-page.tsx';

const DAY = 24 * 60 * 60 * 1000;
const SHOP = {
  id: 'shop-1',
  name: 'Gupta Kirana Store',
  isClaimed: false,
  isVerified: false,
  metaInfo: { isPaid: false, isPaymentValid: false, premiumUntil: null },
} as unknown as ShopDetail;
const ORDER = { id: 'order_Abc123', key_id: 'sandbox', provider: 'sandbox', amount: 199900, currency: 'INR' };
const PAID = { razorpay_payment_id: 'pay_X1', razorpay_order_id: 'order_Abc123', razorpay_signature: 'a'.repeat(64) };

function ThankYouProbe() {
  const { state } = useLocation() as { state: unknown };
  return <h1>Thank you probe {JSON.stringify(state)}</h1>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/shop-1/subscribe']}>
      <Routes>
        <Route path="/:shopId/subscribe" element={<SubscribePage />} />
        <Route path="/successful-thank-you" element={<ThankYouProbe />} />
        <Route path="/instructions" element={<h1>Instructions</h1>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

describe('Subscribe to your plan', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });
  afterEach(() => {
    cleanup();
    toast.dismiss();
    vi.unstubAllGlobals();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('lists what each plan really gives, shopper coins with Premium (issues 11 and 29)', async () => {
    stubApi((url) => (url.pathname === '/v1/claim-shops/shop-1' ? { body: SHOP } : undefined));
    renderPage();
    const premium = await screen.findByRole('region', { name: LABELS.premiumPlan });
    const free = screen.getByRole('region', { name: LABELS.freePlan });
    const items = (plan: HTMLElement) => Array.from(plan.querySelectorAll('li'), (li) => li.textContent);
    expect(items(free)).toContain('Reviews and ratings from shoppers, with your replies');
    expect(items(free)).toContain('Help answered within 2 working days');
    expect(items(premium)).toContain('Priority support: help answered within 4 working hours');
    expect(items(premium)).toContain('Shopper coins, spendable only at your shop');
    expect(premium.textContent).toContain('if it is not approved, you get a full refund');
    const all = `${free.textContent} ${premium.textContent}`;
    expect(all).not.toMatch(/inventory management|dedicated support/i);
    expect(all.match(/coins/gi)).toHaveLength(1);
  });

  it('pays in the sandbox, confirms through /payment/verify and goes to the thank-you page', async () => {
    const api = stubApi((url) => {
      if (url.pathname === '/v1/claim-shops/shop-1') return { body: SHOP };
      if (url.pathname === '/v1/claim-shops/payment/shop-1') return { body: ORDER };
      if (url.pathname === '/v1/sandbox/payments') return { body: PAID };
      if (url.pathname === '/v1/claim-shops/shop-1/payment/verify')
        return { body: { isPaid: true, isPaymentValid: true, premiumUntil: '2027-03-01T00:00:00.000Z' } };
      return undefined;
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: LABELS.subscribeToYourPlan })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹1999' }));
    const dialog = await screen.findByRole('dialog', { name: LABELS.sandboxCheckout });
    expect(dialog.textContent).toContain('₹1999');
    fireEvent.click(screen.getByRole('button', { name: LABELS.sandboxPayNow }));
    expect(await screen.findByRole('heading', { name: /Thank you probe/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Thank you probe/ }).textContent).toContain('"success":true');
    const verify = (api.mock.calls as unknown as Array<[string, RequestInit]>).find(([input]) =>
      String(input).endsWith('/payment/verify'),
    )!;
    expect(JSON.parse(String(verify[1].body))).toEqual(PAID);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'subscription_payment', success: true }));
  });

  it("shows the provider's reason when the payment fails, and sends the failed event", async () => {
    stubApi((url) => {
      if (url.pathname === '/v1/claim-shops/shop-1') return { body: SHOP };
      if (url.pathname === '/v1/claim-shops/payment/shop-1') return { body: ORDER };
      if (url.pathname === '/v1/sandbox/payments')
        return {
          body: {
            error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined by bank', reason: 'payment_failed' },
          },
        };
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹1999' }));
    fireEvent.click(await screen.findByRole('button', { name: LABELS.sandboxSimulateFailure }));
    expect(await screen.findByText('Card declined by bank', { selector: '.subscribe-error' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'subscription_payment', success: false }));
  });

  it("says 'Error while creating a subscription.' when the order cannot be made", async () => {
    stubApi((url) => {
      if (url.pathname === '/v1/claim-shops/shop-1') return { body: SHOP };
      if (url.pathname === '/v1/claim-shops/payment/shop-1')
        return { status: 502, body: { statusCode: 502, error: 'Bad Gateway', message: 'x' } };
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹1999' }));
    expect(await screen.findByText(MESSAGES.subscriptionCreateFailed, { selector: '.subscribe-error' })).toBeTruthy();
  });

  it("says 'Razorpay SDK failed to load.' when checkout.js does not load", async () => {
    stubApi((url) => {
      if (url.pathname === '/v1/claim-shops/shop-1') return { body: SHOP };
      if (url.pathname === '/v1/claim-shops/payment/shop-1')
        return { body: { ...ORDER, provider: 'razorpay', key_id: 'rzp_test_1' } };
      return undefined;
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹1999' }));
    await waitFor(() =>
      expect(document.head.querySelector('script[src="https://checkout.razorpay.com/v1/checkout.js"]')).toBeTruthy(),
    );
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Razorpay SDK failed to load.', { selector: '.subscribe-error' })).toBeTruthy();
  });

  it("shows 'Payment has been processed' for an active plan, with a renew action only in its last 30 days", async () => {
    const far = new Date(Date.now() + 200 * DAY).toISOString();
    stubApi((url) =>
      url.pathname === '/v1/claim-shops/shop-1'
        ? { body: { ...SHOP, metaInfo: { isPaid: true, isPaymentValid: true, premiumUntil: far } } }
        : undefined,
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: MESSAGES.paymentProcessed })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay|Renew/ })).toBeNull();
    cleanup();

    const soon = new Date(Date.now() + 10 * DAY).toISOString();
    stubApi((url) =>
      url.pathname === '/v1/claim-shops/shop-1'
        ? { body: { ...SHOP, metaInfo: { isPaid: true, isPaymentValid: true, premiumUntil: soon } } }
        : undefined,
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: MESSAGES.paymentProcessed })).toBeTruthy();
    expect(screen.getByRole('button', { name: LABELS.renewPremium })).toBeTruthy();
  });

  it("says 'Payment received, waiting for approval' instead of Pay once this number paid while its claim waits (issue 25)", async () => {
    stubApi((url) => {
      if (url.pathname === '/v1/claim-shops/shop-1') return { body: SHOP };
      if (url.pathname === '/v1/claim-shops/shop-1/payment') return { body: { awaitingApproval: true } };
      return undefined;
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment received, waiting for approval' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.premiumStartsOnApproval)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay|Renew/ })).toBeNull();
  });

  it('turns the 409 of a page opened before the payment into the waiting status, with no error', async () => {
    let paid = false;
    stubApi((url) => {
      if (url.pathname === '/v1/claim-shops/shop-1') return { body: SHOP };
      if (url.pathname === '/v1/claim-shops/shop-1/payment') return { body: { awaitingApproval: paid } };
      if (url.pathname === '/v1/claim-shops/payment/shop-1')
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: MESSAGES.premiumAwaitingApproval } };
      return undefined;
    });
    renderPage();
    const pay = await screen.findByRole('button', { name: 'Pay ₹1999' });
    paid = true; // in another tab
    fireEvent.click(pay);
    expect(await screen.findByRole('heading', { name: MESSAGES.paymentAwaitingApproval })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.queryByText(new RegExp(MESSAGES.subscriptionCreateFailed))).toBeNull();
  });

  it("without a shop shows 'Subscribe Now', which goes to /instructions", async () => {
    stubApi(() => undefined);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: LABELS.subscribeNow }));
    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeTruthy();
  });
});
