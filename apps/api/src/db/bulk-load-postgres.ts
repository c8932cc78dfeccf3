import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { BulkShopRow } from './bulk-load.ts';

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
] as const;

// COPY's text format: backslash, tab, newline and carriage return are escaped, null is \N.
const copyText = (value: string | null) =>
  value === null ? '\\N' : /[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!) : value;

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
    await client.query(`create temp table shops_stage (
      id text, name text, name_key text, intro text, city text, state text, pin text, shop_type text,
      store_front_picture text, lat double precision, long double precision, is_claimed boolean,
      source text, source_ref text, created_at timestamptz, category_ids text, sub_category_ids text
    ) on commit drop`);
    await pipeline(copyChunks(rows), client.query(copyFrom('copy shops_stage from stdin')));
    const columns = COLUMNS.join(', ');
    const result = await client.query<{ added: number }>(`
      with added as (
        insert into shops (${columns}, meta_info, updated_at)
        select ${columns}, '{}', created_at from shops_stage
        on conflict do nothing
        returning id
      ), categories as (
        insert into shop_categories (shop_id, category_id)
        select s.id, unnest(string_to_array(s.category_ids, ' ')) from shops_stage s join added using (id)
        on conflict do nothing
      ), sub_categories as (
        insert into shop_sub_categories (shop_id, sub_category_id)
        select s.id, unnest(string_to_array(s.sub_category_ids, ' ')) from shops_stage s join added using (id)
        on conflict do nothing
      )
      select count(*)::int as added from added`);
    await client.query('commit');
    return result.rows[0]!.added;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * VACUUM sets the visibility map (index-only scans need it) and ANALYZE the statistics; both
 * would otherwise wait for autovacuum, minutes after a large load.
 */
export async function analyzeAfterPostgresLoad(pool: pg.Pool): Promise<void> {
  await pool.query('vacuum (analyze) shops, shop_categories, shop_sub_categories');
}
