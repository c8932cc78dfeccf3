import { SHIPPING_PAGE } from '@local-shops/shared/locales/en/pages';
import type { StaticPageContent } from './types.ts';

export const shippingPage: StaticPageContent = { titleKey: 'shippingPolicy', texts: SHIPPING_PAGE };
