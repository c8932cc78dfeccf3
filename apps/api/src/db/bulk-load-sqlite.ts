import type SQLite from 'better-sqlite3';
import type { BulkLoadSession, BulkShopRow } from './bulk-load-session.ts';

interface Statements {
  /** Inserts the rows (in the caller's transaction); shops already there are skipped. */
  rows: (rows: readonly BulkShopRow[]) => number;
  batch: (rows: readonly BulkShopRow[]) => number;
}

const prepared = new WeakMap<SQLite.Database, Statements>();

const FTS_TRIGGER = "select sql from sqlite_master where type = 'trigger' and name = 'shops_fts_insert'";
const LAST_SEQ = 'select coalesce(max(seq), 0) as seq from shops';
const FEED_NAME_INDEX = 'insert into shops_fts(rowid, name_key) select seq, name_key from shops where seq > ?';
/** The phonetic index (FTS5, migration 0024), fed as the name index is. */
const PHONETIC_TRIGGER = "select sql from sqlite_master where type = 'trigger' and name = 'shops_phonetic_insert'";
const FEED_PHONETIC_INDEX =
  'insert into shops_phonetic(rowid, name_phonetic) select seq, name_phonetic from shops where seq > ?';

/**
 * Drops the phonetic index's insert trigger, if there is one; answers what feeds the index with
 * the rows after `before` in one INSERT ... SELECT and puts the trigger back.
 */
function pausePhoneticFeed(sqlite: SQLite.Database): (before: number) => void {
  const triggerSql = sqlite.prepare<[], { sql: string }>(PHONETIC_TRIGGER).get()?.sql;
  if (!triggerSql) return () => undefined;
  sqlite.exec('drop trigger shops_phonetic_insert');
  return (before) => {
    sqlite.prepare(FEED_PHONETIC_INDEX).run(before);
    sqlite.exec(triggerSql);
  };
}

function statementsFor(sqlite: SQLite.Database): Statements {
  const known = prepared.get(sqlite);
  if (known) return known;
  // A bigger page cache keeps the six indexes' hot pages in memory while a million rows go in
  // (the default 2 MB would re-read them from the OS for every batch). 64 MB stays within the
  // import's memory bar.
  sqlite.pragma('cache_size = -65536');
  const shop = sqlite.prepare(
    `insert into shops (id, name, name_key, intro, city, state, pin, shop_type, store_front_picture, lat, long, is_claimed, meta_info, source, source_ref, created_at, updated_at,
       opening_hours, holidays, opening_hours_text, public_phone, website, street_address, locality, source_name, source_version, name_phonetic)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
  );
  const category = sqlite.prepare(
    'insert into shop_categories (shop_id, category_id) values (?, ?) on conflict do nothing',
  );
  // With the shop's name_key and position copied in (migration 0017), so its fill trigger skips the row.
  const subCategory = sqlite.prepare(
    'insert into shop_sub_categories (shop_id, sub_category_id, name_key, lat, long) values (?, ?, ?, ?, ?) on conflict do nothing',
  );
  const trigger = sqlite.prepare<[], { sql: string }>(FTS_TRIGGER);
  const lastSeq = sqlite.prepare<[], { seq: number }>(LAST_SEQ);
  const indexNames = sqlite.prepare(FEED_NAME_INDEX);
  const rows = (batch: readonly BulkShopRow[]) => {
    let added = 0;
    for (const r of batch) {
      const result = shop.run(
        r.id,
        r.name,
        r.name_key,
        r.intro,
        r.city,
        r.state,
        r.pin,
        r.shop_type,
        r.store_front_picture,
        r.lat,
        r.long,
        r.is_claimed ? 1 : 0,
        r.source,
        r.source_ref,
        r.created_at,
        r.created_at,
        r.opening_hours,
        r.holidays,
        r.opening_hours_text,
        r.public_phone,
        r.website,
        r.street_address,
        r.locality,
        r.source_name,
        r.source_version,
        r.name_phonetic,
      );
      if (result.changes === 0) continue;
      added++;
      for (const id of r.category_ids) category.run(r.id, id);
      for (const id of r.sub_category_ids) subCategory.run(r.id, id, r.name_key, r.lat, r.long);
    }
    return added;
  };
  const batch = sqlite.transaction((batchRows: readonly BulkShopRow[]) => {
    // The name index (FTS5, migration 0001) is fed row by row by a trigger; one INSERT ... SELECT
    // per batch costs a third of that. The trigger is back before the batch commits, so every
    // other writer, and every reader, sees it as always.
    const triggerSql = trigger.get()?.sql;
    if (triggerSql) sqlite.exec('drop trigger shops_fts_insert');
    const resumePhonetic = pausePhoneticFeed(sqlite);
    const before = lastSeq.get()!.seq;
    const added = rows(batchRows);
    if (triggerSql) {
      indexNames.run(before);
      sqlite.exec(triggerSql);
    }
    resumePhonetic(before);
    return added;
  });
  const statements = { rows, batch };
  prepared.set(sqlite, statements);
  return statements;
}

/** One batch in one transaction; shops already there (same id or source_ref) are skipped. */
export function insertShopsIntoSqlite(sqlite: SQLite.Database, rows: readonly BulkShopRow[]): number {
  return statementsFor(sqlite).batch(rows);
}

/**
 * A large load in ONE transaction that drops the secondary indexes of the shops and category
 * tables (every index created by CREATE INDEX that is not unique) and the FTS5 insert trigger at
 * its start, and builds them again (and feeds the name index once) before it commits. SQLite's
 * DDL is transactional: a kill or crash before the commit leaves the database as it was,
 * indexes included; the unique indexes (id, source_ref) stay, so duplicates are refused row by
 * row. In WAL mode readers go on reading the directory as it was until the commit; other
 * writers wait (busy_timeout) or fail with 503 meanwhile.
 */
export function openSqliteRebuildLoad(sqlite: SQLite.Database): BulkLoadSession {
  const { rows } = statementsFor(sqlite);
  // The rows of a large load touch far more pages than the batch loader's: 128 MB of page cache
  // (within the import's 300 MB bar) keeps the unique indexes' pages in memory.
  sqlite.pragma('cache_size = -65536');
  // The category rows of a shop are written only when that shop's row was just inserted by this
  // transaction, which holds the only write lock: their foreign key holds by construction, and
  // checking it (a look-up in shops per category row) is skipped. The pragma works only outside
  // a transaction, so it is set here and put back after the commit or rollback.
  const foreignKeys = sqlite.pragma('foreign_keys', { simple: true }) as number;
  sqlite.pragma('foreign_keys = OFF');
  const restore = () => {
    sqlite.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    sqlite.pragma('cache_size = -65536');
  };
  sqlite.exec('begin immediate');
  const indexes: string[] = [];
  let triggerSql: string | undefined;
  let resumePhonetic: (before: number) => void = () => undefined;
  let before = 0;
  try {
    for (const table of ['shops', 'shop_categories', 'shop_sub_categories']) {
      const list = sqlite.pragma(`index_list(${table})`) as { name: string; unique: number; origin: string }[];
      for (const index of list.filter((i) => i.origin === 'c' && i.unique === 0)) {
        const { sql } = sqlite
          .prepare<[string], { sql: string }>("select sql from sqlite_master where type = 'index' and name = ?")
          .get(index.name)!;
        indexes.push(sql);
        sqlite.exec(`drop index "${index.name.replaceAll('"', '""')}"`);
      }
    }
    triggerSql = sqlite.prepare<[], { sql: string }>(FTS_TRIGGER).get()?.sql;
    if (triggerSql) sqlite.exec('drop trigger shops_fts_insert');
    resumePhonetic = pausePhoneticFeed(sqlite);
    before = sqlite.prepare<[], { seq: number }>(LAST_SEQ).get()!.seq;
  } catch (error) {
    sqlite.exec('rollback');
    restore();
    throw error;
  }
  let open = true;
  const rollback = () => {
    if (!open) return;
    open = false;
    if (sqlite.inTransaction) sqlite.exec('rollback');
    restore();
  };
  return {
    load: (batch) => {
      try {
        // In id order, each batch walks the id index and the category tables' keys (random ids)
        // front to back instead of touching a random page per row.
        return Promise.resolve(rows([...batch].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
    finish: ({ statistics = true } = {}) => {
      try {
        for (const sql of indexes) sqlite.exec(sql);
        if (triggerSql) {
          sqlite.prepare(FEED_NAME_INDEX).run(before);
          sqlite.exec(triggerSql);
        }
        resumePhonetic(before);
        sqlite.exec('commit');
        open = false;
        restore();
      } catch (error) {
        rollback();
        return Promise.reject(error as Error);
      }
      if (statistics) analyzeAfterSqliteLoad(sqlite);
      return Promise.resolve();
    },
    abandon: () => {
      rollback();
      return Promise.resolve();
    },
  };
}

export function analyzeAfterSqliteLoad(sqlite: SQLite.Database): void {
  sqlite.exec('analyze');
  sqlite.pragma('optimize');
}
