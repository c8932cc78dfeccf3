import { defineConfig, devices } from '@playwright/test';

/** Chromium flags for this kind of machine: no sandbox as root, no calls to Google's hosts. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A fake rear camera (a moving test pattern) for the store-front photo step.
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/e2e',
  // Two workers side by side, each with a server and database of its own (e2e/server.ts); a spec file's
  // tests run in order in one worker.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e-report.json' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The service worker (issue 27) only where a spec asks for it (offline.spec.ts): elsewhere its
    // precache would load the app shell again for every test's fresh context, and it would stand
    // between page.route and the requests it handles.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'android-360',
      use: {
        ...devices['Galaxy S9+'],
        viewport: { width: 360, height: 740 },
        userAgent:
          'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
        browserName: 'chromium',
      },
    },
    {
      name: 'desktop',
      // Phone-only journeys run on the 360 px project alone,
      // so that CI's rule of no skipped browser test holds.
      testIgnore: [
        'admin-two-factor.spec.ts',
        'claim-duplicates.spec.ts',
        'claim-journey.spec.ts',
        'owner-dashboard.spec.ts',
        'owner-listing.spec.ts',
        'insights.spec.ts',
        'offers.spec.ts',
        'coins.spec.ts',
        'phone-360.spec.ts',
        'prices.spec.ts',
        'search.spec.ts',
        'slow-network-claim.spec.ts',
        'offline.spec.ts',
        'cheap-phones.spec.ts',
        'server-content.spec.ts',
      ],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
});
