import type { ShopDetail, ShopListItem } from '@local-shops/shared';
import { approvePendingClaim, claimListing, claimShop } from './claim-flow.helpers.ts';
import { expect, test, type Page } from './network.ts';

// Price lists on a 360 px phone (issue 11): the owner picks from the catalogue, a shopper sees the list.
test.use({ viewport: { width: 360, height: 740 } });

test('an approved owner builds a price list of five products from the catalogue and their own, and a shopper sees it on the shop page', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const listing = await claimListing(page, request, 9);
  await approvePendingClaim(request, listing.id);

  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
  await card.getByRole('link', { name: 'Price list' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shops/${listing.id}/products$`));
  await expect(page.getByText('Your price list is empty.')).toBeVisible();
  await page.getByLabel('Find in the catalogue').fill('toor dal');
  await page.getByRole('button', { name: 'Add Toor dal, 1 kg' }).click();
  const rows = page.getByRole('list', { name: 'Price list' });
  await rows.getByLabel('Price (₹) Toor dal, 1 kg').fill('152.50');
  // Five products in all: four from the catalogue and one of the owner's own.
  for (const [search, product, price] of [
    ['sugar', 'Sugar, 1 kg', '46'],
    ['mustard oil', 'Mustard oil, 1 l', '185'],
    ['jaggery', 'Jaggery, 500 g', '60'],
  ] as const) {
    await page.getByLabel('Find in the catalogue').fill(search);
    await page.getByRole('button', { name: `Add ${product}` }).click();
    await rows.getByLabel(`Price (₹) ${product}`).fill(price);
  }
  await page.getByLabel('Name').fill('Masala chai');
  await page.getByLabel('Unit (for example 1 kg)').fill('1 cup');
  await page.getByLabel('Price (₹)', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save price list' }).click();
  await expect(page.getByText('Your price list is saved.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('price-list-dashboard-360.png'), fullPage: true });

  const shopper = await browser.newContext({
    viewport: { width: 360, height: 740 },
    userAgent: testInfo.project.use.userAgent,
  });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/${listing.id}/shop`);
  const list = shopperPage.getByRole('region', { name: 'Price list' });
  await expect(list.getByRole('listitem')).toHaveText([
    'Toor dal, 1 kg₹152.50',
    'Sugar, 1 kg₹46',
    'Mustard oil, 1 l₹185',
    'Jaggery, 500 g₹60',
    'Masala chai, 1 cup₹12',
  ]);
  // No other shop nearby lists toor dal: the comparison says so.
  await expect(
    shopperPage.getByRole('region', { name: 'Price comparison from near by shops' }).getByText('No data available.'),
  ).toBeVisible();
  await shopperPage.screenshot({ path: testInfo.outputPath('price-list-shop-page-360.png'), fullPage: true });
  await shopper.close();
});

/** An approved owner lists toor dal from the catalogue at `price` on the dashboard. */
async function listToorDal(page: Page, shopId: string, price: string) {
  await page.goto(`/dashboard/shops/${shopId}/products`);
  await page.getByLabel('Find in the catalogue').fill('toor dal');
  await page.getByRole('button', { name: 'Add Toor dal, 1 kg' }).click();
  await page.getByRole('list', { name: 'Price list' }).getByLabel('Price (₹) Toor dal, 1 kg').fill(price);
  await page.getByRole('button', { name: 'Save price list' }).click();
  await expect(page.getByText('Your price list is saved.')).toBeVisible();
}

test('a shopper sees what a nearby shop asks for the same catalogue product on the shop page', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const listing = await claimListing(page, request, 10);
  await approvePendingClaim(request, listing.id);
  await listToorDal(page, listing.id, '160');

  // A second owner claims an unclaimed shop near the first and lists the same product cheaper.
  // Any unclaimed shop within 4 km, nearest first (earlier tests may have claimed the most similar ones).
  const first = (await (await request.get(`/v1/claim-shops/${listing.id}`)).json()) as ShopDetail;
  const around = (await (
    await request.get(`/v1/claim-shops/filter?near=${first.lat},${first.long}&radiusKm=4&claimed=false&sort=distance`)
  ).json()) as { items: ShopListItem[] };
  const neighbour = around.items.find((shop) => shop.id !== listing.id)!;
  expect(neighbour, 'an unclaimed shop within 4 km of the first').toBeTruthy();
  const other = await browser.newContext({
    viewport: { width: 360, height: 740 },
    userAgent: testInfo.project.use.userAgent,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
  });
  const otherPage = await other.newPage();
  await claimShop(otherPage, otherPage.request, neighbour.id);
  await approvePendingClaim(request, neighbour.id);
  await listToorDal(otherPage, neighbour.id, '148.50');
  await other.close();

  // A shopper on the first shop's page sees the neighbour's price beside this shop's.
  const shopper = await browser.newContext({
    viewport: { width: 360, height: 740 },
    userAgent: testInfo.project.use.userAgent,
  });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/${listing.id}/shop`);
  const comparison = shopperPage.getByRole('region', { name: 'Price comparison from near by shops' });
  const card = comparison.getByRole('listitem').filter({ hasText: 'Toor dal' }).first();
  await expect(card).toContainText('₹160');
  await expect(card.getByRole('link', { name: `View Shop ${neighbour.name}` })).toBeVisible();
  await expect(card).toContainText('₹148.50');
  await shopperPage.screenshot({ path: testInfo.outputPath('price-comparison-360.png'), fullPage: true });
  await shopper.close();
});
