import type { Database } from './schema.ts';

/**
 * The one writer of each table (docs/architecture.md, decision 0062): the folder or file under
 * apps/api/src whose code alone inserts, updates or deletes its rows. Other features change a
 * table through its owner's functions, handed to them by the composition root (app.ts, app/).
 * architecture.test.ts fails on a write from anywhere else; a new table fails to typecheck here
 * until it has an owner.
 */
export const TABLE_OWNERS = {
  shops: 'features/shops/',
  shop_categories: 'features/shops/',
  shop_sub_categories: 'features/shops/',
  categories: 'features/reference/',
  sub_categories: 'features/reference/',
  otp_codes: 'features/otp/',
  otp_send_log: 'features/otp/',
  sessions: 'lib/sessions.ts',
  outbox_messages: 'features/notifications/',
  claims: 'features/claims/',
  claim_verifications: 'features/claims/',
  claim_photo_hashes: 'features/claims/',
  claim_duplicate_flags: 'features/claims/',
  payment_orders: 'features/payments/',
  payment_events: 'features/payments/',
  premium_reminders: 'features/payments/',
  invoice_counters: 'features/payments/',
  credit_note_counters: 'features/payments/',
  enquiries: 'features/enquiries/',
  admin_users: 'features/admin/',
  admin_sessions: 'features/admin/',
  admin_recovery_codes: 'features/admin/',
  admin_enrolment_tokens: 'features/admin/',
  admin_trusted_networks: 'features/admin/',
  audit_log: 'features/admin/',
  request_limits: 'lib/request-limits.ts',
  address_lookup_cache: 'features/address-lookup/',
  shop_photos: 'features/listing/',
  listing_edits: 'features/listing/',
  shop_reviews: 'features/reviews/',
  shop_daily_stats: 'features/insights/',
  shop_offers: 'features/offers/',
  support_requests: 'features/support/',
  shop_products: 'features/products/',
  number_languages: 'lib/number-language.ts',
  coin_settings: 'features/coins/',
  coin_ledger: 'features/coins/',
  coin_lots: 'features/coins/',
  coin_codes: 'features/coins/',
} as const satisfies Record<keyof Database, string>;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * Writers outside the owner's folder that act for the owner, each for a reason that keeps it
 * there. Nothing else is allowed; a new entry needs the same kind of reason.
 */
export const DELEGATED_WRITERS: Partial<Record<TableName, ReadonlyArray<{ file: string; why: string }>>> = {
  ...Object.fromEntries(
    (['shops', 'shop_categories', 'shop_sub_categories'] as const).map((table) => [
      table,
      [
        // The importer's bulk path (jobs/import through db/bulk-load.ts): driver-level COPY and
        // prepared statements that only db/ may use; its rows are made by shops.writer.ts's toShopRow.
        { file: 'db/bulk-load-sqlite.ts', why: 'bulk import (SQLite statements)' },
        { file: 'db/bulk-load-postgres.ts', why: 'bulk import (PostgreSQL COPY)' },
      ],
    ]),
  ),
  // Every feature queues its notices in its own transaction; features may not import
  // features/notifications, so the enqueue sits in lib/. Delivery state stays the owner's.
  outbox_messages: [{ file: 'lib/outbox.ts', why: "enqueue in the caller's transaction" }],
};
