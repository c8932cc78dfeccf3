import { ENQUIRY_LABELS, LABELS, MESSAGES } from '@local-shops/shared';
import { freshNumber, signInToConsole } from './claim-flow.helpers.ts';
import { expect, test, type Page } from './network.ts';

async function submitEnquiry(page: Page, shopName: string, number: string) {
  await page.goto('/registration-enquiry');
  await expect(page.getByRole('heading', { name: LABELS.enquiryTitle })).toBeVisible();
  await page.getByLabel(ENQUIRY_LABELS.shopName).fill(shopName);
  await page.getByLabel(ENQUIRY_LABELS.ownersName).fill('Meena Iyer');
  await page.getByLabel(ENQUIRY_LABELS.contactNumber).fill(number);
  await page.getByRole('button', { name: LABELS.submit }).click();
}

test('a prospective owner asks for a call back, and the team sees it in the inbox', async ({ page, browser }) => {
  const number = freshNumber();
  const shopName = `Enquiry Beauty ${number}`;

  // From the landing page's banner, as an owner would come.
  await page.goto('/');
  await page.getByRole('button', { name: LABELS.getACallBack }).click();
  await expect(page).toHaveURL(/\/registration-enquiry$/);
  await submitEnquiry(page, shopName, number);
  await expect(page).toHaveURL(/\/successful-thank-you$/);
  await expect(page.getByText(MESSAGES.enquirySubmitted)).toBeVisible();

  // A fresh browser knows nothing of it; the server still refuses the same number.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await submitEnquiry(other, 'Another name', number);
  await expect(other.getByText(MESSAGES.enquiryDuplicate).first()).toBeVisible();
  await expect(other).toHaveURL(/\/registration-enquiry$/);
  await fresh.close();

  await signInToConsole(page);
  await page.getByRole('link', { name: 'Enquiries' }).click();
  const row = page.getByRole('row').filter({ hasText: shopName });
  await expect(row).toContainText(`+91${number}`);
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: 'Mark called back' }).click();
  await expect(row).toContainText('Called back');
});
