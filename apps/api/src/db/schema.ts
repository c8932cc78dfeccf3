import type { OtpPurpose } from '@local-shops/shared';
import type { ColumnType, Generated } from 'kysely';

/**
 * Timestamps are ISO strings (`Date#toISOString()`) made in application code; db/ hands them back
 * in the same form on both databases (PostgreSQL's timestamptz through a type parser).
 */
type Timestamp = ColumnType<string, string, string>;
/** Real booleans on both databases (SQLite's 0/1 are converted in db/sqlite-booleans.ts). */
type Bool = ColumnType<boolean, boolean | undefined, boolean>;
type NullableTimestamp = ColumnType<string | null, string | null | undefined, string | null>;

export interface ShopsTable {
  /** Integer key used by the search index (FTS5 rowid / keyset tiebreak). */
  seq: Generated<number>;
  id: string;
  name: string;
  /** lower-cased name: the directory's stable order (binary collation on both databases). */
  name_key: string;
  intro: string;
  /** The street address typed by an owner: never shown to the public. */
  address: string | null;
  city: string | null;
  state: string | null;
  pin: string | null;
  shop_type: string | null;
  owner_name: string | null;
  owner_contact_number: string | null;
  owner_email: string | null;
  referral_code: string | null;
  cheque_image: string | null;
  store_front_picture: string | null;
  lat: number | null;
  long: number | null;
  captured_address: string | null;
  is_claimed: Bool;
  /** JSON object (payment confirmation and similar). */
  meta_info: string;
  /** Where the row came from: 'seed', 'import:osm', 'import:csv', 'owner'. */
  source: string;
  /** Stable key of the row in its source, so that re-importing creates no duplicates. */
  source_ref: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** End of the shop's Premium plan; the plan is active while it is in the future. */
  premium_until: NullableTimestamp;
  /** 0014: sum and number of the ratings of the shop's published reviews. */
  rating_sum: ColumnType<number, number | undefined, number>;
  rating_count: ColumnType<number, number | undefined, number>;
  /** 0010: JSON of the week ({mon:[{opens,closes}],...}); null while the owner has not said. */
  opening_hours: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0010: JSON list of closed dates (YYYY-MM-DD). */
  holidays: ColumnType<string, string | undefined, string>;
  /** 0010: the verified number (owner_contact_number) shows as a Call button. */
  phone_visible: ColumnType<boolean, boolean | undefined, boolean>;
  whatsapp_number: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 0010: an owner's extra photo, published at public_path. */
export interface ShopPhotosTable {
  id: string;
  shop_id: string;
  public_path: string;
  created_at: Timestamp;
}

/** 0010: a change of name, position or categories waiting for review (or decided). */
export interface ListingEditsTable {
  id: string;
  shop_id: string;
  mobile_number: string;
  status: 'pending_review' | 'approved' | 'rejected';
  /** JSON of the changed fields as they were, and as the owner wants them. */
  before: string;
  after: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  reviewed_at: NullableTimestamp;
  review_reason: string | null;
  reviewed_by: string | null;
}

export interface ShopCategoriesTable {
  shop_id: string;
  category_id: string;
}

export interface ShopSubCategoriesTable {
  shop_id: string;
  sub_category_id: string;
  /** Copies of the shop's own columns, kept equal by triggers (migration 0017): the kind's name and position order. */
  name_key: ColumnType<string | null, string | undefined, never>;
  lat: ColumnType<number | null, number | null | undefined, never>;
  long: ColumnType<number | null, number | null | undefined, never>;
}

export interface CategoriesTable {
  id: string;
  label: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubCategoriesTable {
  id: string;
  category_id: string;
  label: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One-time codes; the code itself is never stored, only its HMAC under the server key. */
export interface OtpCodesTable {
  id: string;
  purpose: OtpPurpose;
  mobile_number: string;
  /** The shop a 'claim_listing' code is for; null for 'verify_number'. */
  subject_id: string | null;
  code_hmac: string;
  /** Tries made (right or wrong); the code is dead at OTP_MAX_ATTEMPTS. */
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** One row per OTP sent: the shared store of the send rate limits. */
export interface OtpSendLogTable {
  id: string;
  mobile_number: string;
  /** The client address (an IPv6 client's /64), as the per-network limit counts it. */
  ip: string;
  purpose: OtpPurpose;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** sha256 (hex) of the cookie's random token: a leaked table holds no usable session. */
  id: string;
  verified_mobile_number: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OutboxMessagesTable {
  id: string;
  /** 'refund': a durable refund job (recipient = payment order id), delivered by the payments feature. */
  channel: 'sms' | 'email' | 'refund';
  recipient: string;
  body: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  attempts: number;
  last_error: string | null;
  /** 0006: e-mail subject; null for SMS. */
  subject: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0006: JSON of the message's parts by name (e-mail template parameters, SMS variables). */
  payload: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0006: when a queued message is due (null: delivered when written, before 0006). */
  next_attempt_at: NullableTimestamp;
  /** 0006: a worker's lease on the row. */
  locked_until: NullableTimestamp;
}

export type ClaimKind = 'new_listing' | 'existing_listing';
export type ClaimStatus = 'pending_review' | 'approved' | 'rejected';

/** A claim of a listing (a new one, or one already in the directory), waiting for review. */
export interface ClaimsTable {
  id: string;
  shop_id: string;
  kind: ClaimKind;
  status: ColumnType<ClaimStatus, ClaimStatus | undefined, ClaimStatus>;
  /** The number the claimant proved by OTP. */
  mobile_number: string;
  owner_name: string | null;
  owner_email: string | null;
  referral_code: string | null;
  /** The typed street address: private. */
  address: string;
  captured_address: string | null;
  photo_lat: number | null;
  photo_long: number | null;
  /** Keys in the private image store. */
  cheque_image_key: string | null;
  store_front_image_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  reviewed_at: NullableTimestamp;
  review_reason: string | null;
}

/** The address typed into a shop page's claim dialog, kept from the OTP send until the code is verified. */
export interface ClaimVerificationsTable {
  shop_id: string;
  mobile_number: string;
  address: string;
  created_at: Timestamp;
}

export type EnquiryStatusColumn = 'new' | 'called_back' | 'closed';

/** A prospective owner's call-back request. */
export interface EnquiriesTable {
  id: string;
  shop_name: string;
  owners_name: string;
  contact_number: string;
  status: EnquiryStatusColumn;
  ip: string;
  note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  called_back_at: NullableTimestamp;
  closed_at: NullableTimestamp;
}

/** A review-team account of the console; created by `npm run admin:create` only. */
export interface AdminUsersTable {
  id: string;
  email: string;
  /** scrypt$N$r$p$salt$hash (base64url); see docs/decisions/0009. */
  password_hash: string;
  failed_attempts: number;
  locked_until: NullableTimestamp;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminSessionsTable {
  /** sha256 (hex) of the cookie's token. */
  id: string;
  admin_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Every console action and every access to a private image. */
export interface AuditLogTable {
  id: string;
  admin_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string;
  detail: string | null;
  ip: string | null;
  created_at: Timestamp;
}

/** The language in which a number last used the product (migration 0016); its SMS follow it. */
export interface NumberLanguagesTable {
  mobile_number: string;
  locale: string;
  updated_at: Timestamp;
}

export interface Database {
  shops: ShopsTable;
  shop_categories: ShopCategoriesTable;
  shop_sub_categories: ShopSubCategoriesTable;
  categories: CategoriesTable;
  sub_categories: SubCategoriesTable;
  otp_codes: OtpCodesTable;
  otp_send_log: OtpSendLogTable;
  sessions: SessionsTable;
  outbox_messages: OutboxMessagesTable;
  claims: ClaimsTable;
  claim_verifications: ClaimVerificationsTable;
  payment_orders: PaymentOrdersTable;
  payment_events: PaymentEventsTable;
  premium_reminders: PremiumRemindersTable;
  invoice_counters: InvoiceCountersTable;
  enquiries: EnquiriesTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  audit_log: AuditLogTable;
  request_limits: RequestLimitsTable;
  address_lookup_cache: AddressLookupCacheTable;
  shop_photos: ShopPhotosTable;
  listing_edits: ListingEditsTable;
  shop_reviews: ShopReviewsTable;
  shop_daily_stats: ShopDailyStatsTable;
  shop_offers: ShopOffersTable;
  support_requests: SupportRequestsTable;
  shop_products: ShopProductsTable;
  number_languages: NumberLanguagesTable;
}

export type PaymentProviderName = 'razorpay' | 'sandbox';
export type PaymentOrderStatus = 'created' | 'failed' | 'paid';

/** An order of the Premium plan at the payment provider; the server sets its amount. */
export interface PaymentOrdersTable {
  id: string;
  shop_id: string;
  /** The number (proven by the session) that created the order. */
  mobile_number: string;
  provider: PaymentProviderName;
  provider_order_id: string;
  receipt: string;
  amount_paise: number;
  currency: string;
  status: PaymentOrderStatus;
  provider_payment_id: string | null;
  signature: string | null;
  failure_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: NullableTimestamp;
  /** 0008: when the year this order bought began (null: awaiting the claim's approval, or never). */
  plan_started_at: NullableTimestamp;
  /** 0008: a full refund was queued (once); `refunded_at` once the provider made it. */
  refund_requested_at: NullableTimestamp;
  refund_reason: ColumnType<string | null, string | null | undefined, string | null>;
  refunded_at: NullableTimestamp;
  provider_refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0008: 'AD/2026-27/000001', assigned in the transaction that marks the order paid. */
  invoice_number: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 0008: the last invoice number of each Indian financial year ('2026-27'). */
export interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}

/** 0008: renewal reminders already sent, one per plan end and days before it. */
export interface PremiumRemindersTable {
  shop_id: string;
  premium_until: Timestamp;
  days_before: number;
  sent_at: Timestamp;
}

/** Webhook events already handled, by the provider's event id: a redelivery changes nothing. */
export interface PaymentEventsTable {
  id: string;
  provider: string;
  event: string;
  provider_order_id: string | null;
  received_at: Timestamp;
}

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
  queue_reason: ColumnType<ShopReviewQueueReason | null, ShopReviewQueueReason | null | undefined, ShopReviewQueueReason | null>;
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
