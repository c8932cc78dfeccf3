import path from 'node:path';
import { loadConfig } from '../config.ts';
import { backupDatabase } from '../db/backup.ts';

/** npm run db:backup -- FILE: an online, consistent copy of the SQLite database (PostgreSQL: pg_dump). */
async function main() {
  const [file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!file) {
    console.error('usage: npm run db:backup -- FILE');
    process.exit(2);
  }
  const config = loadConfig();
  const destination = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const { pages } = await backupDatabase(config, destination);
  console.log(`${config.sqlitePath} copied to ${destination} (${pages} pages)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
