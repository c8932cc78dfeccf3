import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { PaymentProof } from './payment-confirmation.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { insertEventOnce, listOrdersToReconcile } from './payments.repository.ts';

/** Orders left open this long are looked up at the provider (the browser may have closed). */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
/** Older open orders are no longer looked up: nobody pays a week-old checkout. */
const RECONCILE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

type Confirm = (
  providerOrderId: string,
  proof: PaymentProof,
  amount: { paise: number; currency: string } | null,
  log: FastifyBaseLogger,
) => Promise<boolean>;

/** An id for a webhook delivery without Razorpay's event id header: the body's own hash. */
export const bodyEventId = (raw: Buffer) => `body_${createHash('sha256').update(raw).digest('hex')}`;

/**
 * The provider's side of the story: webhook deliveries handled once per event id, and open orders
 * whose browser closed before confirming, looked up at the provider.
 */
export function createReconciliation({
  db,
  provider,
  now,
  confirm,
}: {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  confirm: Confirm;
}) {
  async function recordEvent(
    eventId: string,
    event: string,
    providerOrderId: string | null,
    work: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<boolean> {
    return db.kysely.transaction().execute(async (trx) => {
      if (
        !(await insertEventOnce(trx, {
          id: eventId,
          provider: provider.name,
          event,
          providerOrderId,
          at: now().toISOString(),
        }))
      )
        return false;
      await work(trx);
      return true;
    });
  }

  async function reconcile(log: FastifyBaseLogger): Promise<number> {
    const time = now().getTime();
    const open = await listOrdersToReconcile(
      db.kysely,
      provider.name,
      new Date(time - RECONCILE_WITHIN_MS).toISOString(),
      new Date(time - RECONCILE_AFTER_MS).toISOString(),
    );
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
  }

  return { recordEvent, reconcile };
}
