import { describe, expect, it } from 'vitest';
import type { SavedShop } from '@local-shops/shared';
import { appWithShops } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { testShop } from '../../test/fixtures.ts';

const shop = (id: string, name: string) => testShop({ id, name, lat: 12.97, long: 77.59 });

describe.each(DIALECTS)('GET /v1/claim-shops/by-ids on %s', (dialect) => {
  const context = appWithShops(dialect, [
    shop('saved01', 'Fresh Fruits Corner'),
    shop('saved02', 'Ganesh Sweets'),
    shop('saved03', 'Lakshmi Tailors'),
  ]);

  const get = async (ids: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/v1/claim-shops/by-ids?ids=${ids}` });
    return { status: response.statusCode, body: response.json<{ items: SavedShop[]; message?: string }>() };
  };

  it('answers the saved shops in the order asked, leaving out ids that no longer exist', async () => {
    const { status, body } = await get('saved03,gone001,saved01');
    expect(status).toBe(200);
    expect(body.items).toEqual([
      {
        id: 'saved03',
        name: 'Lakshmi Tailors',
        city: 'Bengaluru',
        storeFrontPicture: null,
        lat: 12.97,
        long: 77.59,
        isClaimed: false,
        isVerified: false,
        rating: { average: null, count: 0 },
        hasOffer: false,
        givesCoins: false,
      },
      {
        id: 'saved01',
        name: 'Fresh Fruits Corner',
        city: 'Bengaluru',
        storeFrontPicture: null,
        lat: 12.97,
        long: 77.59,
        isClaimed: false,
        isVerified: false,
        rating: { average: null, count: 0 },
        hasOffer: false,
        givesCoins: false,
      },
    ]);
  });

  it('refuses no ids, a bad id and more than 100 ids', async () => {
    expect((await get('')).status).toBe(400);
    expect((await get('bad%20id')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    expect(await get(many)).toMatchObject({ status: 400, body: { message: 'At most 100 ids.' } });
  });
});
