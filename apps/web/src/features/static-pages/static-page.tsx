import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { PATHS } from '../../lib/paths.ts';
import { aboutPage } from './content/about.tsx';
import { contactPage } from './content/contact.tsx';
import { pricingPage } from './content/pricing.tsx';
import { privacyPage } from './content/privacy.tsx';
import { refundPage } from './content/refund.tsx';
import { servicesPage } from './content/services.tsx';
import { shippingPage } from './content/shipping.tsx';
import { termsPage } from './content/terms.tsx';
import type { StaticPageContent, StaticPageName } from './content/types.ts';

export type { StaticPageName } from './content/types.ts';

const PAGES: Record<StaticPageName, StaticPageContent> = {
  privacy: privacyPage,
  terms: termsPage,
  refund: refundPage,
  contact: contactPage,
  shipping: shippingPage,
  about: aboutPage,
  pricing: pricingPage,
  services: servicesPage,
};

/** One information page (SPEC.md section 2, static pages). */
export function StaticPage({ page }: { page: StaticPageName }) {
  const { title, heading, Body } = PAGES[page];
  useDocumentTitle(title);
  return (
    <article className="page static-page">
      <h1>{heading ?? title}</h1>
      <div className="prose">
        <Body />
        <p className="static-page__back">
          <Link to={PATHS.home}>Back to home page</Link>
        </p>
      </div>
    </article>
  );
}
