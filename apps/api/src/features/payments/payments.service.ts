import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type {
  PaymentOrderResponse,
  PaymentStateResponse,
  PaymentVerifyRequest,
  PaymentVerifyResponse,
} from '@local-shops/shared';
import type { Database } from '../../db/schema.ts';
import { createConfirmation, type ConfirmationDeps, type PaymentProof } from './payment-confirmation.ts';
import { createOrderTaker } from './payment-orders.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createReconciliation } from './payment-reconciliation.ts';

export interface PaymentsService {
  provider: PaymentProvider;
  createOrder(shopId: string, mobileNumber: string, log: FastifyBaseLogger): Promise<PaymentOrderResponse>;
  /** What a new order of this number would meet; 404 for no such shop. */
  paymentState(shopId: string, mobileNumber: string): Promise<PaymentStateResponse>;
  verify(shopId: string, input: PaymentVerifyRequest, log: FastifyBaseLogger): Promise<PaymentVerifyResponse>;
  /** Marks an order paid and extends its shop's plan, once; answers whether anything changed. */
  confirm(
    providerOrderId: string,
    proof: PaymentProof,
    amount: { paise: number; currency: string } | null,
    log: FastifyBaseLogger,
    trx?: Transaction<Database>,
  ): Promise<boolean>;
  recordFailure(providerOrderId: string, reason: string, trx?: Transaction<Database>): Promise<void>;
  /** A paid order fully refunded: takes back the year it bought, once; answers whether anything changed. */
  revoke(
    providerOrderId: string,
    paymentId: string | null,
    refundId: string,
    log: FastifyBaseLogger,
    trx: Transaction<Database>,
  ): Promise<boolean>;
  /** Webhook delivery: handled once per event id. Answers false for a redelivery. */
  recordEvent(
    eventId: string,
    event: string,
    providerOrderId: string | null,
    work: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<boolean>;
  reconcile(log: FastifyBaseLogger): Promise<number>;
}

/**
 * Premium payments, one module per concern: opening orders (payment-orders.ts), confirming,
 * failing and revoking them (payment-confirmation.ts), and webhooks and reconciliation with the
 * provider (payment-reconciliation.ts). Refund jobs are refunds.ts, run by the outbox.
 */
export function createPaymentsService(deps: ConfirmationDeps): PaymentsService {
  const { confirm, verify, recordFailure, revoke } = createConfirmation(deps);
  const { recordEvent, reconcile } = createReconciliation({ ...deps, confirm });
  const { createOrder, paymentState } = createOrderTaker(deps);
  return {
    provider: deps.provider,
    createOrder,
    paymentState,
    verify,
    confirm,
    recordFailure,
    revoke,
    recordEvent,
    reconcile,
  };
}
