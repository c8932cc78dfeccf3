import type { ComponentType } from 'react';

export type StaticPageName = 'privacy' | 'terms' | 'refund' | 'contact' | 'shipping' | 'about' | 'pricing' | 'services';

export interface StaticPageContent {
  /** The browser tab title. */
  title: string;
  /** The page's <h1>; defaults to the title. */
  heading?: string;
  /** The page text under the <h1>; its own headings start at <h2>. */
  Body: ComponentType;
}
