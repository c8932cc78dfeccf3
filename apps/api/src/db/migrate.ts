import {
  Kysely,
  Migrator,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type Migration,
  type MigrationProvider,
  type TableMetadata,
} from 'kysely';
import type { Db, Dialect } from './database.ts';
import * as m0001 from './migrations/0001-directory.ts';
import * as m0002 from './migrations/0002-otp-and-outbox.ts';
import * as m0003 from './migrations/0003-position-gist.ts';
import * as m0004 from './migrations/0004-claims.ts';
import * as m0005 from './migrations/0005-payments.ts';
import * as m0006 from './migrations/0006-enquiries-and-admin.ts';
import * as m0007 from './migrations/0007-unlisted-listings.ts';
import * as m0008 from './migrations/0008-abuse-limits.ts';
import * as m0009 from './migrations/0009-premium-plans.ts';
import * as m0010 from './migrations/0010-owner-listing.ts';
import * as m0013 from './migrations/0013-insights-and-offers.ts';
import * as m0014 from './migrations/0014-shop-reviews.ts';
import * as m0015 from './migrations/0015-shop-products.ts';
import * as m0016 from './migrations/0016-number-languages.ts';
import * as m0017 from './migrations/0017-kind-order.ts';
import * as m0018 from './migrations/0018-admin-two-factor.ts';
import * as m0019 from './migrations/0019-credit-notes.ts';
import * as m0020 from './migrations/0020-imported-shop-facts.ts';
import * as m0021 from './migrations/0021-coins.ts';
import * as m0022 from './migrations/0022-claim-evidence-and-ownership.ts';
import * as m0023 from './migrations/0023-claim-duplicates.ts';
import * as m0024 from './migrations/0024-name-phonetic-keys.ts';
import * as m0025 from './migrations/0025-kept-current-imports.ts';
import * as m0026 from './migrations/0026-claim-idempotency-keys.ts';
import * as m0027 from './migrations/0027-search-within-a-circle.ts';
import * as m0028 from './migrations/0028-one-position-index-on-sqlite.ts';
import * as m0029 from './migrations/0029-positions-with-their-names.ts';

/** Our migrations take the dialect as well: the two databases differ in types and indexes. */
interface DialectMigration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Ordered, frozen migrations. Append only; Kysely runs them in the order of their names. */
const MIGRATIONS: Readonly<Record<string, DialectMigration>> = {
  '0001-directory': m0001,
  '0002-otp-and-outbox': m0002,
  '0003-position-gist': m0003,
  '0004-claims': m0004,
  '0005-payments': m0005,
  '0006-enquiries-and-admin': m0006,
  '0007-unlisted-listings': m0007,
  '0008-abuse-limits': m0008,
  '0009-premium-plans': m0009,
  '0010-owner-listing': m0010,
  // 0011 and 0012 were reserved for work that needed no migration.
  '0013-insights-and-offers': m0013,
  '0014-shop-reviews': m0014,
  '0015-shop-products': m0015,
  '0016-number-languages': m0016,
  '0017-kind-order': m0017,
  '0018-admin-two-factor': m0018,
  '0019-credit-notes': m0019,
  '0020-imported-shop-facts': m0020,
  '0021-coins': m0021,
  '0022-claim-evidence-and-ownership': m0022,
  '0023-claim-duplicates': m0023,
  '0024-name-phonetic-keys': m0024,
  '0025-kept-current-imports': m0025,
  '0026-claim-idempotency-keys': m0026,
  '0027-search-within-a-circle': m0027,
  '0028-one-position-index-on-sqlite': m0028,
  '0029-positions-with-their-names': m0029,
};

/** Kysely's tables (its defaults, named here because the hand-over below writes to one). */
const MIGRATION_TABLE = 'kysely_migration';
const MIGRATION_LOCK_TABLE = 'kysely_migration_lock';
/** The table of the hand-written migrator that came before Kysely's; read once, never written. */
const LEGACY_TABLE = 'schema_migrations';
/** The advisory lock the hand-written migrator took; held while handing over, so old and new never race. */
const LEGACY_LOCK_ID = 724019;

/**
 * Hands our migrations to Kysely with the dialect bound. On PostgreSQL Kysely runs the whole batch
 * in one transaction; SQLite has no transactional DDL in Kysely's eyes, so each migration gets a
 * transaction of its own here (a failed one leaves nothing half-made).
 */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations() {
      const entries = Object.entries(MIGRATIONS).map(([name, m]): [string, Migration] => [
        name,
        {
          up: (k: Kysely<unknown>) =>
            dialect === 'sqlite' ? k.transaction().execute((trx) => m.up(trx, dialect)) : m.up(k, dialect),
        },
      ]);
      return Object.fromEntries(entries);
    },
  };
}

/** Whether the table exists where unqualified names resolve (PostgreSQL: the search_path). */
async function tableExists(db: Db, name: string): Promise<boolean> {
  const query =
    db.dialect === 'postgres'
      ? sql<{ found: boolean }>`select to_regclass(${name}) is not null as found`
      : sql<{ found: number }>`select count(*) as found from sqlite_master where type = 'table' and name = ${name}`;
  const row = (await query.execute(db.kysely)).rows[0];
  return Boolean(row?.found);
}

/**
 * The schema Kysely keeps its tables in. On PostgreSQL it must be named: unnamed, Kysely looks for
 * its table in every schema, and a database with several (one per test run, say) would fool it.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (db.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely);
  return rows[0]?.schema;
}

type MigrationTables = {
  kysely_migration: { name: string; timestamp: string };
  schema_migrations: { name: string; applied_at: string };
};

/**
 * A database migrated by the hand-written migrator lists its migrations in schema_migrations.
 * Before Kysely's first run there, its table is filled from that list (same names), so nothing
 * runs twice. Idempotent: done only while Kysely's table is empty.
 */
async function adoptLegacyMigrations(db: Db): Promise<void> {
  const k = db.kysely as unknown as Kysely<MigrationTables>;
  if (!(await tableExists(db, LEGACY_TABLE))) return;
  await k.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${LEGACY_LOCK_ID})`.execute(trx);
    // The same columns as Kysely's own (it leaves an existing table alone).
    await trx.schema
      .createTable(MIGRATION_TABLE)
      .ifNotExists()
      .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
      .execute();
    const adopted = await trx.selectFrom(MIGRATION_TABLE).select('name').limit(1).execute();
    if (adopted.length > 0) return;
    const legacy = await trx.selectFrom(LEGACY_TABLE).select(['name', 'applied_at']).orderBy('name').execute();
    const known = legacy.filter((row) => row.name in MIGRATIONS);
    if (known.length === 0) return;
    await trx
      .insertInto(MIGRATION_TABLE)
      .values(known.map((row) => ({ name: row.name, timestamp: row.applied_at })))
      .execute();
  });
}

/**
 * Kysely's introspector reads the tables of every schema in the database, naming each as it goes;
 * a schema that another process drops meanwhile (test runs side by side, each in its own schema)
 * makes that query fail. The Migrator only asks whether its own two tables exist, so it is given
 * the current schema's tables alone.
 */
class CurrentSchemaIntrospector extends PostgresIntrospector {
  readonly #k: Kysely<unknown>;
  constructor(k: Kysely<unknown>) {
    super(k);
    this.#k = k;
  }
  override async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string }>`
      select table_name as name, table_schema as schema from information_schema.tables where table_schema = current_schema()`.execute(
      this.#k,
    );
    return rows.map((row) => ({ ...row, isView: false, columns: [] }));
  }
}

class MigrationPostgresDialect extends PostgresDialect {
  override createIntrospector(k: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(k);
  }
}

/** The connection the Migrator works through: on PostgreSQL the same pool, with the narrow introspector. */
function migratorKysely(db: Db): Kysely<unknown> {
  if (db.dialect === 'postgres' && db.pool)
    return new Kysely<unknown>({ dialect: new MigrationPostgresDialect({ pool: db.pool }) });
  return db.kysely as unknown as Kysely<unknown>;
}

/**
 * Applies pending migrations through Kysely's Migrator, which keeps two instances starting together
 * from migrating twice (an advisory lock on PostgreSQL; SQLite's single connection). Answers the
 * names applied now.
 */
export async function migrate(db: Db): Promise<string[]> {
  await adoptLegacyMigrations(db);
  const migrator = new Migrator({
    db: migratorKysely(db),
    provider: migrationProvider(db.dialect),
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
    migrationTableSchema: await migrationSchema(db),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
