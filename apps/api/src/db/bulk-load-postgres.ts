import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { BulkLoadSession, BulkShopRow } from './bulk-load-session.ts';
import { isUniqueViolation } from './errors.ts';

const COLUMNS = [
  'id',
  'name',
  'name_key',
  'intro',
  'city',
  'state',
  'pin',
  'shop_type',
  'store_front_picture',
  'lat',
  'long',
  'is_claimed',
  'source',
  'source_ref',
  'created_at',
  'opening_hours',
  'holidays',
  'opening_hours_text',
  'public_phone',
  'website',
  'street_address',
  'locality',
  'source_name',
  'source_version',
  'name_phonetic',
] as const;

// COPY's text format: backslash, tab, newline and carriage return are escaped, null is \N.
const copyText = (value: string | null) =>
  value === null
    ? '\\N'
    : /[\\\t\n\r]/.test(value)
      ? value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!)
      : value;

function copyLine(r: BulkShopRow): string {
  return [
    copyText(r.id),
    copyText(r.name),
    copyText(r.name_key),
    copyText(r.intro),
    copyText(r.city),
    copyText(r.state),
    copyText(r.pin),
    copyText(r.shop_type),
    copyText(r.store_front_picture),
    r.lat === null ? '\\N' : String(r.lat),
    r.long === null ? '\\N' : String(r.long),
    r.is_claimed ? 't' : 'f',
    copyText(r.source),
    copyText(r.source_ref),
    copyText(r.created_at),
    copyText(r.opening_hours),
    copyText(r.holidays),
    copyText(r.opening_hours_text),
    copyText(r.public_phone),
    copyText(r.website),
    copyText(r.street_address),
    copyText(r.locality),
    copyText(r.source_name),
    r.source_version === null ? '\\N' : String(r.source_version),
    copyText(r.name_phonetic),
    // Category ids are slugs (no spaces): a space-separated list, split again in SQL.
    copyText(r.category_ids.join(' ')),
    copyText(r.sub_category_ids.join(' ')),
  ].join('\t');
}

function* copyChunks(rows: readonly BulkShopRow[]): Generator<string> {
  for (let start = 0; start < rows.length; start += 2000) {
    let chunk = '';
    for (const row of rows.slice(start, start + 2000)) chunk += `${copyLine(row)}\n`;
    yield chunk;
  }
}

const STAGE_TABLE = `create temp table shops_stage (
  id text, name text, name_key text, intro text, city text, state text, pin text, shop_type text,
  store_front_picture text, lat double precision, long double precision, is_claimed boolean,
  source text, source_ref text, created_at timestamptz, opening_hours text, holidays text, opening_hours_text text,
  public_phone text, website text, street_address text, locality text, source_name text, source_version integer,
  name_phonetic text, category_ids text, sub_category_ids text
) on commit drop`;

const SHOP_COLUMNS = COLUMNS.join(', ');

/**
 * The statement that moves the staged rows into shops and the category tables and counts the
 * shops added. `skipExisting`: a shop already there (same id or source_ref) is skipped, each row
 * checked; without, such a shop fails the statement on a unique index.
 */
function moveStaged({ skipExisting }: { skipExisting: boolean }): string {
  const onConflict = skipExisting ? 'on conflict do nothing' : '';
  const onlyAdded = skipExisting ? 'join added using (id)' : '';
  return `
    with added as (
      insert into shops (${SHOP_COLUMNS}, meta_info, updated_at)
      select ${SHOP_COLUMNS}, '{}', created_at from shops_stage
      ${onConflict}
      returning id
    ), categories as (
      insert into shop_categories (shop_id, category_id)
      select distinct s.id, unnest(string_to_array(s.category_ids, ' ')) from shops_stage s ${onlyAdded}
      ${onConflict}
    ), sub_categories as (
      insert into shop_sub_categories (shop_id, sub_category_id, name_key, lat, long)
      select distinct s.id, unnest(string_to_array(s.sub_category_ids, ' ')), s.name_key, s.lat, s.long from shops_stage s ${onlyAdded}
      ${onConflict}
    )
    select count(*)::int as added from added`;
}

const MOVE_ALL = moveStaged({ skipExisting: false });
const MOVE_NEW = moveStaged({ skipExisting: true });

/**
 * COPYs rows into the staging table, then moves them into shops and the category tables,
 * skipping shops already there (same id or source_ref: the unique indexes decide).
 *
 * A batch of new shops (a first load, or the part of a file not imported yet) is moved by a
 * plain insert: checking every row for a conflict (`on conflict do nothing`) costs PostgreSQL
 * about 60% more (1,000,000 rows: 28.5 s against 17.3 s, decision 0051). When a shop of the batch
 * is there already, the plain insert fails on a unique index at that row and the batch is
 * moved again from a savepoint, row by row checked.
 */
async function copyThroughStage(client: pg.PoolClient, rows: readonly BulkShopRow[]): Promise<number> {
  await pipeline(copyChunks(rows), client.query(copyFrom('copy shops_stage from stdin')));
  await client.query('savepoint move_all');
  let moved: pg.QueryResult<{ added: number }>;
  try {
    moved = await client.query<{ added: number }>(MOVE_ALL);
    await client.query('release savepoint move_all');
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await client.query('rollback to savepoint move_all');
    moved = await client.query<{ added: number }>(MOVE_NEW);
  }
  return moved.rows[0]!.added;
}

/**
 * COPYs one batch into a staging table, then moves it into shops and the category tables in
 * one statement that skips shops already there (same id or source_ref), all in one transaction.
 */
export async function copyShopsIntoPostgres(pool: pg.Pool, rows: readonly BulkShopRow[]): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // An import can be run again: losing the last commits to a crash costs nothing, waiting for
    // each WAL flush costs time.
    await client.query('set local synchronous_commit = off');
    // The name index (GIN, pg_trgm) takes new rows into its pending list and merges the list into
    // the index when it outgrows this limit: fewer, larger merges, each sorted in work_mem.
    await client.query("set local gin_pending_list_limit = '64MB'");
    await client.query("set local work_mem = '64MB'");
    await client.query(STAGE_TABLE);
    const added = await copyThroughStage(client, rows);
    await client.query('commit');
    return added;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A large load in ONE transaction that drops the directory's secondary indexes (B-trees, the
 * GiST position index, the GIN trigram index: every index that is neither unique nor a primary
 * key) at its start and builds them again before it commits. PostgreSQL's DDL is transactional,
 * so whatever ends the import (an error, a kill, a crash) the indexes are there: either the
 * commit carries the new rows with their rebuilt indexes, or the rollback restores the table as
 * it was. The unique indexes (id, source_ref) stay, so duplicates are still refused row by row.
 * Readers and writers of the shops wait for the commit (DROP INDEX locks the table): meant for
 * loads at least as large as the directory, where building each index once is far cheaper.
 */
export async function openPostgresRebuildLoad(pool: pg.Pool): Promise<BulkLoadSession> {
  const client = await pool.connect();
  let open = true;
  const end = async (error?: Error) => {
    if (!open) return;
    open = false;
    client.release(error);
  };
  try {
    await client.query('begin');
    await client.query('set local synchronous_commit = off');
    // Index builds sort in maintenance_work_mem (on the database server, not in this process).
    await client.query("set local maintenance_work_mem = '256MB'");
    await client.query("set local work_mem = '64MB'");
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid in ('shops'::regclass, 'shop_categories'::regclass, 'shop_sub_categories'::regclass)
        and not i.indisunique and not i.indisprimary
      order by 1`);
    // The category tables' keys go too: their primary keys are rebuilt (a duplicate would fail
    // the commit), and their foreign keys are checked once, by one join, instead of row by row.
    const { rows: constraints } = await client.query<{ name: string; table: string; definition: string }>(`
      select quote_ident(c.conname) as name, c.conrelid::regclass::text as "table", pg_get_constraintdef(c.oid) as definition
      from pg_constraint c
      where c.conrelid in ('shop_categories'::regclass, 'shop_sub_categories'::regclass) and c.contype in ('p', 'f')
      order by c.contype desc, 1`);
    for (const c of constraints) await client.query(`alter table ${c.table} drop constraint ${c.name}`);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    await client.query(STAGE_TABLE);
    return {
      async load(rows) {
        await client.query('truncate shops_stage');
        return copyThroughStage(client, rows);
      },
      async finish({ statistics = true } = {}) {
        try {
          for (const index of indexes) await client.query(index.definition);
          for (const c of constraints)
            await client.query(`alter table ${c.table} add constraint ${c.name} ${c.definition}`);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          await end();
        }
        if (statistics) await analyzeAfterPostgresLoad(pool);
      },
      async abandon() {
        if (!open) return;
        await client.query('rollback').catch(() => undefined);
        await end();
      },
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    await end();
    throw error;
  }
}

/**
 * VACUUM sets the visibility map (index-only scans need it) and ANALYZE the statistics; both
 * would otherwise wait for autovacuum, minutes after a large load.
 */
export async function analyzeAfterPostgresLoad(pool: pg.Pool): Promise<void> {
  await pool.query('vacuum (analyze) shops, shop_categories, shop_sub_categories');
}
