import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { findSandboxOrder } from './payments.repository.ts';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-shaped ids ('order_' / 'pay_' + 14 characters). */
export function sandboxId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${[...bytes].map((b) => BASE62[b % BASE62.length]).join('')}`;
}

/**
 * The default provider when Razorpay is not configured: orders are made here, and the sandbox
 * routes (standing in for Razorpay's checkout servers) sign payments with the same HMAC scheme.
 * Its order look-up answers from our own table: nothing happens at a sandbox "bank" on its own.
 */
export function createSandboxProvider(db: Db, secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    keyId: 'sandbox',
    signingSecret: secret,
    webhookSecret: secret,
    async createOrder() {
      return { id: sandboxId('order') };
    },
    async fetchOrder(orderId) {
      const row = await findSandboxOrder(db.kysely, orderId);
      if (!row) throw new Error(`no sandbox order ${orderId}`);
      return {
        id: row.provider_order_id,
        status: row.status === 'paid' ? 'paid' : row.status === 'failed' ? 'attempted' : 'created',
        amountPaise: row.amount_paise,
        currency: row.currency,
        paymentId: row.provider_payment_id,
      };
    },
    // The sandbox "bank" refunds by answering a refund id, the same one for the same payment
    // (asked twice, it has made one refund); our order row records it.
    async refund({ paymentId }) {
      return { id: `rfnd_${createHash('sha256').update(paymentId).digest('base64url').slice(0, 14)}` };
    },
  };
}
