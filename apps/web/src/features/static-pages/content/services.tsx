import { SERVICES_PAGE } from '@local-shops/shared/locales/en/pages';
import type { StaticPageContent } from './types.ts';

export const servicesPage: StaticPageContent = { titleKey: 'ourServices', texts: SERVICES_PAGE };
