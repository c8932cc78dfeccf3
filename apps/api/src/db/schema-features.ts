import type { ColumnType } from 'kysely';
import type { Bool, NullableTimestamp, Timestamp } from './schema-columns.ts';

/* Tables of the later features: abuse limits, the address cache, reviews, insights, offers, support and price lists; `Database` in schema.ts lists them. */

/** 0008: a counter of attempts in a window, and a lock, under a key such as 'sign-in:<e-mail>|<network>'. */
export interface RequestLimitsTable {
  key: string;
  count: number;
  window_started_at: Timestamp;
  locked_until: NullableTimestamp;
}

/** 0008: the paid address lookup's answers by position (rounded to about 11 m). */
export interface AddressLookupCacheTable {
  cell: string;
  compound_code: string;
  looked_up_at: Timestamp;
}

export type ShopReviewStatus = 'published' | 'pending' | 'removed';
export type ShopReviewQueueReason = 'link' | 'phone' | 'blocklist' | 'reported';

/** 0014: a shopper's review of a shop, one per proven number per shop. */
export interface ShopReviewsTable {
  id: string;
  shop_id: string;
  mobile_number: string;
  rating: number;
  body: string;
  /** JSON array of public photo paths. */
  photos: string;
  status: ShopReviewStatus;
  /** In the console's moderation queue since (null: not in it). */
  queued_at: NullableTimestamp;
  queue_reason: ColumnType<
    ShopReviewQueueReason | null,
    ShopReviewQueueReason | null | undefined,
    ShopReviewQueueReason | null
  >;
  removed_reason: string | null;
  reply: string | null;
  replied_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** 0013: one shop's counters of one Asia/Kolkata day ('YYYY-MM-DD'); instances add deltas to them. */
export interface ShopDailyStatsTable {
  shop_id: string;
  day: string;
  views: ColumnType<number, number | undefined, number>;
  search_appearances: ColumnType<number, number | undefined, number>;
  calls: ColumnType<number, number | undefined, number>;
  whatsapp: ColumnType<number, number | undefined, number>;
  directions: ColumnType<number, number | undefined, number>;
  shares: ColumnType<number, number | undefined, number>;
  saves: ColumnType<number, number | undefined, number>;
}

/** 0013: a Premium shop's offer; dates are Asia/Kolkata calendar dates, both days included. */
export interface ShopOffersTable {
  id: string;
  shop_id: string;
  title: string;
  details: string;
  starts_on: string;
  ends_on: string;
  /** The owner's number that added it (the take-down SMS goes there). */
  mobile_number: string;
  created_at: Timestamp;
  removed_at: NullableTimestamp;
  /** 'owner' or the console account's id. */
  removed_by: ColumnType<string | null, string | null | undefined, string | null>;
  removed_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 0013: an owner's question from the dashboard, and the team's reply. */
export interface SupportRequestsTable {
  id: string;
  mobile_number: string;
  shop_id: string | null;
  message: string;
  /** The number had a Premium shop when it asked: answered first, against 4 working hours. */
  is_premium: Bool;
  created_at: Timestamp;
  due_at: Timestamp;
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  replied_at: NullableTimestamp;
  replied_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 0015: one item of a shop's price list, in the owner's order. */
export interface ShopProductsTable {
  shop_id: string;
  position: number;
  /** A product of the shipped catalogue (features/products), or null for the owner's own item. */
  catalog_id: string | null;
  name: string;
  unit: string;
  /** Whole paise. */
  price_paise: number;
  in_stock: boolean;
  updated_at: Timestamp;
}
