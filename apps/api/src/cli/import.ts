import { createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { syncTaxonomy } from '../features/reference/reference.repository.ts';
import { importShops, type ImportInput, type ImportProblem, type ImportProgress } from '../jobs/import/import-shops.ts';
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

/**
 * npm run db:import -- FILE [FILE...]: streams shops from CSV, OpenStreetMap GeoJSON or an
 * OpenStreetMap PBF extract into the database. Ctrl-C (or SIGTERM) stops after the batch being
 * written; running the same command again adds the rest and nothing twice.
 */
async function main() {
  const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (files.length === 0) {
    console.error('usage: npm run db:import -- FILE.csv|FILE.geojson|FILE.osm.pbf [...]');
    process.exit(2);
  }
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
      let progress: ImportProgress = { read: 0, inserted: 0, duplicates: 0, skipped: 0 };
      const report = () => {
        const seconds = (Date.now() - started) / 1000;
        console.log(
          `${file}: ${number(progress.read)} rows read (${number(Math.round(progress.read / seconds))} rows/s), ${number(progress.inserted)} added, ${number(progress.duplicates)} already there, ${number(progress.skipped)} skipped`,
        );
      };
      const timer = setInterval(report, PROGRESS_EVERY_MS);
      const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
      try {
        const result = await importShops(db, file, inputOf(filePath), {
          signal: stop.signal,
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
          `${file}: ${result.read} rows read, ${result.inserted} shops added, ${result.duplicates} already imported, ${result.skipped} skipped in ${seconds} s (peak RSS ${peakMb} MB)${result.interrupted ? ' - interrupted: run the same import again to finish it' : ''}`,
        );
        const kinds = kindsLine(result.skippedKinds);
        if (kinds) console.log(`${file}: skipped for their kind (not in the taxonomy): ${kinds}`);
        const fields = fieldsLine(result.fields, number);
        if (fields) console.log(`${file}: ${fields}`);
        if (result.interrupted) {
          process.exitCode = 130;
          break;
        }
        if (result.inserted === 0 && result.skipped > 0 && result.duplicates === 0) failed = true;
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
