import sharp from 'sharp';
import type { ShopListItem, Page as ShopPage } from '@local-shops/shared';
import {
  approvePendingClaim,
  claimListing,
  freshNumber,
  otpFromOutbox,
  signInToConsole,
} from './claim-flow.helpers.ts';
import { expect, test } from './network.ts';

// A shopper rates a shop (issue 12): OTP sign-in from 'Write a review', then the review shows with the rating.
test('a shopper signs in by OTP, posts a review with two photos as multipart, and it shows with the rating', async ({
  page,
  request,
}, testInfo) => {
  // Each project its own listing, so that the two runs do not meet.
  const list = (await (
    await request.get(`/v1/claim-shops/filter?claimed=false&page=${testInfo.project.name === 'desktop' ? 4 : 3}`)
  ).json()) as ShopPage<ShopListItem>;
  const listing = list.items[0]!;
  const number = freshNumber();

  await page.goto(`/${listing.id}/shop`);
  await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'No reviews yet' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Ratings & reviews' });
  await expect(reviews.getByText('No reviews yet. Be the first to review this shop.')).toBeVisible();

  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const signIn = page.getByRole('dialog', { name: 'Verify your number to review' });
  await signIn.getByLabel('Enter Mobile number').fill(number);
  await signIn.getByRole('button', { name: 'Send OTP' }).click();
  await signIn.getByLabel('OTP', { exact: true }).fill(await otpFromOutbox(request, number));
  await signIn.getByRole('button', { name: 'Verify OTP' }).click();

  const form = page.getByRole('dialog', { name: 'Rate this shop' });
  await expect(form).toBeVisible();
  // No rating yet: the form says so and posts nothing.
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review (optional)').fill('Fresh stock and a helpful owner. Open late on Sundays too.');
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  const counter = await sharp({ create: { width: 700, height: 900, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();
  await form.getByLabel('Photos (optional, up to 3)').setInputFiles([
    { name: 'shelf.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'counter.png', mimeType: 'image/png', buffer: counter },
  ]);
  await expect(form.getByRole('button', { name: 'Remove photo 2' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('review-form.png') });
  // The photos travel as files in a multipart/form-data body (decision 0054), not as data URLs in JSON.
  const posted = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/v1/claim-shops/${listing.id}/reviews`),
  );
  await form.getByRole('button', { name: 'Post review' }).click();
  const sent = await posted;
  expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('link', { name: '4.0 out of 5 (1 review)' })).toBeVisible();
  const review = reviews.getByRole('listitem').filter({ hasText: 'Fresh stock and a helpful owner.' });
  await expect(review.getByText(`Shopper ••••${number.slice(-4)}`)).toBeVisible();
  const shown = review.getByRole('img', { name: `Photo 1 from Shopper ••••${number.slice(-4)}` });
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const second = review.getByRole('img', { name: `Photo 2 from Shopper ••••${number.slice(-4)}` });
  await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(reviews.getByText('1 review', { exact: true })).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('shop-reviews.png'), fullPage: true });

  // Reported, it waits in the console's queue, where a moderator removes it with a reason.
  await review.getByRole('button', { name: 'Report' }).click();
  await expect(review.getByRole('button', { name: 'Reported' })).toBeDisabled();
  await signInToConsole(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reviews' }).click();
  const queued = page.getByRole('listitem').filter({ hasText: 'Fresh stock and a helpful owner.' });
  await expect(queued.getByText('Reported')).toBeVisible();
  await expect(queued.getByRole('link', { name: listing.name })).toBeVisible();
  await queued.getByLabel('Reason (required to remove)').fill('Duplicate of another review');
  await page.screenshot({ path: testInfo.outputPath('console-reviews.png'), fullPage: true });
  await queued.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Review removed.')).toBeVisible();
  await expect(queued).toHaveCount(0);

  await page.goto(`/${listing.id}/shop`);
  await expect(page.getByRole('link', { name: 'No reviews yet' })).toBeVisible();
  await expect(page.getByText('No reviews yet. Be the first to review this shop.')).toBeVisible();
});

test("the shop's approved owner replies from the dashboard and the reply shows under the review", async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  // The owner claims a listing from its page (that proves their number on this device); the team approves it.
  const listing = await claimListing(page, request, testInfo.project.name === 'desktop' ? 8 : 7);
  await approvePendingClaim(request, listing.id);

  // A shopper on another device reviews the shop through the API.
  const shopper = await playwright.request.newContext({ baseURL });
  const number = freshNumber();
  expect((await shopper.post('/v1/otp/verification', { data: { mobileNumber: `+91${number}` } })).ok()).toBe(true);
  const otp = await otpFromOutbox(shopper, number);
  expect((await shopper.patch('/v1/otp/verify-otp', { data: { otp, mobileNumber: `+91${number}` } })).ok()).toBe(true);
  expect(
    (
      await shopper.post(`/v1/claim-shops/${listing.id}/reviews`, {
        data: { rating: 3, text: 'Good range, but the billing queue is slow.' },
      })
    ).status(),
  ).toBe(201);
  await shopper.dispose();

  // On their own shop's page the owner is pointed to the dashboard instead of 'Write a review'.
  await page.goto(`/${listing.id}/shop`);
  const reviews = page.getByRole('region', { name: 'Ratings & reviews' });
  await expect(reviews.getByText('Good range, but the billing queue is slow.')).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  await reviews.getByRole('link', { name: 'This is your shop: reply to its reviews from your dashboard.' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
  await card.getByRole('button', { name: 'Reviews' }).click();
  await expect(card.getByText('Good range, but the billing queue is slow.')).toBeVisible();
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  await card.getByLabel('Your reply').fill('Thank you! A second counter opens from Monday.');
  await page.screenshot({ path: testInfo.outputPath('dashboard-reply.png'), fullPage: true });
  await card.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Your reply is posted under the review.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit reply' })).toBeVisible();

  await page.goto(`/${listing.id}/shop`);
  const review = reviews.getByRole('listitem').filter({ hasText: 'Good range, but the billing queue is slow.' });
  await expect(review.getByText('Reply from the owner')).toBeVisible();
  await expect(review.getByText('Thank you! A second counter opens from Monday.')).toBeVisible();
  await expect(page.getByRole('link', { name: '3.0 out of 5 (1 review)' })).toBeVisible();
});
