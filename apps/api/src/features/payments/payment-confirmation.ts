import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { MESSAGES, type PaymentVerifyRequest, type PaymentVerifyResponse } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import { assignInvoiceNumber } from './invoices.ts';
import { verifyPaymentSignature, type PaymentProvider } from './payment-provider.ts';
import {
  claimStanding,
  findOrder,
  findShopPlan,
  lockShopPlan,
  markOrderFailed,
  markOrderPaid,
  type SetShopPlan,
} from './payments.repository.ts';
import { REFUND_REASONS, requestRefund, startPlan } from './premium-plan.ts';
import { revokeOrder } from './refunds.ts';

/** A provider's report that an order was paid: from the checkout, a webhook or the reconciler. */
export interface PaymentProof {
  paymentId: string | null;
  /** The checkout's signature; webhooks and the reconciler have none. */
  signature: string | null;
}

export interface ConfirmationDeps {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  /** The shops feature's writer of the plan columns (decision 0062). */
  setShopPlan: SetShopPlan;
}

/**
 * What an order's outcome does, whoever reports it (the checkout's signed answer, a webhook, the
 * reconciler): paid once and the plan started (or kept for the claim's review, or refunded), failed,
 * or revoked by a full refund. States only move forward.
 */
export function createConfirmation({ db, provider, now, setShopPlan }: ConfirmationDeps) {
  async function confirm(
    providerOrderId: string,
    proof: PaymentProof,
    amount: { paise: number; currency: string } | null,
    log: FastifyBaseLogger,
    outer?: Transaction<Database>,
  ): Promise<boolean> {
    const work = async (trx: Transaction<Database>): Promise<boolean> => {
      const order = await findOrder(trx, providerOrderId);
      if (!order) return false;
      if (amount && (amount.paise !== order.amount_paise || amount.currency !== order.currency)) {
        // Never the plan without the money: a payment of another amount activates nothing.
        log.error({ order: providerOrderId, amount }, 'payment amount differs from the order; not activated');
        return false;
      }
      const at = now();
      // The conditional update is the once-only switch: a second confirmation finds the order paid.
      if (!(await markOrderPaid(trx, order.id, proof, at.toISOString()))) return false;
      await assignInvoiceNumber(trx, order.id, at);
      // The shop's row lock orders this against a claim decision on the same shop.
      const shop = await lockShopPlan(db, trx, order.shop_id);
      const standing = await claimStanding(trx, order.shop_id, order.mobile_number, shop.is_claimed);
      if (standing === 'owner') {
        await startPlan(
          trx,
          { id: order.shop_id, premium_until: shop.premium_until, meta_info: shop.meta_info },
          order.id,
          at,
          log,
          setShopPlan,
        );
      } else if (standing === 'pending') {
        // Paid while the claim waits for review: the money is kept, the year starts on approval (decision 0032).
        await enqueueSms(trx, order.mobile_number, 'premiumAwaitingApproval', [shop.name], at);
        log.info({ order: providerOrderId, shop: order.shop_id }, 'premium paid; awaiting the claim approval');
      } else {
        // Paid on an order made before the claim was refused, or before another number was verified.
        await requestRefund(trx, order.id, REFUND_REASONS.claimNotApproved, at);
        log.warn(
          { order: providerOrderId, shop: order.shop_id },
          'premium paid without a standing claim; refund queued',
        );
      }
      return true;
    };
    return outer ? work(outer) : db.kysely.transaction().execute(work);
  }

  /** The checkout's answer: its signature checked against the order id we stored, then confirmed. */
  async function verify(
    shopId: string,
    input: PaymentVerifyRequest,
    log: FastifyBaseLogger,
  ): Promise<PaymentVerifyResponse> {
    const order = await findOrder(db.kysely, input.razorpay_order_id, shopId);
    if (!order) throw notFound(MESSAGES.paymentOrderUnknown);
    // Checked against the order id we stored, under the key of the provider that made the order.
    const valid =
      order.provider === provider.name &&
      verifyPaymentSignature(
        provider.signingSecret,
        order.provider_order_id,
        input.razorpay_payment_id,
        input.razorpay_signature,
      );
    if (!valid) {
      log.warn({ order: order.provider_order_id }, 'payment signature does not match');
      throw badRequest(MESSAGES.paymentNotVerified);
    }
    await confirm(
      order.provider_order_id,
      { paymentId: input.razorpay_payment_id, signature: input.razorpay_signature },
      null,
      log,
    );
    const started = await findOrder(db.kysely, order.provider_order_id);
    const premiumUntil = started?.plan_started_at
      ? ((await findShopPlan(db.kysely, shopId))?.premiumUntil ?? null)
      : null;
    return {
      isPaid: true,
      isPaymentValid: true,
      premiumStatus: premiumUntil ? 'active' : 'awaiting_approval',
      premiumUntil,
    };
  }

  async function recordFailure(providerOrderId: string, reason: string, trx?: Transaction<Database>): Promise<void> {
    await markOrderFailed(trx ?? db.kysely, providerOrderId, reason.slice(0, 500), now().toISOString());
  }

  const revoke = (
    providerOrderId: string,
    paymentId: string | null,
    refundId: string,
    log: FastifyBaseLogger,
    trx: Transaction<Database>,
  ) => revokeOrder(db, trx, { providerOrderId, paymentId, refundId }, now(), log, setShopPlan);

  return { confirm, verify, recordFailure, revoke };
}
