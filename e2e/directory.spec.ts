import {
  distanceKm,
  formatDistanceKm,
  LABELS,
  MESSAGES,
  type Page,
  type ShopDetail,
  type ShopListItem,
} from '@local-shops/shared';
import { expect, test } from './network.ts';

// Bengaluru's centre: the seeded directory has shops around it.
const HERE = { latitude: 12.9716, longitude: 77.5946 };

test.use({ geolocation: HERE, permissions: ['geolocation'] });

test('the landing page pitches owners and lists the directory', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: LABELS.registerYourShop }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: LABELS.claimShop, exact: true })).toBeVisible();
  // The position is known: the list is nearest first, and says so.
  await expect(page.getByRole('heading', { name: 'Shops near you' })).toBeVisible();
  await expect(page.getByRole('link', { name: LABELS.viewShop })).toHaveCount(20);
  await expect(page.getByText(/^(Claimed|Not Claimed)$/).first()).toBeVisible();
});

test('search shows the count of results, then no more data; a search without results offers Add My Shop', async ({
  page,
  request,
}) => {
  // The search box runs the forgiving search, nearest first around the visitor.
  const api = (await (
    await request.get(
      `/v1/claim-shops/filter?q=sweets&near=${HERE.latitude},${HERE.longitude}&radiusKm=50&sort=distance&page=1`,
    )
  ).json()) as Page<ShopListItem>;
  expect(api.meta.total).toBeGreaterThan(0);

  await page.goto('/');
  const search = page.getByPlaceholder(LABELS.searchPlaceholder);
  await search.fill('sweets');
  await search.press('Enter');
  await expect(page.getByText(MESSAGES.resultCount(api.meta.total))).toBeVisible();

  await search.fill('qqqzzzxx');
  await search.press('Enter');
  await expect(page.getByText(MESSAGES.noShopFoundForSearch)).toBeVisible();
  await page
    .getByRole('link', { name: LABELS.addMyShop })
    .or(page.getByRole('button', { name: LABELS.addMyShop }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/instructions$/);
});

test('scrolling to the end of the list loads the next page', async ({ page }) => {
  await page.goto('/');
  const rows = page.getByRole('link', { name: LABELS.viewShop });
  // A reader scrolls until the last shop of the list is at the bottom of the screen.
  const scrollToListEnd = () => rows.last().evaluate((row) => row.scrollIntoView({ block: 'end' }));
  await expect(rows).toHaveCount(20);
  await scrollToListEnd();
  await expect(rows).toHaveCount(40);
  // One scroll, one page: the list must not go on loading by itself.
  await page.waitForTimeout(1500);
  await expect(rows).toHaveCount(40);
  await scrollToListEnd();
  await expect(rows).toHaveCount(60);
  await page.waitForTimeout(1000);
  await expect(rows).toHaveCount(60);
});

test('a shop page shows the distance from the visitor, to one decimal', async ({ page, request }) => {
  const near = (await (
    await request.get(`/v1/claim-shops/filter?near=${HERE.latitude},${HERE.longitude}&radiusKm=20&sort=distance&page=1`)
  ).json()) as Page<ShopListItem>;
  const shop = near.items[3]!;
  const detail = (await (await request.get(`/v1/claim-shops/${shop.id}`)).json()) as ShopDetail;
  const expected = formatDistanceKm(
    distanceKm({ lat: HERE.latitude, long: HERE.longitude }, { lat: detail.lat!, long: detail.long! }),
  );

  await page.goto(`/${shop.id}/shop`);
  await expect(page.getByRole('heading', { name: detail.name, level: 1 })).toBeVisible();
  await expect(page.getByText(expected).first()).toBeVisible();
  await expect(page.getByText(detail.address).first()).toBeVisible();
  // "Other shops nearby" only when no shop like it lies within 10 km (issue 26).
  await expect(
    page.getByText(new RegExp(`^(${LABELS.similarShopsNearby}|${LABELS.otherShopsNearby})$`)).first(),
  ).toBeVisible();
});

test('an unknown route shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the menu toggles open and closed on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.getByRole('link', { name: 'About Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('link', { name: 'About Us' })).toBeHidden();
});
