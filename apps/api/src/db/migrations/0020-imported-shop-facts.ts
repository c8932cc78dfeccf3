import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * A source's public facts of a shop (issue 28, decision 0072): OpenStreetMap's hours as written
 * when our week (opening_hours, 0010) cannot hold them, the business's public phone (E.164), its
 * website, and its house number and street with the locality. All public data, shown on the
 * shop's page; the owner's typed address stays in `address`, private. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const column of ['opening_hours_text', 'public_phone', 'website', 'street_address', 'neighbourhood'])
    await db.schema.alterTable('shops').addColumn(column, 'text').execute();
}
