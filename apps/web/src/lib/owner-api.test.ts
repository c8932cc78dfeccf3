// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWNER_ROUTES } from '@local-shops/shared/owner-routes';
import { ownerApi } from './owner-api.ts';

const answer = (status: number, body?: unknown) =>
  Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status }));

describe('the dashboard calls of the owner table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the table's paths, each id URI-encoded", () => {
    expect(ownerApi.offers('a b')).toBe('/owner/shops/a%20b/offers');
    expect(ownerApi.insights('s1', 30)).toBe('/owner/shops/s1/insights?days=30');
    expect(ownerApi.listing('s/1')).toBe('/owner/shops/s%2F1');
    expect(ownerApi.shopProducts('s1')).toBe('/claim-shops/s1/products');
    expect(ownerApi.catalogue('atta 5kg&')).toBe('/product-catalogue?q=atta%205kg%26');
    expect(ownerApi.shops()).toBe(OWNER_ROUTES.ownerShops.path);
    expect(ownerApi.supportRequests()).toBe(OWNER_ROUTES.ownerSupportList.path);
  });

  it("sends a write with the entry's method and its JSON body, under /v1", async () => {
    const fetchMock = vi.fn(() => answer(201, { id: 'o1' }));
    vi.stubGlobal('fetch', fetchMock);
    const offer = { title: 'Diwali', details: '10% off', startsOn: '2026-11-01', endsOn: '2026-11-07' };
    expect(await ownerApi.addOffer('s1', offer)).toEqual({ id: 'o1' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/v1/owner/shops/s1/offers',
      expect.objectContaining({ method: OWNER_ROUTES.ownerOfferCreate.method, body: JSON.stringify(offer) }),
    );
  });

  it('sends a photo as multipart, and a removal with no body', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) =>
      answer(init.method === 'DELETE' ? 204 : 201, init.method === 'DELETE' ? undefined : { id: 'p1', url: '/x.jpg' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    await ownerApi.addPhoto('s1', form);
    await ownerApi.removePhoto('s1', 'p1');
    expect(fetchMock.mock.calls[0]).toEqual([
      '/v1/owner/shops/s1/photos',
      expect.objectContaining({ method: 'POST', body: form }),
    ]);
    expect(fetchMock.mock.calls[1]).toEqual([
      '/v1/owner/shops/s1/photos/p1',
      expect.objectContaining({ method: 'DELETE', body: undefined }),
    ]);
  });
});
