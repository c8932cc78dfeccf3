import sharp from 'sharp';
import { approvePendingClaim, claimListing } from './claim-flow.helpers.ts';
import { expect, test } from './network.ts';

// The owner's listing on a 360 px phone (issue 10): a phone-only journey.
test.use({ viewport: { width: 360, height: 740 } });

/** Today's date in India (the shop's clock), as the holiday field takes it. */
const indianToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

test("editing the opening hours makes the shop page say 'Open now' or 'Closed'", async ({
  page,
  request,
}, testInfo) => {
  const listing = await claimListing(page, request, 7);
  await expect(page.getByText('Claim pending review')).toBeVisible();
  const number = await page.evaluate(
    async () => ((await (await fetch('/v1/otp/session')).json()) as { mobileNumber: string }).mobileNumber,
  );

  // The review team approves the claim; the owner can now edit the listing.
  await approvePendingClaim(request, listing.id);

  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
  await card.getByRole('link', { name: 'Edit listing' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shops/${listing.id}/edit$`));
  // Demo shops come with their kind's opening hours (decision 0079): the owner finds them in the form.
  await expect(page.getByRole('button', { name: 'Copy Monday to all days' })).toBeVisible();
  await expect(page.getByText('Opening hours not set yet.')).toHaveCount(0);

  // Open round the clock: Monday 0:00-12:00 and 12:00-midnight, copied to every day. Monday is
  // made two ranges whatever the demo hours gave it (closed, one range, or a lunch break).
  const monday = page.getByRole('listitem').filter({ has: page.locator('#day-mon') });
  const mondayClosed = monday.getByRole('checkbox', { name: 'Closed' });
  if (await mondayClosed.isChecked()) await mondayClosed.uncheck();
  const mondayRanges = page.getByRole('group', { name: 'Monday' });
  while ((await mondayRanges.count()) > 2)
    await monday.getByRole('button', { name: 'Remove these hours (Monday)' }).first().click();
  if ((await mondayRanges.count()) < 2) await monday.getByRole('button', { name: 'Add hours' }).click();
  await expect(mondayRanges).toHaveCount(2);
  const opens = page.getByLabel('Monday opens');
  const closes = page.getByLabel('Monday closes');
  await opens.nth(0).fill('00:00');
  await closes.nth(0).fill('12:00');
  await opens.nth(1).fill('12:00');
  await closes.nth(1).fill('00:00');
  await page.getByRole('button', { name: 'Copy Monday to all days' }).click();
  await expect(page.getByLabel('Sunday opens')).toHaveCount(2);
  // The Call button and a WhatsApp number.
  await page.getByLabel(/Show a Call button/).check();
  await page.getByLabel('WhatsApp number').fill('9812345678');
  await page.screenshot({ path: testInfo.outputPath('edit-listing-360.png'), fullPage: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your listing is saved.')).toBeVisible();

  // A photo, published through the claim's pipeline.
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#cc8833' } })
    .jpeg()
    .toBuffer();
  await page
    .getByText('Add a photo')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'inside.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('heading', { name: 'Photos (1 of 8)' })).toBeVisible();

  await page.goto(`/${listing.id}/shop`);
  await expect(page.getByText('Open now', { exact: true })).toBeVisible();
  // The week's hours, the range past midnight as the owner typed it.
  await expect(page.getByRole('row', { name: /^Sunday/ })).toHaveText('Sunday0:00–12:00, 12:00–0:00');
  await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${number}`);
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919812345678\?text=/,
  );
  await expect(page.getByRole('img', { name: `${listing.name}, photo 1` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shop-open-360.png'), fullPage: true });

  // Today becomes a holiday: the page says Closed, and when it opens again.
  await page.goto(`/dashboard/shops/${listing.id}/edit`);
  await page.getByLabel('Holiday date').fill(indianToday());
  await page.getByRole('button', { name: 'Add holiday' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your listing is saved.')).toBeVisible();

  await page.goto(`/${listing.id}/shop`);
  await expect(page.getByText(/^Closed, opens \w+ at 0:00$/)).toBeVisible();
  await expect(page.getByText('Open now', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('shop-closed-360.png'), fullPage: true });
});
