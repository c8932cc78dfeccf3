import type { ColumnType } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema-columns.ts';

/* The Premium plan's payment tables (migrations 0005 and 0009); `Database` in schema.ts lists them. */

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
  /** 0019: 'CN/2026-27/000001', assigned in the transaction that notes the refund. */
  credit_note_number: ColumnType<string | null, string | null | undefined, string | null>;
}

/** 0019: the last credit note number of each Indian financial year ('2026-27'). */
export interface CreditNoteCountersTable {
  financial_year: string;
  last_number: number;
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
