import { existsSync } from 'node:fs';

/** Chromium flags of the bench's browser checks: no sandbox as root, no calls to Google's hosts (as e2e's). */
export const BENCH_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** The browser the bench drives (CHROMIUM_PATH, Debian's by default); undefined when it is not installed. */
export function benchChromium(): string | undefined {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(executablePath) ? executablePath : undefined;
}
