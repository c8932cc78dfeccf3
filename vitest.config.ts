import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The one file that mocks a module (fastify) for itself: it keeps a module graph of its own. */
const MOCKING = 'apps/api/src/app.test.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    // API suites open real databases; a few files at a time keeps 2 cores responsive.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Node tests share each worker's modules instead of importing the app anew per file (decision 0097).
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: [MOCKING],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: [MOCKING, 'apps/web/src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
