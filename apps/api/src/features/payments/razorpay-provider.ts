import { PaymentProviderError, type PaymentProvider, type ProviderOrder } from './payment-provider.ts';

const TIMEOUT_MS = 10_000;

interface RazorpayOrder {
  id: string;
  status: 'created' | 'attempted' | 'paid';
  amount: number;
  currency: string;
}

interface RazorpayRefunds {
  items: Array<{ id: string; amount: number; status: 'pending' | 'processed' | 'failed' }>;
}

interface RazorpayPayments {
  items: Array<{ id: string; status: string }>;
}

/**
 * Razorpay's Orders API (https://razorpay.com/docs/api/orders/) with basic auth of the key id
 * and secret. The key secret never leaves the server; the browser gets the key id only.
 */
export function createRazorpayProvider(options: {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  baseUrl: string;
}): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay ${method} ${path} failed: ${String(error)}`);
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const description = (payload as { error?: { description?: string } } | undefined)?.error?.description;
      throw new PaymentProviderError(
        `Razorpay ${method} ${path} answered ${response.status}${description ? `: ${description}` : ''}`,
      );
    }
    return payload as T;
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,
    signingSecret: options.keySecret,
    webhookSecret: options.webhookSecret,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await call<RazorpayOrder>('POST', '/v1/orders', { amount: amountPaise, currency, receipt, notes });
      if (typeof order?.id !== 'string') throw new PaymentProviderError('Razorpay answered an order without an id');
      return { id: order.id };
    },
    async fetchOrder(orderId): Promise<ProviderOrder> {
      const path = `/v1/orders/${encodeURIComponent(orderId)}`;
      const order = await call<RazorpayOrder>('GET', path);
      let paymentId: string | null = null;
      if (order.status === 'paid') {
        const payments = await call<RazorpayPayments>('GET', `${path}/payments`);
        paymentId = payments.items.find((p) => p.status === 'captured')?.id ?? null;
      }
      return { id: order.id, status: order.status, amountPaise: order.amount, currency: order.currency, paymentId };
    },
    // https://razorpay.com/docs/api/refunds/: a refund job may run again after a crash, so the
    // refunds already made for the payment are asked first and a full one is answered as is.
    async refund({ paymentId, amountPaise, notes }) {
      const path = `/v1/payments/${encodeURIComponent(paymentId)}`;
      const made = await call<RazorpayRefunds>('GET', `${path}/refunds`);
      const live = made.items.filter((r) => r.status !== 'failed');
      if (live.length > 0 && live.reduce((sum, r) => sum + r.amount, 0) >= amountPaise) return { id: live[0]!.id };
      const refund = await call<{ id?: unknown }>('POST', `${path}/refund`, {
        amount: amountPaise,
        speed: 'normal',
        notes,
      });
      if (typeof refund?.id !== 'string') throw new PaymentProviderError('Razorpay answered a refund without an id');
      return { id: refund.id };
    },
  };
}
