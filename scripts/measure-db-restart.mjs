// Measures what callers see while PostgreSQL goes down and comes back (issue 9, decision 0023):
// starts a throw-away PostgreSQL cluster and the built server on it, sends list and detail
// requests every 10 ms, stops PostgreSQL for OUTAGE_MS (default 2000; "restart" for a
// `pg_ctl restart`), starts it again, and prints the answers by status and phase.
// Usage: npm run build && node scripts/measure-db-restart.mjs [OUTAGE_MS|restart]
import { execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const outage = process.argv[2] ?? '2000';
const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
if (!versions.length) throw new Error('No PostgreSQL binaries under /usr/lib/postgresql.');
const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
// initdb refuses root: run the cluster as the postgres user then.
const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
const run = (command, args) => {
  const [file, ...rest] = [...asOwner, command, ...args];
  execFileSync(file, rest, { stdio: 'ignore' });
};
// Asynchronous while requests are in flight, so that the load keeps going and its timings are true.
const runAsync = (command, args) => {
  const [file, ...rest] = [...asOwner, command, ...args];
  return promisify(execFile)(file, rest);
};
const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dir = mkdtempSync(path.join(tmpdir(), 'pg-restart-'));
if (asOwner.length)
  chownSync(
    dir,
    Number(execFileSync('id', ['-u', 'postgres']).toString()),
    Number(execFileSync('id', ['-g', 'postgres']).toString()),
  );
const pgPort = await freePort();
const apiPort = await freePort();
const data = path.join(dir, 'data');
const ctl = (...args) =>
  runAsync(`${bin}/pg_ctl`, [
    '-D',
    data,
    '-o',
    `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    ...args,
  ]);
run(`${bin}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres']);
await ctl('start');
run(`${bin}/createdb`, ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', 'app']);

const server = spawn(process.execPath, ['apps/api/dist/server.js', '--migrate', '--seed'], {
  env: {
    ...process.env,
    DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/app`,
    PORT: String(apiPort),
    LOG_LEVEL: 'error',
    DATA_DIR: path.join(dir, 'app'),
  },
  stdio: 'ignore',
});
let exited = null;
server.on('exit', (code) => (exited = code));
const base = `http://127.0.0.1:${apiPort}`;
try {
  for (let i = 0; ; i++) {
    if (i > 600) throw new Error('the server did not become ready');
    const ok = await fetch(`${base}/v1/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  const { items } = await (await fetch(`${base}/v1/claim-shops/filter?page=1`)).json();
  const urls = ['/v1/claim-shops/filter?page=1', ...items.slice(0, 5).map((shop) => `/v1/claim-shops/${shop.id}`)];
  const results = [];
  const t0 = Date.now();
  let stopAt = Infinity;
  let sent = 0;
  const timer = setInterval(() => {
    if (Date.now() > stopAt) return;
    const url = urls[sent++ % urls.length];
    const at = Date.now() - t0;
    fetch(base + url, { signal: AbortSignal.timeout(10_000) })
      .then(async (r) => results.push({ at, ms: Date.now() - t0 - at, status: String(r.status), body: await r.text() }))
      .catch((error) => results.push({ at, ms: Date.now() - t0 - at, status: `error ${error.message}` }));
  }, 10);
  await sleep(3000);
  const down = Date.now() - t0;
  if (outage === 'restart') await ctl('-m', 'fast', 'restart');
  else {
    await ctl('-m', 'fast', 'stop');
    await sleep(Number(outage));
    await ctl('start');
  }
  const up = Date.now() - t0;
  stopAt = Date.now() + 8000;
  await sleep(9000);
  clearInterval(timer);
  await sleep(500);

  const phase = (r) => (r.at < down ? 'before' : r.at <= up ? 'during' : 'after');
  const counts = {};
  for (const r of results) counts[`${phase(r)} ${r.status}`] = (counts[`${phase(r)} ${r.status}`] ?? 0) + 1;
  const failures = results.filter((r) => r.status !== '200');
  const failureMs = failures.map((r) => r.ms).sort((a, b) => a - b);
  const firstOk = results.filter((r) => r.status === '200' && r.at >= up).sort((a, b) => a.at - b.at)[0];
  console.log({
    outage: outage === 'restart' ? 'pg_ctl restart -m fast' : `stopped ${outage} ms`,
    postgresDownForMs: up - down,
    counts,
    failureMedianMs: failureMs[Math.floor(failureMs.length / 2)] ?? null,
    failureSlowestMs: failureMs.at(-1) ?? null,
    failureBodies: [...new Set(failures.map((r) => r.body ?? r.status))],
    firstOkAfterPostgresBackMs: firstOk ? firstOk.at - up : null,
    slowestAfterMs: Math.max(...results.filter((r) => phase(r) === 'after').map((r) => r.ms)),
    serverStillRunning: exited === null,
  });
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  await ctl('-m', 'fast', 'stop').catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
