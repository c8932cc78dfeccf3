import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

/** Starts the built server (or another built entry of the bench, `script`) and waits until /v1/health answers. */
export function startServer(
  repoRoot: string,
  env: Record<string, string>,
  port: number,
  script = 'apps/api/dist/server.js',
): Promise<ChildProcess> {
  // The same Node flags and malloc arenas as npm start (package.json, decisions 0004, 0049 and 0054), so the memory figure is the product's.
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=2', '--max-old-space-size=128', path.join(repoRoot, script)],
    {
      // Production mode, with the dev SMS outbox allowed: the bench sends no SMS.
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '2',
        ...env,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ALLOW_DEV_PROVIDERS: 'true',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        OTP_SECRET: 'bench-only-secret-0123456789abcdefghijkl',
        ADMIN_LINK_SECRET: 'bench-only-link-secret-0123456789abcdefgh',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) return reject(new Error('server did not start'));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

export const peakRssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

/** A browser's user agent, so that the events endpoint counts the bench's requests (bots are not counted). */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** GETs of `paths`, or POSTs of `body` (JSON) to them. */
export async function measure(
  port: number,
  paths: string[],
  duration = DURATION,
  body?: unknown,
  connections = CONNECTIONS,
) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    headers: { 'user-agent': PHONE_UA },
    requests: paths.map((p) =>
      body === undefined
        ? { method: 'GET', path: p }
        : { method: 'POST', path: p, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    ),
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}
