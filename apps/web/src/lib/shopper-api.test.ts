// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_ROUTES } from '@local-shops/shared/public-routes';
import { publicApi } from './public-api.ts';
import { shopperApi } from './shopper-api.ts';

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the shopper calls of the public table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("builds the table's paths, each id URI-encoded", () => {
    expect(publicApi.shops('q=atta&page=1')).toBe('/claim-shops/filter?q=atta&page=1');
    expect(shopperApi.addressLookup(25.3, 82.9)).toBe('/google-apis/address-lookup?lat=25.3&long=82.9');
    expect(shopperApi.shopEventsLink('s 1')).toBe('/v1/claim-shops/s%201/events');
  });

  it("sends a write with the entry's method and its JSON body, under /v1", async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => answer(200, { message: 'OTP sent.' }));
    vi.stubGlobal('fetch', fetchMock);
    await shopperApi.verifyOtp({ otp: '123456', mobileNumber: '+919800000001' });
    await shopperApi.paymentOrder('s/1');
    expect(fetchMock.mock.calls[0]).toEqual([
      '/v1/otp/verify-otp',
      expect.objectContaining({
        method: PUBLIC_ROUTES.otpVerify.method,
        body: JSON.stringify({ otp: '123456', mobileNumber: '+919800000001' }),
      }),
    ]);
    expect(fetchMock.mock.calls[1]).toEqual([
      '/v1/claim-shops/payment/s%2F1',
      expect.objectContaining({ method: 'POST', body: undefined }),
    ]);
  });
});
