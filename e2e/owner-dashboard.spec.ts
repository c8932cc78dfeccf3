import { LABELS } from '@local-shops/shared';
import { approvePendingClaim, claimListing, otpFromOutbox } from './claim-flow.helpers.ts';
import { expect, test } from './network.ts';

// The owner's way back in, on a 360 px phone (issue 10).
test.use({ viewport: { width: 360, height: 740 } });

test('an owner signs in by OTP, sees the claim pending review, and after approval sees it approved with Premium active', async ({
  page,
  request,
  context,
}, testInfo) => {
  // A claim of a listing from its shop page, paid in the sandbox while the claim is pending.
  const listing = await claimListing(page, request, 6);
  await expect(page.getByText('Claim pending review')).toBeVisible();
  await expect(page.getByRole('button', { name: LABELS.claimMyShop })).toHaveCount(0);
  const number = await page.evaluate(
    async () => ((await (await fetch('/v1/otp/session')).json()) as { mobileNumber: string }).mobileNumber,
  );
  await page.goto(`/${listing.id}/subscribe`);
  await page.getByRole('button', { name: 'Pay ₹1999' }).click();
  await page
    .getByRole('dialog', { name: LABELS.sandboxCheckout })
    .getByRole('button', { name: LABELS.sandboxPayNow })
    .click();
  await expect(page).toHaveURL(/\/successful-thank-you$/);

  // Another device: no session, so /dashboard asks to sign in.
  await context.clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: LABELS.openMenu }).click();
  await page.getByRole('button', { name: LABELS.menuLogin }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Enter Mobile number').fill(number.slice(3));
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('OTP', { exact: true }).fill(await otpFromOutbox(request, number.slice(3)));
  await page.screenshot({ path: testInfo.outputPath('sign-in-360.png') });
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
  await expect(card.getByText('Pending review')).toBeVisible();
  await expect(card.getByText(/within 48 hours\. Submitted (just now|\d+ minutes? ago)\./)).toBeVisible();
  await expect(card.getByText('Awaiting approval')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-pending-360.png'), fullPage: true });

  // The review team approves the claim (console API, its own cookie jar).
  await approvePendingClaim(request, listing.id);

  await page.reload();
  await expect(card.getByText('Approved')).toBeVisible();
  await expect(card.getByText(/^Active until \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-approved-360.png'), fullPage: true });

  // The number in the menu; signing out ends the session on the server.
  await page.getByRole('button', { name: LABELS.openMenu }).click();
  await page
    .getByRole('button', { name: `Signed in as ${number.replace(/^(\+91)(\d{5})(\d{5})$/, '$1 $2 $3')}` })
    .click();
  await page.screenshot({ path: testInfo.outputPath('account-menu-360.png') });
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(async () => (await fetch('/v1/owner/shops')).status)).toBe(401);
  await page.goto('/dashboard');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});
