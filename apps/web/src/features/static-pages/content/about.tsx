import { ABOUT_PAGE } from '@local-shops/shared/locales/en/pages';
import type { StaticPageContent } from './types.ts';

export const aboutPage: StaticPageContent = { titleKey: 'menuAboutUs', texts: ABOUT_PAGE };
