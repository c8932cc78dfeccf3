import { type IndianState, type Page, type ShopListItem } from '@local-shops/shared';
import { expect, test } from './network.ts';

// A shopper in central Bengaluru on a 360 px phone (the seed puts sweet shops and kiranas in every demo town).
const HERE = { latitude: 12.9716, longitude: 77.5946 };
const NEAR = `near=${HERE.latitude},${HERE.longitude}&radiusKm=50`;

test.use({ geolocation: HERE, permissions: ['geolocation'] });

const names = (page: Page<ShopListItem>) => page.items.map((shop) => shop.name);

test('the first screen leads to the list of shops near you, nearest first, with A to Z available', async ({
  page,
  request,
}) => {
  const api = (await (
    await request.get(`/v1/claim-shops/filter?${NEAR}&sort=distance&page=1`)
  ).json()) as Page<ShopListItem>;
  await page.goto('/');
  const heroSearch = page.getByRole('searchbox', { name: 'Find a shop near you' });
  await expect(heroSearch).toBeInViewport();
  const nearLink = page.getByRole('link', { name: /Shops near you/ });
  await expect(nearLink).toBeInViewport();
  await nearLink.click();
  const heading = page.getByRole('heading', { name: 'Shops near you' });
  await expect(heading).toBeInViewport();
  const rows = page.locator('.shops-row__name');
  await expect(rows.first()).toHaveText(api.items[0]!.name);
  await expect(rows).toHaveText(names(api));

  await page.getByRole('button', { name: 'A to Z' }).click();
  await expect(page).toHaveURL(/[?&]sort=name/);
  const alphabetical = (await (await request.get('/v1/claim-shops/filter?page=1')).json()) as Page<ShopListItem>;
  await expect(rows).toHaveText(names(alphabetical));
  // The order is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'A to Z' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first()).toHaveText(alphabetical.items[0]!.name);
});

test("'sweats' from the first screen shows the sweet shops near you and 'Showing results for sweets'", async ({
  page,
  request,
}) => {
  const api = (await (
    await request.get(`/v1/claim-shops/filter?q=sweats&${NEAR}&sort=distance&page=1`)
  ).json()) as Page<ShopListItem>;
  expect(api.meta.correctedTo).toBe('sweets');
  expect(api.items.length).toBeGreaterThan(0);

  await page.goto('/');
  const heroSearch = page.getByRole('searchbox', { name: 'Find a shop near you' });
  await heroSearch.fill('sweats');
  await heroSearch.press('Enter');
  await expect(page).toHaveURL(/[?&]q=sweats/);
  const corrected = page.getByText('Showing results for sweets');
  await expect(corrected).toBeVisible();
  await expect(page.locator('.shops-row__name')).toHaveText(names(api));
  await expect(page.getByRole('searchbox', { name: 'Search shop' })).toHaveValue('sweats');

  // A shared link shows the same list.
  const shared = await page.context().newPage();
  await shared.goto('/?q=sweats');
  await expect(shared.getByText('Showing results for sweets')).toBeVisible();
  await expect(shared.locator('.shops-row__name')).toHaveText(names(api));
  await shared.close();

  // 'kiarana' is read as kirana.
  const search = page.getByRole('searchbox', { name: 'Search shop' });
  await search.fill('kiarana');
  await search.press('Enter');
  await expect(page.getByText('Showing results for kirana')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=kiarana/);
});

test('Back from a shop page shows the same list at the same place', async ({ page }) => {
  await page.goto('/?q=&sort=name');
  const rows = page.getByRole('link', { name: /View Shop/ });
  await expect(rows).toHaveCount(20);
  // Three pages loaded by scrolling, as a reader would.
  for (const count of [40, 60]) {
    await rows.last().evaluate((row) => row.scrollIntoView({ block: 'end' }));
    await expect(rows).toHaveCount(count);
  }
  const target = rows.nth(47);
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const label = (await target.getAttribute('aria-label'))!;
  const topBefore = (await target.boundingBox())!.y;
  const loaded = await rows.count();

  await target.click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/[?&]sort=name/);
  const again = page.getByRole('link', { name: label, exact: true });
  await expect(again).toBeInViewport();
  // The pages loaded before are back (no start over from page 1), the row where it was on the screen.
  await expect(rows).toHaveCount(loaded);
  expect(Math.abs((await again.boundingBox())!.y - topBefore)).toBeLessThan(5);

  // A reload of the list keeps the place too.
  await page.reload();
  await expect(again).toBeInViewport();
  expect(Math.abs((await again.boundingBox())!.y - topBefore)).toBeLessThan(5);
});

test.describe('without the device position', () => {
  test.use({ geolocation: undefined, permissions: [] });

  test("'Choose your town' lists the shops nearest that town, and the address keeps it", async ({ page, request }) => {
    const states = (await (await request.get('/v1/reference/states')).json()) as { items: IndianState[] };
    const town = states.items.flatMap((s) => s.towns).find((t) => t.name === 'Bengaluru')!;
    const api = (await (
      await request.get(
        `/v1/claim-shops/filter?near=${town.lat.toFixed(5)},${town.long.toFixed(5)}&radiusKm=50&sort=distance&page=1`,
      )
    ).json()) as Page<ShopListItem>;

    await page.goto('/');
    await page.getByRole('link', { name: /Shops near you/ }).click();
    await page.getByRole('button', { name: 'Choose your town' }).click();
    await page.getByRole('combobox', { name: 'Choose your town' }).selectOption(`${town.lat},${town.long}`);
    await expect(page.getByRole('heading', { name: 'Shops near Bengaluru' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]town=Bengaluru/);
    await expect(page.locator('.shops-row__name')).toHaveText(names(api));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Shops near Bengaluru' })).toBeVisible();
  });
});
