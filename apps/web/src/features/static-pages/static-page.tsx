import { Link } from 'react-router';
import { LABELS } from '@local-shops/shared';
import { PAGES_COMMON } from '@local-shops/shared/locales/en/pages';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useTexts } from '../../lib/i18n.ts';
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
import { RichText } from './rich-text.tsx';

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

/** One information page (SPEC.md section 2, static pages), in the chosen language. */
export function StaticPage({ page }: { page: StaticPageName }) {
  const { titleKey } = PAGES[page];
  const labels = useTexts(LABELS);
  const common = useTexts(PAGES_COMMON);
  const texts: { body: string; heading?: string } = useTexts(PAGES[page].texts);
  const title = labels[titleKey];
  useDocumentTitle(title);
  return (
    <article className="page static-page">
      <h1>{texts.heading ?? title}</h1>
      <div className="prose">
        <RichText text={texts.body} />
        <p className="static-page__back">
          <Link to={PATHS.home}>{common.backHome}</Link>
        </p>
      </div>
    </article>
  );
}
