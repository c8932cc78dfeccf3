import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * New listings waiting for review or refused by it are left out of every directory read
 * (decision 0011): a partial index holds just those claims, so finding them costs the same
 * however many claims were ever approved. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await sql`create index claims_unlisted_idx on claims (shop_id) where kind = 'new_listing' and status <> 'approved'`.execute(
    db,
  );
}
