import type { FormEvent } from 'react';
import { Link } from 'react-router';
import {
  APP_TEXTS,
  BRAND_NAME,
  COPYRIGHT_YEAR,
  FOOTER_TEXTS,
  LABELS,
  placePagePath,
  SHOP_TEXT,
  SUPPORT_EMAIL,
} from '@local-shops/shared';
import { CATEGORY_LABELS } from '@local-shops/shared/locales/en/taxonomy';
import { useTexts } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useTaxonomyLabels } from '../../lib/taxonomy-labels.ts';

const PROFESSIONAL_NETWORK_URL = 'https://www.linkedin.com/';

const EXPLORE_LINKS = [
  { label: 'footerAbout', to: PATHS.aboutUs },
  { label: 'footerServices', to: PATHS.services },
  { label: 'footerContact', to: PATHS.contactUs },
] as const satisfies readonly { label: keyof typeof LABELS; to: string }[];

const PRIVACY_LINKS = [
  { label: 'privacyPolicy', to: PATHS.privacyPolicy },
  { label: 'pricingPolicy', to: PATHS.pricingPolicy },
  { label: 'termsOfUse', to: PATHS.termsAndConditions },
  { label: 'shippingPolicy', to: PATHS.shippingPolicy },
  { label: 'cancellationAndRefundPolicy', to: PATHS.refundPolicy },
] as const satisfies readonly { label: keyof typeof LABELS; to: string }[];

/** Town and category pages the footer links to, so that visitors and search engines find them. */
const PLACE_LINKS = (
  [
    ['sweets-and-bakery', 'Varanasi', 'Uttar Pradesh'],
    ['food-and-grocery', 'Bengaluru', 'Karnataka'],
    ['medical-and-health', 'Lucknow', 'Uttar Pradesh'],
    ['clothing-and-fashion', 'Jaipur', 'Rajasthan'],
    ['electronics-and-mobiles', 'Pune', 'Maharashtra'],
  ] as const satisfies readonly (readonly [keyof typeof CATEGORY_LABELS, string, string])[]
).map(([id, town, state]) => ({
  category: { id, label: CATEGORY_LABELS[id] },
  town,
  state,
  to: placePagePath(state, town, id),
}));

/** SPEC.md: the e-mail field's Submit does nothing yet, so the form sends nothing anywhere. */
function ignoreSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

export function LandingFooter() {
  const texts = useTexts(FOOTER_TEXTS);
  const labels = useTexts(LABELS);
  const shopText = useTexts(SHOP_TEXT);
  const app = useTexts(APP_TEXTS);
  const names = useTaxonomyLabels();
  return (
    <footer className="landing-footer">
      <div className="landing__container landing-footer__grid">
        <div className="landing-footer__brand">
          <img src="/images/logo.svg" alt={BRAND_NAME} width="148" height="36" loading="lazy" />
          <p>{texts.tagline}</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore">{labels.footerExplore}</h2>
          <ul>
            {EXPLORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{labels[link.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-privacy">
          <h2 id="footer-privacy">{labels.footerPrivacy}</h2>
          <ul>
            {PRIVACY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{labels[link.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-places">
          <h2 id="footer-places">{texts.shopsByTown}</h2>
          <ul>
            {PLACE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>
                  {shopText
                    .placeTitle(names.category(link.category), link.town, link.state)
                    .replace(`, ${link.state}`, '')}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="landing-footer__connect">
          <form className="landing-footer__form" onSubmit={ignoreSubmit} noValidate>
            <label htmlFor="footer-email">{texts.tipsByEmail}</label>
            <div className="landing-footer__field">
              <input
                id="footer-email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
              />
              <button type="submit" className="button button--accent">
                {labels.submit}
              </button>
            </div>
          </form>
          <ul className="landing-footer__social" aria-label={texts.followUs}>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    d="M3 5h18v14H3zM3 6l9 7 9-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinejoin="round"
                  />
                </svg>
                {texts.emailUs}
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
      <p className="landing-footer__copyright">{app.copyright(COPYRIGHT_YEAR)}</p>
    </footer>
  );
}
