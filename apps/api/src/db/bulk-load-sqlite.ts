import type SQLite from 'better-sqlite3';
import type { BulkShopRow } from './bulk-load.ts';

interface Statements {
  shop: SQLite.Statement;
  category: SQLite.Statement;
  subCategory: SQLite.Statement;
  batch: (rows: readonly BulkShopRow[]) => number;
}

const prepared = new WeakMap<SQLite.Database, Statements>();

function statementsFor(sqlite: SQLite.Database): Statements {
  const known = prepared.get(sqlite);
  if (known) return known;
  // A bigger page cache keeps the six indexes' hot pages in memory while a million rows go in
  // (the default 2 MB would re-read them from the OS for every batch). 64 MB stays within the
  // import's memory bar.
  sqlite.pragma('cache_size = -65536');
  const shop = sqlite.prepare(
    `insert into shops (id, name, name_key, intro, city, state, pin, shop_type, store_front_picture, lat, long, is_claimed, meta_info, source, source_ref, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '{}', ?, ?, ?, ?) on conflict do nothing`,
  );
  const category = sqlite.prepare('insert into shop_categories (shop_id, category_id) values (?, ?) on conflict do nothing');
  const subCategory = sqlite.prepare('insert into shop_sub_categories (shop_id, sub_category_id) values (?, ?) on conflict do nothing');
  const trigger = sqlite.prepare<[], { sql: string }>("select sql from sqlite_master where type = 'trigger' and name = 'shops_fts_insert'");
  const lastSeq = sqlite.prepare<[], { seq: number | null }>('select max(seq) as seq from shops');
  const indexNames = sqlite.prepare('insert into shops_fts(rowid, name_key) select seq, name_key from shops where seq > ?');
  const batch = sqlite.transaction((rows: readonly BulkShopRow[]) => {
    // The name index (FTS5, migration 0001) is fed row by row by a trigger; one INSERT ... SELECT
    // per batch costs a third of that. The trigger is back before the batch commits, so every
    // other writer, and every reader, sees it as always.
    const triggerSql = trigger.get()?.sql;
    if (triggerSql) sqlite.exec('drop trigger shops_fts_insert');
    const before = lastSeq.get()?.seq ?? 0;
    let added = 0;
    for (const r of rows) {
      const result = shop.run(r.id, r.name, r.name_key, r.intro, r.city, r.state, r.pin, r.shop_type, r.store_front_picture, r.lat, r.long, r.is_claimed ? 1 : 0, r.source, r.source_ref, r.created_at, r.created_at);
      if (result.changes === 0) continue;
      added++;
      for (const id of r.category_ids) category.run(r.id, id);
      for (const id of r.sub_category_ids) subCategory.run(r.id, id);
    }
    if (triggerSql) {
      indexNames.run(before);
      sqlite.exec(triggerSql);
    }
    return added;
  });
  const statements = { shop, category, subCategory, batch };
  prepared.set(sqlite, statements);
  return statements;
}

/** One batch in one transaction; shops already there (same id or source_ref) are skipped. */
export function insertShopsIntoSqlite(sqlite: SQLite.Database, rows: readonly BulkShopRow[]): number {
  return statementsFor(sqlite).batch(rows);
}

export function analyzeAfterSqliteLoad(sqlite: SQLite.Database): void {
  sqlite.exec('analyze');
  sqlite.pragma('optimize');
}
