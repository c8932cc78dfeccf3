import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/**
 * Chooses the payment provider once, at start-up: Razorpay when RAZORPAY_KEY_ID is set, the
 * sandbox otherwise. The sandbox takes no money, so production refuses it unless
 * ALLOW_SANDBOX_PAYMENTS=true (a staging box that no real user reaches).
 */
export function selectPaymentProvider(config: AppConfig, deps: { db: Db; log: FastifyBaseLogger }): PaymentProvider {
  const { razorpay, sandboxSecret, allowSandbox } = config.payments;
  if (razorpay.keyId) {
    if (!razorpay.keySecret) throw new Error('RAZORPAY_KEY_ID needs RAZORPAY_KEY_SECRET.');
    if (config.env === 'production' && !razorpay.webhookSecret) {
      throw new Error(
        'RAZORPAY_WEBHOOK_SECRET is required in production: a payment whose browser closed is confirmed by webhook.',
      );
    }
    if (config.env === 'production' && !razorpay.baseUrl.startsWith('https://'))
      throw new Error('RAZORPAY_BASE_URL must use https in production.');
    return createRazorpayProvider({
      keyId: razorpay.keyId,
      keySecret: razorpay.keySecret,
      webhookSecret: razorpay.webhookSecret,
      baseUrl: razorpay.baseUrl,
    });
  }
  if (config.env === 'production' && !allowSandbox) {
    throw new Error(
      'The sandbox checkout is refused in production: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, ' +
        'or ALLOW_SANDBOX_PAYMENTS=true on a deployment that no real user reaches.',
    );
  }
  if (sandboxSecret !== undefined && sandboxSecret.length < 32)
    throw new Error('SANDBOX_PAYMENTS_SECRET must be at least 32 characters.');
  if (!sandboxSecret)
    deps.log.info('payments: sandbox checkout with a per-process key (SANDBOX_PAYMENTS_SECRET is not set)');
  return createSandboxProvider(deps.db, sandboxSecret ?? randomBytes(32).toString('hex'));
}
