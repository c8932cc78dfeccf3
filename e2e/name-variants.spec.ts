import { LABELS, type Page, type ShopListItem } from '@local-shops/shared';
import { SHOP_TEXT as HI_SHOP_TEXT } from '@local-shops/shared/locales/hi/shops';
import { expect, test } from './network.ts';

// Issue 26: a name in another spelling, or in the other script, finds the same shops, and the
// list says it shows them, in Hindi too.
test('in हिन्दी, "shree ganesh" lists the Sri Ganesh shops and says other spellings are shown', async ({
  page,
  request,
}, testInfo) => {
  const get = async (q: string) =>
    (await (
      await request.get(`/v1/claim-shops/filter?q=${encodeURIComponent(q)}&page=1`)
    ).json()) as Page<ShopListItem>;
  const [shree, sri, devanagari] = await Promise.all([get('shree ganesh'), get('sri ganesh'), get('श्री गणेश')]);
  expect(sri.items.length).toBeGreaterThan(0);
  const found = (p: Page<ShopListItem>) => new Set(p.items.map((s) => s.id));
  // Every "Sri Ganesh" shop of the first page is found by the other spelling and in Devanagari.
  for (const id of found(sri)) {
    expect(found(shree).has(id) || shree.meta.total > shree.items.length).toBe(true);
    expect(found(devanagari).has(id) || devanagari.meta.total > devanagari.items.length).toBe(true);
  }
  expect(shree.meta.variants).toBe(true);

  await page.goto('/');
  await page.getByRole('combobox', { name: LABELS.language }).selectOption('hi');
  await page.goto(`/?q=${encodeURIComponent('shree ganesh')}`);
  await expect(page.getByText(HI_SHOP_TEXT.searchAlsoSpelt)).toBeVisible();
  await expect(page.locator('.shops-row__name').first()).toHaveText(shree.items[0]!.name);
  await page.getByText(HI_SHOP_TEXT.searchAlsoSpelt).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('hindi-shree-ganesh-360.png') });
});
