// `npm test`: typecheck, lint, unit and API tests (SQLite, and PostgreSQL when reachable),
// build, then the browser tests against the built product. Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, HOW_TO } from './ensure-browser.mjs';

const results = 'test-results';
rmSync(`${results}/unit-report.json`, { force: true });
rmSync(`${results}/e2e-report.json`, { force: true });
mkdirSync(results, { recursive: true });

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) {
    console.error(`\n${title} failed.`);
    summary();
    process.exit(run.status ?? 1);
  }
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

function summary() {
  const unit = counts(`${results}/unit-report.json`, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  }));
  const e2e = counts(`${results}/e2e-report.json`, (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected + r.stats.flaky,
    skipped: r.stats.skipped,
  }));
  const passed = unit.passed + e2e.passed;
  const failed = unit.failed + e2e.failed;
  const skipped = unit.skipped + e2e.skipped;
  console.log(
    `\nunit+api: ${unit.passed} passed, ${unit.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
  );
  console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

/**
 * Checks that only read the sources, run side by side (69 s instead of 94 one after another on two
 * slow cores, decision 0097's machine); each one's output is printed whole, in this order.
 */
async function checks(list) {
  const runs = list.map(
    ([title, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (status) => resolve({ title, status, output }));
      }),
  );
  let failed;
  for (const run of runs) {
    const { title, status, output } = await run;
    console.log(`\n=== ${title} ===`);
    if (output) process.stdout.write(output);
    if (status !== 0 && !failed) failed = { title, status };
  }
  if (failed) {
    console.error(`\n${failed.title} failed.`);
    summary();
    process.exit(failed.status ?? 1);
  }
}

const npx = 'npx';
await checks([
  ['lint', npx, ['eslint', '.', '--max-warnings=0']],
  ['typecheck', npx, ['tsc', '-b']],
  ['format', npx, ['prettier', '--check', '.', '--log-level', 'warn']],
  ['style lint', npx, ['stylelint', 'apps/web/src/**/*.css', '--max-warnings=0']],
]);
step('unit and API tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/unit-report.json`,
]);
step('build', 'npm', ['run', 'build', '--silent']);

const chromium = findChromium();
if (!chromium) {
  console.error(HOW_TO);
  summary();
  process.exit(1);
}
step('browser tests', npx, ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium });
summary();

const e2e = counts(`${results}/e2e-report.json`, (r) => ({ passed: r.stats.expected, skipped: r.stats.skipped }));
if (process.env.CI && (e2e.passed === 0 || e2e.skipped > 0)) {
  console.error('CI requires the browser tests to run: none may be skipped.');
  process.exit(1);
}
