import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { syncTaxonomy } from '../features/reference/reference.repository.ts';
import { INDIA_STATES } from '../features/reference/reference.routes.ts';
import { seededRandom } from '../features/seed/random.ts';
import { demoTowns, generateShop } from '../features/seed/shop-generator.ts';
import { encodeCursor } from '../features/shops/cursor.ts';
import { insertShops } from '../features/shops/shops.writer.ts';

/**
 * npm run bench: builds a directory of BENCH_SHOPS shops (default 1,000,000) on SQLite, and on
 * PostgreSQL when DATABASE_URL is set, starts the real server on it and measures each public
 * read with autocannon. Prints req/s and p99 per call, against DESIGN.md's bars.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOPS = Number(process.env.BENCH_SHOPS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const benchDir = path.join(repoRoot, '.bench');

async function fill(db: Db) {
  const existing = await db.kysely.selectFrom('shops').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) === SHOPS) {
    console.log(`  reusing ${SHOPS} shops`);
    if (db.dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
    return;
  }
  if (Number(existing.n) > 0) throw new Error(`the bench database holds ${existing.n} shops, not ${SHOPS}: delete it first`);
  const random = seededRandom(42);
  const towns = demoTowns(INDIA_STATES, 1000);
  const now = new Date().toISOString();
  const started = Date.now();
  const chunk = 20_000;
  for (let done = 0; done < SHOPS; done += chunk) {
    const shops = Array.from({ length: Math.min(chunk, SHOPS - done) }, () => generateShop(random, random.pick(towns), now));
    await db.kysely.transaction().execute((trx) => insertShops(trx, db.dialect, shops));
    process.stdout.write(`\r  generated ${done + shops.length} / ${SHOPS} shops`);
  }
  // A freshly loaded PostgreSQL table needs its visibility map before index-only scans work,
  // as autovacuum would do on a live database.
  await (db.dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db.kysely);
  console.log(` in ${Math.round((Date.now() - started) / 1000)} s`);
}

interface Target {
  name: string;
  env: Record<string, string>;
  db: Db;
}

async function sqliteTarget(): Promise<Target> {
  mkdirSync(benchDir, { recursive: true });
  const file = `bench-${SHOPS}.db`;
  const db = openDatabase({ sqlitePath: path.join(benchDir, file) });
  return { name: 'SQLite', db, env: { DATA_DIR: benchDir, SQLITE_FILE: file, DATABASE_URL: '' } };
}

async function postgresTarget(url: string): Promise<Target> {
  const schema = `bench_${SHOPS}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create extension if not exists pg_trgm');
  await client.query(`create schema if not exists ${schema}`);
  await client.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  const db = openDatabase({ databaseUrl: scoped.toString(), sqlitePath: '' });
  return { name: 'PostgreSQL', db, env: { DATABASE_URL: scoped.toString() } };
}

function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // The same Node flags as npm start (package.json), so the memory figure is the product's.
  const child = spawn(process.execPath, ['--max-semi-space-size=2', path.join(repoRoot, 'apps/api/dist/server.js')], {
    // Production mode, with the dev SMS outbox allowed: the bench sends no SMS.
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', ALLOW_DEV_PROVIDERS: 'true', ALLOW_SANDBOX_PAYMENTS: 'true', OTP_SECRET: 'bench-only-secret-0123456789abcdefghijkl', ADMIN_LINK_SECRET: 'bench-only-link-secret-0123456789abcdefgh' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
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

const peakRssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

async function measure(port: number, paths: string[], duration = DURATION) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function scenarios(db: Db) {
  const ids = (await db.kysely.selectFrom('shops').select('id').where('lat', 'is not', null).orderBy('seq').limit(200).execute()).map((r) => r.id);
  const atPage5000 = await db.kysely.selectFrom('shops').select(['name_key', 'id']).orderBy('name_key').orderBy('id').offset(4999 * 20 - 1).limit(1).executeTakeFirst();
  const cursor = atPage5000 ? encodeCursor({ kind: 'name', key: atPage5000.name_key, id: atPage5000.id }) : '';
  // A rare multi-word search as a person types it: the first and last word of one shop's name
  // (a family or deity name and the kind of shop), which together match only a handful of shops.
  const rare = await db.kysely.selectFrom('shops').select('name').where('seq', '=', 777).executeTakeFirst();
  const words = rare?.name.toLowerCase().split(' ') ?? ['bismillah', 'halwai'];
  const rareTerm = `${words[0]} ${words.at(-1)}`;
  const q = (s: string) => encodeURIComponent(s);
  return [
    { name: 'list page 1', bar: 20, paths: ['/v1/claim-shops/filter?page=1'] },
    { name: 'list page 50', bar: 20, paths: ['/v1/claim-shops/filter?page=50'] },
    { name: 'list page 5000 (by number)', bar: 100, paths: ['/v1/claim-shops/filter?page=5000'] },
    { name: 'list page 5000 (links.next)', bar: 100, paths: [`/v1/claim-shops/filter?page=5000&cursor=${cursor}`] },
    { name: 'search common "store"', bar: 50, paths: ['/v1/claim-shops/filter?name=store&page=1'] },
    { name: `search rare "${rareTerm}"`, bar: 50, paths: [`/v1/claim-shops/filter?name=${q(rareTerm)}&page=1`] },
    { name: 'search rare "sri ganesh halwai"', bar: 50, paths: [`/v1/claim-shops/filter?name=${q('sri ganesh halwai')}&page=1`] },
    { name: 'shop detail', bar: 10, paths: ids.map((id) => `/v1/claim-shops/${id}`) },
    { name: 'nearby shops', bar: 10, paths: ids.map((id) => `/v1/claim-shops/${id}/nearby`) },
  ];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Gzipped JavaScript a first visit loads: the entry, its static imports and the route's chunk. */
function initialJsKb(routeModules: string[]): number {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  ['index.html', ...routeModules].forEach(visit);
  const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length, 0);
  return Math.round(bytes / 102.4) / 10;
}

/**
 * Appends pages of the landing list in Chromium (360 px, CPU slowed 4x like a cheap phone) and
 * reports the longest main-thread task seen while each page is added.
 */
async function measureListAppend(port: number): Promise<string | undefined> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return undefined;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const rows = page.getByRole('link', { name: /View Shop/ });
    await rows.first().waitFor();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Browser-side code as strings: this file is compiled without the DOM's types.
    await page.evaluate(
      "window.longTasks = []; new PerformanceObserver((l) => l.getEntries().forEach((e) => window.longTasks.push(e.duration))).observe({ type: 'longtask' })",
    );
    for (let i = 0; i < 5; i++) {
      const before = await rows.count();
      await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
      await rows.nth(before).waitFor();
      await page.waitForTimeout(500);
    }
    const longest = Number(await page.evaluate('Math.max(0, ...window.longTasks)'));
    const appended = ((await rows.count()) - 20) / 20;
    return `${'web'.padEnd(10)} ${'append a list page (360 px, CPU x4)'.padEnd(40)} ${String(Math.round(longest)).padStart(7)} ms longest task over ${appended} pages (bar 50 ms: ${longest <= 50 ? 'ok' : 'OVER'})`;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(path.join(repoRoot, 'apps/api/dist/server.js'))) throw new Error('run npm run build first');
  const rows: string[] = [];
  for (const [page, modules] of [
    ['landing page /', ['src/features/landing/landing-page.tsx']],
    ['shop page /{id}/shop', ['src/features/layout/app-layout.tsx', 'src/features/shops/shop-page.tsx']],
  ] as const) {
    const kb = initialJsKb([...modules]);
    const line = `web        ${`initial JS, ${page}`.padEnd(40)} ${String(kb).padStart(7)} KB gzip (bar 120 KB: ${kb <= 120 ? 'ok' : 'OVER'})`;
    console.log(line);
    rows.push(line);
  }
  const targets = [await sqliteTarget()];
  if (process.env.DATABASE_URL) targets.push(await postgresTarget(process.env.DATABASE_URL));
  for (const target of targets) {
    console.log(`${target.name}: preparing ${SHOPS} shops`);
    await migrate(target.db);
    await syncTaxonomy(target.db);
    await fill(target.db);
    const cases = await scenarios(target.db);
    await target.db.close();
    const port = 9100 + targets.indexOf(target);
    const server = await startServer(target.env, port);
    try {
      for (const c of cases) {
        await measure(port, c.paths, 1); // warm-up, not counted
        const r = await measure(port, c.paths);
        const verdict = r.p99 <= c.bar ? 'ok' : 'OVER';
        const line = `${target.name.padEnd(10)} ${c.name.padEnd(40)} ${String(r.rps).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  (bar ${c.bar} ms: ${verdict})${r.errors ? `  ${r.errors} errors` : ''}`;
        console.log(line);
        rows.push(line);
      }
      if (target.name === 'SQLite') {
        const line = await measureListAppend(port).catch((error: unknown) => `web        list append not measured: ${String(error)}`);
        if (line) {
          console.log(line);
          rows.push(line);
        }
      }
      const rss = peakRssMb(server.pid!);
      const line = `${target.name.padEnd(10)} ${'peak RSS under load'.padEnd(40)} ${String(rss).padStart(7)} MB    (bar 160 MB: ${rss <= 160 ? 'ok' : 'OVER'})`;
      console.log(line);
      rows.push(line);
    } finally {
      server.kill('SIGTERM');
    }
  }
  console.log(`\n${SHOPS} shops, ${CONNECTIONS} connections, ${DURATION} s each\n${rows.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
