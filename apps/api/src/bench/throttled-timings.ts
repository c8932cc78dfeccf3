import { BENCH_CHROMIUM_ARGS, benchChromium } from './chromium.ts';
import { lighthouseLines } from './lighthouse-scores.ts';

/**
 * Issue 27's timings, as its reviewer measured them: a 360 px phone on slow 3G (400 kbps each way,
 * 400 ms round trip) with the CPU slowed 4 times, a fresh visit each (no cache, no service worker).
 * - first content: the first contentful paint;
 * - shop page: the shop's name and its Call button shown, and still shown at the end (a name that
 *   is wiped and drawn again counts from its last drawing);
 * - landing page: the search box usable. Since decision 0084 the server draws it as a GET form to
 *   the app's search address (`/?q=…#shops`): typing and Enter lead to the results without any
 *   script, so the box counts from when that form is shown (the bar's figure). When the app's own
 *   box (React's node, its handlers on) takes its place is reported beside it, without a bar.
 * Bars: 1.5 s, 2.5 s, 3 s. Browser code is in strings: this file is compiled without the DOM's types.
 */

const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

/** Installed before any page script: watches the page and keeps when each condition last became true. */
const WATCH = `(() => {
  const since = {};
  const held = {};
  const reactOwned = (el) => !!el && Object.keys(el).some((k) => k.startsWith('__react'));
  const checks = {
    name: () => {
      const h1 = document.querySelector('h1');
      return !!h1 && h1.textContent.trim().length > 0;
    },
    shop: () => {
      const h1 = document.querySelector('h1');
      const call = document.querySelector('a[href^="tel:"]');
      return !!h1 && h1.textContent.trim().length > 0 && !!call && call.getClientRects().length > 0;
    },
    search: () => {
      const input = document.querySelector('#root input[type="search"], #root form input[type="text"]');
      return reactOwned(input) && !input.disabled && input.getClientRects().length > 0;
    },
    serverSearch: () => {
      const input = document.querySelector('#root form[method="get"][action] input[type="search"][name]');
      return !!input && !input.disabled && input.getClientRects().length > 0;
    },
  };
  const look = () => {
    for (const [name, check] of Object.entries(checks)) {
      const now = check();
      if (now && !held[name]) since[name] = performance.now();
      held[name] = now;
    }
  };
  window.__timings = { since, held };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('DOMContentLoaded', look);
})();`;

interface Seen {
  fcp: number | null;
  since: Record<string, number>;
  held: Record<string, boolean>;
}

const ms = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value));
/** Nothing is seen before the first paint: an element laid out while the style sheets still block counts from it. */
const seenAt = (seen: Seen, name: string) =>
  seen.held[name] && seen.since[name] !== undefined ? Math.max(seen.since[name], seen.fcp ?? 0) : null;
const verdict = (value: number | null, bar: number) => (value === null ? 'NOT SEEN' : value <= bar ? 'ok' : 'OVER');

/** The three pages' timings as bench lines; undefined without a browser. */
export async function measureThrottledTimings(
  port: number,
  pages: { shop: string; town?: string },
): Promise<string[] | undefined> {
  const executablePath = benchChromium();
  if (!executablePath) return undefined;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath,
    args: [...BENCH_CHROMIUM_ARGS],
  });
  const visit = async (path: string): Promise<Seen> => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(WATCH);
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
      await page.waitForTimeout(1_500);
      return (await page.evaluate(
        `({ fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null, since: window.__timings.since, held: window.__timings.held })`,
      )) as Seen;
    } finally {
      await context.close();
    }
  };
  const line = (what: string, value: number | null, bar: number) =>
    `web        ${what.padEnd(40)} ${String(value ?? '-').padStart(7)} ms  (slow 3G, CPU x4; bar ${bar} ms: ${verdict(value, bar)})`;
  try {
    const lines: string[] = [];
    const landing = await visit('/');
    lines.push(line('first content, landing page /', ms(landing.fcp), 1500));
    // The box a visitor can search with: the server's form, else (an older build) the app's.
    // The server's form counts while it is there, and after if the app's box took its place.
    const app = seenAt(landing, 'search');
    const formShown = landing.since.serverSearch;
    const server =
      formShown !== undefined && (landing.held.serverSearch || app !== null)
        ? Math.max(formShown, landing.fcp ?? 0)
        : null;
    const usable = server !== null && app !== null ? Math.min(server, app) : (server ?? app);
    lines.push(line('search usable, landing page /', ms(usable), 3000));
    if (app !== null)
      lines.push(`web        ${"app's own search box live, landing /".padEnd(40)} ${String(ms(app)).padStart(7)} ms`);
    const shop = await visit(pages.shop);
    lines.push(line('first content, shop page', ms(shop.fcp), 1500));
    if (shop.held.shop) lines.push(line('name and Call shown, shop page', ms(seenAt(shop, 'shop')), 2500));
    // A shop with no public phone has no Call button: its name alone.
    else lines.push(line('name shown (no Call button), shop page', ms(seenAt(shop, 'name')), 2500));
    if (pages.town) lines.push(line('first content, town page', ms((await visit(pages.town)).fcp), 1500));
    return lines;
  } finally {
    await browser.close();
  }
}

/** A listed shop's page (one with a phone, if any, so that its Call button shows) and its town page. */
export async function benchPages(port: number): Promise<{ shop: string; town?: string } | undefined> {
  const base = `http://127.0.0.1:${port}`;
  const list = (await (await fetch(`${base}/v1/claim-shops/filter?page=1`)).json()) as { items: Array<{ id: string }> };
  let id = list.items[0]?.id;
  for (const item of list.items) {
    const detail = (await (await fetch(`${base}/v1/claim-shops/${item.id}`)).json()) as {
      contact?: { phone?: string | null };
    };
    if (detail.contact?.phone) {
      id = item.id;
      break;
    }
  }
  if (!id) return undefined;
  const shop = `/${encodeURIComponent(id)}/shop`;
  const town = /href="(\/in\/[^"]+)"/.exec(await (await fetch(`${base}${shop}`)).text())?.[1];
  return { shop, ...(town ? { town } : {}) };
}

/**
 * The web figures of issue 27 on the server at `port`: the throttled timings, then Lighthouse's
 * mobile scores and installability (lighthouse-scores.ts) on the same pages; undefined without a browser.
 */
export async function benchTimingLines(
  port: number,
  given?: { shop: string; town?: string },
): Promise<string[] | undefined> {
  const pages = given ?? (await benchPages(port));
  if (!pages) return ['web        throttled timings not measured: no shop listed'];
  const timings = await measureThrottledTimings(port, pages);
  if (!timings) return undefined;
  const scores = await lighthouseLines(port, {
    'landing /': '/',
    'shop page': pages.shop,
    ...(pages.town ? { 'town page': pages.town } : {}),
  }).catch((error: unknown) => [`web        Lighthouse not measured: ${String(error)}`]);
  return [...timings, ...(scores ?? [])];
}

/**
 * `node apps/api/dist/bench-timings.js [port] [shop path] [town path]`: the timings and Lighthouse's
 * scores alone, against a running built server (the first listed shop and its town when no path is given).
 */
export async function main(argv: string[]): Promise<void> {
  const [port = '8080', shop, town] = argv;
  const lines = await benchTimingLines(Number(port), shop ? { shop, ...(town ? { town } : {}) } : undefined);
  console.log(lines ? lines.join('\n') : 'no browser: set CHROMIUM_PATH');
}
