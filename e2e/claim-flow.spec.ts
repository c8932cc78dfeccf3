import { LABELS, type Category } from '@local-shops/shared';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { claimListing, fillDetails, freshNumber, takeCameraPicture, verifyInDialog } from './claim-flow.helpers.ts';

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
  await expect(page).toHaveURL(/\/add-store-front-picture$/);

  if (testInfo.project.name === 'android-360') {
    // Android: the live rear camera (Chromium's fake device) and 'Take a picture'.
    await takeCameraPicture(page);
  } else {
    const front = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0b6e4f' } }).jpeg().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: front });
  }
  await expect(page.getByText(/Bengaluru, Karnataka, India/)).toBeVisible();

  await page.getByRole('button', { name: 'Finish' }).click();
  const confirm = page.getByRole('dialog', { name: /Are you sure/ });
  await confirm.getByRole('button', { name: 'Save' }).click();
  const submitted = page.getByRole('dialog', { name: 'Claim Submitted' });
  await expect(submitted).toBeVisible();
  await submitted.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/[A-Za-z0-9_-]+\/subscribe$/);

  // The new listing waits for review: it exists, and is not shown as claimed yet.
  const shopId = /\/([A-Za-z0-9_-]+)\/subscribe$/.exec(page.url())![1]!;
  const shop = await (await request.get(`/v1/claim-shops/${shopId}`)).json();
  expect(shop).toMatchObject({ name, isClaimed: false });
});

test('an owner claims an existing listing from its shop page', async ({ page, request }) => {
  await claimListing(page, request, 3);
  await expect(page.getByText(/Our team will verify it/)).toBeVisible();
});
