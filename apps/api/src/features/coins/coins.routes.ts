import type { FastifyInstance } from 'fastify';
import { isPremiumActive, MESSAGES } from '@local-shops/shared';
import {
  COIN_MESSAGES,
  COIN_QR_PREFIX,
  coinsToRupees,
  EARN_CODE_MINUTES,
  maskNumber,
  SPEND_CODE_MINUTES,
  type CoinSettingsView,
  type LedgerEntry,
} from '@local-shops/shared/coins';
import { COINS_ROUTES } from '@local-shops/shared/coins-routes';
import type { Db } from '../../db/database.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { routeTable, sessionAccess } from '../../lib/route-table.ts';
import { ownedShopOf, requireShopOwner, sessionNumberOf } from '../../lib/session-guard.ts';
import { coinsOverview } from './coins.balances.ts';
import { findOpenCode, hashCode, issueCode, limitCodeRequests, refuseWhileGuessing, wrongCode } from './coins.codes.ts';
import { earn, redeem, reverse } from './coins.ledger.ts';
import {
  coinsRunning,
  findCoinShop,
  findEntry,
  lastTen,
  ownNumbersOf,
  saveCoinSettings,
  shopEntries,
  type CoinShop,
} from './coins.repository.ts';

export interface CoinsRoutesOptions {
  db: Db;
  now: () => Date;
}

/** The owner's counter lists this many of the newest entries. */
const OWNER_ENTRIES = 50;

/**
 * Shop-funded coins (issue 29, decision 0075): the shopper's codes and balances (session), the
 * owner's settings, counter and entries (the approved owner of the shop in the path).
 */
export async function coinsRoutes(app: FastifyInstance, { db, now }: CoinsRoutesOptions) {
  const route = routeTable(app, {
    access: { session: sessionAccess(db, now), owner: { onRequest: requireShopOwner(db, now) } },
  });

  const shopOrThrow = async (shopId: string): Promise<CoinShop> => {
    const shop = await findCoinShop(db.kysely, shopId);
    if (!shop) throw notFound(MESSAGES.shopNotFound);
    return shop;
  };
  const view = (shop: CoinShop, at: Date): CoinSettingsView => ({
    ...shop.settings,
    premiumActive: isPremiumActive(shop.premiumUntil, at.toISOString()),
    frozen: shop.frozen,
  });
  /** The counter's checks: Premium, switched on, not frozen (403). */
  const counterShop = async (shopId: string, at: Date) => {
    const shop = await shopOrThrow(shopId);
    if (!isPremiumActive(shop.premiumUntil, at.toISOString())) throw new HttpError(403, COIN_MESSAGES.premiumOnly);
    if (shop.frozen) throw new HttpError(403, COIN_MESSAGES.frozen);
    if (!shop.settings.enabled) throw new HttpError(403, COIN_MESSAGES.off);
    return shop;
  };
  /** An earlier answer to the same idempotency key at the shop (before the code, which it used up). */
  const replayed = async (shopId: string, key: string, requestKey: string): Promise<LedgerEntry | undefined> => {
    const row = await db.kysely
      .selectFrom('coin_ledger')
      .select(['id', 'request_key'])
      .where('shop_id', '=', shopId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.request_key !== requestKey) throw new HttpError(409, COIN_MESSAGES.keyReused);
    return findEntry(db.kysely, row.id);
  };

  // The shopper.
  route(COINS_ROUTES.coinsOverview, async (request) => coinsOverview(db, sessionNumberOf(request), now()));

  route(COINS_ROUTES.coinsEarnCode, async (request, reply) => {
    const number = sessionNumberOf(request);
    const at = now();
    await limitCodeRequests(db, number, at);
    const { code, expiresAt } = await issueCode(db, { kind: 'earn', number, minutes: EARN_CODE_MINUTES }, at);
    return reply.code(201).send({ code, qr: `${COIN_QR_PREFIX.earn}${code}`, expiresAt });
  });

  route(
    COINS_ROUTES.coinsSpendCode,
    async (request, reply, input) => {
      const number = sessionNumberOf(request);
      const { shopId, coins } = input.body();
      const at = now();
      const shop = await shopOrThrow(shopId);
      if (shop.frozen) throw new HttpError(403, COIN_MESSAGES.frozen);
      if (!coinsRunning(shop, at)) throw new HttpError(403, COIN_MESSAGES.off);
      const { settings } = shop;
      if (coins < settings.minCoinsToRedeem) throw badRequest(COIN_MESSAGES.belowMinimum);
      if (coins > settings.maxCoinsPerBill) throw badRequest(COIN_MESSAGES.overBillCap);
      const overview = await coinsOverview(db, number, at);
      const balance = overview.balances.find((b) => b.shopId === shopId)?.coins ?? 0;
      if (coins > balance) throw badRequest(COIN_MESSAGES.notEnough);
      await limitCodeRequests(db, number, at);
      const issued = await issueCode(db, { kind: 'spend', number, shopId, coins, minutes: SPEND_CODE_MINUTES }, at);
      return reply.code(201).send({
        code: issued.code,
        qr: `${COIN_QR_PREFIX.spend}${issued.code}`,
        shopId,
        coins,
        discountRupees: coinsToRupees(coins, settings.coinValuePaise),
        expiresAt: issued.expiresAt,
      });
    },
    { bodyLimit: 1024 },
  );

  // The owner.
  route(COINS_ROUTES.ownerCoinSettings, async (request) => view(await shopOrThrow(ownedShopOf(request).shopId), now()));

  route(
    COINS_ROUTES.ownerCoinSettingsUpdate,
    async (request, _reply, input) => {
      const { shopId } = ownedShopOf(request);
      const at = now();
      const shop = await shopOrThrow(shopId);
      if (!isPremiumActive(shop.premiumUntil, at.toISOString())) throw new HttpError(403, COIN_MESSAGES.premiumOnly);
      await saveCoinSettings(db, shopId, input.body(), at);
      return view(await shopOrThrow(shopId), at);
    },
    { bodyLimit: 4 * 1024 },
  );

  route(
    COINS_ROUTES.ownerCoinEarn,
    async (request, reply, input) => {
      const { shopId, number: owner } = ownedShopOf(request);
      const body = input.body();
      const at = now();
      const requestKey = `earn:${hashCode(body.code)}:${body.billRupees}`;
      const earlier = await replayed(shopId, body.idempotencyKey, requestKey);
      if (earlier) return reply.code(201).send({ entry: earlier, coins: earlier.coins });
      await refuseWhileGuessing(db, shopId, at);
      const shop = await counterShop(shopId, at);
      const code = await findOpenCode(db.kysely, 'earn', body.code, at);
      if (!code) {
        // A parallel request with the same key may have used the code since the look-up above.
        const used = await replayed(shopId, body.idempotencyKey, requestKey);
        if (used) return reply.code(201).send({ entry: used, coins: used.coins });
        return wrongCode(db, shopId, at);
      }
      if ((await ownNumbersOf(db, owner)).has(lastTen(code.mobile_number)))
        throw new HttpError(403, COIN_MESSAGES.ownNumber);
      const entry = await earn(
        db,
        { shop, code, billRupees: body.billRupees, idempotencyKey: body.idempotencyKey, requestKey },
        at,
      );
      return reply.code(201).send({ entry, coins: entry.coins });
    },
    { bodyLimit: 1024 },
  );

  /** A spend code typed at this shop's counter, with its checks; 404 (counted) when there is none. */
  const spendCodeAt = async (shopId: string, digits: string, at: Date, replay?: () => Promise<unknown>) => {
    await refuseWhileGuessing(db, shopId, at);
    const shop = await counterShop(shopId, at);
    const code = await findOpenCode(db.kysely, 'spend', digits, at, shopId);
    if (!code) return (await replay?.()) ? undefined : wrongCode(db, shopId, at);
    return { shop, code, discountRupees: coinsToRupees(Number(code.coins), shop.settings.coinValuePaise) };
  };
  const checkShare = (shop: CoinShop, discountRupees: number, billRupees: number | undefined) => {
    if (billRupees !== undefined && discountRupees * 100 > billRupees * shop.settings.maxBillSharePercent)
      throw badRequest(COIN_MESSAGES.overBillShare);
  };

  route(
    COINS_ROUTES.ownerCoinRedeemPreview,
    async (request, _reply, input) => {
      const { shopId } = ownedShopOf(request);
      const body = input.body();
      const found = await spendCodeAt(shopId, body.code, now());
      if (!found) throw notFound(COIN_MESSAGES.codeNotFound);
      const { shop, code, discountRupees } = found;
      checkShare(shop, discountRupees, body.billRupees);
      return {
        coins: Number(code.coins),
        discountRupees,
        shopper: maskNumber(code.mobile_number),
        expiresAt: code.expires_at,
      };
    },
    { bodyLimit: 1024 },
  );

  route(
    COINS_ROUTES.ownerCoinRedeem,
    async (request, _reply, input) => {
      const { shopId } = ownedShopOf(request);
      const body = input.body();
      const at = now();
      const requestKey = `spend:${hashCode(body.code)}:${body.billRupees ?? ''}`;
      const answer = (entry: LedgerEntry) => ({
        entry,
        coins: -entry.coins,
        discountRupees: entry.discountRupees ?? 0,
      });
      const earlier = await replayed(shopId, body.idempotencyKey, requestKey);
      if (earlier) return answer(earlier);
      // A parallel request with the same key may use the code between the look-ups.
      let used: LedgerEntry | undefined;
      const found = await spendCodeAt(shopId, body.code, at, async () => {
        used = await replayed(shopId, body.idempotencyKey, requestKey);
        return used;
      });
      if (!found) return answer(used!);
      const { shop, code, discountRupees } = found;
      checkShare(shop, discountRupees, body.billRupees);
      const entry = await redeem(
        db,
        { shop, code, billRupees: body.billRupees, idempotencyKey: body.idempotencyKey, requestKey },
        at,
      );
      return answer(entry);
    },
    { bodyLimit: 1024 },
  );

  route(
    COINS_ROUTES.ownerCoinReverse,
    async (request, _reply, input) => {
      const { shopId } = ownedShopOf(request);
      const { entryId } = input.params();
      const { reason } = input.body();
      return { entry: await reverse(db, { shopId, entryId, reason }, now()) };
    },
    { bodyLimit: 2 * 1024 },
  );

  route(COINS_ROUTES.ownerCoinEntries, async (request) => ({
    items: await shopEntries(db, ownedShopOf(request).shopId, OWNER_ENTRIES),
  }));
}
