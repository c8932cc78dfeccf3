import type { ShopEventType } from '@local-shops/shared/insights';
import { shopperApi } from './shopper-api.ts';

/**
 * Tells the API what a shopper did on a shop page (insights, decision 0039). Fire and forget:
 * `navigator.sendBeacon` where it exists (it survives the page being left, e.g. for a call or
 * WhatsApp), else a keepalive fetch. The body is JSON sent as text/plain, which a beacon may send
 * without a preflight; the API reads it as JSON. Never throws.
 */
export function trackShopEvent(shopId: string, type: ShopEventType): void {
  const url = shopperApi.shopEventsLink(shopId);
  const body = JSON.stringify({ type });
  try {
    if (
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, body)
    )
      return;
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
  } catch {
    // Counting is best effort: the shopper never sees an error for it.
  }
}
