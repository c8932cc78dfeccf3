import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { BENCH_DIRECTORY, writeBenchCsv } from './bench-csv.ts';

export interface ImportFigures {
  seconds: number;
  peakRssMb: number;
}

/** Runs `npm run db:import`'s program on the file as a user would, timing it and reading its peak RSS. */
function runImport(repoRoot: string, file: string, env: Record<string, string>): Promise<ImportFigures> {
  const started = Date.now();
  // The same Node flags as npm run db:import (package.json): V8 would otherwise let its heap grow
  // lazily far past what a streamed import needs.
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=160', '--max-semi-space-size=4', path.join(repoRoot, 'apps/api/dist/import.js'), file],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let last = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => {
    process.stdout.write(`  ${text.replaceAll(repoRoot + path.sep, '')}`);
    last = text.trim().split('\n').at(-1) ?? last;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      const rss = /peak RSS (\d+) MB/.exec(last);
      if (code !== 0 || !rss) return reject(new Error(`the import ended with code ${code}`));
      resolve({ seconds: (Date.now() - started) / 1000, peakRssMb: Number(rss[1]) });
    });
  });
}

/**
 * Fills the bench database by importing a generated CSV of `shops` rows (written once to
 * .bench/), which measures the import on the way. A database that already holds the shops is
 * reused, and then the import is not measured (delete it to measure again).
 */
export async function fillByImport(
  db: Db,
  options: { repoRoot: string; benchDir: string; shops: number; env: Record<string, string> },
): Promise<ImportFigures | undefined> {
  const existing = await db.kysely
    .selectFrom('shops')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) === options.shops) {
    console.log(`  reusing ${options.shops} shops (the import is measured on an empty bench database only)`);
    return undefined;
  }
  if (Number(existing.n) > 0)
    throw new Error(`the bench database holds ${existing.n} shops, not ${options.shops}: delete it first`);
  const csv = path.join(options.benchDir, `shops-${options.shops}-${BENCH_DIRECTORY}.csv`);
  if (!existsSync(csv)) {
    console.log(`  writing ${csv}`);
    await writeBenchCsv(csv, options.shops);
  }
  return runImport(options.repoRoot, csv, options.env);
}
