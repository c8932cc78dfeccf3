import { BRAND_NAME, LABELS, MESSAGES, type Page, type ShopListItem } from '@local-shops/shared';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import { MESSAGES as HI_MESSAGES } from '@local-shops/shared/locales/hi/messages';
import { expect, test, type Page as BrowserPage } from './network.ts';

// Issue 13: a shopkeeper who reads Hindi first switches once and the product stays in Hindi.

test('switching to हिन्दी changes the landing page, loads the Devanagari font, and stays after a reload', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-devanagari')) fonts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: LABELS.claimShop, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(fonts).toEqual([]);

  await page.getByRole('combobox', { name: LABELS.language }).selectOption('hi');
  await expect(page.getByRole('heading', { name: HI_LABELS.claimShop, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: HI_LABELS.registerYourShop }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect.poll(() => fonts.length).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: HI_LABELS.claimShop, exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: HI_LABELS.language })).toHaveValue('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // And back: English again, remembered too.
  await page.getByRole('combobox', { name: HI_LABELS.language }).selectOption('en');
  await expect(page.getByRole('heading', { name: LABELS.claimShop, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: LABELS.claimShop, exact: true })).toBeVisible();
});

test('the claim form names a missing detail in Hindi', async ({ page }) => {
  await page.goto('/add-shop');
  await page.getByRole('combobox', { name: LABELS.language }).selectOption('hi');
  await page.getByRole('button', { name: HI_LABELS.next, exact: true }).click();
  await expect(page.getByText(HI_MESSAGES.shopNameRequired).first()).toBeVisible();
  await expect(page.getByText(MESSAGES.shopNameRequired)).toHaveCount(0);
});

test('a shop page in Hindi, and the API answers its errors in Hindi', async ({ page, request }) => {
  const list = (await (await request.get('/v1/claim-shops/filter?page=1')).json()) as Page<ShopListItem>;
  const shop = list.items.find((item) => !item.isClaimed)!;
  await page.goto('/');
  await page.getByRole('combobox', { name: LABELS.language }).selectOption('hi');
  await page.goto(`/${shop.id}/shop`);
  await expect(page.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: HI_LABELS.claimMyShop })
      .or(page.getByRole('link', { name: HI_LABELS.claimMyShop }))
      .first(),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  const answer = await request.post('/v1/enquiries', {
    headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    data: { shopName: 'Test', ownersName: 'Test', contactNumber: '123' },
  });
  expect(answer.status()).toBe(400);
  expect(((await answer.json()) as { message: string }).message).toBe(HI_MESSAGES.enquiryContactInvalid);
});

/** The tops of the header's visible controls: one row holds them all when these are equal. */
async function headerRowTops(page: BrowserPage, labels: typeof HI_LABELS): Promise<number[]> {
  const controls = [
    page.getByRole('link', { name: BRAND_NAME }).first(),
    page.getByRole('combobox', { name: labels.language }),
    page.getByRole('button', { name: labels.information }),
    page.getByRole('button', { name: labels.openMenu }),
  ];
  const tops: number[] = [];
  for (const control of controls)
    if (await control.isVisible()) tops.push(Math.round((await control.boundingBox())!.y));
  return tops;
}

test('the header keeps its controls on one row in English and in Hindi', async ({ page }) => {
  await page.goto('/privacy-policy');
  const ownWidth = page.viewportSize()!.width;
  for (const labels of [LABELS, HI_LABELS]) {
    if (labels === HI_LABELS) await page.getByRole('combobox', { name: LABELS.language }).selectOption('hi');
    // The project's own width, then 360 px: on the desktop project that is a narrow window with
    // a classic scrollbar's room kept, on the phone project the phone itself.
    for (const width of [ownWidth, 360]) {
      await page.setViewportSize({ width, height: 740 });
      await expect(page.getByRole('button', { name: labels.information })).toBeVisible();
      const tops = await headerRowTops(page, labels);
      expect(tops.length).toBeGreaterThanOrEqual(3);
      // Centred in one row of 44 px controls: a control pushed to a second row sits 50+ px lower.
      expect(Math.max(...tops) - Math.min(...tops), `${width} px: ${tops.join(', ')}`).toBeLessThan(12);
    }
  }
  await page.getByRole('button', { name: HI_LABELS.information }).click();
  await expect(page.getByRole('button', { name: HI_LABELS.information })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.info-menu__list').getByRole('link', { name: HI_LABELS.privacyPolicy })).toBeVisible();
});
