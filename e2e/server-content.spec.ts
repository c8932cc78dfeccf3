import type { Page as ListPage, ShopListItem } from '@local-shops/shared';
import { expect, test, type Page } from './network.ts';

// Issue 27 (decision 0084) at 360 px: the landing and shop pages come drawn by the server, and the
// app takes over without ever blanking them to a 'Loading…' state, then works as the app.

/**
 * Installed before any page script: whether an h1 was ever on screen, whether it went away after
 * that, and whether a loading state (the frame's 'Loading…', the screen's spinner) was ever shown.
 */
function watchForBlanking() {
  const seen = { serverH1: false, h1: false, lostH1: false, loading: false };
  Object.assign(window, { __seen: seen });
  const shown = (el: Element) => el.getClientRects().length > 0;
  const look = () => {
    const h1 = Array.from(document.querySelectorAll('h1')).find((el) => shown(el) && el.textContent?.trim());
    if (h1) {
      seen.h1 = true;
      if (h1.closest('[data-server-page]')) seen.serverH1 = true;
    } else if (seen.h1) seen.lostH1 = true;
    if (
      Array.from(document.querySelectorAll('.screen-loading, .full-screen-loading, .page--center > .spinner')).some(
        shown,
      )
    )
      seen.loading = true;
  };
  new MutationObserver(look).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Record<string, boolean> }).__seen);

/** Holds the requests matching `pattern` until `release` is called: the app's part arrives late. */
async function holdBack(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(watchForBlanking);
});

test("a shop page shows the server's name and buttons until the app's own are ready, never a blank", async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/v1/claim-shops/filter?page=1')).json()) as ListPage<ShopListItem>;
  const shop = list.items[0]!;
  // The shop's detail answers late: the app's screen is loaded, hidden, and waits for it.
  const release = await holdBack(page, new RegExp(`/v1/claim-shops/${shop.id}$`));
  await page.goto(`/${shop.id}/shop`);
  const heading = page.getByRole('heading', { level: 1, name: shop.name });
  await expect(heading).toBeVisible();
  await expect(page.locator('[data-server-page]')).toBeVisible();
  await expect(page.getByRole('link', { name: `Directions to ${shop.name} (opens your map app)` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('shop-server-content-360.png') });
  // The app's own code is here (its hidden container), and the server's content is still shown.
  await expect(page.locator('.app-root')).toBeAttached();
  await page.waitForTimeout(500);
  await expect(page.locator('[data-server-page]')).toBeVisible();

  release();
  await expect(page.locator('[data-server-page]')).toHaveCount(0);
  await expect(heading).toBeVisible();
  await expect(page.locator('.app-root')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('shop-app-360.png') });
  expect(await seen(page)).toEqual({ serverH1: true, h1: true, lostH1: false, loading: false });

  // The app's own controls work: its menu opens and closes.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
});

test("the landing page's search box works before the app, and what is typed in it carries into the app's", async ({
  page,
}) => {
  // The landing screen's code arrives late: the visitor starts typing in the server's box.
  const release = await holdBack(page, /\/static\/js\/landing-route-[^/]+\.js$/);
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Let shoppers near you find your shop' });
  await expect(heading).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Find a shop near you' });
  await box.fill('sweet');
  await expect(page.locator('[data-server-page]')).toBeVisible();

  release();
  await expect(page.locator('[data-server-page]')).toHaveCount(0);
  await expect(heading).toBeVisible();
  // The app's own box has the text and the focus: Find goes on to the results, in the app.
  await expect(box).toHaveValue('sweet');
  await expect(box).toBeFocused();
  expect(await seen(page)).toEqual({ serverH1: true, h1: true, lostH1: false, loading: false });
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=sweet\b/);
  await expect(page.locator('.shops-list__result')).toBeVisible();
  await expect(page.locator('.shops-row').first()).toBeVisible();
});

test("without the app's code at all, the landing page's search leads to the results", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Find a shop near you' }).fill('sweet');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/\?q=sweet#shops$/);
  // The same address the app's own box writes: opened with the app, it lists the results.
  await expect(page.getByRole('searchbox', { name: 'Find a shop near you' })).toHaveValue('sweet');
  await context.close();
});
