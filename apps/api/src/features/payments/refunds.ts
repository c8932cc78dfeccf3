import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { parseJsonObject } from '../../lib/json.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import { assignCreditNoteNumber } from './invoices.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  findOrderForRefund,
  findRefundableOrder,
  lockShopPlan,
  noteRefund,
  type SetShopPlan,
} from './payments.repository.ts';

/**
 * A paid order fully refunded (by our refund job or Razorpay's refund.processed webhook): noted
 * once, the year it bought is taken back (only if it had started) and the owner is told by SMS.
 * Answers whether anything changed.
 */
export async function revokeOrder(
  db: Db,
  trx: Transaction<Database>,
  refund: { providerOrderId: string; paymentId: string | null; refundId: string },
  now: Date,
  log: FastifyBaseLogger,
  setShopPlan: SetShopPlan,
): Promise<boolean> {
  const at = now.toISOString();
  const order = await findRefundableOrder(trx, refund.providerOrderId);
  if (!order || (refund.paymentId && order.provider_payment_id && refund.paymentId !== order.provider_payment_id))
    return false;
  if (!(await noteRefund(trx, order.id, refund.refundId, at))) return false;
  // The invoice stays; the refund is a GST credit note against it, numbered with the refund (decision 0058).
  if (order.invoice_number) await assignCreditNoteNumber(trx, order.id, now);
  const shop = await lockShopPlan(db, trx, order.shop_id);
  await enqueueSms(trx, order.mobile_number, 'premiumRefunded', [shop.name], now);
  if (!order.plan_started_at) {
    log.info({ order: refund.providerOrderId, shop: order.shop_id }, 'payment refunded before its plan started');
    return true;
  }
  // The refunded order bought the last year of the plan: the plan ends a year earlier, or now.
  const end = shop.premium_until ? new Date(shop.premium_until) : new Date(now);
  end.setUTCFullYear(end.getUTCFullYear() - 1);
  const ended = end.getTime() <= now.getTime();
  const until = ended ? now : end;
  const meta = {
    ...parseJsonObject(shop.meta_info),
    isPaymentValid: !ended,
    premiumUntil: until.toISOString(),
    refund_id: refund.refundId,
  };
  await setShopPlan(trx, order.shop_id, { premiumUntil: until.toISOString(), metaInfo: JSON.stringify(meta) }, at);
  log.info(
    { order: refund.providerOrderId, shop: order.shop_id, until: until.toISOString(), ended },
    'premium refunded',
  );
  return true;
}

/**
 * Delivers the outbox's refund jobs (channel 'refund', recipient = our order id). Delivery is
 * at least once (decision 0010), so a job may run again after the provider refunded: an order
 * already noted refunded is skipped, and the provider answers a refund it already made instead
 * of making another (decision 0032).
 */
export function createRefundTransport({
  db,
  provider,
  now,
  log,
  setShopPlan,
}: {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
  setShopPlan: SetShopPlan;
}) {
  return {
    name: `refund-${provider.name}`,
    async deliver(message: { recipient: string; body: string }): Promise<void> {
      const order = await findOrderForRefund(db.kysely, message.recipient);
      if (!order || order.status !== 'paid') {
        log.error({ orderId: message.recipient }, 'refund job for an order that is not paid; dropped');
        return;
      }
      if (order.refunded_at) return;
      if (order.provider !== provider.name)
        throw new Error(`order ${order.id} was paid at ${order.provider}, not ${provider.name}`);
      if (!order.provider_payment_id) throw new Error(`order ${order.id} has no payment id to refund`);
      const refund = await provider.refund({
        paymentId: order.provider_payment_id,
        amountPaise: order.amount_paise,
        notes: { order_id: order.id, reason: (order.refund_reason ?? message.body).slice(0, 250) },
      });
      await db.kysely
        .transaction()
        .execute((trx) =>
          revokeOrder(
            db,
            trx,
            { providerOrderId: order.provider_order_id, paymentId: order.provider_payment_id, refundId: refund.id },
            now(),
            log,
            setShopPlan,
          ),
        );
    },
  };
}
