import type { ColumnType } from 'kysely';
import type { Bool, NullableTimestamp, Timestamp } from './schema-columns.ts';

/* Shop-funded coins (migration 0021, decision 0075); `Database` in schema.ts lists them. */

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A shop's coins settings, and the console's freeze. */
export interface CoinSettingsTable {
  shop_id: string;
  enabled: boolean;
  rupees_per_coin: number;
  coin_value_paise: number;
  max_coins_per_bill: number;
  max_coins_per_shopper_per_day: number;
  max_bill_share_percent: number;
  min_coins_to_redeem: number;
  expiry_months: number;
  max_coins_per_shop_per_day: number;
  frozen: Bool;
  frozen_reason: Nullable<string>;
  frozen_at: NullableTimestamp;
  updated_at: Timestamp;
}

export type CoinEntryKind = 'earn' | 'spend' | 'expire' | 'reversal';

/** One movement of a number's coins at a shop: appended, never changed. */
export interface CoinLedgerTable {
  id: string;
  shop_id: string;
  mobile_number: string;
  kind: CoinEntryKind;
  /** Signed: + for an earn, - for the others. */
  coins: number;
  bill_rupees: Nullable<number>;
  discount_rupees: Nullable<number>;
  created_at: Timestamp;
  /** Earn rows: when its coins expire. */
  expires_at: NullableTimestamp;
  /** Reversal and expire rows: the earn they take coins from. */
  earn_id: Nullable<string>;
  reason: Nullable<string>;
  idempotency_key: Nullable<string>;
  /** What the request of the idempotency key asked ('earn:<code id>:<bill>'), to refuse a reused key. */
  request_key: Nullable<string>;
}

/** The part of one earn that no spend, expiry or reversal has taken yet (FIFO); checked against the ledger. */
export interface CoinLotsTable {
  earn_id: string;
  shop_id: string;
  mobile_number: string;
  earned_at: Timestamp;
  expires_at: Timestamp;
  remaining: number;
}

export type CoinCodeKind = 'earn' | 'spend';

/** A shopper's one-time code: to earn at any shop, or to spend coins at one shop. */
export interface CoinCodesTable {
  id: string;
  kind: CoinCodeKind;
  /** SHA-256 (hex) of the 6 digits. */
  code_hash: string;
  mobile_number: string;
  shop_id: Nullable<string>;
  coins: Nullable<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  is_open: Bool;
}
