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

  it('promises shopper coins only as coming soon', () => {
    const text = renderText();
    const sentences = text.split(/(?<=[.?!])\s+/).filter((sentence) => /coins/i.test(sentence));
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(sentence).toMatch(/coming soon/i);
  });

  it('claims no inventory management, dedicated support, delivery or unmeasured growth', () => {
    const text = renderText();
    expect(text).not.toMatch(/inventory|dedicated|online order|already growing|thousands|\d+x more/i);
    expect(text).not.toMatch(/shoppers (?:who visit you )?add photos, prices/i);
  });

  // Issue 25: a listed shop can still be claimed with an OTP alone, so bank proof and a shop-front
  // photo are promised for newly registered shops only, never for every claim.
  it('promises for every claim only the checks every claim gets: an OTP and a review', () => {
    const sentences = (text: string, end: RegExp) => text.split(end).filter((sentence) => sentence.trim());
    const english = sentences(renderText(), /(?<=[.?!])\s+/).filter((s) => /every claim|claimed shop/i.test(s));
    const hindi = sentences(
      Object.values(HI_LANDING)
        .filter((v) => typeof v === 'string')
        .join(' '),
      /(?<=[।?])\s*/,
    ).filter((s) => /हर दाव/.test(s));
    expect(english.length).toBeGreaterThan(1);
    expect(hindi.length).toBeGreaterThan(1);
    for (const sentence of english) expect(sentence).not.toMatch(/bank|cheque|passbook|photo/i);
    for (const sentence of hindi) expect(sentence).not.toMatch(/बैंक|चेक|पासबुक|फ़ोटो/);
    expect(renderText()).toContain('A newly registered shop also needs bank proof and a photo of its shop front.');
  });

  it('answers the performance question with the insights the dashboard shows', () => {
    const text = renderText();
    expect(text).toContain('The Free plan shows the last 7 days');
    expect(text).toContain('how you compare with similar shops within 5 km');
  });
});
