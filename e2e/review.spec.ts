import { LABELS, type Category } from '@local-shops/shared';
import { fillDetails, freshNumber, signInToConsole, submitStoreFront, verifyInDialog } from './claim-flow.helpers.ts';
import { expect, test } from './network.ts';

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
test.use({ geolocation: BENGALURU, permissions: ['geolocation', 'camera'] });

test('a reviewer opens a claim made by the claim flow, sees both photos, approves it, and visitors see the shop claimed', async ({
  page,
  request,
}, testInfo) => {
  const number = freshNumber();
  // Not a "Sweets" name: directory.spec.ts counts "sweets" shops against a total cached for 30 s.
  const name = `Review Flow Kirana ${number}`;
  const categories = ((await (await request.get('/v1/categories/filter')).json()) as { items: Category[] }).items;

  // The owner's side: the claim flow up to Claim Submitted.
  await page.goto('/add-shop');
  await fillDetails(page, categories, number, name);
  await page.getByRole('button', { name: 'Next' }).click();
  await verifyInDialog(page, request, number);
  const shopId = await submitStoreFront(page, testInfo.project.name);

  // The reviewer's side.
  await signInToConsole(page);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(`+91${number}`)).toBeVisible();
  await expect(page.getByText('Verified by OTP')).toBeVisible();
  await expect(page.getByText(/Within 500 m/)).toBeVisible();
  for (const photo of ['Cancelled cheque or passbook', 'Store front']) {
    const image = page.getByRole('img', { name: photo });
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  // The photos are not reachable without the console's session.
  const src = await page.getByRole('img', { name: 'Store front' }).getAttribute('src');
  expect((await request.get(src!)).status()).toBe(401);

  // Approve waits for the reviewer's three ticks (decision 0077).
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  for (const check of [/name board/, /taken at the shop/, /name on the cheque/])
    await page.getByRole('checkbox', { name: check }).check();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Listing claimed')).toBeVisible();
  await expect(page.getByText(/claim\.approve/)).toBeVisible();

  // A visitor sees the listing as claimed.
  await page.goto(`/${shopId}/shop`);
  await expect(page.getByText(LABELS.claimed, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: LABELS.claimMyShop })).toHaveCount(0);
  // ...with the store-front photo the owner took, now public.
  const front = page.getByRole('img', { name: `Store front of ${name}` });
  await expect(front).toHaveAttribute('src', /^\/media\/shop-fronts\/[0-9a-f]{32}\.jpg$/);
  await expect
    .poll(() => front.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
