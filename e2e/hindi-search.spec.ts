import { LABELS, type Page, type ShopListItem } from '@local-shops/shared';
import { LANDING_TEXTS as HI_LANDING } from '@local-shops/shared/locales/hi/landing';
import { expect, test } from './network.ts';

// Issue 26: with the site in हिन्दी, the words the search box itself suggests find their shops.
const HERE = { latitude: 12.9716, longitude: 77.5946 };
const NEAR = `near=${HERE.latitude},${HERE.longitude}&radiusKm=50&sort=distance`;

test.use({ geolocation: HERE, permissions: ['geolocation'] });

const names = (page: Page<ShopListItem>) => page.items.map((shop) => shop.name);

test('in हिन्दी, मिठाई from the first screen lists the sweet shops near you, as mithai does', async ({
  page,
  request,
}, testInfo) => {
  const get = async (q: string) =>
    (await (
      await request.get(`/v1/claim-shops/filter?q=${encodeURIComponent(q)}&${NEAR}&page=1`)
    ).json()) as Page<ShopListItem>;
  const [hindi, english] = await Promise.all([get('मिठाई'), get('mithai')]);
  expect(hindi.meta.kindsFromHindi).toEqual(['sweet-shop']);
  expect(hindi.items.length).toBeGreaterThan(0);
  expect(names(hindi)).toEqual(names(english));

  await page.goto('/');
  await page.getByRole('combobox', { name: LABELS.language }).selectOption('hi');
  const heroSearch = page.getByRole('searchbox', { name: HI_LANDING.searchLabel });
  await expect(heroSearch).toHaveAttribute('placeholder', HI_LANDING.searchPlaceholder);
  await heroSearch.fill('मिठाई');
  await heroSearch.press('Enter');
  await expect(page).toHaveURL(/[?&]q=%E0%A4%AE%E0%A4%BF%E0%A4%A0%E0%A4%BE%E0%A4%88/);
  const rows = page.locator('.shops-row__name');
  await expect(rows).toHaveText(names(hindi));
  await rows.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('hindi-mithai-360.png') });
});
