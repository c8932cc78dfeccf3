import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Re-imports that keep the directory current (issue 28, decision 0079). A source's shop is keyed
 * by its `source_ref` (`import:osm:node/123`, unique since 0001); besides it:
 * - `locality`: the part of town (addr:suburb, addr:neighbourhood, addr:quarter), for display and
 *   search; 0020's `neighbourhood` renamed, the one column holding it;
 * - `source_name`: the named source (`--source`) that last brought the shop: a re-import of that
 *   source hides its shops the new extract no longer has, and no other source's;
 * - `source_version`: the object's version in the source (OpenStreetMap's), an older one never
 *   overwrites a newer;
 * - `hidden_at`: when a re-import found the shop gone from its source; a hidden shop is in no
 *   directory read and its page answers 404 (a partial index: the hidden are few);
 * - `owner_edited`: JSON list of the columns an owner changed, which a re-import leaves alone.
 * Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  await db.schema.alterTable('shops').renameColumn('neighbourhood', 'locality').execute();
  await db.schema.alterTable('shops').addColumn('source_name', 'text').execute();
  await db.schema.alterTable('shops').addColumn('source_version', 'integer').execute();
  await db.schema.alterTable('shops').addColumn('hidden_at', timestamp).execute();
  await db.schema
    .alterTable('shops')
    .addColumn('owner_edited', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await sql`create index shops_hidden_idx on shops (id) where hidden_at is not null`.execute(db);
}
