// Starts the built server for the browser tests on a fresh database of its own.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// A review-console account for the browser tests (e2e/review.spec.ts signs in with it).
const admin = spawnSync(
  process.execPath,
  ['apps/api/dist/admin-create.js', '--email', process.env.E2E_ADMIN_EMAIL ?? 'reviewer@e2e.test'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-reviewer-password',
    },
  },
);
if (admin.status !== 0) process.exit(admin.status ?? 1);
// A second account that enrols two-factor in e2e/admin-two-factor.spec.ts: admin:create prints its
// one-time enrolment link, kept in the data folder for the spec (the first account stays password-only).
const enrolling = spawnSync(process.execPath, ['apps/api/dist/admin-create.js', '--email', 'two-factor@e2e.test'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-reviewer-password',
  },
});
if (enrolling.status !== 0) process.exit(enrolling.status ?? 1);
const enrolmentLink = /https?:\/\/\S+\/admin\/enroll\?token=\S+/.exec(enrolling.stdout)?.[0];
if (!enrolmentLink) throw new Error(`admin:create printed no enrolment link:\n${enrolling.stdout}`);
writeFileSync(path.join(dataDir, 'two-factor-enrolment-link.txt'), enrolmentLink);
// The Node flags of npm start (package.json, decision 0049): the browser tests run within the product's heap.
const child = spawn(
  process.execPath,
  ['--max-semi-space-size=2', '--max-old-space-size=128', 'apps/api/dist/server.js', '--migrate', '--seed'],
  {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2', DATA_DIR: dataDir, DATABASE_URL: '' },
  },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
// Started by a Playwright worker (e2e/server.ts): the server goes when the worker goes, even a crashed one,
// so that the next worker can take its port.
if (process.env.E2E_STOP_WITH_PARENT) process.stdin.on('close', () => child.kill('SIGTERM')).resume();
child.on('exit', (code) => process.exit(code ?? 0));
