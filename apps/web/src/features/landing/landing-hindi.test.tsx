// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_TEXTS } from '@local-shops/shared';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import { FOOTER_TEXTS as HI_FOOTER, LANDING_TEXTS as HI_LANDING } from '@local-shops/shared/locales/hi/landing';
import { CATEGORY_LABELS as HI_CATEGORY_LABELS } from '@local-shops/shared/locales/hi/taxonomy';
import { setLocale } from '../../lib/i18n.ts';
import { BenefitsSection } from './benefits-section.tsx';
import { ClaimShopSection } from './claim-shop-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { SubscribeBanner } from './subscribe-banner.tsx';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
  window.localStorage.clear();
});

function renderLanding() {
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <HeroSection />
        <BenefitsSection />
        <SubscribeBanner />
        <FaqSection />
        <ClaimShopSection>
          <p>list</p>
        </ClaimShopSection>
        <LandingFooter />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('the landing page in Hindi', () => {
  it('pitches, answers and heads the list in Hindi once Hindi is chosen', async () => {
    renderLanding();
    expect(screen.getByRole('heading', { level: 1, name: LANDING_TEXTS.heroTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sweets & Bakery in Varanasi' })).toBeTruthy();

    await act(() => setLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: HI_LANDING.heroTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: HI_LABELS.registerYourShop })).toBeTruthy();
    expect(screen.getByRole('button', { name: HI_LABELS.getACallBack })).toBeTruthy();
    expect(screen.getByText(HI_LANDING.faqCostQuestion)).toBeTruthy();
    expect(screen.getByRole('heading', { name: HI_LABELS.claimShop })).toBeTruthy();
    expect(screen.getByRole('heading', { name: HI_FOOTER.shopsByTown })).toBeTruthy();
    expect(screen.getByRole('link', { name: `Varanasi में ${HI_CATEGORY_LABELS['sweets-and-bakery']}` })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: HI_LANDING.searchLabel })).toBeTruthy();
    // Indian grouping in Hindi as in English: ₹1,999.
    expect(screen.getByText(HI_LANDING.heroNote).textContent).toContain('₹1,999');
    expect(screen.queryByText(LANDING_TEXTS.faqCostQuestion)).toBeNull();
  });
});
