import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * A claim's idempotency key (issue 27, decision 0080): the `Idempotency-Key` the web makes once per
 * draft and sends with every try of its submission. A try whose number already made a claim with
 * that key is answered with that claim's shop, and no second claim is made; the unique index holds
 * it between two tries that arrive together. Null for claims made without one (and before 0026).
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('claims').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .createIndex('claims_idempotency_key_idx')
    .on('claims')
    .columns(['mobile_number', 'idempotency_key'])
    .unique()
    .execute();
}
