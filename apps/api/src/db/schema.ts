import type { ColumnType, Generated } from 'kysely';
import type { OtpPurpose } from '@local-shops/shared';
import type { AdminEnrolmentTokensTable, AdminRecoveryCodesTable, AdminTrustedNetworksTable } from './schema-admin.ts';
import type { CoinCodesTable, CoinLedgerTable, CoinLotsTable, CoinSettingsTable } from './schema-coins.ts';
import type { Bool, NullableTimestamp, Timestamp } from './schema-columns.ts';
import type {
  AddressLookupCacheTable,
  RequestLimitsTable,
  ShopDailyStatsTable,
  ShopOffersTable,
  ShopProductsTable,
  ShopReviewsTable,
  SupportRequestsTable,
} from './schema-features.ts';
import type {
  CreditNoteCountersTable,
  InvoiceCountersTable,
  PaymentEventsTable,
  PaymentOrdersTable,
  PremiumRemindersTable,
} from './schema-payments.ts';

export type * from './schema-features.ts';
export type * from './schema-payments.ts';
export type * from './schema-admin.ts';
export type * from './schema-coins.ts';

export interface ShopsTable {
  /** Integer key used by the search index (FTS5 rowid / keyset tiebreak). */
  seq: Generated<number>;
  id: string;
  name: string;
  /** lower-cased name: the directory's stable order (binary collation on both databases). */
  name_key: string;
  /** 0024: the phonetic key of each word of the name, space separated (decision 0078). */
  name_phonetic: ColumnType<string, string | undefined, string>;
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
  /** 0020: a source's hours as written, when our week cannot hold them (shown as text, never as "Open now"). */
  opening_hours_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0020: the business's public phone from the source (E.164): the Call button of an unclaimed shop. */
  public_phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0020: the business's website from the source (http or https). */
  website: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0020: house number and street from the source: public, unlike the owner's `address`. */
  street_address: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0020 (`neighbourhood`), renamed by 0025: the locality within the town (addr:suburb), shown and searched. */
  locality: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0025: the named source (`db:import --source`) that last brought the shop; its re-import may hide it. */
  source_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0025: the object's version in its source (OpenStreetMap's); an older one never overwrites a newer. */
  source_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0025: when a re-import found the shop gone from its source: in no directory read, its page 410. */
  hidden_at: NullableTimestamp;
  /** 0025: JSON list of the shops columns an owner changed; a re-import leaves them alone. */
  owner_edited: ColumnType<string, string | undefined, string>;
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
  /** 0022: the listing's public number, when the claim's proven number is it. */
  verified_listed_phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0022: the approved owner's number when the claim challenged it (an ownership change). */
  challenged_owner_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0022: JSON { before, after } of the reviewed fields the claimant changed; applied on approval. */
  proposed_edit: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0022: when another approved claim took the shop over: the number is no longer its owner. */
  ownership_ended_at: NullableTimestamp;
  /** 0023: this new-listing claim was approved as the listed shop: the claim made on that listing. */
  approved_as_claim_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0023: the new-listing claim this one was made from, when it was approved as the listed shop. */
  merged_from_claim_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0026: the Idempotency-Key its submission came with: one claim per number and key. */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 0023: one band (byte) of a claim photo's difference hash, with the whole hash (16 hex digits). */
export interface ClaimPhotoHashesTable {
  claim_id: string;
  image: 'cheque' | 'store_front';
  band: number;
  band_value: number;
  hash: string;
}

/** 0023: what made a claim look like a duplicate when it came in, and the other shop or claim. */
export interface ClaimDuplicateFlagsTable {
  id: string;
  claim_id: string;
  kind: 'name' | 'number' | 'photo';
  other_shop_id: string;
  other_claim_id: string | null;
  /** JSON: metres apart, or the image and how many bits apart. */
  detail: string | null;
  created_at: Timestamp;
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
  /** 0018: the TOTP secret (see two-factor.ts), set once enrolment is confirmed; never sent back. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enrolled_at: NullableTimestamp;
  /** 0018: time step of the last code accepted; a code of that step or before is refused. */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
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
  coin_settings: CoinSettingsTable;
  coin_ledger: CoinLedgerTable;
  coin_lots: CoinLotsTable;
  coin_codes: CoinCodesTable;
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
  claim_photo_hashes: ClaimPhotoHashesTable;
  claim_duplicate_flags: ClaimDuplicateFlagsTable;
  payment_orders: PaymentOrdersTable;
  payment_events: PaymentEventsTable;
  premium_reminders: PremiumRemindersTable;
  invoice_counters: InvoiceCountersTable;
  credit_note_counters: CreditNoteCountersTable;
  enquiries: EnquiriesTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_enrolment_tokens: AdminEnrolmentTokensTable;
  admin_trusted_networks: AdminTrustedNetworksTable;
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
