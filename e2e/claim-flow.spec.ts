import { LABELS, type Category } from '@local-shops/shared';
import { claimListing, fillDetails, freshNumber, submitStoreFront, verifyInDialog } from './claim-flow.helpers.ts';
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
  await claimListing(page, request, 3);
  await expect(page.getByText(/Our team will verify it/)).toBeVisible();
});
