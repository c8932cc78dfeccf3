import { approvePendingClaim, claimListing } from './claim-flow.helpers.ts';
import { expect, test, type Page } from './network.ts';

// Insights on a 360 px phone (issue 11): a shopper's visit shows on the owner's dashboard.
test.use({ viewport: { width: 360, height: 740 } });

const viewsTotal = async (page: Page) => Number(await page.locator('dd[data-metric="views"]').textContent());

test('the owner sees a shopper’s view and save counted on the insights screen, and asks for help', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const listing = await claimListing(page, request, 7);
  await approvePendingClaim(request, listing.id);

  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: listing.name }) });
  await card.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/shops/${listing.id}/insights$`));
  await expect(page.getByRole('heading', { name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Insights by day' }).getByRole('row')).toHaveCount(1 + 7 + 1);
  // Free plan: 7 days, the longer periods marked Premium.
  await expect(page.getByRole('radio', { name: /Last 30 days/ })).toBeDisabled();
  await expect(page.getByText(/See 30 and 90 days .* with Premium\./)).toBeVisible();
  const before = await viewsTotal(page);

  // A shopper on another network opens the shop page and saves the shop.
  const shopper = await browser.newContext({
    viewport: { width: 360, height: 740 },
    userAgent: testInfo.project.use.userAgent,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
  });
  const shopperPage = await shopper.newPage();
  await shopperPage.goto(`/${listing.id}/shop`);
  await expect(shopperPage.getByRole('heading', { name: listing.name })).toBeVisible();
  await shopperPage.getByRole('button', { name: 'Save' }).click();
  await shopper.close();

  await expect
    .poll(async () => {
      await page.reload();
      await expect(page.locator('dd[data-metric="views"]')).toBeVisible();
      return viewsTotal(page);
    })
    .toBe(before + 1);
  await expect(page.locator('dd[data-metric="saves"]')).toHaveText('1');
  const today = page.getByRole('table', { name: 'Insights by day' }).getByRole('row').nth(1);
  await expect(today.getByRole('cell').first()).toHaveText(String(before + 1));
  await page.screenshot({ path: testInfo.outputPath('insights-360.png'), fullPage: true });

  // 'Help' on the dashboard: the team's reply shows there (and goes by SMS).
  await page.goto('/dashboard');
  const help = page.getByRole('region', { name: 'Help' });
  await help.getByLabel('Your question').fill('How do shoppers find my shop?');
  await help.getByRole('button', { name: 'Send' }).click();
  await expect(help.getByText('Waiting for our reply')).toBeVisible();
  const inbox = (await (await request.get('/v1/admin/support')).json()) as { items: { id: string; message: string }[] };
  const question = inbox.items.find((item) => item.message === 'How do shoppers find my shop?')!;
  expect(
    (
      await request.post(`/v1/admin/support/${question.id}/reply`, { data: { reply: 'Through search and the map.' } })
    ).status(),
  ).toBe(204);
  await page.reload();
  await expect(help.getByText('Our reply: Through search and the map.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('help-360.png'), fullPage: true });
});
