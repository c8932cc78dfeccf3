import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { forUpdate } from '../../db/locks.ts';
import type { Database, PaymentOrderStatus, PaymentProviderName } from '../../db/schema.ts';

/** The payment tables (payment_orders, payment_events) and the Premium columns of shops. */
type Executor = Kysely<Database> | Transaction<Database>;

const ORDER_COLUMNS = [
  'id',
  'shop_id',
  'mobile_number',
  'provider',
  'provider_order_id',
  'amount_paise',
  'currency',
  'status',
  'plan_started_at',
] as const;

export interface NewPaymentOrder {
  id: string;
  shopId: string;
  mobileNumber: string;
  provider: PaymentProviderName;
  providerOrderId: string;
  receipt: string;
  amountPaise: number;
  currency: string;
  at: string;
}

/** The number's order for the shop that is not paid yet, at this provider. */
export async function findOpenOrderId(
  k: Executor,
  input: { shopId: string; mobileNumber: string; provider: PaymentProviderName },
): Promise<string | undefined> {
  const row = await k
    .selectFrom('payment_orders')
    .select('provider_order_id')
    .where('shop_id', '=', input.shopId)
    .where('mobile_number', '=', input.mobileNumber)
    .where('provider', '=', input.provider)
    .where('status', '<>', 'paid')
    .executeTakeFirst();
  return row?.provider_order_id;
}

/** An order by the provider's id; with `shopId`, only an order of that shop. */
export async function findOrder(k: Executor, providerOrderId: string, shopId?: string) {
  let query = k.selectFrom('payment_orders').select(ORDER_COLUMNS).where('provider_order_id', '=', providerOrderId);
  if (shopId !== undefined) query = query.where('shop_id', '=', shopId);
  return query.executeTakeFirst();
}

/** What the sandbox "bank" knows of an order (it keeps no books of its own). */
export async function findSandboxOrder(k: Executor, providerOrderId: string) {
  return k
    .selectFrom('payment_orders')
    .select(['provider_order_id', 'status', 'amount_paise', 'currency', 'provider_payment_id'])
    .where('provider_order_id', '=', providerOrderId)
    .where('provider', '=', 'sandbox')
    .executeTakeFirst();
}

export async function insertOrder(k: Executor, order: NewPaymentOrder): Promise<void> {
  await k
    .insertInto('payment_orders')
    .values({
      id: order.id,
      shop_id: order.shopId,
      mobile_number: order.mobileNumber,
      provider: order.provider,
      provider_order_id: order.providerOrderId,
      receipt: order.receipt,
      amount_paise: order.amountPaise,
      currency: order.currency,
      status: 'created',
      created_at: order.at,
      updated_at: order.at,
    })
    .execute();
}

/** Marks an order paid unless it already is: answers whether this call made the change. */
export async function markOrderPaid(
  k: Executor,
  orderId: string,
  proof: { paymentId: string | null; signature: string | null },
  at: string,
): Promise<boolean> {
  const result = await k
    .updateTable('payment_orders')
    // An earlier failed attempt no longer matters once the order is paid (its event stays recorded).
    .set({
      status: 'paid',
      provider_payment_id: proof.paymentId,
      signature: proof.signature,
      failure_reason: null,
      paid_at: at,
      updated_at: at,
    })
    .where('id', '=', orderId)
    .where('status', '<>', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** 'paid' never moves back to 'failed': a late failure of another attempt changes nothing. */
export async function markOrderFailed(k: Executor, providerOrderId: string, reason: string, at: string): Promise<void> {
  await k
    .updateTable('payment_orders')
    .set({ status: 'failed', failure_reason: reason, updated_at: at })
    .where('provider_order_id', '=', providerOrderId)
    .where('status', '<>', 'paid')
    .execute();
}

/** A paid order whose refund is not noted yet. */
export async function findRefundableOrder(k: Executor, providerOrderId: string) {
  return k
    .selectFrom('payment_orders')
    .select(['id', 'shop_id', 'mobile_number', 'provider_payment_id', 'plan_started_at', 'invoice_number'])
    .where('provider_order_id', '=', providerOrderId)
    .where('status', '=', 'paid')
    .where('refunded_at', 'is', null)
    .where('failure_reason', 'is', null)
    .executeTakeFirst();
}

/** Notes the refund on the paid order (its status stays 'paid': it was paid); answers whether this call did. */
export async function noteRefund(k: Executor, orderId: string, refundId: string, at: string): Promise<boolean> {
  const result = await k
    .updateTable('payment_orders')
    .set({
      failure_reason: `Refunded (${refundId.slice(0, 100)})`,
      refunded_at: at,
      provider_refund_id: refundId.slice(0, 200),
      updated_at: at,
    })
    .where('id', '=', orderId)
    .where('refunded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The shop's plan, its row locked until the transaction ends (two confirmations never both extend it). */
export async function lockShopPlan(db: Db, trx: Transaction<Database>, shopId: string) {
  return forUpdate(
    db,
    trx.selectFrom('shops').select(['name', 'premium_until', 'meta_info', 'is_claimed']).where('id', '=', shopId),
  ).executeTakeFirstOrThrow();
}

/** A paid order by our own id, with what a refund job needs. */
export async function findOrderForRefund(k: Executor, orderId: string) {
  return k
    .selectFrom('payment_orders')
    .select([
      'id',
      'shop_id',
      'provider',
      'provider_order_id',
      'provider_payment_id',
      'amount_paise',
      'status',
      'refunded_at',
      'refund_reason',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** The shop's paid orders that are not refunded and no refund is queued for. */
export async function listPaidOrders(k: Executor, shopId: string) {
  return k
    .selectFrom('payment_orders')
    .select(['id', 'provider_order_id', 'mobile_number', 'plan_started_at'])
    .where('shop_id', '=', shopId)
    .where('status', '=', 'paid')
    .where('refund_requested_at', 'is', null)
    .where('refunded_at', 'is', null)
    .orderBy('paid_at')
    .execute();
}

/** Marks that the year of a paid order began. */
export async function markPlanStarted(k: Executor, orderId: string, at: string): Promise<void> {
  await k
    .updateTable('payment_orders')
    .set({ plan_started_at: at, updated_at: at })
    .where('id', '=', orderId)
    .execute();
}

/** Queues nothing itself: answers whether this call is the one that asked for the order's refund. */
export async function markRefundRequested(k: Executor, orderId: string, reason: string, at: string): Promise<boolean> {
  const result = await k
    .updateTable('payment_orders')
    .set({ refund_requested_at: at, refund_reason: reason.slice(0, 500), updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .where('refund_requested_at', 'is', null)
    .where('refunded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Where the number stands with the shop: 'owner' (its claim was approved), 'pending' (its claim
 * waits for review and no other number owns the shop) or 'none'.
 */
export async function claimStanding(
  k: Executor,
  shopId: string,
  mobileNumber: string,
  shopClaimed: boolean,
): Promise<'owner' | 'pending' | 'none'> {
  const rows = await k
    .selectFrom('claims')
    .select('status')
    .where('shop_id', '=', shopId)
    .where('mobile_number', '=', mobileNumber)
    .where('status', 'in', ['pending_review', 'approved'])
    // A former owner (another claim was approved over theirs, decision 0076) is no claimant.
    .where('ownership_ended_at', 'is', null)
    .execute();
  if (rows.some((row) => row.status === 'approved')) return 'owner';
  return rows.length > 0 && !shopClaimed ? 'pending' : 'none';
}

/** The number's paid order of the shop that waits for the claim's approval, if any. */
export async function findAwaitingOrder(k: Executor, shopId: string, mobileNumber: string) {
  return k
    .selectFrom('payment_orders')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('mobile_number', '=', mobileNumber)
    .where('status', '=', 'paid')
    .where('plan_started_at', 'is', null)
    .where('refund_requested_at', 'is', null)
    .where('refunded_at', 'is', null)
    .executeTakeFirst();
}

/** Sets the end of the shop's plan and its payment note: the shops feature's writer, handed over by the composition root. */
export type SetShopPlan = (
  k: Kysely<Database>,
  shopId: string,
  plan: { premiumUntil: string; metaInfo: string },
  at: string,
) => Promise<void>;

/** The shop's plan end, or undefined when there is no such shop. */
export async function findShopPlan(
  k: Executor,
  shopId: string,
): Promise<{ premiumUntil: string | null; isClaimed: boolean } | undefined> {
  const row = await k
    .selectFrom('shops')
    .select(['premium_until', 'is_claimed'])
    .where('id', '=', shopId)
    .executeTakeFirst();
  return row && { premiumUntil: row.premium_until, isClaimed: row.is_claimed };
}

/** Records a webhook event once: answers false when its id was seen before. */
export async function insertEventOnce(
  k: Executor,
  event: { id: string; provider: PaymentProviderName; event: string; providerOrderId: string | null; at: string },
): Promise<boolean> {
  const inserted = await k
    .insertInto('payment_events')
    .values({
      id: event.id,
      provider: event.provider,
      event: event.event,
      provider_order_id: event.providerOrderId,
      received_at: event.at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Open orders made between `from` and `to` (ISO), oldest first, at most 100. */
export async function listOrdersToReconcile(k: Executor, provider: PaymentProviderName, from: string, to: string) {
  return k
    .selectFrom('payment_orders')
    .select(ORDER_COLUMNS)
    .where('status', 'in', ['created', 'failed'] satisfies PaymentOrderStatus[])
    .where('provider', '=', provider)
    .where('created_at', '<=', to)
    .where('created_at', '>', from)
    .orderBy('created_at')
    .limit(100)
    .execute();
}
