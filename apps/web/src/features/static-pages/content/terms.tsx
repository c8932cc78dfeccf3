import { TERMS_PAGE } from '@local-shops/shared/locales/en/pages';
import type { StaticPageContent } from './types.ts';

export const termsPage: StaticPageContent = { titleKey: 'termsAndConditions', texts: TERMS_PAGE };
