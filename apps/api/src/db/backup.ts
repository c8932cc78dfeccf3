import fs from 'node:fs';
import type { AppConfig } from '../config.ts';
import { SQLite } from './sqlite-driver.ts';

export const PG_DUMP_ADVICE =
  'npm run db:backup copies the SQLite database only. This server uses PostgreSQL (DATABASE_URL): back it up with pg_dump, for example pg_dump --format=custom --file=backup.dump "$DATABASE_URL".';

/**
 * A consistent copy of the live SQLite database (WAL included) through SQLite's online backup,
 * which runs while the server keeps reading and writing. The copy is readable by its owner only,
 * as the database is, and an existing file is never overwritten.
 */
export async function backupDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'sqlitePath'>,
  destination: string,
): Promise<{ pages: number }> {
  if (config.databaseUrl) throw new Error(PG_DUMP_ADVICE);
  if (!fs.existsSync(config.sqlitePath)) throw new Error(`There is no database at ${config.sqlitePath} to back up.`);
  // An empty file is an empty database to SQLite; made first so the copy is never world-readable.
  fs.closeSync(fs.openSync(destination, 'wx', 0o600));
  const sqlite = new SQLite(config.sqlitePath, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    const { totalPages } = await sqlite.backup(destination);
    return { pages: totalPages };
  } catch (error) {
    fs.rmSync(destination, { force: true });
    throw error;
  } finally {
    sqlite.close();
  }
}
