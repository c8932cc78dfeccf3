// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShopDetail } from '@local-shops/shared';
import { SUBSCRIBE_TEXTS as HI_SUBSCRIBE_TEXTS } from '@local-shops/shared/locales/hi/claim';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import { MESSAGES as HI_MESSAGES } from '@local-shops/shared/locales/hi/messages';
import { setLocale } from '../../lib/i18n.ts';
import { stubApi } from '../../lib/test-helpers.ts';
import { SubscribePage } from './subscribe-page.tsx';

const SHOP = {
  id: 'shop-1',
  name: 'Gupta Kirana Store',
  isClaimed: false,
  isVerified: false,
  metaInfo: { isPaid: false, isPaymentValid: false, premiumUntil: null },
} as unknown as ShopDetail;

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
  localStorage.clear();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/shop-1/subscribe']}>
      <Routes>
        <Route path="/:shopId/subscribe" element={<SubscribePage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('Subscribe to your plan in Hindi', () => {
  it('shows the plans, what they give and the pay button in Hindi', async () => {
    stubApi((url) => (url.pathname === '/v1/claim-shops/shop-1' ? { body: SHOP } : undefined));
    renderPage();
    await screen.findByRole('region', { name: 'Premium' });
    await act(() => setLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: HI_LABELS.subscribeToYourPlan })).toBeTruthy();
    const premium = screen.getByRole('region', { name: HI_LABELS.premiumPlan });
    const free = screen.getByRole('region', { name: HI_LABELS.freePlan });
    const items = (plan: HTMLElement) => Array.from(plan.querySelectorAll('li'), (li) => li.textContent);
    expect(items(free)).toContain(HI_SUBSCRIBE_TEXTS.free3);
    expect(items(premium)).toContain(HI_SUBSCRIBE_TEXTS.premium7);
    expect(premium.textContent).toContain(HI_SUBSCRIBE_TEXTS.perYear);
    expect(screen.getByRole('button', { name: HI_LABELS.payPremium(1999) })).toBeTruthy();
  });

  it('says in Hindi that the payment was received and waits for approval, with no pay button', async () => {
    stubApi((url) => {
      if (url.pathname === '/v1/claim-shops/shop-1') return { body: SHOP };
      if (url.pathname === '/v1/claim-shops/shop-1/payment') return { body: { awaitingApproval: true } };
      return undefined;
    });
    await act(() => setLocale('hi'));
    renderPage();
    expect(await screen.findByRole('heading', { name: HI_MESSAGES.paymentAwaitingApproval })).toBeTruthy();
    expect(screen.getByText(HI_MESSAGES.premiumStartsOnApproval)).toBeTruthy();
    expect(screen.queryByRole('button', { name: HI_LABELS.payPremium(1999) })).toBeNull();
  });
});
