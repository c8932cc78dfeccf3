import { PRICING_PAGE } from '@local-shops/shared/locales/en/pages';
import type { StaticPageContent } from './types.ts';

export const pricingPage: StaticPageContent = { titleKey: 'pricingPolicy', texts: PRICING_PAGE };
