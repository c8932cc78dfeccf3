/// <reference lib="webworker" />
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

/**
 * The service worker (issue 27, decision 0080), built by vite-plugin-pwa (injectManifest):
 * - the app shell (index.html, the scripts and styles, the icons, the offline page) precached;
 * - pages and public API answers network-first, kept once visited, so that a shop page seen once
 *   opens offline, and the saved shops with it;
 * - nothing personal kept: an answer marked `private` or `no-store` (sessions, owners, the
 *   console, decision 0071) goes past every cache, and only GETs are routed (never a POST);
 * - a new version takes over at once (skipWaiting + clientsClaim) and drops the old precache; the
 *   page reloads when it does (lib/service-worker.ts), so no old script runs beside new files.
 */
declare const self: ServiceWorkerGlobalScope;

const OFFLINE_PAGE = '/offline.html';
const SHELL = '/index.html';
const PAGES = 'pages';
const API = 'api';
/** On a slow line a kept copy shows after this long; the fresh one still replaces it in the cache. */
const NETWORK_TIMEOUT_S = 4;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Only a full, public answer is kept: never one person's, never a refusal. */
const publicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type === 'opaque') return null;
    const cacheControl = response.headers.get('cache-control') ?? '';
    return /\b(private|no-store)\b/i.test(cacheControl) || response.headers.has('set-cookie') ? null : response;
  },
};

const API_PREFIX = '/v1/';
const isShopPage = (url: URL) => /^\/[^/]+\/shop\/?$/.test(url.pathname);

// Pages as the server sends them (a shop page or a town page filled in): kept once visited.
const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 })],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith(API_PREFIX), pages);

/** The public reads a shopper's pages make; the owner's, the console's and the session's go straight to the network. */
const PUBLIC_READS = /^\/v1\/(claim-shops|categories|sub-categories|reference|site-config|places)(\/|$)/;

// Public reads of the API (a shop, its reviews, the saved shops, lists): kept once read.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && PUBLIC_READS.test(url.pathname),
  new NetworkFirst({
    cacheName: API,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// The build's other scripts, styles and fonts (hashed names, never changed): kept when first used.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/js/'),
  new CacheFirst({ cacheName: 'chunks', plugins: [new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })] }),
);

// Store-front photos and the site's pictures: shown at once from the cache, refreshed behind.
registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'images',
    plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

/** The newest kept answer of an API path whatever its query: the saved shops as last seen. */
async function lastAnswerOf(pathname: string): Promise<Response | undefined> {
  const cache = await caches.open(API);
  const kept = await cache.keys();
  for (const request of [...kept].reverse())
    if (new URL(request.url).pathname === pathname) return cache.match(request);
  return undefined;
}

// Offline with nothing kept: a page the app can draw from kept answers gets the app shell; any
// other page the offline page; the saved shops their last list.
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate') {
    const keptShop = isShopPage(url) && (await caches.match(`/v1/claim-shops/${url.pathname.split('/')[1]}`));
    const drawn = keptShop || url.pathname === '/saved';
    return ((drawn && (await matchPrecache(SHELL))) || (await matchPrecache(OFFLINE_PAGE))) ?? Response.error();
  }
  if (url.pathname === '/v1/claim-shops/by-ids') return (await lastAnswerOf(url.pathname)) ?? Response.error();
  return Response.error();
});

// Workbox's own caches aside, none of the old names stay.
self.addEventListener('activate', (event) => {
  const keep = new Set([PAGES, API, 'chunks', 'images', cacheNames.precache, cacheNames.runtime]);
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => !keep.has(name)).map((n) => caches.delete(n)))),
  );
});
