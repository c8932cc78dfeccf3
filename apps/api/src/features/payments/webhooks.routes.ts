import type { FastifyInstance } from 'fastify';
import { razorpayWebhookRoute } from '@local-shops/shared/public-routes';
import { badRequest } from '../../lib/http-errors.ts';
import { routeTable } from '../../lib/route-table.ts';
import { verifyWebhookSignature } from './payment-provider.ts';
import { bodyEventId } from './payment-reconciliation.ts';
import type { PaymentsService } from './payments.service.ts';

/** Razorpay's payment entity, as far as we read it. */
interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  amount_refunded?: unknown;
  currency?: unknown;
  error_description?: unknown;
  error_reason?: unknown;
}

interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: { id?: unknown; payment_id?: unknown; amount?: unknown } };
  };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;

const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /webhooks/razorpay: verified over the raw bytes with the webhook secret, handled once per
 * event id (x-razorpay-event-id). order.paid and payment.captured activate the plan (the browser
 * may have closed before it confirmed); payment.failed records the reason. A paid order stays paid.
 * refund.processed for the whole amount takes back the year that payment bought (decision 0007);
 * a partial refund changes nothing.
 */
export async function webhooksRoutes(
  app: FastifyInstance,
  { payments, secret }: { payments: PaymentsService; secret: string },
) {
  // This plugin's own JSON parser keeps the raw bytes: the signature is over them, not over a re-serialisation.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  routeTable(app)(razorpayWebhookRoute, async (request) => {
    const raw = request.body;
    const signature = request.headers['x-razorpay-signature'];
    if (!Buffer.isBuffer(raw) || typeof signature !== 'string' || !verifyWebhookSignature(secret, raw, signature)) {
      request.log.warn('webhook with a missing or wrong signature');
      throw badRequest('The webhook signature is not valid.');
    }
    let body: WebhookBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as WebhookBody;
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
    const event = text(body.event) ?? 'unknown';
    const payment = body.payload?.payment?.entity ?? {};
    const orderId = text(body.payload?.order?.entity?.id) ?? text(payment.order_id);
    const header = request.headers['x-razorpay-event-id'];
    const eventId = typeof header === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(header) ? header : bodyEventId(raw);

    const handled = await payments.recordEvent(eventId, event, orderId, async (trx) => {
      if (!orderId) return;
      if (event === 'order.paid' || event === 'payment.captured') {
        const amount =
          typeof payment.amount === 'number' ? { paise: payment.amount, currency: text(payment.currency) ?? '' } : null;
        if (!amount) {
          request.log.error({ event, orderId }, 'paid event without an amount; not activated');
          return;
        }
        await payments.confirm(orderId, { paymentId: text(payment.id), signature: null }, amount, request.log, trx);
      } else if (event === 'payment.failed') {
        await payments.recordFailure(
          orderId,
          text(payment.error_description) ?? text(payment.error_reason) ?? 'payment failed',
          trx,
        );
      } else if (event === 'refund.processed') {
        const refund = body.payload?.refund?.entity ?? {};
        const full =
          typeof payment.amount === 'number' &&
          typeof payment.amount_refunded === 'number' &&
          payment.amount_refunded >= payment.amount;
        if (!full) {
          request.log.warn({ event, orderId }, 'partial refund; the plan is kept');
          return;
        }
        await payments.revoke(
          orderId,
          text(refund.payment_id) ?? text(payment.id),
          text(refund.id) ?? eventId,
          request.log,
          trx,
        );
      }
    });
    return { status: handled ? 'ok' : 'duplicate' };
  });
}
