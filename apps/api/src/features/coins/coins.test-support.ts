import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CoinSettings, CoinsOverview, EarnCode, SpendCode } from '@local-shops/shared/coins';
import type { TestAppContext } from '../../test/app.ts';
import { testShop } from '../../test/fixtures.ts';
import { addOwnedShop } from '../../test/owners.ts';
import { signIn } from '../../test/sessions.ts';

/** Helpers of the coins tests: shops, shoppers and the calls they make, through the API as users do. */

const DAY = 86_400_000;
export const newNumber = () => `+919${randomInt(100_000_000, 1_000_000_000)}`;
export const newKey = () => randomUUID().replaceAll('-', '');

export const SETTINGS: CoinSettings = {
  enabled: true,
  rupeesPerCoin: 10,
  coinValuePaise: 100,
  maxCoinsPerBill: 200,
  maxCoinsPerShopperPerDay: 500,
  maxBillSharePercent: 20,
  minCoinsToRedeem: 0,
  expiryMonths: 12,
  maxCoinsPerShopPerDay: 5000,
};

export function coinsClient(context: TestAppContext, clock: () => number = Date.now) {
  const app = (): FastifyInstance => context.app;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: string | undefined, payload?: object) =>
    app().inject({ method, url, cookies: session ? { session } : {}, ...(payload ? { payload } : {}) });

  /** A claimed shop of a fresh number, Premium unless told; coins on with `settings` unless `enabled: false`. */
  async function shop({
    premium = true,
    settings = SETTINGS as Partial<CoinSettings> | null,
    number = newNumber(),
    whatsapp = null as string | null,
    prefix = 'Coins Shop',
  } = {}) {
    const id = randomUUID();
    const name = `${prefix} ${id.slice(0, 8)}`;
    const session = await addOwnedShop(
      context.db,
      testShop({ id, name, isClaimed: true, createdAt: new Date(clock()).toISOString() }),
      {
        number,
        at: clock(),
        premiumUntil: premium ? clock() + 300 * DAY : null,
      },
    );
    if (whatsapp)
      await context.db.kysely.updateTable('shops').set({ whatsapp_number: whatsapp }).where('id', '=', id).execute();
    if (settings && premium) {
      const saved = await call('PUT', `/v1/owner/shops/${id}/coins/settings`, session, { ...SETTINGS, ...settings });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return { id, name, number, session };
  }

  async function shopper(number = newNumber()) {
    return { number, session: await signIn(context.db, number, clock()) };
  }

  async function earnCode(session: string): Promise<string> {
    const response = await call('POST', '/v1/coins/earn-code', session);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EarnCode>().code;
  }

  const earn = (
    shopId: string,
    ownerSession: string,
    body: { code: string; billRupees: number; idempotencyKey?: string },
  ) => call('POST', `/v1/owner/shops/${shopId}/coins/earn`, ownerSession, { idempotencyKey: newKey(), ...body });

  /** A shopper's earn at the shop's counter, expected to succeed: answers the coins. */
  async function credit(shop: { id: string; session: string }, shopperSession: string, billRupees: number) {
    const response = await earn(shop.id, shop.session, { code: await earnCode(shopperSession), billRupees });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ coins: number; entry: { id: string } }>();
  }

  const spendCode = (session: string, shopId: string, coins: number) =>
    call('POST', '/v1/coins/spend-code', session, { shopId, coins });

  async function spendCodeOk(session: string, shopId: string, coins: number): Promise<SpendCode> {
    const response = await spendCode(session, shopId, coins);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SpendCode>();
  }

  const redeem = (
    shopId: string,
    ownerSession: string,
    body: { code: string; idempotencyKey?: string; billRupees?: number },
  ) => call('POST', `/v1/owner/shops/${shopId}/coins/redeem`, ownerSession, { idempotencyKey: newKey(), ...body });

  async function overview(session: string): Promise<CoinsOverview> {
    const response = await call('GET', '/v1/coins', session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CoinsOverview>();
  }

  const balanceAt = async (session: string, shopId: string) =>
    (await overview(session)).balances.find((b) => b.shopId === shopId)?.coins ?? 0;

  return { call, shop, shopper, earnCode, earn, credit, spendCode, spendCodeOk, redeem, overview, balanceAt };
}
