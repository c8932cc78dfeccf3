import type { ShopListItem, Page as ShopPage } from '@local-shops/shared';
import { claimListing, E2E_ADMIN } from './claim-flow.helpers.ts';
import { expect, test, type Page } from './network.ts';

// Issue 27 (decision 0080) at 360 px: data saver, the map's groups and its mode in the address, and
// no page wider than the screen, in English and in Hindi.

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
test.use({ geolocation: BENGALURU, permissions: ['geolocation'] });

const shopPhoto = (url: string) => /\/(images\/shop-fronts|uploads|public-images|photos)\//.test(new URL(url).pathname);

test("with the browser's Save-Data hint, or the menu's switch, the list shows no photos until one is tapped", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true });
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection, configurable: true });
  });
  const photos: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && shopPhoto(request.url())) photos.push(request.url());
  });
  await page.goto('/');
  const rows = page.locator('.shops-row');
  await expect(rows.first()).toBeVisible();
  const show = page.getByRole('button', { name: 'Show photo' });
  await expect(show.first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(photos).toEqual([]);
  await rows.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('data-saver-list-360.png') });
  await show.first().click();
  await expect(rows.first().locator('img.shops-row__logo')).toBeVisible();
  await expect.poll(() => photos.length).toBeGreaterThan(0);

  // The menu's switch wins over the hint: off, every photo shows.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const toggle = page.getByRole('switch', { name: 'Data saver' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: test.info().outputPath('data-saver-menu-360.png') });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('button', { name: 'Show photo' })).toHaveCount(0);
  await page.reload();
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show photo' })).toHaveCount(0);
});

test('the map groups close shops, a group zooms in when tapped, and Back from a shop brings the map back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('.shops-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=map\b/);
  const map = page.getByRole('region', { name: 'Map of the shops found' });
  await expect(map).toBeVisible();
  const groups = map.locator('.shop-map__cluster');
  await expect(groups.first()).toBeVisible();
  const grouped = await groups.evaluateAll((elements) =>
    elements.reduce((sum, element) => sum + Number(element.textContent), 0),
  );
  const loose = await map.locator('.shop-map__pin').count();
  expect(grouped).toBeGreaterThan(1);
  expect(grouped + loose).toBe(Number(await map.getAttribute('data-markers')));
  await page.screenshot({ path: test.info().outputPath('map-groups-360.png') });

  const zoom = () => page.evaluate(() => document.querySelector('.leaflet-proxy')?.getAttribute('style') ?? '');
  const before = await zoom();
  await groups.first().click();
  await expect.poll(zoom).not.toBe(before);

  // Away to a shop page and Back: the map again, not the list.
  const list = (await (await page.request.get('/v1/claim-shops/filter?page=1')).json()) as ShopPage<ShopListItem>;
  await page.goto(`/${list.items[0]!.id}/shop`);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]view=map\b/);
  await expect(page.getByRole('region', { name: 'Map of the shops found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

/** Every page fits the 360 px screen: nothing makes the document scroll sideways. */
async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(360);
}

for (const language of ['en', 'hi'] as const) {
  test(`no page is wider than 360 px (${language === 'en' ? 'English' : 'Hindi'})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    // A claimant's session (a listing claimed from its shop page) and the console's, both on this phone.
    const listing = await claimListing(page, request, language === 'en' ? 7 : 8);
    expect((await page.request.post('/v1/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
    await page.evaluate((locale) => localStorage.setItem('locale', locale), language);

    const list = (await (await request.get('/v1/claim-shops/filter?page=1')).json()) as ShopPage<ShopListItem>;
    const id = list.items[0]!.id;
    const place = /href="(\/in\/[^"]+)"/.exec(await (await request.get(`/${id}/shop`)).text())?.[1];
    const paths = [
      '/',
      '/?view=map',
      '/instructions',
      '/add-shop',
      '/add-store-front-picture',
      `/${id}/shop`,
      `/${id}/subscribe`,
      `/${id}/demo`,
      '/successful-thank-you',
      '/registration-enquiry',
      '/privacy-policy',
      '/terms-and-conditions',
      '/refund-and-cancellation-policy',
      '/contact-us',
      '/shipping-policy',
      '/about-us',
      '/pricing-policy',
      '/services',
      '/saved',
      '/coins',
      '/no-such-page',
      ...(place ? [place] : []),
      '/dashboard',
      ...['edit', 'insights', 'offers', 'products', 'coins'].map((part) => `/dashboard/shops/${listing.id}/${part}`),
      '/admin',
      ...['enquiries', 'payments', 'listing-edits', 'reviews', 'offers', 'support', 'coins'].map((p) => `/admin/${p}`),
    ];
    const wide: string[] = [];
    for (const path of paths) {
      await expectFits(page, path).catch((error: unknown) => wide.push(`${path}: ${String(error).split('\n')[0]!}`));
      if (path === '/' || path === `/${id}/shop`)
        await page.screenshot({
          path: test.info().outputPath(`walk-${language}-${path === '/' ? 'home' : 'shop'}-360.png`),
        });
    }
    expect(wide).toEqual([]);
  });
}
