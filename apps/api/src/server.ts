import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { syncTaxonomy } from './features/reference/reference.repository.ts';
import { seedDemoDirectory } from './jobs/seed/demo-directory.ts';

/**
 * Starts the API (and the built SPA). Flags: --migrate applies pending migrations and syncs the
 * category taxonomy; --seed fills an empty directory with the demo shops (never twice).
 */
async function main() {
  const args = new Set(process.argv.slice(2));
  const config = loadConfig();
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    replicaUrls: config.databaseReplicaUrls,
    replicaMaxLagMs: config.databaseReplicaMaxLagMs,
    sqliteReadWorkers: config.sqliteReadWorkers,
  });
  const app = await buildApp({ config, db });

  if (args.has('--migrate') || args.has('--seed')) {
    const applied = await migrate(db);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    await syncTaxonomy(db);
  }
  if (args.has('--seed')) {
    const seeded = await seedDemoDirectory(db);
    if (seeded) app.log.info({ shops: seeded }, 'demo directory seeded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      // Stops polling; a delivery in progress finishes (its lease covers a crash).
      await app.outbox.stop();
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.outbox.start();
  app.log.info(`serving on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  // A wrong setting is the operator's to fix: its message says which and how; a stack trace would bury it.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
