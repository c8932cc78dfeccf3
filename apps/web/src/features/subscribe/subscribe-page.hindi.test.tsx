// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ShopDetail } from '@local-shops/shared';
import { SUBSCRIBE_TEXTS as HI_SUBSCRIBE_TEXTS } from '@local-shops/shared/locales/hi/claim';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
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

describe('Subscribe to your plan in Hindi', () => {
  it('shows the plans, what they give and the pay button in Hindi', async () => {
    stubApi((url) => (url.pathname === '/v1/claim-shops/shop-1' ? { body: SHOP } : undefined));
    render(
      <MemoryRouter initialEntries={['/shop-1/subscribe']}>
        <Routes>
          <Route path="/:shopId/subscribe" element={<SubscribePage />} />
        </Routes>
      </MemoryRouter>,
    );
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
});
