import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Shop-funded coins (issue 29, decision 0075). `coin_settings`: one row per shop that saved its
 * settings (and the console's freeze). `coin_ledger`: every movement is a row (earn, spend, expire,
 * reversal), appended and never changed. `coin_lots`: for each earn, the part of it no spend,
 * expiry or reversal has taken yet (FIFO), a cache the ledger checks: a balance (the sum of
 * `coins`) always equals the sum of its lots' `remaining`. `coin_codes`: the shopper's one-time
 * codes, kept as a hash. Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  await db.schema
    .createTable('coin_settings')
    .addColumn('shop_id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('rupees_per_coin', 'integer', (c) => c.notNull())
    .addColumn('coin_value_paise', 'integer', (c) => c.notNull())
    .addColumn('max_coins_per_bill', 'integer', (c) => c.notNull())
    .addColumn('max_coins_per_shopper_per_day', 'integer', (c) => c.notNull())
    .addColumn('max_bill_share_percent', 'integer', (c) => c.notNull())
    .addColumn('min_coins_to_redeem', 'integer', (c) => c.notNull())
    .addColumn('expiry_months', 'integer', (c) => c.notNull())
    .addColumn('max_coins_per_shop_per_day', 'integer', (c) => c.notNull())
    .addColumn('frozen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('frozen_reason', 'text')
    .addColumn('frozen_at', timestamp)
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coin_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    // 'earn' | 'spend' | 'expire' | 'reversal'
    .addColumn('kind', 'text', (c) => c.notNull())
    // Signed: + for an earn, - for the others.
    .addColumn('coins', 'integer', (c) => c.notNull())
    .addColumn('bill_rupees', 'integer')
    .addColumn('discount_rupees', 'integer')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    // Earn rows: when its coins expire.
    .addColumn('expires_at', timestamp)
    // Reversal and expire rows: the earn they take coins from (reversal: the one reversed).
    .addColumn('earn_id', 'text')
    .addColumn('reason', 'text')
    // The caller's key (earn, spend) or the job's ('expire:<earn id>'), and what the request asked.
    .addColumn('idempotency_key', 'text')
    .addColumn('request_key', 'text')
    .execute();
  await sql`create unique index coin_ledger_idempotency_idx on coin_ledger (shop_id, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
  await sql`create index coin_ledger_number_idx on coin_ledger (mobile_number, shop_id, created_at)`.execute(db);
  await sql`create index coin_ledger_shop_idx on coin_ledger (shop_id, created_at)`.execute(db);
  // An earn is reversed at most once.
  await sql`create unique index coin_ledger_reversal_idx on coin_ledger (earn_id) where kind = 'reversal'`.execute(db);

  await db.schema
    .createTable('coin_lots')
    .addColumn('earn_id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('earned_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index coin_lots_pair_idx on coin_lots (mobile_number, shop_id, earned_at) where remaining > 0`.execute(
    db,
  );
  await sql`create index coin_lots_expiry_idx on coin_lots (expires_at) where remaining > 0`.execute(db);

  await db.schema
    .createTable('coin_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'earn' | 'spend'
    .addColumn('kind', 'text', (c) => c.notNull())
    // SHA-256 of the 6 digits: the code itself is never stored.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    // Spend codes: the shop they are bound to and the coins they take.
    .addColumn('shop_id', 'text')
    .addColumn('coins', 'integer')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    // True until used, voided by a fresh code, or found expired: at most one open code per hash.
    .addColumn('is_open', 'boolean', (c) => c.notNull())
    .execute();
  await sql`create unique index coin_codes_open_idx on coin_codes (code_hash) where is_open`.execute(db);
  await sql`create index coin_codes_number_idx on coin_codes (mobile_number, kind) where is_open`.execute(db);
}
