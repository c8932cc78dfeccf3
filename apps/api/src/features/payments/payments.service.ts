import { createHash, randomBytes } from 'node:crypto';
import {
  MESSAGES,
  PREMIUM_PRICE_PAISE,
  PREMIUM_RENEWAL_WINDOW_DAYS,
  type PaymentOrderResponse,
  type PaymentVerifyRequest,
  type PaymentVerifyResponse,
} from '@local-shops/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { PaymentProviderError, verifyPaymentSignature, type PaymentProvider } from './payment-provider.ts';
import {
  claimStanding,
  findAwaitingOrder,
  findOpenOrderId,
  findOrder,
  findShopPlan,
  insertEventOnce,
  insertOrder,
  listOrdersToReconcile,
  lockShopPlan,
  markOrderFailed,
  markOrderPaid,
} from './payments.repository.ts';
import { assignInvoiceNumber } from './invoices.ts';
import { REFUND_REASONS, formatPlanDate, requestRefund, startPlan } from './premium-plan.ts';
import { revokeOrder } from './refunds.ts';

export const CURRENCY = 'INR';
/** Orders left open this long are looked up at the provider (the browser may have closed). */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
/** Older open orders are no longer looked up: nobody pays a week-old checkout. */
const RECONCILE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A provider's report that an order was paid: from the checkout, a webhook or the reconciler. */
export interface PaymentProof {
  paymentId: string | null;
  /** The checkout's signature; webhooks and the reconciler have none. */
  signature: string | null;
}

export interface PaymentsService {
  provider: PaymentProvider;
  createOrder(shopId: string, mobileNumber: string, log: FastifyBaseLogger): Promise<PaymentOrderResponse>;
  verify(shopId: string, input: PaymentVerifyRequest, log: FastifyBaseLogger): Promise<PaymentVerifyResponse>;
  /** Marks an order paid and extends its shop's plan, once; answers whether anything changed. */
  confirm(providerOrderId: string, proof: PaymentProof, amount: { paise: number; currency: string } | null, log: FastifyBaseLogger, trx?: Transaction<Database>): Promise<boolean>;
  recordFailure(providerOrderId: string, reason: string, trx?: Transaction<Database>): Promise<void>;
  /** A paid order fully refunded: takes back the year it bought, once; answers whether anything changed. */
  revoke(providerOrderId: string, paymentId: string | null, refundId: string, log: FastifyBaseLogger, trx: Transaction<Database>): Promise<boolean>;
  /** Webhook delivery: handled once per event id. Answers false for a redelivery. */
  recordEvent(eventId: string, event: string, providerOrderId: string | null, work: (trx: Transaction<Database>) => Promise<void>): Promise<boolean>;
  reconcile(log: FastifyBaseLogger): Promise<number>;
}

export function createPaymentsService({ db, provider, now }: { db: Db; provider: PaymentProvider; now: () => Date }): PaymentsService {
  const orderResponse = (providerOrderId: string): PaymentOrderResponse => ({
    id: providerOrderId,
    key_id: provider.keyId,
    provider: provider.name,
    amount: PREMIUM_PRICE_PAISE,
    currency: CURRENCY,
  });

  const findOpenOrder = (shopId: string, mobileNumber: string) => findOpenOrderId(db.kysely, { shopId, mobileNumber, provider: provider.name });

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
        await startPlan(trx, { id: order.shop_id, premium_until: shop.premium_until, meta_info: shop.meta_info }, order.id, at, log);
      } else if (standing === 'pending') {
        // Paid while the claim waits for review: the money is kept, the year starts on approval (decision 0032).
        await enqueueSms(trx, order.mobile_number, 'premiumAwaitingApproval', [shop.name], at);
        log.info({ order: providerOrderId, shop: order.shop_id }, 'premium paid; awaiting the claim approval');
      } else {
        // Paid on an order made before the claim was refused, or before another number was verified.
        await requestRefund(trx, order.id, REFUND_REASONS.claimNotApproved, at);
        log.warn({ order: providerOrderId, shop: order.shop_id }, 'premium paid without a standing claim; refund queued');
      }
      return true;
    };
    return outer ? work(outer) : db.kysely.transaction().execute(work);
  }

  async function recordFailure(providerOrderId: string, reason: string, trx?: Transaction<Database>): Promise<void> {
    await markOrderFailed(trx ?? db.kysely, providerOrderId, reason.slice(0, 500), now().toISOString());
  }

  const revoke: PaymentsService['revoke'] = (providerOrderId, paymentId, refundId, log, trx) =>
    revokeOrder(db, trx, { providerOrderId, paymentId, refundId }, now(), log);

  return {
    provider,
    confirm,
    recordFailure,
    revoke,

    async createOrder(shopId, mobileNumber, log) {
      const shop = await findShopPlan(db.kysely, shopId);
      if (!shop) throw notFound(MESSAGES.shopNotFound);
      // The approved owner, or a claimant while nobody owns the shop (decision 0032).
      const standing = await claimStanding(db.kysely, shopId, mobileNumber, shop.isClaimed);
      if (standing === 'none') throw new HttpError(403, MESSAGES.paymentNotOwner);
      if (await findAwaitingOrder(db.kysely, shopId, mobileNumber)) throw new HttpError(409, MESSAGES.premiumAwaitingApproval);
      if (standing === 'owner' && shop.premiumUntil) {
        const until = new Date(shop.premiumUntil);
        if (until.getTime() - now().getTime() > PREMIUM_RENEWAL_WINDOW_DAYS * DAY_MS) throw new HttpError(409, (t) => t(MESSAGES).premiumAlreadyActive(formatPlanDate(until)));
      }
      const open = await findOpenOrder(shopId, mobileNumber);
      if (open) return orderResponse(open);

      const receipt = `rcpt_${randomBytes(12).toString('hex')}`;
      let created: { id: string };
      try {
        created = await provider.createOrder({ amountPaise: PREMIUM_PRICE_PAISE, currency: CURRENCY, receipt, notes: { shop_id: shopId } });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.error({ err: error }, 'payment order not created');
        throw new HttpError(502, MESSAGES.paymentProviderUnavailable);
      }
      const at = now().toISOString();
      try {
        await insertOrder(db.kysely, {
          id: randomBytes(16).toString('hex'),
          shopId,
          mobileNumber,
          provider: provider.name,
          providerOrderId: created.id,
          receipt,
          amountPaise: PREMIUM_PRICE_PAISE,
          currency: CURRENCY,
          at,
        });
      } catch (error) {
        // Two clicks at once: the other request's order won; the one made here is never paid.
        if (!isUniqueViolation(error)) throw error;
        const winner = await findOpenOrder(shopId, mobileNumber);
        if (!winner) throw error;
        return orderResponse(winner);
      }
      return orderResponse(created.id);
    },

    async verify(shopId, input, log) {
      const order = await findOrder(db.kysely, input.razorpay_order_id, shopId);
      if (!order) throw notFound(MESSAGES.paymentOrderUnknown);
      // Checked against the order id we stored, under the key of the provider that made the order.
      const valid =
        order.provider === provider.name &&
        verifyPaymentSignature(provider.signingSecret, order.provider_order_id, input.razorpay_payment_id, input.razorpay_signature);
      if (!valid) {
        log.warn({ order: order.provider_order_id }, 'payment signature does not match');
        throw badRequest(MESSAGES.paymentNotVerified);
      }
      await confirm(order.provider_order_id, { paymentId: input.razorpay_payment_id, signature: input.razorpay_signature }, null, log);
      const started = await findOrder(db.kysely, order.provider_order_id);
      const premiumUntil = started?.plan_started_at ? ((await findShopPlan(db.kysely, shopId))?.premiumUntil ?? null) : null;
      return { isPaid: true, isPaymentValid: true, premiumStatus: premiumUntil ? 'active' : 'awaiting_approval', premiumUntil };
    },

    async recordEvent(eventId, event, providerOrderId, work) {
      return db.kysely.transaction().execute(async (trx) => {
        if (!(await insertEventOnce(trx, { id: eventId, provider: provider.name, event, providerOrderId, at: now().toISOString() }))) return false;
        await work(trx);
        return true;
      });
    },

    async reconcile(log) {
      const time = now().getTime();
      const open = await listOrdersToReconcile(db.kysely, provider.name, new Date(time - RECONCILE_WITHIN_MS).toISOString(), new Date(time - RECONCILE_AFTER_MS).toISOString());
      let activated = 0;
      for (const order of open) {
        try {
          const remote = await provider.fetchOrder(order.provider_order_id);
          if (remote.status !== 'paid') continue;
          const changed = await confirm(
            order.provider_order_id,
            { paymentId: remote.paymentId, signature: null },
            { paise: remote.amountPaise, currency: remote.currency },
            log,
          );
          if (changed) activated++;
        } catch (error) {
          log.error({ err: error, order: order.provider_order_id }, 'payment reconciliation failed for an order');
        }
      }
      return activated;
    },
  };
}

/** An id for a webhook delivery without Razorpay's event id header: the body's own hash. */
export const bodyEventId = (raw: Buffer) => `body_${createHash('sha256').update(raw).digest('hex')}`;
