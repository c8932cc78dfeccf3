import { PRIVACY_PAGE } from '@local-shops/shared/locales/en/pages';
import type { StaticPageContent } from './types.ts';

export const privacyPage: StaticPageContent = { titleKey: 'privacyPolicy', texts: PRIVACY_PAGE };
