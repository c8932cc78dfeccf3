import { sql, type Kysely } from 'kysely';
import type { Db, Dialect } from './database.ts';
import * as m0001 from './migrations/0001-directory.ts';
import * as m0002 from './migrations/0002-otp-and-outbox.ts';
import * as m0003 from './migrations/0003-position-gist.ts';
import * as m0004 from './migrations/0004-claims.ts';
import * as m0005 from './migrations/0005-payments.ts';
import * as m0006 from './migrations/0006-enquiries-and-admin.ts';
import * as m0007 from './migrations/0007-unlisted-listings.ts';
import * as m0008 from './migrations/0008-abuse-limits.ts';

interface Migration {
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Ordered, frozen migrations. Append only. */
const MIGRATIONS: ReadonlyArray<readonly [string, Migration]> = [
  ['0001-directory', m0001],
  ['0002-otp-and-outbox', m0002],
  ['0003-position-gist', m0003],
  ['0004-claims', m0004],
  ['0005-payments', m0005],
  ['0006-enquiries-and-admin', m0006],
  ['0007-unlisted-listings', m0007],
  ['0008-abuse-limits', m0008],
];

/**
 * Applies pending migrations, each in its own transaction. A lock table row keeps two
 * instances starting together from migrating twice (PostgreSQL takes an advisory lock).
 */
export async function migrate(db: Db): Promise<string[]> {
  const k = db.kysely as unknown as Kysely<{ schema_migrations: { name: string; applied_at: string } }>;
  await k.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
  const applied: string[] = [];
  await k.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(724019)`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
    for (const [name, migration] of MIGRATIONS) {
      if (done.has(name)) continue;
      await migration.up(trx as unknown as Kysely<unknown>, db.dialect);
      await trx.insertInto('schema_migrations').values({ name, applied_at: new Date().toISOString() }).execute();
      applied.push(name);
    }
  });
  return applied;
}
