import { LABELS, type Category, type ShopListItem, type Page as ShopPage } from '@local-shops/shared';
import {
  BENGALURU,
  E2E_ADMIN,
  fillDetails,
  fillListedShopClaim,
  freshNumber,
  saveStoreFront,
  signInToConsole,
  verifyInDialog,
} from './claim-flow.helpers.ts';
import { expect, test, type APIRequestContext, type Page } from './network.ts';

// Decision 0077: "Is this your shop?" in the registration form, and the console's duplicate flags,
// checklist and "Approve as the listed shop", at 360 px.
test.use({ geolocation: BENGALURU, permissions: ['geolocation', 'camera'] });

/** An unclaimed shop of the directory near Bengaluru's centre (the seed's), with a position; the phone goes there. */
async function unclaimedShopNearby(page: Page, request: APIRequestContext, skip = 0): Promise<ShopListItem> {
  const near = `${BENGALURU.latitude},${BENGALURU.longitude}`;
  const list = (await (
    await request.get(`/v1/claim-shops/filter?claimed=false&near=${near}&sort=distance`)
  ).json()) as ShopPage<ShopListItem>;
  const shop = list.items.filter((item) => item.lat !== null && item.long !== null)[skip]!;
  await page.context().setGeolocation({ latitude: shop.lat!, longitude: shop.long! });
  return shop;
}

/** Types the name into the registration form and lets the phone's position fill the place. */
async function startRegistering(page: Page, name: string) {
  await page.goto('/add-shop');
  await page.getByLabel('Shop name').fill(name);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByLabel('Pin code')).toHaveValue('560001');
}

test('registering a shop that is already listed offers it, and claiming it from there works', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const listed = await unclaimedShopNearby(page, request);
  const listedId = listed.id;
  const listedName = listed.name;

  // The owner types the name of a shop that is already listed, standing in front of it.
  await startRegistering(page, listedName.toLowerCase());
  const offer = page.getByRole('region', { name: 'Is this your shop?' });
  await expect(offer).toBeVisible();
  const item = offer.getByRole('listitem').filter({ has: page.locator(`a[href="/${listedId}/shop"]`) });
  await expect(item).toContainText(listedName);
  await expect(item).toContainText(/\d+ m away/);
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('is-this-your-shop-360.png') });

  await item.getByRole('link', { name: 'This is my shop: claim it' }).click();
  await expect(page).toHaveURL(new RegExp(`/${listedId}/shop$`));
  const number = freshNumber();
  await page.getByRole('button', { name: LABELS.claimMyShop }).click();
  const dialog = page.getByRole('dialog', { name: 'KYC Verification' });
  await dialog.getByLabel(/address/i).fill('3 Commercial Street');
  await dialog.getByLabel('Enter Mobile number').fill(number);
  await verifyInDialog(page, request, number);
  await fillListedShopClaim(page);
  await expect(page.getByLabel('Shop name')).toHaveValue(listedName);
  // Claiming the listed shop itself: the form does not offer it again.
  await expect(page.getByRole('region', { name: 'Is this your shop?' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await saveStoreFront(page, test.info().project.name);

  expect((await request.post('/v1/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const claims = (await (await request.get('/v1/admin/claims?status=pending_review&sort=newest')).json()) as {
    items: Array<{ shopId: string; kind: string; mobileNumber: string }>;
  };
  expect(claims.items.find((claim) => claim.mobileNumber === `+91${number}`)).toMatchObject({
    shopId: listedId,
    kind: 'existing_listing',
  });
});

test('a reviewer sees the flags of a duplicate and approves it as the listed shop, with the checklist', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Another unclaimed shop than the first test's, which left a claim waiting on its shop.
  const listed = await unclaimedShopNearby(page, request, 1);
  const listedId = listed.id;
  const listedName = listed.name;
  const categories = ((await (await request.get('/v1/categories/filter')).json()) as { items: Category[] }).items;

  // The owner ignores the offer and registers the shop again.
  const number = freshNumber();
  const duplicateName = `${listedName} ${number.slice(-3)}`;
  await page.goto('/add-shop');
  await fillDetails(page, categories, number, duplicateName);
  const offer = page.getByRole('region', { name: 'Is this your shop?' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'None of these is my shop' }).click();
  await expect(offer).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await verifyInDialog(page, request, number);
  await saveStoreFront(page, test.info().project.name);

  await signInToConsole(page);
  const row = page.getByRole('row').filter({ hasText: duplicateName });
  await page.getByLabel('Flag').selectOption('name');
  await expect(row).toContainText('Similar name');
  await page.screenshot({ path: test.info().outputPath('queue-flag-filter-360.png'), fullPage: true });
  await row.getByRole('link', { name: duplicateName }).click();

  const flags = page.getByRole('region', { name: 'Possible duplicate' });
  await expect(flags).toContainText('Similar name');
  await expect(flags.locator(`a[href="/${listedId}/shop"]`)).toHaveText(listedName);
  await flags.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('claim-flags-360.png') });

  const asListed = page.getByRole('button', { name: `Approve as the listed shop “${listedName}”` }).first();
  await expect(asListed).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  for (const check of [/name board/, /taken at the shop/, /name on the cheque/])
    await page.getByRole('checkbox', { name: check }).check();
  await asListed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('checklist-ticked-360.png') });
  await asListed.click();
  await expect(flags.getByText('Approved as the listed shop')).toBeVisible();
  await expect(page.getByText(/claim\.approve_as_listed/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('approved-as-listed-360.png'), fullPage: true });

  // No second shop: the new one is in no search; the claim went to a listed shop of that name.
  const found = (await (
    await request.get(`/v1/claim-shops/filter?name=${encodeURIComponent(duplicateName)}`)
  ).json()) as ShopPage<ShopListItem>;
  expect(found.items).toEqual([]);
  await expect(flags.getByRole('link', { name: listedName }).first()).toBeVisible();
});
