import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PriceComparisonResponse, ShopProductsResponse } from '@local-shops/shared/products';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { testShop } from '../../test/fixtures.ts';
import { addOwnedShop } from '../../test/owners.ts';
import { signIn } from '../../test/sessions.ts';

const DAY = 86_400_000;
let seq = 0;
const newNumber = () => `+9197${String(10_000_000 + ++seq).slice(-8)}`;
/** About 0.009 degrees of latitude per km. */
const KM = 1 / 111.2;

describe.each(DIALECTS)('price lists and price comparison on %s', (dialect) => {
  // Each run (and the comparison) places its shops at a point of its own: no other shop is near.
  let base = { lat: 10 + Math.random() * 15, long: 72 + Math.random() * 12 };
  const context = testApp(dialect);

  async function ownedShop({ premium = false, name = `Price Shop ${randomUUID().slice(0, 8)}`, northKm = 0 } = {}) {
    const id = randomUUID();
    const shop = testShop({
      id,
      name,
      lat: base.lat + northKm * KM,
      long: base.long,
      isClaimed: true,
      createdAt: new Date().toISOString(),
    });
    const session = await addOwnedShop(context.db, shop, {
      number: newNumber(),
      premiumUntil: premium ? Date.now() + 300 * DAY : null,
    });
    return { id, name, session };
  }

  const put = (shopId: string, session: string | undefined, items: unknown[]) =>
    context.app.inject({
      method: 'PUT',
      url: `/v1/owner/shops/${shopId}/products`,
      cookies: session ? { session } : {},
      payload: { items },
    });
  const item = (overrides: Record<string, unknown> = {}) => ({
    catalogId: 'toor-dal-1-kg',
    name: 'Toor dal',
    unit: '1 kg',
    price: 160,
    inStock: true,
    ...overrides,
  });

  it('finds catalogue products by words and sub-category', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/v1/product-catalogue?q=Toor%20Dal&subCategoryId=grocery-store',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          id: 'toor-dal-500-g',
          name: 'Toor dal',
          unit: '500 g',
          subCategoryIds: expect.arrayContaining(['grocery-store']),
        },
        {
          id: 'toor-dal-1-kg',
          name: 'Toor dal',
          unit: '1 kg',
          subCategoryIds: expect.arrayContaining(['grocery-store']),
        },
      ],
    });
    expect(
      (
        await context.app.inject({ method: 'GET', url: '/v1/product-catalogue?q=paracetamol&subCategoryId=stationery' })
      ).json(),
    ).toEqual({ items: [] });
  });

  it('lets only the approved owner replace the list, which the public list then shows in order', async () => {
    const shop = await ownedShop();
    const items = [
      item(),
      item({ catalogId: undefined, name: 'Home-made pickle', unit: '250 g', price: 99.5, inStock: false }),
    ];
    expect((await put(shop.id, undefined, items)).statusCode).toBe(401);
    const stranger = await signIn(context.db, newNumber());
    const denied = await put(shop.id, stranger, items);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Only the number whose claim on this shop was approved can do this.');
    expect((await put(randomUUID(), shop.session, items)).statusCode).toBe(404);

    expect((await put(shop.id, shop.session, items)).statusCode).toBe(200);
    const expected = {
      items: [
        { catalogId: 'toor-dal-1-kg', name: 'Toor dal', unit: '1 kg', price: 160, inStock: true },
        { catalogId: null, name: 'Home-made pickle', unit: '250 g', price: 99.5, inStock: false },
      ],
    };
    expect(
      (
        await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${shop.id}/products` })
      ).json<ShopProductsResponse>(),
    ).toEqual(expected);
    // A second PUT replaces the whole list.
    await put(shop.id, shop.session, [item({ price: 155.25 })]);
    expect(
      (
        await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${shop.id}/products` })
      ).json<ShopProductsResponse>().items,
    ).toEqual([{ ...expected.items[0], price: 155.25 }]);
    expect(
      (await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${randomUUID()}/products` })).statusCode,
    ).toBe(404);
  });

  it('names the bad item in a 400 and changes nothing', async () => {
    const shop = await ownedShop();
    await put(shop.id, shop.session, [item()]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ price: 0 }, 'items[3].price: The price must be above ₹0.'],
      [{ price: -5 }, 'items[3].price: The price must be above ₹0.'],
      [{ price: 10.005 }, 'items[3].price: The price can have at most 2 decimals.'],
      [{ price: '10' }, 'items[3].price: The price must be a number of rupees.'],
      [{ name: ' ' }, 'items[3].name: Please give the product a name.'],
      [{ inStock: 'yes' }, 'items[3].inStock: inStock must be true or false.'],
      [{ catalogId: 'unobtainium-1-kg' }, 'items[3].catalogId: is not a product of the catalogue.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await put(shop.id, shop.session, [item(), item(), item(), item(overrides)]);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(
      (
        await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${shop.id}/products` })
      ).json<ShopProductsResponse>().items,
    ).toHaveLength(1);
  });

  it('refuses an item listed twice (name and unit, whatever the case and spacing) with a 400 naming it', async () => {
    const shop = await ownedShop();
    await put(shop.id, shop.session, [item()]);
    const atta = { catalogId: null, name: 'Wheat atta', unit: '10 kg', inStock: true };
    const twice = [item(), { ...atta, price: 449 }, { ...atta, name: ' wheat  ATTA', price: 165 }];
    const refused = await put(shop.id, shop.session, twice);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('items[2]: wheat  ATTA, 10 kg is already in the price list.');
    const hindi = await context.app.inject({
      method: 'PUT',
      url: `/v1/owner/shops/${shop.id}/products`,
      cookies: { session: shop.session },
      headers: { 'accept-language': 'hi' },
      payload: { items: twice },
    });
    expect(hindi.json().message).toBe('items[2]: wheat  ATTA, 10 kg मूल्य सूची में पहले से है।');
    // The same name in another unit is another product.
    expect(
      (
        await put(shop.id, shop.session, [
          { ...atta, price: 449 },
          { ...atta, unit: '5 kg', price: 230 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${shop.id}/products` }))
        .json<ShopProductsResponse>()
        .items.map((product) => `${product.name}, ${product.unit}`),
    ).toEqual(['Wheat atta, 10 kg', 'Wheat atta, 5 kg']);
  });

  it('allows 200 items without Premium and 2,000 with it', async () => {
    const free = await ownedShop();
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => item({ catalogId: null, name: `Item ${i}`, price: 1 + i / 100 }));
    expect((await put(free.id, free.session, many(200))).statusCode).toBe(200);
    const tooMany = await put(free.id, free.session, many(201));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('A price list can have at most 200 items; Premium allows 2000.');
    const premium = await ownedShop({ premium: true });
    expect((await put(premium.id, premium.session, many(2000))).statusCode).toBe(200);
    expect(
      (
        await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${premium.id}/products` })
      ).json<ShopProductsResponse>().items,
    ).toHaveLength(2000);
    expect((await put(premium.id, premium.session, many(2001))).statusCode).toBe(400);
  });

  it('compares with in-stock catalogue items of other shops within 5 km, cheapest first', async () => {
    base = { lat: base.lat + 0.5, long: base.long };
    const mine = await ownedShop({ name: 'My Kirana' });
    const near = await ownedShop({ name: 'Near Stores', northKm: 1 });
    const cheaper = await ownedShop({ name: 'Cheaper Mart', northKm: -3 });
    const outOfStock = await ownedShop({ name: 'Empty Shelf', northKm: 2 });
    const far = await ownedShop({ name: 'Far Away Traders', northKm: 7.5 });
    await put(mine.id, mine.session, [
      item(),
      item({ catalogId: 'sugar-1-kg', name: 'Sugar', unit: '1 kg', price: 45 }),
      // An own item is never compared (a second 'Toor dal, 1 kg' is refused since issue 27).
      item({ catalogId: null, name: 'Toor dal (loose)', unit: '1 kg', price: 1 }),
    ]);
    await put(near.id, near.session, [
      item({ price: 158 }),
      item({ catalogId: 'sugar-1-kg', name: 'Sugar', unit: '1 kg', price: 44, inStock: false }),
    ]);
    await put(cheaper.id, cheaper.session, [
      item({ price: 149.5 }),
      item({ catalogId: null, name: 'Sugar', unit: '1 kg', price: 10 }),
    ]);
    await put(outOfStock.id, outOfStock.session, [item({ price: 120, inStock: false })]);
    await put(far.id, far.session, [
      item({ price: 100 }),
      item({ catalogId: 'sugar-1-kg', name: 'Sugar', unit: '1 kg', price: 40 }),
    ]);

    const response = await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${mine.id}/price-comparison` });
    expect(response.statusCode).toBe(200);
    expect(response.json<PriceComparisonResponse>()).toEqual({
      items: [
        {
          product: { catalogId: 'toor-dal-1-kg', name: 'Toor dal', unit: '1 kg' },
          price: 160,
          nearby: [
            { shopId: cheaper.id, shopName: 'Cheaper Mart', price: 149.5, distanceKm: 3 },
            { shopId: near.id, shopName: 'Near Stores', price: 158, distanceKm: 1 },
          ],
        },
        { product: { catalogId: 'sugar-1-kg', name: 'Sugar', unit: '1 kg' }, price: 45, nearby: [] },
      ],
    });
    // From the far shop, every other shop with these products is more than 5 km away.
    const fromFar = (
      await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${far.id}/price-comparison` })
    ).json<PriceComparisonResponse>();
    expect(fromFar.items.map((i) => i.nearby)).toEqual([[], []]);
    expect(
      (await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${randomUUID()}/price-comparison` })).statusCode,
    ).toBe(404);
  });
});
