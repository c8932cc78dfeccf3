import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { syncTaxonomy } from '../features/reference/reference.repository.ts';
import {
  importShops,
  type ImportInput,
  type ImportProblem,
  type ImportProgress,
  type ImportResult,
} from '../jobs/import/import-shops.ts';
import { fieldsLine } from '../jobs/import/osm-facts.ts';

const PROGRESS_EVERY_MS = 2000;
const BYTES_PER_ROW = 128;
// A real PBF extract holds a shop for every few kilobytes (most of it is roads and buildings); a
// guess on the high side only rebuilds the indexes of a directory smaller than it.
const PBF_BYTES_PER_ROW = 1000;
const KINDS_SHOWN = 20;
const number = (n: number) => n.toLocaleString('en-US');
const isPbf = (file: string) => /\.pbf$/i.test(file);

/** The file as importShops reads it: text in pieces, or a PBF extract opened once per pass. */
function inputOf(filePath: string): ImportInput {
  if (isPbf(filePath)) return { openPbf: () => createReadStream(filePath, { highWaterMark: 1 << 20 }) };
  return createReadStream(filePath, { encoding: 'utf8', highWaterMark: 1 << 20 });
}

/** "amenity=bench 12, shop=vacant 3", the most frequent first, the tail summed up. */
function kindsLine(kinds: Record<string, number>): string {
  const entries = Object.entries(kinds);
  const shown = entries.slice(0, KINDS_SHOWN).map(([tag, n]) => `${tag} ${number(n)}`);
  const rest = entries.slice(KINDS_SHOWN);
  if (rest.length > 0) shown.push(`${rest.length} more kinds ${number(rest.reduce((sum, [, n]) => sum + n, 0))}`);
  return shown.join(', ');
}

const where = (p: ImportProblem) => (p.ref ? `${p.line} ${p.ref}` : `${p.line}`);

const USAGE = 'usage: npm run db:import -- [--source NAME] FILE.csv|FILE.geojson|FILE.osm.pbf [...]';

/** The files, and the source they are extracts of (`--source NAME` or `--source=NAME`). */
function argumentsOf(args: string[]): { files: string[]; sourceName?: string } | undefined {
  const files: string[] = [];
  let sourceName: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--source') sourceName = args[++i];
    else if (arg.startsWith('--source=')) sourceName = arg.slice('--source='.length);
    else if (arg.startsWith('--')) return undefined;
    else files.push(arg);
  }
  if (files.length === 0 || (sourceName !== undefined && !/^[\w.:-]{1,100}$/.test(sourceName))) return undefined;
  return { files, ...(sourceName ? { sourceName } : {}) };
}

/** "1,200 added, 30 updated, 5,000 unchanged (2 owners' listings left as they are), 12 hidden". */
function outcomeLine(result: ImportResult, sourceName: string | undefined): string {
  const parts = [`${number(result.inserted)} added`, `${number(result.updated)} updated`];
  const owners = result.ownersKept > 0 ? ` (${number(result.ownersKept)} owners' listings left as they are)` : '';
  parts.push(`${number(result.unchanged)} unchanged${owners}`);
  if (sourceName) parts.push(`${number(result.hidden)} hidden (no longer in ${sourceName})`);
  if (result.duplicates > 0) parts.push(`${number(result.duplicates)} given twice`);
  parts.push(`${number(result.skipped)} skipped`);
  return parts.join(', ');
}

/**
 * npm run db:import -- FILE [FILE...]: streams shops from CSV, OpenStreetMap GeoJSON or an
 * OpenStreetMap PBF extract into the database. Ctrl-C (or SIGTERM) stops after the batch being
 * written; running the same command again adds the rest and nothing twice.
 */
async function main() {
  const parsed = argumentsOf(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    console.error('  --source NAME  the source the files are extracts of (letters, digits, . _ : -): its shops a');
    console.error('                 file no longer has are hidden; without it nothing is hidden');
    process.exit(2);
  }
  const { files, sourceName } = parsed;
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const stop = new AbortController();
  const onSignal = () => {
    if (stop.signal.aborted) process.exit(130);
    console.error(
      '\nstopping after the batch being written (press Ctrl-C again to stop at once; run the import again to finish it)',
    );
    stop.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let failed = false;
  try {
    await migrate(db);
    await syncTaxonomy(db);
    for (const file of files) {
      const started = Date.now();
      let progress: ImportProgress = { read: 0, inserted: 0, duplicates: 0, updated: 0, unchanged: 0, skipped: 0 };
      const report = () => {
        const seconds = (Date.now() - started) / 1000;
        console.log(
          `${file}: ${number(progress.read)} rows read (${number(Math.round(progress.read / seconds))} rows/s), ${number(progress.inserted)} added, ${number(progress.updated)} updated, ${number(progress.unchanged)} unchanged, ${number(progress.skipped)} skipped`,
        );
      };
      const timer = setInterval(report, PROGRESS_EVERY_MS);
      const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
      try {
        const result = await importShops(db, file, inputOf(filePath), {
          signal: stop.signal,
          ...(sourceName ? { sourceName } : {}),
          // A guess good enough to choose how to load (a CSV row of a shop takes 100-200 bytes).
          expectedRows: Math.round(statSync(filePath).size / (isPbf(filePath) ? PBF_BYTES_PER_ROW : BYTES_PER_ROW)),
          onFinishing: (rebuildingIndexes) => {
            clearInterval(timer);
            report();
            console.log(
              `${file}: ${rebuildingIndexes ? 'building the indexes and ' : 'gathering '}the planner's statistics`,
            );
          },
          onProgress: (p) => (progress = p),
          onProblem: (p) => console.error(`${file}:${where(p)}: skipped: ${p.message}`),
        });
        clearInterval(timer);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
        console.log(
          `${file}: ${number(result.read)} rows read: ${outcomeLine(result, sourceName)} in ${seconds} s (peak RSS ${peakMb} MB)${result.interrupted ? ' - interrupted: run the same import again to finish it (nothing was hidden)' : ''}`,
        );
        const reasons = kindsLine(result.skippedReasons);
        if (reasons) console.log(`${file}: skipped by reason: ${reasons}`);
        const kinds = kindsLine(result.skippedKinds);
        if (kinds) console.log(`${file}: skipped for their kind (not in the taxonomy): ${kinds}`);
        const fields = fieldsLine(result.fields, number);
        if (fields) console.log(`${file}: ${fields}`);
        if (result.interrupted) {
          process.exitCode = 130;
          break;
        }
        if (result.inserted + result.updated + result.unchanged === 0 && result.skipped > 0 && result.duplicates === 0)
          failed = true;
      } finally {
        clearInterval(timer);
      }
    }
  } finally {
    await db.close();
  }
  process.exit(failed ? 1 : (process.exitCode ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
