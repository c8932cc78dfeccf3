import type { FastifyInstance } from 'fastify';
import { MESSAGES, type SandboxPaymentResponse } from '@local-shops/shared';
import { sandboxPaymentsRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import { routeTable } from '../../lib/route-table.ts';
import { signPayment } from './payment-provider.ts';
import { findSandboxOrder } from './payments.repository.ts';
import type { PaymentsService } from './payments.service.ts';
import { sandboxId } from './sandbox-provider.ts';

/**
 * The sandbox's "checkout servers", served only while the sandbox is the provider: 'Pay now'
 * gets a payment id and its signature from here (the key never reaches the browser), and the
 * app confirms it through the same /payment/verify as a Razorpay payment.
 */
export async function sandboxRoutes(app: FastifyInstance, { db, payments }: { db: Db; payments: PaymentsService }) {
  routeTable(app)(sandboxPaymentsRoute, async (_request, reply, input): Promise<SandboxPaymentResponse> => {
    const { order_id: orderId, outcome } = input.body();
    const order = await findSandboxOrder(db.kysely, orderId);
    if (!order) throw notFound(MESSAGES.paymentOrderUnknown);
    reply.header('cache-control', 'no-store');
    const paymentId = sandboxId('pay');
    if (outcome === 'failure') {
      // What Razorpay's payment.failed webhook would record, and its checkout's error object.
      await payments.recordFailure(orderId, MESSAGES.sandboxPaymentDeclined);
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: MESSAGES.sandboxPaymentDeclined,
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: paymentId },
        },
      };
    }
    return {
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: signPayment(payments.provider.signingSecret, orderId, paymentId),
    };
  });
}
