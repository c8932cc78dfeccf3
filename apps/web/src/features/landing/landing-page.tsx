import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { SiteHeader } from '../../components/site-header/site-header.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { initAnalytics } from '../../lib/analytics.ts';
import { useServerPageReady } from '../../lib/server-page.tsx';
import { BenefitsSection } from './benefits-section.tsx';
import { ClaimShopSection } from './claim-shop-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { SubscribeBanner } from './subscribe-banner.tsx';
import { ValueSection } from './value-section.tsx';
import './landing.css';

// Below an endless list: the footer's links load after the first screen.
// Decoration below the first screen, in a box of its own height until it arrives (no shift of the list).
const LogoWall = lazy(async () => ({ default: (await import('./logo-wall.tsx')).LogoWall }));
const LandingFooter = lazy(async () => ({ default: (await import('./landing-footer.tsx')).LandingFooter }));

/**
 * The landing page of SPEC.md section 2: the pitch to shop owners and the Claim Shop list
 * (`claimShopList`, handed in by the router).
 */
export function LandingPage({ claimShopList }: { claimShopList: ReactNode }) {
  useDocumentTitle();
  useEffect(initAnalytics, []);
  // The hero, the first screen, needs no data: the server's copy of it gives way at once.
  useServerPageReady(true);
  return (
    <>
      <SiteHeader />
      <main id="main" className="landing" tabIndex={-1}>
        <HeroSection />
        <Suspense fallback={<div className="logo-wall-placeholder" />}>
          <LogoWall />
        </Suspense>
        <BenefitsSection />
        <ValueSection />
        <SubscribeBanner />
        <FaqSection />
        {/* Last before the footer: the list scrolls on and on, and nothing should hide behind it. */}
        <ClaimShopSection>{claimShopList}</ClaimShopSection>
      </main>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>
    </>
  );
}
