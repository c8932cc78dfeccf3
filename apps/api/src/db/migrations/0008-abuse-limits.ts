import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Counters of the limits that several instances must agree on (sign-ins per account and network,
 * per network; address lookups per network), and the address lookup's cache by position.
 * Frozen once landed: change the schema with a new migration.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';

  await db.schema
    .createTable('request_limits')
    // 'sign-in:<e-mail>|<network>', 'sign-in-network:<network>', 'address-lookup:<network>'.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', timestamp, (c) => c.notNull())
    .addColumn('locked_until', timestamp)
    .execute();
  await db.schema.createIndex('request_limits_window_idx').on('request_limits').column('window_started_at').execute();

  await db.schema
    .createTable('address_lookup_cache')
    // The position rounded to 4 decimals (about 11 m): 'lat,long'.
    .addColumn('cell', 'text', (c) => c.primaryKey())
    .addColumn('compound_code', 'text', (c) => c.notNull())
    .addColumn('looked_up_at', timestamp, (c) => c.notNull())
    .execute();
}
