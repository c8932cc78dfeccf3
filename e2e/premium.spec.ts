import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LABELS, MESSAGES } from '@local-shops/shared';
import type { AdminClaimListItem, AdminList, AdminPaymentOrder } from '@local-shops/shared/admin';
import { approvePendingClaim, claimListing, E2E_ADMIN, signInToConsole } from './claim-flow.helpers.ts';
import { expect, test } from './network.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('an owner pays while the claim is pending; on approval the shop is first in search with its Verified badge', async ({
  page,
  request,
}) => {
  const listing = await claimListing(page, request, 4);
  // The store-front photo needed the position; the search below is a visitor's with none (the whole directory).
  await page.context().clearPermissions();
  await page.goto(`/${listing.id}/subscribe`);
  await expect(page.getByRole('heading', { name: LABELS.subscribeToYourPlan })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹1999' }).click();
  const checkout = page.getByRole('dialog', { name: LABELS.sandboxCheckout });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: LABELS.sandboxPayNow }).click();

  await expect(page).toHaveURL(/\/successful-thank-you$/);
  await expect(page.locator('img[src="/images/thank-you.svg"]')).toBeVisible();
  // Paid while the claim waits for review: the page says when Premium starts, and the refund promise.
  await expect(page.getByText(LABELS.thankYouPaymentPending)).toBeVisible();
  await expect(page.getByText(LABELS.thankYouPayment)).toHaveCount(0);
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
  expect(events).toContainEqual(expect.objectContaining({ event: 'subscription_payment', success: true }));

  // Opened afresh (no flag carried), the thank-you page goes home.
  await page.goto('/about-us');
  await page.goto('/successful-thank-you');
  await expect(page).toHaveURL(/\/$/);

  await approvePendingClaim(request, listing.id);
  await page.goto(`/${listing.id}/subscribe`);
  await expect(page.getByRole('heading', { name: MESSAGES.paymentProcessed })).toBeVisible();

  await page.goto('/');
  const search = page.getByPlaceholder(LABELS.searchPlaceholder);
  await search.fill(listing.name);
  await search.press('Enter');
  await expect(page.getByText(/^Result: \d+ found$/)).toBeVisible();
  const first = page.locator('li.shops-row').first();
  await expect(first).toContainText(listing.name);
  await expect(first).toContainText(LABELS.verified);

  await page.goto(`/${listing.id}/shop`);
  await expect(page.getByRole('img', { name: LABELS.verified })).toBeVisible();
});

test('a rejected claim that was paid for is refunded, and the console shows Refunded', async ({ page, request }) => {
  const listing = await claimListing(page, request, 6);
  await page.goto(`/${listing.id}/subscribe`);
  await page.getByRole('button', { name: 'Pay ₹1999' }).click();
  await page
    .getByRole('dialog', { name: LABELS.sandboxCheckout })
    .getByRole('button', { name: LABELS.sandboxPayNow })
    .click();
  await expect(page.getByText(LABELS.thankYouPaymentPending)).toBeVisible();

  expect((await request.post('/v1/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const pending = (await (await request.get('/v1/admin/claims?status=pending_review')).json()) as {
    items: AdminClaimListItem[];
  };
  const claim = pending.items.find((item) => item.shopId === listing.id)!;
  expect(
    (
      await request.post(`/v1/admin/claims/${claim.id}/reject`, { data: { reason: 'The cheque is not of this shop.' } })
    ).ok(),
  ).toBe(true);

  await signInToConsole(page);
  await page.getByRole('link', { name: 'Payments' }).click();
  // The console's pages are lazy: reload only once the address is the payments page's.
  await expect(page).toHaveURL(/\/admin\/payments$/);
  // Shop names repeat across the directory (and the other browser project claims one too): the
  // row is the one of this shop's order, by its order id.
  const orders = (await (await request.get('/v1/admin/payments')).json()) as AdminList<AdminPaymentOrder>;
  const order = orders.items.find((item) => item.shopId === listing.id)!;
  expect(order.providerOrderId).toBeTruthy();
  const row = page.getByRole('row').filter({ hasText: order.providerOrderId! });
  // The refund is a queued job: the worker makes it within a few seconds.
  await expect(async () => {
    await page.reload();
    await expect(row.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('The claim was not approved.');
});

test("a failed payment shows the provider's reason", async ({ page, request }) => {
  const listing = await claimListing(page, request, 5);
  await page.goto(`/${listing.id}/subscribe`);
  await page.getByRole('button', { name: 'Pay ₹1999' }).click();
  await page
    .getByRole('dialog', { name: LABELS.sandboxCheckout })
    .getByRole('button', { name: LABELS.sandboxSimulateFailure })
    .click();
  await expect(page.locator('.subscribe-error')).toHaveText(MESSAGES.sandboxPaymentDeclined);
  await expect(page.getByRole('dialog', { name: LABELS.sandboxCheckout })).toBeHidden();
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer);
  expect(events).toContainEqual(expect.objectContaining({ event: 'subscription_payment', success: false }));
});

test('no credential of any kind is in the browser bundle', () => {
  const dist = path.join(root, 'apps/web/dist');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.(js|html|css|json|map|txt|webmanifest)$/.test(name)) files.push(file);
    }
  };
  walk(dist);
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);
  const forbidden = [
    /["'`]Basic [A-Za-z0-9+/]{12,}={0,2}["'`]/, // a basic-auth header value
    /["'`]Basic ["'`]\s*\+/, // one built in the browser
    /authorization["'`]?\s*:/i, // an Authorization header set by the client
    /rzp_(live|test)_[A-Za-z0-9]{6,}/, // a Razorpay key id baked in
    /key_secret|webhook_secret|RAZORPAY_KEY_SECRET|SANDBOX_PAYMENTS_SECRET|OTP_SECRET|MSG91_AUTH_KEY/i,
    /https?:\/\/[^/\s"'`:@]+:[^/\s"'`@]+@/, // credentials embedded in a URL
    /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of forbidden)
      expect(pattern.test(text), `${path.relative(root, file)} matches ${String(pattern)}`).toBe(false);
  }
});
