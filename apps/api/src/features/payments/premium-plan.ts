import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { DEFAULT_LOCALE, formatDate, nextPremiumEnd, REVIEW_MESSAGES, type Locale } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import {
  listPaidOrders,
  lockShopPlan,
  markPlanStarted,
  markRefundRequested,
  type SetShopPlan,
} from './payments.repository.ts';

/** Why a refund was queued, as the console and the logs show it. */
export const REFUND_REASONS = {
  claimNotApproved: 'The claim was not approved.',
  anotherOwner: REVIEW_MESSAGES.anotherOwnerVerified,
} as const;

/** A plan's end date as texts show it; SMS and errors are given it in English, as before. */
export const formatPlanDate = (date: Date, locale: Locale = DEFAULT_LOCALE) =>
  formatDate(date, locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * Starts the year a paid order bought (decision 0032): at payment when the number owns the shop,
 * else when its claim is approved. The caller holds the shop's row lock (lockShopPlan).
 */
export async function startPlan(
  trx: Transaction<Database>,
  shop: { id: string; premium_until: string | null; meta_info: string | null },
  orderId: string,
  at: Date,
  log: FastifyBaseLogger,
  setShopPlan: SetShopPlan,
): Promise<Date> {
  const order = await trx
    .selectFrom('payment_orders')
    .select(['provider', 'provider_order_id', 'provider_payment_id', 'signature', 'paid_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const until = nextPremiumEnd(shop.premium_until ? new Date(shop.premium_until) : null, at);
  const meta = {
    ...parseJsonObject(shop.meta_info),
    isPaid: true,
    isPaymentValid: true,
    paymentProvider: order.provider,
    razorpay_payment_id: order.provider_payment_id,
    razorpay_order_id: order.provider_order_id,
    razorpay_signature: order.signature,
    payment_date: order.paid_at ?? at.toISOString(),
    premiumUntil: until.toISOString(),
  };
  await setShopPlan(
    trx,
    shop.id,
    { premiumUntil: until.toISOString(), metaInfo: JSON.stringify(meta) },
    at.toISOString(),
  );
  await markPlanStarted(trx, orderId, at.toISOString());
  // The shop row is the caller's lock; the plan it holds now counts from here.
  shop.premium_until = until.toISOString();
  shop.meta_info = JSON.stringify(meta);
  log.info({ order: order.provider_order_id, shop: shop.id, until: until.toISOString() }, 'premium started');
  return until;
}

/** Queues a full refund of a paid order once (a job of the outbox, delivered by refunds.ts). */
export async function requestRefund(
  trx: Transaction<Database>,
  orderId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  if (!(await markRefundRequested(trx, orderId, reason, now.toISOString()))) return false;
  await enqueueMessage(trx, { channel: 'refund', recipient: orderId, body: reason }, now);
  return true;
}

/** What a claim decision does to the money paid for the shop; admin's review calls these in its transaction. */
export interface ClaimPremiumHooks {
  approved(trx: Transaction<Database>, claim: { shopId: string; mobileNumber: string }): Promise<void>;
  rejected(trx: Transaction<Database>, claim: { shopId: string; mobileNumber: string }): Promise<void>;
  /** The console's Refund button: queues a full refund of a paid order, once. */
  refund(trx: Transaction<Database>, orderId: string, reason: string): Promise<boolean>;
}

export function createClaimPremiumHooks({
  db,
  now,
  log,
  setShopPlan,
}: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  setShopPlan: SetShopPlan;
}): ClaimPremiumHooks {
  return {
    async approved(trx, claim) {
      const at = now();
      const shop = await lockShopPlan(db, trx, claim.shopId);
      const plan = { id: claim.shopId, premium_until: shop.premium_until, meta_info: shop.meta_info };
      for (const order of await listPaidOrders(trx, claim.shopId)) {
        if (order.mobile_number !== claim.mobileNumber) {
          // Another number paid for a shop that is now this number's: its money goes back.
          await requestRefund(trx, order.id, REFUND_REASONS.anotherOwner, at);
        } else if (!order.plan_started_at) {
          const until = await startPlan(trx, plan, order.id, at, log, setShopPlan);
          await enqueueSms(trx, claim.mobileNumber, 'premiumStarted', [shop.name, formatPlanDate(until)], at);
        }
      }
    },
    refund: (trx, orderId, reason) => requestRefund(trx, orderId, reason, now()),
    async rejected(trx, claim) {
      const at = now();
      for (const order of await listPaidOrders(trx, claim.shopId)) {
        if (order.mobile_number === claim.mobileNumber && !order.plan_started_at)
          await requestRefund(trx, order.id, REFUND_REASONS.claimNotApproved, at);
      }
    },
  };
}
