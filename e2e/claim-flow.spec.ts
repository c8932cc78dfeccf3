import { LABELS, type Category } from '@local-shops/shared';
import {
  claimListing,
  fillDetails,
  fillListedShopClaim,
  freshNumber,
  saveStoreFront,
  signInToConsole,
  submitStoreFront,
  verifyInDialog,
} from './claim-flow.helpers.ts';
import { expect, test } from './network.ts';

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
test.use({ geolocation: BENGALURU, permissions: ['geolocation', 'camera'] });

test('an owner claims a new shop from the landing page to Claim Submitted', async ({ page, request }, testInfo) => {
  const number = freshNumber();
  // Not a "Sweets" name: directory.spec.ts counts "sweets" shops against a total cached for 30 s.
  const name = `Claim Flow Mithai Bhandar ${number}`;
  const categories = ((await (await request.get('/v1/categories/filter')).json()) as { items: Category[] }).items;

  await page.goto('/');
  await page.getByRole('button', { name: LABELS.registerYourShop }).first().click();
  await expect(page).toHaveURL(/\/instructions$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillDetails(page, categories, number, name);
  await page.getByRole('button', { name: 'Next' }).click();
  await verifyInDialog(page, request, number);
  const shopId = await submitStoreFront(page, testInfo.project.name);

  // The new listing waits for review: its page answers its claimant alone (the page's session),
  // marked pending and not claimed yet; others get 404 (decision 0058), and the directory does not
  // list it until a reviewer approves it.
  const shop = await (await page.request.get(`/v1/claim-shops/${shopId}`)).json();
  expect(shop).toMatchObject({ name, isClaimed: false, pendingReview: true });
  expect((await request.get(`/v1/claim-shops/${shopId}`)).status()).toBe(404);
  await page.goto(`/${shopId}/shop`);
  await expect(page.getByText('Pending review', { exact: true })).toBeVisible();
  const listed = (await (await request.get(`/v1/claim-shops/filter?name=${encodeURIComponent(name)}`)).json()) as {
    items: Array<{ id: string }>;
  };
  expect(listed.items.map((item) => item.id)).not.toContain(shopId);
});

test('an owner claims an existing listing from its shop page', async ({ page, request }) => {
  await claimListing(page, request, 3, 'browser');
  await expect(page.getByText('Claim pending review')).toBeVisible();
});

// Issue 25 (decision 0076): a listed shop's claim carries the same evidence as a new shop's, and the
// reviewer sees both photos, where the photo was taken and how far that is from the listing.
test('a listed shop is claimed with both photos, and the reviewer sees the distance', async ({
  page,
  request,
}, testInfo) => {
  const list = (await (await request.get('/v1/claim-shops/filter?claimed=false&page=4')).json()) as {
    items: Array<{ id: string; name: string }>;
  };
  // The whole claim and the review: longer than one screen's test.
  test.slow();
  const listing = list.items[Math.floor(Math.random() * list.items.length)]!;
  const number = freshNumber();
  const phone = testInfo.project.name === 'android-360';
  await page.goto(`/${listing.id}/shop`);
  await page.getByRole('button', { name: LABELS.claimMyShop }).click();
  const dialog = page.getByRole('dialog', { name: 'KYC Verification' });
  await dialog.getByLabel(/address/i).fill('Shop 4, Main Bazaar Road');
  await dialog.getByLabel('Enter Mobile number').fill(number);
  await verifyInDialog(page, request, number);

  // The form is the new shop's, filled with the listing's values: the cheque photo is still asked.
  await expect(page.getByLabel('Shop name')).toHaveValue(listing.name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Please provide (a valid pincode|the shop owner name)\.$/).first()).toBeVisible();
  await fillListedShopClaim(page);
  if (phone) await page.screenshot({ path: test.info().outputPath('claim-form-listed-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await saveStoreFront(page, testInfo.project.name);

  // The reviewer: both photos, the photo's position, and its distance from the listing.
  await signInToConsole(page);
  const queue = (await (await page.request.get('/v1/admin/claims?status=pending_review')).json()) as {
    items: Array<{ id: string; shopId: string; mobileNumber: string }>;
  };
  const claim = queue.items.find((item) => item.shopId === listing.id && item.mobileNumber === `+91${number}`);
  expect(claim).toBeTruthy();
  await page.goto(`/admin/claims/${claim!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.name);
  await expect(page.getByText('Photo position')).toBeVisible();
  await expect(page.getByText('12.97160, 77.59460')).toBeVisible();
  await expect(page.getByText(/ from the listing/)).toBeVisible();
  await expect(page.getByText(/^(Over|Within) 500 m$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cancelled cheque or passbook' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Store front' })).toBeVisible();
  await expect(page.getByText('No photo')).toHaveCount(0);
  // Both photos really load (signed links to the private images), not only their places.
  for (const name of ['Cancelled cheque or passbook', 'Store front']) {
    const photo = page.getByRole('img', { name });
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  if (phone) await page.screenshot({ path: test.info().outputPath('console-claim-360.png'), fullPage: true });
});
