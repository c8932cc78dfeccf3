import { CONTACT_PAGE } from '@local-shops/shared/locales/en/pages';
import type { StaticPageContent } from './types.ts';

export const contactPage: StaticPageContent = { titleKey: 'contactUs', texts: CONTACT_PAGE };
