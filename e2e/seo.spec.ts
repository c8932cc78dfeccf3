import { placePagePath, SHOP_TEXT, type Page, type ShopDetail, type ShopListItem } from '@local-shops/shared';
import { expect, test } from './server.ts';

test("a shop page's breadcrumb leads to its town and category page, which lists the nearest shops", async ({
  page,
  request,
}) => {
  // A seeded shop with a town and a category (the demo directory places shops in reference towns).
  const list = (await (await request.get('/v1/claim-shops/filter?page=1')).json()) as Page<ShopListItem>;
  let shop: ShopDetail | undefined;
  for (const item of list.items) {
    const detail = (await (await request.get(`/v1/claim-shops/${item.id}`)).json()) as ShopDetail;
    if (detail.city && detail.state && detail.categories.length) {
      shop = detail;
      break;
    }
  }
  if (!shop) throw new Error('the seeded directory has no shop with a town and a category');
  const category = shop.categories[0]!;
  const title = SHOP_TEXT.placeTitle(category.label, shop.city!, shop.state!);
  const path = placePagePath(shop.state!, shop.city!, category.id);

  // The server's HTML already carries the head that link previews and crawlers read.
  const html = await (await request.get(`/${shop.id}/shop`)).text();
  expect(html).toContain('<link rel="canonical"');
  expect(html).toContain('application/ld+json');

  await page.goto(`/${shop.id}/shop`);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: title })).toHaveAttribute('href', path);
  await breadcrumb.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const shops = page.locator('.place-page__shops a');
  expect(await shops.count()).toBeGreaterThan(0);
  await expect(shops.first()).toHaveAttribute('href', /^\/[A-Za-z0-9_-]+\/shop$/);
  await expect(page).toHaveTitle(`${title} | Apni Dukaan`);
  await page.screenshot({ path: `test-results/seo-place-page-${test.info().project.name}.png` });

  // Opened directly, the page answers from the server with the list, then the app takes over.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.locator('.place-page__shops a').count()).toBeGreaterThan(0);
});

test('robots.txt and the sitemap index answer as text and XML', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await index.text()).toContain('/sitemaps/shops-1.xml');
});
