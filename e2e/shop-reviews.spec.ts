import type { Page as ShopPage, ShopListItem } from '@local-shops/shared';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { freshNumber, otpFromOutbox, signInToConsole } from './claim-flow.helpers.ts';

// A shopper rates a shop (issue 12): OTP sign-in from 'Write a review', then the review shows with the rating.
test('a shopper signs in by OTP, posts a review with a photo, and it shows with the rating', async ({ page, request }, testInfo) => {
  // Each project its own listing, so that the two runs do not meet.
  const list = (await (await request.get(`/v1/claim-shops/filter?claimed=false&page=${testInfo.project.name === 'desktop' ? 4 : 3}`)).json()) as ShopPage<ShopListItem>;
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
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
  await form.getByLabel('Photos (optional, up to 3)').setInputFiles({ name: 'shelf.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('review-form.png') });
  await form.getByRole('button', { name: 'Post review' }).click();

  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('link', { name: '4.0 out of 5 (1 review)' })).toBeVisible();
  const review = reviews.getByRole('listitem').filter({ hasText: 'Fresh stock and a helpful owner.' });
  await expect(review.getByText(`Shopper ••••${number.slice(-4)}`)).toBeVisible();
  const shown = review.getByRole('img', { name: `Photo 1 from Shopper ••••${number.slice(-4)}` });
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
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
