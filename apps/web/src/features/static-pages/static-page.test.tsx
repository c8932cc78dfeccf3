// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LABELS } from '@local-shops/shared';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import {
  ABOUT_PAGE as HI_ABOUT,
  PAGES_COMMON as HI_COMMON,
  REFUND_PAGE as HI_REFUND,
} from '@local-shops/shared/locales/hi/pages';
import { PAGE_LINKS } from '@local-shops/shared/site-pages';
import { setLocale } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { StaticPage, type StaticPageName } from './static-page.tsx';

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
  window.localStorage.clear();
});

const renderPage = (page: StaticPageName) =>
  render(
    <MemoryRouter>
      <Suspense fallback={null}>
        <StaticPage page={page} />
      </Suspense>
    </MemoryRouter>,
  );

describe('StaticPage', () => {
  it('shows a page written in the texts: headings, lists, bold words and links', () => {
    renderPage('about');
    expect(screen.getByRole('heading', { level: 1, name: 'About Apni Dukaan Premium' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('₹1999 per year').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: LABELS.pricingPolicy }).getAttribute('href')).toBe(PATHS.pricingPolicy);
    expect(screen.getByRole('link', { name: LABELS.registerYourShop }).getAttribute('href')).toBe(PATHS.instructions);
    expect(document.title).toContain(LABELS.menuAboutUs);
  });

  it('shows the page in Hindi once Hindi is chosen, title and back link included', async () => {
    renderPage('refund');
    await act(() => setLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: HI_LABELS.refundAndCancellationPolicy })).toBeTruthy();
    const firstHeading = /^## (.+)$/m.exec(HI_REFUND.body)![1]!;
    expect(screen.getByRole('heading', { level: 2, name: firstHeading })).toBeTruthy();
    expect(screen.getByRole('link', { name: HI_COMMON.backHome })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(HI_ABOUT.heading).not.toBe('About Apni Dukaan Premium');
  });

  it("links where the site's paths are", () => {
    expect(PAGE_LINKS).toEqual({
      pricingPolicy: PATHS.pricingPolicy,
      refundPolicy: PATHS.refundPolicy,
      instructions: PATHS.instructions,
      registrationEnquiry: PATHS.registrationEnquiry,
      contactUs: PATHS.contactUs,
    });
  });
});
