import { LABELS, MESSAGES, type Category } from '@local-shops/shared';
import { expect, test } from '@playwright/test';

// A 2x2 PNG: a stand-in for the photo of a cancelled cheque.
const CHEQUE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ geolocation: { latitude: 12.9716, longitude: 77.5946 }, permissions: ['geolocation'] });

test('an owner fills in the shop details, proves the number by OTP and reaches the photo step', async ({ page, request }) => {
  const number = `98${String(Date.now()).slice(-8)}`;
  const categories = (await (await request.get('/v1/categories/filter')).json()) as { items: Category[] };
  const category = categories.items[0]!;
  const subCategory = category.subCategories[0]!;

  await page.goto('/instructions');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/add-shop$/);

  // Next on an empty form names the first missing detail.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(MESSAGES.shopNameRequired).first()).toBeVisible();

  await page.getByLabel('Shop name').fill('Sri Ganesh Sweets');
  await page.getByLabel('Short intro').fill('Fresh mithai every morning.');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByLabel('Pin code')).toHaveValue('560001');
  await page.getByLabel('Address', { exact: true }).fill('12 MG Road');
  await page.getByLabel('Shop type').selectOption('Retailers');
  await page.getByRole('button', { name: /^Category/ }).click();
  await page.getByRole('checkbox', { name: category.label }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: /^Sub-category/ }).click();
  await page.getByRole('checkbox', { name: subCategory.label }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Shop owner name').fill('Ganesh Rao');
  await page.getByLabel('Email address').fill('ganesh@example.in');
  await page.getByLabel('Owner contact number').fill(number);
  await page.getByLabel('Cancelled cheque or passbook photo', { exact: true }).setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: CHEQUE_PNG });
  await expect(page.getByRole('button', { name: 'Image Uploaded' })).toBeVisible();

  await page.getByRole('button', { name: LABELS.save, exact: true }).click();
  await expect(page.getByText(MESSAGES.dataSavedLocally)).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  const dialog = page.getByRole('dialog', { name: 'KYC Verification' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Enter Mobile number')).toHaveValue(/98/);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(MESSAGES.otpSent)).toBeVisible();

  const outbox = (await (await request.get(`/v1/dev/outbox?to=${encodeURIComponent(`+91${number}`)}`)).json()) as { items: Array<{ body: string }> };
  const code = /\b(\d{6})\b/.exec(outbox.items[0]!.body)![1]!;
  await dialog.getByLabel('OTP', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/add-store-front-picture$/);

  // The verified number is remembered: back on the form, Next goes straight on.
  await page.goBack();
  await expect(page).toHaveURL(/\/add-shop$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/add-store-front-picture$/);
});

test('a saved draft survives a reload and Continue Claim brings it back', async ({ page }) => {
  await page.goto('/add-shop');
  await page.getByLabel('Shop name').fill('Lakshmi Kirana Store');
  await page.getByRole('button', { name: LABELS.save, exact: true }).click();
  await expect(page.getByText(MESSAGES.dataSavedLocally)).toBeVisible();

  await page.goto('/');
  await page.reload();
  await expect(page.getByText('Lakshmi Kirana Store')).toBeVisible();
  await page.getByRole('button', { name: LABELS.continueClaim }).click();
  await expect(page).toHaveURL(/\/add-shop$/);
  await expect(page.getByLabel('Shop name')).toHaveValue('Lakshmi Kirana Store');
});
