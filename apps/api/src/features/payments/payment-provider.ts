import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '../../db/schema.ts';

/** The provider's view of an order, as the reconciler asks for it. */
export interface ProviderOrder {
  id: string;
  /** Razorpay's order states: 'attempted' means a payment was tried, not that it succeeded. */
  status: 'created' | 'attempted' | 'paid';
  amountPaise: number;
  currency: string;
  /** The captured payment of a paid order, when the provider names it. */
  paymentId: string | null;
}

/**
 * A payment provider: Razorpay, or the sandbox that stands in for it. Both sign a checkout
 * payment as HMAC-SHA256(`order_id|payment_id`) under a key only the server holds, so one code
 * path verifies both.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  /** The public key id the checkout is opened with (never a secret). */
  keyId: string;
  /** Key of the checkout signature (Razorpay's key secret, or the sandbox secret). */
  signingSecret: string;
  /** Key of the webhook signature; webhooks are refused (404) without one. */
  webhookSecret: string | undefined;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  fetchOrder(orderId: string): Promise<ProviderOrder>;
  /**
   * Refunds a captured payment in full and answers the refund's id. Called again after a crash,
   * it answers the refund already made instead of making a second one.
   */
  refund(input: { paymentId: string; amountPaise: number; notes: Record<string, string> }): Promise<{ id: string }>;
}

/** The provider could not be reached or refused the call: the caller shows a generic message. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

const hmacHex = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id`, hex. */
export function signPayment(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body, hex. */
export function signWebhook(secret: string, rawBody: string | Buffer): string {
  return hmacHex(secret, rawBody);
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, received: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(received)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function verifyPaymentSignature(secret: string, orderId: string, paymentId: string, signature: string): boolean {
  return signatureMatches(signPayment(secret, orderId, paymentId), signature);
}

export function verifyWebhookSignature(secret: string, rawBody: Buffer, signature: string): boolean {
  return signatureMatches(signWebhook(secret, rawBody), signature);
}
