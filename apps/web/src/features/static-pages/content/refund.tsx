import { REFUND_PAGE } from '@local-shops/shared/locales/en/pages';
import type { StaticPageContent } from './types.ts';

export const refundPage: StaticPageContent = { titleKey: 'refundAndCancellationPolicy', texts: REFUND_PAGE };
