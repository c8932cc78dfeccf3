import { LABELS, MESSAGES } from '@local-shops/shared';
import { MESSAGES as HI_MESSAGES } from '@local-shops/shared/locales/hi/messages';
import { claimListing } from './claim-flow.helpers.ts';
import { expect, test, type Page } from './network.ts';

/** A second order from the page itself (its session cookie, its origin), in a language. */
async function orderAgain(page: Page, shopId: string, language: string) {
  return page.evaluate(
    async ({ shopId, language }) => {
      const response = await fetch(`/v1/claim-shops/payment/${shopId}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'accept-language': language },
      });
      return { status: response.status, message: ((await response.json()) as { message?: string }).message };
    },
    { shopId, language },
  );
}

test('an owner who paid while the claim waits is not asked to pay again (issue 25)', async ({
  page,
  request,
}, testInfo) => {
  const listing = await claimListing(page, request, 3);
  await page.goto(`/${listing.id}/subscribe`);
  await page.getByRole('button', { name: 'Pay ₹1999' }).click();
  await page
    .getByRole('dialog', { name: LABELS.sandboxCheckout })
    .getByRole('button', { name: LABELS.sandboxPayNow })
    .click();
  await expect(page.getByText(LABELS.thankYouPaymentPending)).toBeVisible();

  // Opened again: the payment is acknowledged, and no Pay button is offered.
  await page.goto(`/${listing.id}/subscribe`);
  await expect(page.getByRole('heading', { name: MESSAGES.paymentAwaitingApproval })).toBeVisible();
  await expect(page.getByText(MESSAGES.premiumStartsOnApproval)).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay|Renew/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('subscribe-awaiting-approval.png'), fullPage: true });

  // The order route says the same, in the owner's language, whatever the page shows.
  expect(await orderAgain(page, listing.id, 'en')).toEqual({ status: 409, message: MESSAGES.premiumAwaitingApproval });
  expect(await orderAgain(page, listing.id, 'hi')).toEqual({
    status: 409,
    message: HI_MESSAGES.premiumAwaitingApproval,
  });
});
