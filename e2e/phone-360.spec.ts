import sharp from 'sharp';
import { LABELS, MESSAGES, type Category } from '@local-shops/shared';
import { INSIGHTS_TEXT } from '@local-shops/shared/locales/en/owner';
import { LABELS as HI_LABELS } from '@local-shops/shared/locales/hi/labels';
import { INSIGHTS_TEXT as HI_INSIGHTS_TEXT } from '@local-shops/shared/locales/hi/owner';
import { SHOP_TEXT as HI_SHOP_TEXT } from '@local-shops/shared/locales/hi/shops';
import {
  approvePendingClaim,
  claimListing,
  expectCapturedPlace,
  fillDetails,
  freshNumber,
  takeCameraPicture,
  verifyInDialog,
} from './claim-flow.helpers.ts';
import { expect, test, type Locator, type Page, type TestInfo } from './network.ts';

// Issue 27 on a 360 px phone: screens open at their top, toasts belong to their screen and leave
// the header alone, the claim survives a reload, and nothing is cut off or wider than the screen.
const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
test.use({ geolocation: BENGALURU, permissions: ['geolocation', 'camera'] });

const shot = (page: Page, testInfo: TestInfo, name: string, fullPage = false) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-360.png`), fullPage });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The claim draft kept in the browser's IndexedDB (features/claim/claim-draft-keeper.ts), or null. */
const keptDraft = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ name: string; cheque: boolean; photo: boolean } | null>((resolve, reject) => {
        const opened = indexedDB.open('local-shops');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const read = opened.result.transaction('values').objectStore('values').get('claim-draft');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            const draft = read.result as
              | { name: string; shopOwnerCancelledChequeImage: string | null; storeFrontPicture: string | null }
              | undefined;
            resolve(
              draft
                ? {
                    name: draft.name,
                    cheque: Boolean(draft.shopOwnerCancelledChequeImage?.startsWith('data:image/')),
                    photo: Boolean(draft.storeFrontPicture?.startsWith('data:image/')),
                  }
                : null,
            );
          };
        };
      }),
  );

/** A tap on the middle of `target` reaches it (nothing, a toast above all, lies over it). */
async function expectTappable(target: Locator) {
  const reached = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(reached, `a tap on ${await target.getAttribute('aria-label')} reaches it`).toBe(true);
}

/**
 * The page is no wider than the screen, and `element` lies inside it once the page settles (a
 * late label may move it for a frame before it is placed again, as the eye would see).
 */
async function expectWithinScreen(page: Page, element?: Locator) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (!element) return;
  await expect(async () => {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  }).toPass({ timeout: 5_000 });
}

test('Next opens the form at its top, toasts leave the header alone, and the claim survives a reload on each step', async ({
  page,
  request,
}, testInfo) => {
  const number = freshNumber();
  const categories = ((await (await request.get('/v1/categories/filter')).json()) as { items: Category[] }).items;

  await page.goto('/instructions');
  const next = page.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(300);
  await next.click();
  await expect(page.getByLabel('Shop name')).toBeVisible();
  expect(await scrollY(page)).toBe(0);
  await shot(page, testInfo, 'form-opens-at-top');

  // An incomplete form's toast: below the header, whose menu and language switch a tap still reaches.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  const toast = page.getByRole('alert').filter({ hasText: MESSAGES.shopNameRequired });
  await expect(toast).toBeVisible();
  const header = (await page.locator('.site-header').boundingBox())!;
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await shot(page, testInfo, 'toast-below-header');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expectTappable(menu);
  await expectTappable(page.getByLabel('Language'));
  await menu.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Close menu' }).click();

  await fillDetails(page, categories, number, `Reload Kirana ${number}`);
  await expect.poll(() => keptDraft(page)).toEqual({ name: `Reload Kirana ${number}`, cheque: true, photo: false });
  await page.reload();
  await expect(page.getByLabel('Shop name')).toHaveValue(`Reload Kirana ${number}`);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 MG Road');
  await expect(page.getByLabel('Owner contact number')).toHaveValue(number);
  await expect(page.getByRole('button', { name: 'Image Uploaded' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your cancelled cheque or passbook photo' })).toBeVisible();
  await shot(page, testInfo, 'form-after-reload', true);

  // 'OTP sent' belongs to the dialog's screen: the photo page opens without it, at its top.
  await page.getByRole('button', { name: 'Next' }).click();
  await verifyInDialog(page, request, number);
  await expect(page).toHaveURL(/\/add-store-front-picture$/);
  await expect(page.getByText(MESSAGES.otpSent)).toHaveCount(0);
  expect(await scrollY(page)).toBe(0);

  await takeCameraPicture(page);
  await expectCapturedPlace(page);
  await expect.poll(async () => (await keptDraft(page))?.photo).toBe(true);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Your store front photo' })).toBeVisible();
  await expectCapturedPlace(page);
  await shot(page, testInfo, 'photo-page-after-reload');

  // Back shows the filled form; forward, Finish carries on to the submission.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Shop name')).toHaveValue(`Reload Kirana ${number}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page
    .getByRole('dialog', { name: /Are you sure/ })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Claim Submitted' })).toBeVisible();

  // Submitted: the draft is gone from the phone.
  await expect.poll(() => keptDraft(page)).toBeNull();
  await page.goto('/add-shop');
  await expect(page.getByLabel('Shop name')).toHaveValue('');
});

test("the cheque's error goes once the cheque is added: it no longer stands over the OTP dialog", async ({
  page,
  request,
}, testInfo) => {
  const number = freshNumber();
  const categories = ((await (await request.get('/v1/categories/filter')).json()) as { items: Category[] }).items;
  await page.goto('/add-shop');
  await fillDetails(page, categories, number, `Cheque Kirana ${number}`);
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.chequeImageRequired })).toBeVisible();
  const cheque = await sharp({ create: { width: 800, height: 360, channels: 3, background: '#f5f0e1' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Cancelled cheque or passbook photo', { exact: true })
    .setInputFiles({ name: 'cheque.jpg', mimeType: 'image/jpeg', buffer: cheque });
  await expect(page.getByRole('button', { name: 'Image Uploaded' })).toBeVisible();
  await expect(page.locator('.toast')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'KYC Verification' })).toBeVisible();
  await expect(page.locator('.toast')).toHaveCount(0);
  await shot(page, testInfo, 'otp-dialog-without-cheque-error');
});

test('nothing is cut off at 360 px: "see all shops A to Z", the shop page\'s menus, and Share without a share sheet', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Far out at sea: no shop within 50 km.
  await context.setGeolocation({ latitude: 15.5, longitude: 66.5 });
  await page.goto('/');
  const seeAll = page.getByRole('button', { name: 'Nothing within 50 km: see all shops A to Z' });
  await seeAll.scrollIntoViewIfNeeded();
  await expectWithinScreen(page, seeAll);
  await shot(page, testInfo, 'nothing-within-50-km');

  // A phone browser with no share sheet.
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const listing = (
    (await (await request.get('/v1/claim-shops/filter?page=1')).json()) as { items: Array<{ id: string }> }
  ).items[0]!;
  await page.goto(`/${listing.id}/shop`);
  // The actions at the bottom of the screen, as a thumb scrolls them.
  const more = page.getByRole('button', { name: 'More' });
  await more.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 8));
  await more.click();
  const moreMenu = page.locator(`#${(await more.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
  await expect(moreMenu).toBeVisible();
  await expectWithinScreen(page, moreMenu);
  await shot(page, testInfo, 'more-menu');
  await more.click();

  const share = page.getByRole('button', { name: 'Share' });
  await share.click();
  const shareMenu = page.locator(`#${(await share.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
  await expectWithinScreen(page, shareMenu);
  await expect(shareMenu.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await shot(page, testInfo, 'share-menu');
  await shareMenu.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(page.getByText(MESSAGES.shareUnavailable)).toHaveCount(0);

  // The same in Hindi.
  await page.getByRole('combobox', { name: LABELS.language }).selectOption('hi');
  const shareHi = page.getByRole('button', { name: HI_SHOP_TEXT.share });
  await shareHi.click();
  await expectWithinScreen(page, page.getByRole('link', { name: HI_SHOP_TEXT.shareOnWhatsApp }));
  await shot(page, testInfo, 'share-menu-hi');
  await page.getByRole('button', { name: HI_SHOP_TEXT.copyLink }).first().click();
  await expect(page.getByRole('status').filter({ hasText: HI_SHOP_TEXT.linkCopied })).toBeVisible();
});

test('the price list shows what Add added and refuses a repeat; the insights fit the screen', async ({
  page,
  request,
}, testInfo) => {
  const listing = await claimListing(page, request, 8);
  await approvePendingClaim(request, listing.id);

  await page.goto(`/dashboard/shops/${listing.id}/insights`);
  await expect(page.getByRole('table', { name: 'Insights by day' })).toBeVisible();
  await expectWithinScreen(page);
  await shot(page, testInfo, 'insights', true);
  // With Premium, the comparison table too (the answer made Premium here: its layout is what is checked).
  await page.route('**/v1/owner/shops/*/insights*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { totals: Record<string, number> };
    const median = Object.fromEntries(Object.keys(body.totals).map((metric) => [metric, 12345]));
    await route.fulfill({ response, json: { ...body, premium: true, comparison: { shops: 12, median } } });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: INSIGHTS_TEXT.comparisonHeading })).toBeVisible();
  await expectWithinScreen(page);
  await page.getByRole('combobox', { name: LABELS.language }).selectOption('hi');
  await expect(page.getByRole('heading', { name: HI_INSIGHTS_TEXT.comparisonHeading })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: HI_INSIGHTS_TEXT.searchAppearances })).toBeVisible();
  await expectWithinScreen(page);
  await shot(page, testInfo, 'insights-premium-hi', true);
  await page.getByRole('combobox', { name: HI_LABELS.language }).selectOption('en');

  await page.goto(`/dashboard/shops/${listing.id}/products`);
  await page.getByLabel('Name').fill('Wheat atta');
  await page.getByLabel('Unit (for example 1 kg)').fill('10 kg');
  await page.getByLabel('Price (₹)', { exact: true }).fill('449');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Wheat atta, 10 kg is added below' })).toBeVisible();
  const price = page.getByRole('list', { name: 'Price list' }).getByLabel('Price (₹) Wheat atta, 10 kg');
  await expect(price).toBeFocused();
  await shot(page, testInfo, 'price-list-added');

  // The second tap of the issue: refused, with the row it repeats in view.
  await page.getByLabel('Name').fill('wheat atta');
  await page.getByLabel('Unit (for example 1 kg)').fill('10 kg');
  await page.getByLabel('Price (₹)', { exact: true }).fill('165');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('wheat atta, 10 kg is already in the price list.');
  await expect(page.getByRole('list', { name: 'Price list' }).getByRole('listitem')).toHaveCount(1);
  await shot(page, testInfo, 'price-list-repeat');
  await expectWithinScreen(page);

  // The server refuses the repeat too, naming it.
  const put = await page.request.put(`/v1/owner/shops/${listing.id}/products`, {
    data: {
      items: [
        { name: 'Wheat atta', unit: '10 kg', price: 449, inStock: true },
        { name: 'Wheat atta', unit: '10 kg', price: 165, inStock: true },
      ],
    },
  });
  expect(put.status()).toBe(400);
  expect(((await put.json()) as { message: string }).message).toBe(
    'items[1]: Wheat atta, 10 kg is already in the price list.',
  );
});
