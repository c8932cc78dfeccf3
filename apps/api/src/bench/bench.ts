import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Db } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { syncTaxonomy } from '../features/reference/reference.repository.ts';
import { slug } from '../features/seo/places.ts';
import { encodeCursor } from '../features/shops/cursor.ts';
import { updateImportedShops } from '../features/shops/imported-shops.ts';
import { BENCH_DIRECTORY, BENCH_NEAR } from './bench-csv.ts';
import { fillByImport } from './bench-import.ts';
import { relevanceLinesOnPostgres, relevanceLinesOnSqlite } from './bench-relevance.ts';
import { CONNECTIONS, DURATION, measure, peakRssMb, startServer } from './bench-server.ts';
import { benchTimingLines } from './throttled-timings.ts';
import { initialJsKb, measureListAppend } from './web-figures.ts';

/**
 * npm run bench: imports a generated CSV of BENCH_SHOPS shops (default 1,000,000) into SQLite,
 * and into PostgreSQL when DATABASE_URL is set (timing the import), starts the real server on
 * each and measures each public read with autocannon. Prints req/s and p99 per call, against
 * DESIGN.md's bars.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOPS = Number(process.env.BENCH_SHOPS ?? 1_000_000);
const benchDir = path.join(repoRoot, '.bench');

interface Target {
  name: string;
  env: Record<string, string>;
  db: Db;
  /** Whether the generic one-row read (generic-read.ts, a PostgreSQL client) is measured beside ours. */
  genericRead: boolean;
}

async function sqliteTarget(): Promise<Target> {
  const file = `bench-${SHOPS}-${BENCH_DIRECTORY}.db`;
  const db = openDatabase({ sqlitePath: path.join(benchDir, file) });
  return { name: 'SQLite', db, env: { DATA_DIR: benchDir, SQLITE_FILE: file, DATABASE_URL: '' }, genericRead: false };
}

async function postgresTarget(url: string): Promise<Target> {
  const schema = `bench_${SHOPS}_${BENCH_DIRECTORY}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create extension if not exists pg_trgm');
  await client.query(`create schema if not exists ${schema}`);
  await client.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  const db = openDatabase({ databaseUrl: scoped.toString(), sqlitePath: '' });
  return { name: 'PostgreSQL', db, env: { DATABASE_URL: scoped.toString() }, genericRead: true };
}

async function scenarios({ db, genericRead }: Target) {
  const ids = (
    await db.kysely.selectFrom('shops').select('id').where('lat', 'is not', null).orderBy('seq').limit(200).execute()
  ).map((r) => r.id);
  const atPage5000 = await db.kysely
    .selectFrom('shops')
    .select(['name_key', 'id'])
    .orderBy('name_key')
    .orderBy('id')
    .offset(4999 * 20 - 1)
    .limit(1)
    .executeTakeFirst();
  const cursor = atPage5000 ? encodeCursor({ kind: 'name', key: atPage5000.name_key, id: atPage5000.id }) : '';
  // A rare multi-word search as a person types it: the first and last word of one shop's name
  // (a family or deity name and the kind of shop), which together match only a handful of shops.
  const rare = await db.kysely.selectFrom('shops').select('name').where('seq', '=', 777).executeTakeFirst();
  const words = rare?.name.toLowerCase().split(' ') ?? ['bismillah', 'halwai'];
  const rareTerm = `${words[0]} ${words.at(-1)}`;
  const q = (s: string) => encodeURIComponent(s);
  const near = `near=${BENCH_NEAR.lat},${BENCH_NEAR.long}`;
  // A town page: the town and first category of a shop of the bench's own data.
  const placed = await db.kysely
    .selectFrom('shops')
    .innerJoin('shop_categories', 'shop_categories.shop_id', 'shops.id')
    .select(['shops.city', 'shops.state', 'shop_categories.category_id'])
    .where('shops.city', 'is not', null)
    .orderBy('shops.seq')
    .limit(1)
    .executeTakeFirst();
  const townPage = placed
    ? `/in/${slug(placed.state ?? '')}/${slug(placed.city ?? '')}/${placed.category_id}`
    : '/in/karnataka/bengaluru/food-and-grocery';
  return [
    { name: 'list page 1', bar: 20, paths: ['/v1/claim-shops/filter?page=1'] },
    { name: 'list page 50', bar: 20, paths: ['/v1/claim-shops/filter?page=50'] },
    { name: 'list page 5000 (by number)', bar: 100, paths: ['/v1/claim-shops/filter?page=5000'] },
    { name: 'list page 5000 (links.next)', bar: 100, paths: [`/v1/claim-shops/filter?page=5000&cursor=${cursor}`] },
    { name: 'search common "store"', bar: 50, paths: ['/v1/claim-shops/filter?name=store&page=1'] },
    { name: `search rare "${rareTerm}"`, bar: 50, paths: [`/v1/claim-shops/filter?name=${q(rareTerm)}&page=1`] },
    {
      name: 'search rare "sri ganesh halwai"',
      bar: 50,
      paths: [`/v1/claim-shops/filter?name=${q('sri ganesh halwai')}&page=1`],
    },
    // The forgiving search (decision 0037): a typo corrected to a kind of shop, in name order and nearest first.
    { name: 'forgiving "sweats" (q=)', bar: 50, paths: ['/v1/claim-shops/filter?q=sweats&page=1'] },
    // Issue 26: kinds and words covering 5-10% of the shops, Hindi, spelling variants, places.
    { name: 'kind "medical" near', bar: 50, paths: [`/v1/claim-shops/filter?q=medical&${near}`] },
    {
      name: 'name "kirana" near, nearest first',
      bar: 50,
      paths: [`/v1/claim-shops/filter?name=kirana&${near}&sort=distance`],
    },
    { name: 'common word "traders" (q=)', bar: 50, paths: ['/v1/claim-shops/filter?q=traders'] },
    { name: 'common word "enterprises" near', bar: 50, paths: [`/v1/claim-shops/filter?q=enterprises&${near}`] },
    // As the web app asks: a 50 km circle, nearest first (its first page lies within a few km).
    {
      name: '"enterprises" near, 50 km (the app)',
      bar: 50,
      paths: [`/v1/claim-shops/filter?q=enterprises&${near}&radiusKm=50&sort=distance`],
    },
    { name: 'Devanagari "दवाई" near', bar: 50, paths: [`/v1/claim-shops/filter?q=${q('दवाई')}&${near}`] },
    { name: 'variant "shree ganesh"', bar: 50, paths: [`/v1/claim-shops/filter?q=${q('shree ganesh')}`] },
    { name: 'variant "lakshmi" near', bar: 50, paths: [`/v1/claim-shops/filter?q=lakshmi&${near}`] },
    { name: 'Devanagari name "गणेश"', bar: 50, paths: [`/v1/claim-shops/filter?q=${q('गणेश')}`] },
    {
      name: `place "kirana in ${placed?.city ?? 'bengaluru'}"`,
      bar: 50,
      paths: [`/v1/claim-shops/filter?q=${q(`kirana in ${(placed?.city ?? 'bengaluru').toLowerCase()}`)}`],
    },
    {
      name: 'forgiving "kiarana" near, page 1',
      bar: 50,
      paths: [`/v1/claim-shops/filter?q=kiarana&${near}&radiusKm=50`],
    },
    { name: 'shop detail', bar: 5, paths: ids.map((id) => `/v1/claim-shops/${id}`) },
    // Issue 30: what a generic auto-generated REST layer does for the same shops (generic-read.ts, a
    // server of its own), so that each run gives the detail's ratio to it; the bar is 1.5x its req/s.
    ...(genericRead
      ? [{ name: 'generic one-row read', bar: 10, paths: ids.map((id) => `/shops/${id}`), generic: true }]
      : []),
    // The HTML of the same shops with the head filled: within 20% of the JSON detail (issue 13).
    { name: 'shop page HTML /{id}/shop', bar: 6, paths: ids.map((id) => `/${id}/shop`) },
    { name: `town page ${townPage}`, bar: 50, paths: [townPage] },
    // One file of 50,000 shop addresses, streamed: at most 1 s, one at a time as a crawler asks.
    { name: 'sitemap file of 50,000 shops', bar: 1000, paths: ['/sitemaps/shops-1.xml'], connections: 1 },
    { name: 'nearby shops', bar: 10, paths: ids.map((id) => `/v1/claim-shops/${id}/nearby`) },
    { name: 'nearest first, page 1', bar: 20, paths: [`/v1/claim-shops/filter?${near}&sort=distance`] },
    { name: 'nearest first, page 20', bar: 20, paths: [`/v1/claim-shops/filter?${near}&sort=distance&page=20`] },
    // Insights: counted in memory, flushed every few seconds (decision 0039); bar 5,000 req/s.
    {
      name: 'shop event (view)',
      bar: 20,
      minRps: 5000,
      paths: ids.map((id) => `/v1/claim-shops/${id}/events`),
      body: { type: 'view' },
    },
  ];
}

/**
 * The generated CSV has no phones (the CSV import takes none): the first shop in name order, which
 * the throttled timings open, gets the public phone a re-import of OSM data would give it, so that
 * its page shows the Call button whose time issue 27 bars.
 */
async function givePhoneToFirstShop(db: Db) {
  const first = await db.kysely
    .selectFrom('shops')
    .select(['id', 'public_phone'])
    .orderBy('name_key')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (first && !first.public_phone)
    await updateImportedShops(db.kysely, [
      { shopId: first.id, change: { columns: { public_phone: '+919845012345' } }, at: null },
    ]);
}

async function main() {
  if (!existsSync(path.join(repoRoot, 'apps/api/dist/server.js'))) throw new Error('run npm run build first');
  const rows: string[] = [];
  for (const [page, modules] of [
    // The router loads '/' as the landing route (the pitch and the shop list).
    ['landing page /', ['src/app/landing-route.tsx']],
    ['shop page /{id}/shop', ['src/features/layout/app-layout.tsx', 'src/features/shops/shop-page.tsx']],
  ] as const) {
    const kb = initialJsKb(repoRoot, [...modules]);
    const line = `web        ${`initial JS, ${page}`.padEnd(40)} ${String(kb).padStart(7)} KB gzip (bar 120 KB: ${kb <= 120 ? 'ok' : 'OVER'})`;
    console.log(line);
    rows.push(line);
  }
  // The relevance set (decision 0078), over its own fixture: recall@10 and MRR on each database.
  const relevance = [...(await relevanceLinesOnSqlite())];
  if (process.env.DATABASE_URL) relevance.push(...(await relevanceLinesOnPostgres(process.env.DATABASE_URL)));
  for (const line of relevance) {
    console.log(line);
    rows.push(line);
  }
  // BENCH_DATABASES=postgres (or sqlite): only that database, e.g. BENCH_SHOPS=10000000 on PostgreSQL alone.
  const only = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').toLowerCase().split(',');
  const targets: Target[] = [];
  mkdirSync(benchDir, { recursive: true });
  if (only.includes('sqlite')) targets.push(await sqliteTarget());
  if (process.env.DATABASE_URL && only.includes('postgres'))
    targets.push(await postgresTarget(process.env.DATABASE_URL));
  for (const target of targets) {
    console.log(`${target.name}: preparing ${SHOPS} shops`);
    await migrate(target.db);
    await syncTaxonomy(target.db);
    const imported = await fillByImport(target.db, { repoRoot, benchDir, shops: SHOPS, env: target.env });
    if (imported) {
      const { seconds, peakRssMb: rss } = imported;
      const bar = target.name === 'SQLite' ? 45 : 30;
      const line = `${target.name.padEnd(10)} ${`import of ${SHOPS} CSV rows`.padEnd(40)} ${seconds.toFixed(1).padStart(7)} s      peak RSS ${rss} MB (bars ${bar} s, 300 MB: ${seconds <= bar && rss <= 300 ? 'ok' : 'OVER'})`;
      console.log(line);
      rows.push(line);
    }
    // BENCH_ONLY=regexp: only the calls whose name matches (the import and the web figures still run).
    const pick = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    const cases = (await scenarios(target)).filter((c) => !pick || pick.test(c.name));
    if (target.name === 'SQLite') await givePhoneToFirstShop(target.db);
    await target.db.close();
    // BENCH_PORT: another bench may already hold 9100 on a shared machine.
    const port = Number(process.env.BENCH_PORT ?? 9100) + targets.indexOf(target);
    const server = await startServer(repoRoot, target.env, port);
    // The generic one-row read's own server, beside ours (ports 50 apart).
    const generic = cases.some((c) => 'generic' in c)
      ? await startServer(repoRoot, target.env, port + 50, 'apps/api/dist/bench-generic.js')
      : undefined;
    try {
      for (const c of cases) {
        const body = 'body' in c ? c.body : undefined;
        const minRps = ('minRps' in c ? c.minRps : undefined) ?? 0;
        const at = 'generic' in c ? port + 50 : port;
        await measure(at, c.paths, 1, body, c.connections); // warm-up, not counted
        const r = await measure(at, c.paths, undefined, body, c.connections);
        // No answer in the whole run (every request past the time limit) is no pass: its p99 reads 0.
        const verdict = r.rps === 0 ? 'NO ANSWER' : r.p99 <= c.bar && r.rps >= minRps ? 'ok' : 'OVER';
        const bars = minRps ? `bars ${c.bar} ms, ${minRps} req/s` : `bar ${c.bar} ms`;
        const line = `${target.name.padEnd(10)} ${c.name.padEnd(40)} ${String(r.rps).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms  (${bars}: ${verdict})${r.errors ? `  ${r.errors} errors` : ''}`;
        console.log(line);
        rows.push(line);
      }
      if (target.name === 'SQLite') {
        const line = await measureListAppend(port).catch(
          (error: unknown) => `web        list append not measured: ${String(error)}`,
        );
        if (line) {
          console.log(line);
          rows.push(line);
        }
        // Issue 27: first content, a shop's name and Call, the search usable (slow 3G, CPU x4), Lighthouse's scores.
        const timings = await benchTimingLines(port).catch((error: unknown) => [
          `web        throttled timings not measured: ${String(error)}`,
        ]);
        for (const timing of timings ?? []) {
          console.log(timing);
          rows.push(timing);
        }
      }
      const rss = peakRssMb(server.pid!);
      const line = `${target.name.padEnd(10)} ${'peak RSS under load'.padEnd(40)} ${String(rss).padStart(7)} MB    (bar 160 MB: ${rss <= 160 ? 'ok' : 'OVER'})`;
      console.log(line);
      rows.push(line);
    } finally {
      server.kill('SIGTERM');
      generic?.kill('SIGTERM');
    }
  }
  console.log(`\n${SHOPS} shops, ${CONNECTIONS} connections, ${DURATION} s each\n${rows.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
