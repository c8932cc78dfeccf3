// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LANDING_TEXTS as HI_LANDING } from '@local-shops/shared/locales/hi/landing';
import { BenefitsSection } from './benefits-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LogoWall } from './logo-wall.tsx';
import { ValueSection } from './value-section.tsx';

/** Issue 11, 'Truth in the copy': the landing page sells only what the product has. */
describe('landing copy', () => {
  afterEach(cleanup);

  const renderText = () =>
    render(
      <MemoryRouter>
        <HeroSection />
        <LogoWall />
        <BenefitsSection />
        <ValueSection />
        <FaqSection />
        <LandingFooter />
      </MemoryRouter>,
    ).container.textContent ?? '';

  it("offers shopper coins as the shop's own, spendable only at that shop, no longer coming soon (issue 29)", () => {
    const text = renderText();
    const sentences = text.split(/(?<=[.?!])\s+/).filter((sentence) => /coins/i.test(sentence));
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(sentence).not.toMatch(/coming soon/i);
    expect(sentences.some((sentence) => /only at your shop/i.test(sentence))).toBe(true);
  });

  it('claims no inventory management, dedicated support, delivery or unmeasured growth', () => {
    const text = renderText();
    expect(text).not.toMatch(/inventory|dedicated|online order|already growing|thousands|\d+x more/i);
    expect(text).not.toMatch(/shoppers (?:who visit you )?add photos, prices/i);
  });

  // Issue 25, decision 0076: every claim, of a new shop or a listed one, carries the same evidence,
  // so the copy may promise bank proof and the shop-front photo for every claim again.
  it('promises every claim an OTP, bank proof, the shop-front photo and a review', () => {
    const sentences = (text: string, end: RegExp) => text.split(end).filter((sentence) => sentence.trim());
    // The promises: the sentences that say what every claim is checked with.
    const english = sentences(renderText(), /(?<=[.?!])\s*/).filter((s) => /^Every claim/.test(s.trim()));
    const hindi = sentences(
      Object.values(HI_LANDING)
        .filter((v) => typeof v === 'string')
        .join(' '),
      /(?<=[।?])\s*/,
    )
      // The promises ('हर दावे की, …', 'हर दावे के लिए, …'), each from its start: a title without a
      // full stop runs into its text.
      .filter((s) => /हर दावे (की|के लिए),/.test(s))
      .map((s) => s.slice(s.indexOf('हर दावे')));
    expect(english.length).toBeGreaterThan(0);
    expect(hindi.length).toBeGreaterThan(1);
    for (const sentence of english) expect(sentence).toMatch(/OTP.*(bank|cheque).*(shop front|shop-front)/i);
    for (const sentence of hindi) expect(sentence).toMatch(/OTP.*(बैंक|चेक).*फ़ोटो/);
    expect(renderText()).not.toMatch(/newly registered/i);
  });

  it('answers the performance question with the insights the dashboard shows', () => {
    const text = renderText();
    expect(text).toContain('The Free plan shows the last 7 days');
    expect(text).toContain('how you compare with similar shops within 5 km');
  });
});
