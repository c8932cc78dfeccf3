import { createHash, randomBytes } from 'node:crypto';
import {
  MESSAGES,
  PREMIUM_PRICE_PAISE,
  PREMIUM_RENEWAL_WINDOW_DAYS,
  nextPremiumEnd,
  type PaymentOrderResponse,
  type PaymentVerifyRequest,
  type PaymentVerifyResponse,
} from '@local-shops/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { toIso, type Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { PaymentProviderError, verifyPaymentSignature, type PaymentProvider } from './payment-provider.ts';

export const CURRENCY = 'INR';
/** Orders left open this long are looked up at the provider (the browser may have closed). */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
/** Older open orders are no longer looked up: nobody pays a week-old checkout. */
const RECONCILE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const ORDER_COLUMNS = ['id', 'shop_id', 'provider', 'provider_order_id', 'amount_paise', 'currency', 'status'] as const;

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

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed'));
}

const formatDate = (date: Date) => date.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

function parseMeta(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createPaymentsService({ db, provider, now }: { db: Db; provider: PaymentProvider; now: () => Date }): PaymentsService {
  const orderResponse = (providerOrderId: string): PaymentOrderResponse => ({
    id: providerOrderId,
    key_id: provider.keyId,
    provider: provider.name,
    amount: PREMIUM_PRICE_PAISE,
    currency: CURRENCY,
  });

  const findOpenOrder = (shopId: string, mobileNumber: string) =>
    db.kysely
      .selectFrom('payment_orders')
      .select('provider_order_id')
      .where('shop_id', '=', shopId)
      .where('mobile_number', '=', mobileNumber)
      .where('provider', '=', provider.name)
      .where('status', '<>', 'paid')
      .executeTakeFirst();

  async function confirm(
    providerOrderId: string,
    proof: PaymentProof,
    amount: { paise: number; currency: string } | null,
    log: FastifyBaseLogger,
    outer?: Transaction<Database>,
  ): Promise<boolean> {
    const work = async (trx: Transaction<Database>): Promise<boolean> => {
      const order = await trx.selectFrom('payment_orders').select(ORDER_COLUMNS).where('provider_order_id', '=', providerOrderId).executeTakeFirst();
      if (!order) return false;
      if (amount && (amount.paise !== order.amount_paise || amount.currency !== order.currency)) {
        // Never the plan without the money: a payment of another amount activates nothing.
        log.error({ order: providerOrderId, amount }, 'payment amount differs from the order; not activated');
        return false;
      }
      const at = now();
      // The conditional update is the once-only switch: a second confirmation finds the order paid.
      const result = await trx
        .updateTable('payment_orders')
        // An earlier failed attempt no longer matters once the order is paid (its event stays recorded).
        .set({ status: 'paid', provider_payment_id: proof.paymentId, signature: proof.signature, failure_reason: null, paid_at: at.toISOString(), updated_at: at.toISOString() })
        .where('id', '=', order.id)
        .where('status', '<>', 'paid')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      let shopQuery = trx.selectFrom('shops').select(['premium_until', 'meta_info']).where('id', '=', order.shop_id);
      if (db.dialect === 'postgres') shopQuery = shopQuery.forUpdate();
      const shop = await shopQuery.executeTakeFirstOrThrow();
      const until = nextPremiumEnd(shop.premium_until ? new Date(toIso(shop.premium_until)) : null, at);
      const meta = {
        ...parseMeta(shop.meta_info),
        isPaid: true,
        isPaymentValid: true,
        paymentProvider: order.provider,
        razorpay_payment_id: proof.paymentId,
        razorpay_order_id: order.provider_order_id,
        razorpay_signature: proof.signature,
        payment_date: at.toISOString(),
        premiumUntil: until.toISOString(),
      };
      await trx
        .updateTable('shops')
        .set({ premium_until: until.toISOString(), meta_info: JSON.stringify(meta), updated_at: at.toISOString() })
        .where('id', '=', order.shop_id)
        .execute();
      log.info({ order: providerOrderId, shop: order.shop_id, until: until.toISOString() }, 'premium activated');
      return true;
    };
    return outer ? work(outer) : db.kysely.transaction().execute(work);
  }

  async function recordFailure(providerOrderId: string, reason: string, trx?: Transaction<Database>): Promise<void> {
    const at = now().toISOString();
    // 'paid' never moves back to 'failed': a late failure of another attempt changes nothing.
    await (trx ?? db.kysely)
      .updateTable('payment_orders')
      .set({ status: 'failed', failure_reason: reason.slice(0, 500), updated_at: at })
      .where('provider_order_id', '=', providerOrderId)
      .where('status', '<>', 'paid')
      .execute();
  }

  async function revoke(providerOrderId: string, paymentId: string | null, refundId: string, log: FastifyBaseLogger, trx: Transaction<Database>): Promise<boolean> {
    const at = now();
    // Once per order: the refund is noted on the paid order (its status stays 'paid': it was paid).
    const order = await trx
      .selectFrom('payment_orders')
      .select(['id', 'shop_id', 'provider_payment_id'])
      .where('provider_order_id', '=', providerOrderId)
      .where('status', '=', 'paid')
      .where('failure_reason', 'is', null)
      .executeTakeFirst();
    if (!order || (paymentId && order.provider_payment_id && paymentId !== order.provider_payment_id)) return false;
    await trx
      .updateTable('payment_orders')
      .set({ failure_reason: `Refunded (${refundId.slice(0, 100)})`, updated_at: at.toISOString() })
      .where('id', '=', order.id)
      .execute();
    let shopQuery = trx.selectFrom('shops').select(['premium_until', 'meta_info']).where('id', '=', order.shop_id);
    if (db.dialect === 'postgres') shopQuery = shopQuery.forUpdate();
    const shop = await shopQuery.executeTakeFirstOrThrow();
    // The refunded order bought the last year of the plan: the plan ends a year earlier, or now.
    const end = shop.premium_until ? new Date(toIso(shop.premium_until)) : at;
    end.setUTCFullYear(end.getUTCFullYear() - 1);
    const ended = end.getTime() <= at.getTime();
    const until = ended ? at : end;
    const meta = { ...parseMeta(shop.meta_info), isPaymentValid: !ended, premiumUntil: until.toISOString(), refund_id: refundId };
    await trx
      .updateTable('shops')
      .set({ premium_until: until.toISOString(), meta_info: JSON.stringify(meta), updated_at: at.toISOString() })
      .where('id', '=', order.shop_id)
      .execute();
    log.info({ order: providerOrderId, shop: order.shop_id, until: until.toISOString(), ended }, 'premium refunded');
    return true;
  }

  async function premiumState(shopId: string): Promise<string | null> {
    const row = await db.kysely.selectFrom('shops').select('premium_until').where('id', '=', shopId).executeTakeFirst();
    return row?.premium_until ? toIso(row.premium_until) : null;
  }

  return {
    provider,
    confirm,
    recordFailure,
    revoke,

    async createOrder(shopId, mobileNumber, log) {
      const shop = await db.kysely.selectFrom('shops').select(['id', 'premium_until']).where('id', '=', shopId).executeTakeFirst();
      if (!shop) throw notFound(MESSAGES.shopNotFound);
      const claim = await db.kysely
        .selectFrom('claims')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('mobile_number', '=', mobileNumber)
        .where('status', 'in', ['pending_review', 'approved'])
        .executeTakeFirst();
      if (!claim) throw new HttpError(403, MESSAGES.paymentNotOwner);
      if (shop.premium_until) {
        const until = new Date(toIso(shop.premium_until));
        if (until.getTime() - now().getTime() > PREMIUM_RENEWAL_WINDOW_DAYS * DAY_MS) throw new HttpError(409, MESSAGES.premiumAlreadyActive(formatDate(until)));
      }
      const open = await findOpenOrder(shopId, mobileNumber);
      if (open) return orderResponse(open.provider_order_id);

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
        await db.kysely
          .insertInto('payment_orders')
          .values({
            id: randomBytes(16).toString('hex'),
            shop_id: shopId,
            mobile_number: mobileNumber,
            provider: provider.name,
            provider_order_id: created.id,
            receipt,
            amount_paise: PREMIUM_PRICE_PAISE,
            currency: CURRENCY,
            status: 'created',
            created_at: at,
            updated_at: at,
          })
          .execute();
      } catch (error) {
        // Two clicks at once: the other request's order won; the one made here is never paid.
        if (!isUniqueViolation(error)) throw error;
        const winner = await findOpenOrder(shopId, mobileNumber);
        if (!winner) throw error;
        return orderResponse(winner.provider_order_id);
      }
      return orderResponse(created.id);
    },

    async verify(shopId, input, log) {
      const order = await db.kysely
        .selectFrom('payment_orders')
        .select(ORDER_COLUMNS)
        .where('provider_order_id', '=', input.razorpay_order_id)
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
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
      const premiumUntil = await premiumState(shopId);
      if (!premiumUntil) throw new Error('a paid order left its shop without a plan');
      return { isPaid: true, isPaymentValid: true, premiumUntil };
    },

    async recordEvent(eventId, event, providerOrderId, work) {
      return db.kysely.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('payment_events')
          .values({ id: eventId, provider: provider.name, event, provider_order_id: providerOrderId, received_at: now().toISOString() })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await work(trx);
        return true;
      });
    },

    async reconcile(log) {
      const time = now().getTime();
      const open = await db.kysely
        .selectFrom('payment_orders')
        .select(ORDER_COLUMNS)
        .where('status', 'in', ['created', 'failed'])
        .where('provider', '=', provider.name)
        .where('created_at', '<=', new Date(time - RECONCILE_AFTER_MS).toISOString())
        .where('created_at', '>', new Date(time - RECONCILE_WITHIN_MS).toISOString())
        .orderBy('created_at')
        .limit(100)
        .execute();
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
