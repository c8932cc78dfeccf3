import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { importShops } from '../features/import/import-shops.ts';
import { syncTaxonomy } from '../features/reference/reference.repository.ts';

/** npm run db:import -- FILE [FILE...]: loads shops from CSV or OpenStreetMap GeoJSON. */
async function main() {
  const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (files.length === 0) {
    console.error('usage: npm run db:import -- FILE.csv|FILE.geojson [...]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  let failed = false;
  try {
    await migrate(db);
    await syncTaxonomy(db);
    for (const file of files) {
      const text = await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
      const result = await importShops(db, file, text);
      for (const p of result.problems) console.error(`${file}:${p.line}: skipped: ${p.message}`);
      console.log(
        `${file}: ${result.read} rows read, ${result.inserted} shops added, ${result.duplicates} already imported, ${result.problems.length} skipped`,
      );
      if (result.inserted === 0 && result.problems.length > 0 && result.duplicates === 0) failed = true;
    }
  } finally {
    await db.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
