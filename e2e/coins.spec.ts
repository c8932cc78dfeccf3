import { mkdirSync } from 'node:fs';
import { LABELS } from '@local-shops/shared';
import { approvePendingClaim, claimListing, freshNumber, otpFromOutbox } from './claim-flow.helpers.ts';
import { expect, test, type Page } from './network.ts';

// Shop-funded coins from two phones at 360 px (issue 29): a shopper shows a code, the owner of a
// Premium shop types it with a bill of ₹500, the shopper sees the coins arrive, then makes a spend
// code, which the owner enters, sees the rupees off, and confirms; the shopper's balance drops.
test.use({ viewport: { width: 360, height: 740 } });

/** Screens of this journey for a person to look at, beside the test's own output. */
const SHOTS = process.env.COINS_SHOTS_DIR;

async function shot(page: Page, name: string, outputPath: (name: string) => string) {
  await page.screenshot({ path: outputPath(`${name}.png`), fullPage: true });
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
}

test('a shopper earns coins at a Premium shop’s counter and spends them there, from two phones', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const out = (name: string) => testInfo.outputPath(name);

  // The owner: a claimed listing, paid Premium, the claim approved by the team.
  const listing = await claimListing(page, request, 9);
  await page.goto(`/${listing.id}/subscribe`);
  await page.getByRole('button', { name: 'Pay ₹1999' }).click();
  await page
    .getByRole('dialog', { name: LABELS.sandboxCheckout })
    .getByRole('button', { name: LABELS.sandboxPayNow })
    .click();
  await expect(page).toHaveURL(/\/successful-thank-you$/);
  await approvePendingClaim(request, listing.id);

  // The owner turns coins on: 1 coin per ₹10, 1 coin = ₹1 (the defaults).
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
  await card.getByRole('link', { name: 'Coins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coins' })).toBeVisible();
  await expect(page.getByText(/Coins are off\./)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Give and take coins' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('1 coin per ₹10, 1 coin = ₹1')).toBeVisible();

  // The shopper, on another phone: proves a number and shows the code.
  const shopper = await browser.newContext({
    viewport: { width: 360, height: 740 },
    userAgent: testInfo.project.use.userAgent,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
  });
  const phone = await shopper.newPage();
  const number = freshNumber();
  await phone.goto('/coins');
  await phone.getByRole('button', { name: 'Verify my number' }).click();
  const dialog = phone.getByRole('dialog', { name: 'My coins' });
  await dialog.getByLabel('Enter Mobile number').fill(number);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('OTP', { exact: true }).fill(await otpFromOutbox(request, number));
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog).toBeHidden();
  await expect(phone.getByText(/^No coins yet\./)).toBeVisible();
  await phone.getByRole('button', { name: 'Show my code' }).click();
  const digits = phone.getByText(/^Code: \d{6}$/);
  await expect(digits).toHaveCount(1);
  const earnCode = /(\d{6})$/.exec((await digits.textContent())!)![1]!;
  await expect(phone.getByRole('img', { name: `QR code of your code ${earnCode}` }).locator('path')).toHaveCount(1);
  await shot(phone, 'coins-shopper-code-360', out);

  // The owner types it with a bill of ₹500: 50 coins.
  const give = page.getByRole('form', { name: 'Give coins' });
  await give.getByLabel('Shopper’s code').fill(earnCode);
  await give.getByLabel('Bill amount (₹)').fill('500');
  await give.getByRole('button', { name: 'Give coins' }).click();
  await expect(give.getByText(/^50 coins given to \+91 \d{2}x+\d{2}\.$/)).toBeVisible();

  // The shopper sees them arrive while the code is shown.
  await expect(phone.getByText(`+50 coins from ${listing.name}`)).toBeVisible({ timeout: 10_000 });
  const balance = phone.getByRole('listitem', { name: listing.name });
  await expect(balance.getByText('50 coins', { exact: true })).toBeVisible();
  await expect(balance.getByText('Worth ₹50 off a bill')).toBeVisible();
  await phone.getByRole('button', { name: 'Hide my code' }).click();
  await shot(phone, 'coins-shopper-balance-360', out);

  // The shopper makes a spend code for 20 coins at this shop.
  await balance.getByLabel('Coins to use').fill('20');
  await balance.getByRole('button', { name: 'Use 20 coins at this shop' }).click();
  const spend = phone.getByRole('region', { name: `Spend code for ${listing.name}` });
  await expect(spend.getByText('Show this code at the counter: 20 coins, ₹20 off your bill.')).toBeVisible();
  const spendCode = /(\d{6})$/.exec((await spend.getByText(/^Code: \d{6}$/).textContent())!)![1]!;
  await expect(spend.getByText(/^Valid for (10:00|9:\d\d)$/)).toBeVisible();
  await shot(phone, 'coins-shopper-spend-360', out);

  // The owner enters it, sees the discount, and confirms.
  const take = page.getByRole('form', { name: 'Take coins' });
  await take.getByLabel('Spend code').fill(spendCode);
  await take.getByRole('button', { name: 'Check code' }).click();
  await expect(take.getByText(/ uses 20 coins: take ₹20 off the bill\.$/)).toBeVisible();
  await shot(page, 'coins-owner-preview-360', out);
  await take.getByRole('button', { name: 'Confirm ₹20 off' }).click();
  await expect(take.getByText('20 coins taken. Take ₹20 off the bill.')).toBeVisible();
  const entries = page.getByRole('region', { name: 'Recent entries' });
  await expect(entries.getByRole('listitem')).toHaveCount(2);
  await shot(page, 'coins-owner-counter-360', out);

  // The shopper's balance drops, and the history has both rows.
  await expect(spend.getByText('20 coins used. Thank you!')).toBeVisible({ timeout: 10_000 });
  await expect(balance.getByText('30 coins', { exact: true })).toBeVisible();
  const history = phone.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('−20');
  await expect(history.getByRole('listitem').first()).toContainText('₹20 off');

  if (SHOTS) {
    await phone.setViewportSize({ width: 1280, height: 900 });
    await shot(phone, 'coins-shopper-desktop', out);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'coins-owner-desktop', out);
  }
  await shopper.close();
});
