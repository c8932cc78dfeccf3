import { z } from 'zod';

const providerId = (field: string, prefix: string) =>
  z
    .string({ message: `${field} is not valid.` })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), `${field} is not valid.`);

/**
 * The checkout's success answer, as Razorpay's handler hands it over (the sandbox answers the
 * same). Anything else in the body, an amount for one, is dropped: the server sets the price.
 */
export const paymentVerifySchema = z.object({
  razorpay_payment_id: providerId('razorpay_payment_id', 'pay'),
  razorpay_order_id: providerId('razorpay_order_id', 'order'),
  razorpay_signature: z
    .string({ message: 'razorpay_signature is not valid.' })
    .regex(/^[0-9a-f]{64}$/i, 'razorpay_signature is not valid.'),
});
export type PaymentVerifyRequest = z.output<typeof paymentVerifySchema>;

/** 'Pay now' / 'Simulate failure' in the sandbox checkout. */
export const sandboxPaymentSchema = z.object({
  order_id: providerId('order_id', 'order'),
  outcome: z.enum(['success', 'failure'], { message: 'outcome must be success or failure.' }),
});
export type SandboxPaymentRequest = z.output<typeof sandboxPaymentSchema>;

export type PaymentProviderName = 'razorpay' | 'sandbox';

/** POST /claim-shops/payment/{shopId}: the order to open the checkout with. */
export interface PaymentOrderResponse {
  id: string;
  key_id: string;
  provider: PaymentProviderName;
  amount: number;
  currency: 'INR';
}

/**
 * GET /claim-shops/{shopId}/payment: the session's number's payment for the shop. While a paid
 * order waits for the claim's approval, no second order is taken (a 409, issue 25).
 */
export const paymentStateSchema = z.object({ awaitingApproval: z.boolean() });
export type PaymentStateResponse = z.output<typeof paymentStateSchema>;

/** POST /claim-shops/{shopId}/payment/verify. */
export interface PaymentVerifyResponse {
  isPaid: true;
  isPaymentValid: true;
  /** 'awaiting_approval': paid while the claim is pending; the year starts on approval (premiumUntil null). */
  premiumStatus: 'active' | 'awaiting_approval';
  premiumUntil: string | null;
}

/** The sandbox's answer: Razorpay's handler response on success, its error object on failure. */
export type SandboxPaymentResponse =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | {
      error: { code: string; description: string; reason: string; metadata: { order_id: string; payment_id: string } };
    };

/** Days before its end in which a Premium plan can be renewed. */
export const PREMIUM_RENEWAL_WINDOW_DAYS = 30;

/** The plan's end after a payment at `paidAt`: a year after the later of now and the current end. */
export function nextPremiumEnd(currentEnd: Date | null, paidAt: Date): Date {
  const from = currentEnd && currentEnd.getTime() > paidAt.getTime() ? currentEnd : paidAt;
  const end = new Date(from.getTime());
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}
