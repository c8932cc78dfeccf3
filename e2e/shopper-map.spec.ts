import { LABELS, type Page as ApiPage, type ShopDetail, type ShopListItem } from '@local-shops/shared';
import { expect, test, type Page } from './network.ts';

// Bengaluru's centre: the seeded directory has shops around it.
const HERE = { latitude: 12.9716, longitude: 77.5946 };

test.use({ geolocation: HERE, permissions: ['geolocation'] });

/** No tile server in tests: tile requests fail at once, and the map shows its markers on a blank ground. */
async function offlineTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
}

async function openMenu(page: Page) {
  const toggle = page.getByRole('button', { name: LABELS.openMenu });
  if (await toggle.isVisible()) await toggle.click();
}

test('the list/map toggle shows the results shown as markers, and a marker opens its shop', async ({ page }) => {
  await offlineTiles(page);
  await page.goto('/');
  const rows = page.getByRole('link', { name: LABELS.viewShop });
  await expect(rows).toHaveCount(20);
  const shown = await rows.count();

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: 'Map of the shops found' });
  await expect(map).toBeVisible();
  // Close shops share one numbered marker (issue 27): the single pins and the groups' counts add up to the list.
  const markers = map.locator('.leaflet-marker-icon.shop-map__pin');
  const groups = map.locator('.leaflet-marker-icon.shop-map__cluster');
  await expect
    .poll(async () => {
      const counts = await groups.evaluateAll((icons) => icons.map((icon) => Number(icon.textContent)));
      return (await markers.count()) + counts.reduce((sum, count) => sum + count, 0);
    })
    .toBe(shown);
  await expect(markers.first()).toBeVisible();
  await expect(page.getByText(`${shown} shops on the map.`)).toBeVisible();
  await expect(rows).toHaveCount(0);
  // The attribution's links are told apart from its text by more than colour (underlined).
  await expect(map.locator('.leaflet-control-attribution a').first()).toHaveCSS('text-decoration-line', 'underline');

  // A tap on a marker opens a popup with the shop's name, which leads to its page.
  const name = (await markers.first().getAttribute('title'))!;
  await markers.first().dispatchEvent('click');
  await page.locator('.leaflet-popup-content').getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/[A-Za-z0-9_-]+\/shop$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // Back to the list view.
  await page.goBack();
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(rows).not.toHaveCount(0);
});

test('the shop page has a small map at the shop and a Directions link to its position', async ({ page, request }) => {
  await offlineTiles(page);
  const near = (await (
    await request.get(`/v1/claim-shops/filter?near=${HERE.latitude},${HERE.longitude}&radiusKm=20&sort=distance&page=1`)
  ).json()) as ApiPage<ShopListItem>;
  const detail = (await (await request.get(`/v1/claim-shops/${near.items[0]!.id}`)).json()) as ShopDetail;

  await page.goto(`/${detail.id}/shop`);
  await expect(page.getByRole('heading', { name: detail.name, level: 1 })).toBeVisible();
  const directions = page.getByRole('link', { name: `Directions to ${detail.name} (opens your map app)` });
  await expect(directions).toHaveAttribute(
    'href',
    `https://www.google.com/maps/dir/?api=1&destination=${detail.lat},${detail.long}`,
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  // The map loads as its visitor scrolls near it, once the app has taken the page over from the
  // server's first content (its Share button is the app's own).
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await directions.scrollIntoViewIfNeeded();
  const map = page.getByRole('region', { name: `Map of ${detail.name}` });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(map.locator('.leaflet-marker-icon')).toHaveAttribute('title', detail.name);
});

test('a phone downloads the map and its tiles only when its visitor scrolls to it', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 500 });
  const mapFiles: string[] = [];
  page.on('request', (r) => {
    if (/\/shop-map-[^/]*\.js$|tile\.openstreetmap\.org/.test(r.url())) mapFiles.push(r.url());
  });
  await offlineTiles(page);
  const near = (await (
    await request.get(`/v1/claim-shops/filter?near=${HERE.latitude},${HERE.longitude}&radiusKm=20&sort=distance&page=1`)
  ).json()) as ApiPage<ShopListItem>;
  const detail = (await (await request.get(`/v1/claim-shops/${near.items[0]!.id}`)).json()) as ShopDetail;

  await page.goto(`/${detail.id}/shop`);
  await expect(page.getByRole('heading', { name: detail.name, level: 1 })).toBeVisible();
  // The app's own screen, not the server's first content it takes over from (its Share button is
  // the app's): the server's shorter page may hold Directions on its first screen, and a scroll
  // made before the takeover leaves the app's page, taller, at its top (a slow machine's race).
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(mapFiles).toEqual([]);

  await page.getByRole('link', { name: `Directions to ${detail.name} (opens your map app)` }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: `Map of ${detail.name}` }).locator('.leaflet-marker-icon')).toHaveCount(
    1,
  );
  expect(mapFiles.some((url) => url.endsWith('.js'))).toBe(true);
});

test('a saved shop is listed on /saved, reached from the menu, and can be removed', async ({ page, request }) => {
  const list = (await (await request.get('/v1/claim-shops/filter?page=1')).json()) as ApiPage<ShopListItem>;
  const shop = list.items[2]!;

  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Saved shops', level: 1 })).toBeVisible();
  await expect(page.getByText('No saved shops yet.')).toBeVisible();

  await page.goto(`/${shop.id}/shop`);
  await expect(page.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

  await openMenu(page);
  await page.getByRole('link', { name: 'Saved shops' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  const link = page.getByRole('link', { name: shop.name, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/${shop.id}/shop`);

  // Still there after a reload: it is kept on the phone.
  await page.reload();
  await expect(link).toBeVisible();
  await page.getByRole('button', { name: `Remove ${shop.name} from saved shops` }).click();
  await expect(link).toHaveCount(0);
  await expect(page.getByText('No saved shops yet.')).toBeVisible();
});
