import { BRAND_NAME, COPYRIGHT_YEAR, LABELS, SUPPORT_EMAIL, placePagePath, placeTitle } from '@local-shops/shared';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';

const PROFESSIONAL_NETWORK_URL = 'https://www.linkedin.com/';

const EXPLORE_LINKS = [
  { label: LABELS.footerAbout, to: PATHS.aboutUs },
  { label: LABELS.footerServices, to: PATHS.services },
  { label: LABELS.footerContact, to: PATHS.contactUs },
] as const;

const PRIVACY_LINKS = [
  { label: LABELS.privacyPolicy, to: PATHS.privacyPolicy },
  { label: LABELS.pricingPolicy, to: PATHS.pricingPolicy },
  { label: LABELS.termsOfUse, to: PATHS.termsAndConditions },
  { label: LABELS.shippingPolicy, to: PATHS.shippingPolicy },
  { label: LABELS.cancellationAndRefundPolicy, to: PATHS.refundPolicy },
] as const;

/** Town and category pages the footer links to, so that visitors and search engines find them. */
const PLACE_LINKS = (
  [
    ['Sweets & Bakery', 'sweets-and-bakery', 'Varanasi', 'Uttar Pradesh'],
    ['Food & Grocery', 'food-and-grocery', 'Bengaluru', 'Karnataka'],
    ['Medical & Health', 'medical-and-health', 'Lucknow', 'Uttar Pradesh'],
    ['Clothing & Fashion', 'clothing-and-fashion', 'Jaipur', 'Rajasthan'],
    ['Electronics & Mobiles', 'electronics-and-mobiles', 'Pune', 'Maharashtra'],
  ] as const
).map(([label, categoryId, town, state]) => ({ label: placeTitle(label, town, state).replace(`, ${state}`, ''), to: placePagePath(state, town, categoryId) }));

/** SPEC.md: the e-mail field's Submit does nothing yet, so the form sends nothing anywhere. */
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing__container landing-footer__grid">
        <div className="landing-footer__brand">
          <img src="/images/logo.svg" alt={BRAND_NAME} width="148" height="36" loading="lazy" />
          <p>Helping local shops in every Indian town get found, trusted and visited.</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore">{LABELS.footerExplore}</h2>
          <ul>
            {EXPLORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-privacy">
          <h2 id="footer-privacy">{LABELS.footerPrivacy}</h2>
          <ul>
            {PRIVACY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-places">
          <h2 id="footer-places">Shops by town</h2>
          <ul>
            {PLACE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="landing-footer__connect">
          <form className="landing-footer__form" onSubmit={ignoreSubmit} noValidate>
            <label htmlFor="footer-email">Shop-growing tips by e-mail (coming soon)</label>
            <div className="landing-footer__field">
              <input id="footer-email" name="email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
              <button type="submit" className="button button--accent">
                {LABELS.submit}
              </button>
            </div>
          </form>
          <ul className="landing-footer__social" aria-label="Follow us">
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M3 5h18v14H3zM3 6l9 7 9-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
                </svg>
                E-mail us
              </a>
            </li>
            <li>
              <a href={PROFESSIONAL_NETWORK_URL} target="_blank" rel="noopener">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm2.5 7v7.5h2.6V10zm1.3-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM11 10v7.5h2.6v-4c0-1.1.6-1.8 1.5-1.8s1.3.7 1.3 1.8v4H19v-4.6c0-2.4-1.3-3.1-2.8-3.1-1.2 0-2 .6-2.6 1.3V10z"
                    fill="currentColor"
                  />
                </svg>
                LinkedIn
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="landing-footer__copyright">
        Copyright © {COPYRIGHT_YEAR} {BRAND_NAME}
      </p>
    </footer>
  );
}
