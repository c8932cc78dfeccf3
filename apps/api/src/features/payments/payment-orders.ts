import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGES,
  PREMIUM_PRICE_PAISE,
  PREMIUM_RENEWAL_WINDOW_DAYS,
  type PaymentOrderResponse,
  type PaymentStateResponse,
} from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts';
import { claimStanding, findAwaitingOrder, findOpenOrderId, findShopPlan, insertOrder } from './payments.repository.ts';
import { formatPlanDate } from './premium-plan.ts';

export const CURRENCY = 'INR';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Opening a Premium order for a shop: who may buy, an open order reused rather than a second one,
 * and the provider's order recorded once even when two clicks race. `paymentState` tells the
 * subscribe page beforehand what the order would meet: a payment already waiting for approval.
 */
export function createOrderTaker({ db, provider, now }: { db: Db; provider: PaymentProvider; now: () => Date }) {
  const orderResponse = (providerOrderId: string): PaymentOrderResponse => ({
    id: providerOrderId,
    key_id: provider.keyId,
    provider: provider.name,
    amount: PREMIUM_PRICE_PAISE,
    currency: CURRENCY,
  });

  const findOpenOrder = (shopId: string, mobileNumber: string) =>
    findOpenOrderId(db.kysely, { shopId, mobileNumber, provider: provider.name });

  // Paid while the claim waits: the year starts on approval, so another payment would buy nothing (issue 25).
  const isAwaitingApproval = async (shopId: string, mobileNumber: string) =>
    (await findAwaitingOrder(db.kysely, shopId, mobileNumber)) !== undefined;

  async function paymentState(shopId: string, mobileNumber: string): Promise<PaymentStateResponse> {
    if (!(await findShopPlan(db.kysely, shopId))) throw notFound(MESSAGES.shopNotFound);
    return { awaitingApproval: await isAwaitingApproval(shopId, mobileNumber) };
  }

  async function createOrder(
    shopId: string,
    mobileNumber: string,
    log: FastifyBaseLogger,
  ): Promise<PaymentOrderResponse> {
    const shop = await findShopPlan(db.kysely, shopId);
    if (!shop) throw notFound(MESSAGES.shopNotFound);
    // The approved owner, or a claimant while nobody owns the shop (decision 0032).
    const standing = await claimStanding(db.kysely, shopId, mobileNumber, shop.isClaimed);
    if (standing === 'none') throw new HttpError(403, MESSAGES.paymentNotOwner);
    if (await isAwaitingApproval(shopId, mobileNumber)) throw new HttpError(409, MESSAGES.premiumAwaitingApproval);
    if (standing === 'owner' && shop.premiumUntil) {
      const until = new Date(shop.premiumUntil);
      if (until.getTime() - now().getTime() > PREMIUM_RENEWAL_WINDOW_DAYS * DAY_MS)
        throw new HttpError(409, (t) => t(MESSAGES).premiumAlreadyActive(formatPlanDate(until)));
    }
    const open = await findOpenOrder(shopId, mobileNumber);
    if (open) return orderResponse(open);

    const receipt = `rcpt_${randomBytes(12).toString('hex')}`;
    let created: { id: string };
    try {
      created = await provider.createOrder({
        amountPaise: PREMIUM_PRICE_PAISE,
        currency: CURRENCY,
        receipt,
        notes: { shop_id: shopId },
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      log.error({ err: error }, 'payment order not created');
      throw new HttpError(502, MESSAGES.paymentProviderUnavailable);
    }
    const at = now().toISOString();
    try {
      await insertOrder(db.kysely, {
        id: randomBytes(16).toString('hex'),
        shopId,
        mobileNumber,
        provider: provider.name,
        providerOrderId: created.id,
        receipt,
        amountPaise: PREMIUM_PRICE_PAISE,
        currency: CURRENCY,
        at,
      });
    } catch (error) {
      // Two clicks at once: the other request's order won; the one made here is never paid.
      if (!isUniqueViolation(error)) throw error;
      const winner = await findOpenOrder(shopId, mobileNumber);
      if (!winner) throw error;
      return orderResponse(winner);
    }
    return orderResponse(created.id);
  }

  return { createOrder, paymentState };
}
