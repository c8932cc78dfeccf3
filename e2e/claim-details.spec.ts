import { LABELS, MESSAGES, type Category } from '@local-shops/shared';
import { fillDetails, otpFromOutbox } from './claim-flow.helpers.ts';
import { expect, test } from './network.ts';

test.use({ geolocation: { latitude: 12.9716, longitude: 77.5946 }, permissions: ['geolocation'] });

test('an owner fills in the shop details, proves the number by OTP and reaches the photo step', async ({
  page,
  request,
}) => {
  const number = `98${String(Date.now()).slice(-8)}`;
  const categories = (await (await request.get('/v1/categories/filter')).json()) as { items: Category[] };

  await page.goto('/instructions');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/add-shop$/);

  // Next on an empty form names the first missing detail.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(MESSAGES.shopNameRequired).first()).toBeVisible();

  await fillDetails(page, categories.items, number, 'Sri Ganesh Sweets');

  await page.getByRole('button', { name: LABELS.save, exact: true }).click();
  await expect(page.getByText(MESSAGES.dataSavedLocally)).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  const dialog = page.getByRole('dialog', { name: 'KYC Verification' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Enter Mobile number')).toHaveValue(/98/);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText(MESSAGES.otpSent)).toBeVisible();

  const code = await otpFromOutbox(request, number);
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
