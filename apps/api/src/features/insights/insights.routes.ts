import type { FastifyInstance } from 'fastify';
import { isPremiumActive, MESSAGES } from '@local-shops/shared';
import {
  FREE_INSIGHT_DAYS,
  INSIGHTS_MESSAGES,
  type InsightsResponse,
  type ShopEventType,
} from '@local-shops/shared/insights';
import { ownerInsightsRoute } from '@local-shops/shared/owner-routes';
import { shopEventsRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { isBot } from '../../lib/bots.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { networkKey } from '../../lib/network-key.ts';
import { routeTable } from '../../lib/route-table.ts';
import { ownedShopOf, requireShopOwner } from '../../lib/session-guard.ts';
import type { CounterField, ShopCounters } from '../../lib/shop-counters.ts';
import { coinDays } from './coin-days.ts';
import { findInsightShop, readDays, shopExists, similarShopsNearby, sumsOf } from './insights.repository.ts';
import { fillDays, medianOf, periodDates } from './insights.service.ts';

/** Shops known to exist, so that an event costs no query (a shop is never deleted). */
const KNOWN_SHOPS = 100_000;

const FIELD: Record<ShopEventType, CounterField> = {
  view: 'views',
  call: 'calls',
  whatsapp: 'whatsapp',
  directions: 'directions',
  share: 'shares',
  save: 'saves',
};

export interface InsightsRoutesOptions {
  db: Db;
  counters: ShopCounters;
  now: () => Date;
}

/** Shopper events of a shop page, and the approved owner's insights (issue 11, decision 0039). */
export async function insightsRoutes(app: FastifyInstance, { db, counters, now }: InsightsRoutesOptions) {
  const known = new Set<string>();
  const exists = async (id: string) => {
    if (known.has(id)) return true;
    if (!(await shopExists(db, id))) return false;
    if (known.size >= KNOWN_SHOPS) known.delete(known.values().next().value!);
    known.add(id);
    return true;
  };

  // navigator.sendBeacon sends a string as text/plain: read it as the JSON it is (this route only).
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON.'));
    }
  });

  const route = routeTable(app, { access: { owner: { onRequest: requireShopOwner(db, now) } } });
  route(
    shopEventsRoute,
    async (request, reply, input) => {
      const { type } = input.body();
      const { id } = input.params();
      if (!(await exists(id))) throw notFound(MESSAGES.shopNotFound);
      // Once per network, shop and type in 30 minutes (lib/shop-counters.ts).
      if (!isBot(request.headers['user-agent'])) counters.addOnce(networkKey(request.ip), id, FIELD[type]);
      // Counted or not, the answer is the same: a caller learns nothing about the dedupe.
      return reply.code(202).header('cache-control', 'no-store').send();
    },
    { bodyLimit: 1024 },
  );

  route(ownerInsightsRoute, async (request, reply, input): Promise<InsightsResponse> => {
    const { days } = input.query();
    const shop = await findInsightShop(db, ownedShopOf(request).shopId);
    if (!shop) throw notFound(MESSAGES.shopNotFound);
    const at = now();
    const premium = isPremiumActive(shop.premiumUntil, at.toISOString());
    if (!premium && days > FREE_INSIGHT_DAYS) throw new HttpError(403, INSIGHTS_MESSAGES.longerPeriodsArePremium);
    const dates = periodDates(days, at);
    const from = dates[0]!;
    const to = dates.at(-1)!;
    const { days: filled, totals } = fillDays(dates, await readDays(db, shop.id, from, to));
    let comparison: InsightsResponse['comparison'] = null;
    if (premium && shop.lat !== null && shop.long !== null) {
      const ids = await similarShopsNearby(db, { id: shop.id, lat: shop.lat, long: shop.long });
      comparison = { shops: ids.length, median: medianOf(ids, await sumsOf(db, ids, from, to)) };
    }
    reply.header('cache-control', 'no-store');
    return { days: filled, totals, comparison, premium, coins: await coinDays(db, shop.id, dates) };
  });
}
