/**
 * Analytics events go onto `window.dataLayer`, the queue a tag manager reads (SPEC.md section 7).
 * No third-party script loads unless a container id is configured in `VITE_GTM_ID`: the data
 * layer then simply holds the events, which keeps the landing page light and tests offline.
 */

/** The events the product sends (trackEvent accepts any name so new events need no change here). */
export type AnalyticsEventName = 'button_click' | 'form_submission' | 'subscription_payment';

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;
let tagManagerInjected = false;

function dataLayer(): DataLayerEntry[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/**
 * Loads the tag manager once, and only when `VITE_GTM_ID` holds a well-formed container id.
 * Safe to call any number of times.
 */
export function initAnalytics(): void {
  if (tagManagerInjected || typeof document === 'undefined') return;
  const containerId: unknown = import.meta.env.VITE_GTM_ID;
  if (typeof containerId !== 'string' || !GTM_ID_PATTERN.test(containerId.trim())) return;
  tagManagerInjected = true;
  const id = containerId.trim();
  if (document.querySelector(`script[data-gtm-id="${id}"]`)) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.gtmId = id;
  document.head.appendChild(script);
}

/** Pushes one event, e.g. trackEvent('button_click', { source: 'Landing Page', target: '/instructions' }). */
export function trackEvent(event: string, params: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  initAnalytics();
  dataLayer().push({ ...params, event });
}
