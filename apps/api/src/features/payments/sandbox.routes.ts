import { API_PATHS, MESSAGES, sandboxPaymentSchema, type SandboxPaymentResponse } from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import { parseInput } from '../../lib/validation.ts';
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
  app.post(API_PATHS.sandboxPayments, async (request, reply): Promise<SandboxPaymentResponse> => {
    const { order_id: orderId, outcome } = parseInput(sandboxPaymentSchema, request.body);
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
