import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './network.ts';

/** The account scripts/e2e-server.mjs made for this test, and the enrolment link admin:create printed for it. */
const EMAIL = 'two-factor@e2e.test';
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'e2e-reviewer-password';
const STEP_MS = 30_000;

test('a reviewer enrols two-factor through the link admin:create printed, then signs in with a code', async ({
  page,
  server,
}) => {
  const link = new URL(readFileSync(path.join(server.dataDir, 'two-factor-enrolment-link.txt'), 'utf8').trim());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByText(`Account: ${EMAIL}`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the two-factor secret' })).toBeVisible();
  // An app that cannot scan takes the secret as text: the test is that app, with the same library as the server.
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const enrolledAt = Date.now();
  await page.getByLabel('Two-factor code').fill(totp.generate({ timestamp: enrolledAt }));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password alone does not sign in: the code is asked for.
  await expect(page.getByLabel('Two-factor code')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
  // The code used to enrol is used up (a code works once): a wrong one is refused...
  await page.getByLabel('Two-factor code').fill(totp.generate({ timestamp: enrolledAt }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is not correct.');
  // ...and the next step's code (accepted a step early, for clocks that drift) signs in without waiting.
  const nextStep = (Math.floor(enrolledAt / STEP_MS) + 1) * STEP_MS;
  await page.getByLabel('Two-factor code').fill(totp.generate({ timestamp: nextStep }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
