import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The language in which a mobile number last used the product (issue 13, decision 0046): SMS to
 * the number are written in it. One row per number; a number never seen gets English. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('number_languages')
    .addColumn('mobile_number', 'text', (c) => c.primaryKey())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('updated_at', dialect === 'postgres' ? 'timestamptz' : 'text', (c) => c.notNull())
    .execute();
}
