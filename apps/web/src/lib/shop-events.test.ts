// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackShopEvent } from './shop-events.ts';

describe('trackShopEvent', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('sends the event with navigator.sendBeacon where it exists', () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    trackShopEvent('shop 1', 'save');
    expect(beacon).toHaveBeenCalledWith('/v1/claim-shops/shop%201/events', '{"type":"save"}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch, and never throws', () => {
    const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetchMock);
    expect(() => trackShopEvent('s1', 'view')).not.toThrow();
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/claim-shops/s1/events',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"type":"view"}' }),
    );
  });
});
