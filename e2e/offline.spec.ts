import type { ShopListItem, Page as ShopPage } from '@local-shops/shared';
import { expect, test, type Page } from './network.ts';

// Issue 27 (decision 0080): installable, and a shop seen once opens without a connection, at 360 px.

// Playwright takes the service worker's own requests offline too only with its network events on
// (read when the worker starts, in this process); without them the worker would still reach the server.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it claims it as soon as it is active). */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

test('a visited shop page and the saved shops open offline; an unvisited page shows the offline page', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const list = (await (await request.get('/v1/claim-shops/filter?page=1')).json()) as ShopPage<ShopListItem>;
  // Far down the list: the landing page reads ahead the shops near the screen, not this one.
  const far = (await (await request.get('/v1/claim-shops/filter?page=9')).json()) as ShopPage<ShopListItem>;
  const [shop, unvisited] = [list.items[0]!, far.items[0]!];

  // Installable: the manifest, its icons, and a worker.
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(manifestUrl!)).json()) as {
    display: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  await controlled(page);

  // The shop page, seen once (through the worker), and saved.
  await page.goto(`/${shop.id}/shop`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.goto('/saved');
  await expect(page.getByText(shop.name).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto(`/${shop.id}/shop`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-shop-page-360.png') });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();

  await page.goto('/saved');
  await expect(page.getByText(shop.name).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-saved-360.png') });

  await page.goto(`/${unvisited.id}/shop`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('offline-page-360.png') });
  await context.setOffline(false);

  // Nothing personal was kept, nor any write.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(`${request.method} ${request.url}`);
    return urls;
  });
  expect(kept.some((url) => url.includes(`/v1/claim-shops/${shop.id}`))).toBe(true);
  expect(kept.filter((url) => /\/v1\/(owner|session|admin|console|otp)|^(POST|PUT|PATCH|DELETE) /.test(url))).toEqual(
    [],
  );
});
