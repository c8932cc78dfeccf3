import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** The port of the first worker's server; the n-th worker's is this plus n (README: E2E_PORT). */
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8788);
const START_TIMEOUT_MS = 120_000;

export interface E2eServer {
  url: string;
  /** The server's data folder (scripts/e2e-server.mjs writes files there). */
  dataDir: string;
}

async function healthy(url: string, deadline: number, exited: () => boolean): Promise<void> {
  for (;;) {
    if (exited()) throw new Error(`the e2e server for ${url} exited while starting`);
    try {
      if ((await fetch(`${url}/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the e2e server for ${url} did not start in ${START_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Each worker starts the built product of its own (scripts/e2e-server.mjs) on a fresh SQLite
 * database, so that the workers run side by side without sharing a server's state. Every test's
 * pages, requests and contexts go to its worker's server through `baseURL`.
 */
export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const port = FIRST_PORT + workerInfo.parallelIndex;
      const server = {
        url: `http://127.0.0.1:${port}`,
        dataDir: fileURLToPath(new URL(`../test-results/e2e-data-${workerInfo.parallelIndex}`, import.meta.url)),
      };
      // Insight counters written every 200 ms, and X-Forwarded-For believed from the test itself, so that a
      // 'shopper' context on another network is counted apart from the owner (e2e/insights.spec.ts).
      const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
        cwd: new URL('..', import.meta.url),
        stdio: ['pipe', 'inherit', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          E2E_DATA_DIR: server.dataDir,
          E2E_STOP_WITH_PARENT: '1',
          LOG_LEVEL: 'warn',
          INSIGHTS_FLUSH_MS: '200',
          TRUST_PROXY: '127.0.0.1',
        },
      });
      let exited = false;
      child.once('exit', () => (exited = true));
      await healthy(server.url, Date.now() + START_TIMEOUT_MS, () => exited);
      await use(server);
      if (!exited) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
