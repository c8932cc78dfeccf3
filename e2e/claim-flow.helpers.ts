import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** A fresh Indian mobile number per call, so rate limits of earlier tests do not interfere. */
export function freshNumber(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** Reads the newest OTP sent to +91{number} from the dev outbox. */
export async function otpFromOutbox(request: APIRequestContext, number: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get(`/v1/dev/outbox?to=${encodeURIComponent(`+91${number}`)}`)).json()) as { items: Array<{ body: string }> };
      code = outbox.items[0] ? /\b(\d{6})\b/.exec(outbox.items[0].body)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Sends and verifies the OTP in the open KYC dialog. */
export async function verifyInDialog(page: Page, request: APIRequestContext, number: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'KYC Verification' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  const code = await otpFromOutbox(request, number);
  await dialog.getByLabel('OTP', { exact: true }).fill(code);
  await dialog.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(dialog).toBeHidden();
}

/** Android: takes the photo with the live rear camera (Chromium's fake device) once it shows frames. */
export async function takeCameraPicture(page: Page): Promise<void> {
  // Under load the stream can start after the button shows; a click before the first frame takes nothing.
  await expect.poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Take a picture' }).click();
}
