import type { LABELS } from '@local-shops/shared';

export type StaticPageName = 'privacy' | 'terms' | 'refund' | 'contact' | 'shipping' | 'about' | 'pricing' | 'services';

/** The LABELS that are plain text (a page's title is one of them). */
export type LabelKey = {
  [K in keyof typeof LABELS]: (typeof LABELS)[K] extends string ? K : never;
}[keyof typeof LABELS];

export interface StaticPageContent {
  /** The browser tab title, one of LABELS (the menu's name of the page). */
  titleKey: LabelKey;
  /**
   * The page in every language (packages/shared/src/locales/<code>/pages.ts): its text, and its
   * <h1> when that is not the title.
   */
  texts: { readonly body: string; readonly heading?: string };
}
