import { LABELS } from '@local-shops/shared';
import { approvePendingClaim, claimListing } from './claim-flow.helpers.ts';
import { expect, test } from './network.ts';

// Offers on a 360 px phone (issue 11): a Premium owner adds one, a shopper sees it.
test.use({ viewport: { width: 360, height: 740 } });

test('an owner with Premium adds an offer on the dashboard and a shopper sees it on the shop page and in the list', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const listing = await claimListing(page, request, 8);
  await page.goto(`/${listing.id}/subscribe`);
  await page.getByRole('button', { name: 'Pay ₹1999' }).click();
  await page
    .getByRole('dialog', { name: LABELS.sandboxCheckout })
    .getByRole('button', { name: LABELS.sandboxPayNow })
    .click();
  await expect(page).toHaveURL(/\/successful-thank-you$/);
  await approvePendingClaim(request, listing.id);

  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
  await card.getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { name: 'Offers on your shop page' })).toBeVisible();
  await expect(page.getByText('No offers yet.')).toBeVisible();
  await page.getByLabel('Title').fill('Diwali: 10% off all sweets');
  await page.getByLabel('Details').fill('On every box above ₹500. Cash or UPI.');
  await page.getByRole('button', { name: 'Add offer' }).click();
  await expect(page.getByRole('heading', { name: /Diwali: 10% off all sweets/ })).toBeVisible();
  await expect(page.getByText('Running', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offers-dashboard-360.png'), fullPage: true });

  // A shopper (no session) sees it on the shop page, and the list marks the shop.
  const shopper = await browser.newContext({
    viewport: { width: 360, height: 740 },
    userAgent: testInfo.project.use.userAgent,
  });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/${listing.id}/shop`);
  const offers = shopperPage.getByRole('region', { name: 'Offers' });
  await expect(offers.getByText('Diwali: 10% off all sweets')).toBeVisible();
  await expect(offers.getByText('On every box above ₹500. Cash or UPI.')).toBeVisible();
  await expect(offers.getByText(/^Valid until \d{1,2} \w+$/)).toBeVisible();
  await shopperPage.screenshot({ path: testInfo.outputPath('offer-shop-page-360.png'), fullPage: true });
  const list = (await (await shopperPage.request.get(`/v1/claim-shops/filter?hasOffer=true`)).json()) as {
    items: { id: string; hasOffer: boolean }[];
  };
  expect(list.items.find((item) => item.id === listing.id)?.hasOffer).toBe(true);
  await shopper.close();
});
