import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPremiumActive } from '@local-shops/shared';
import { OFFER_MAX_DAYS, OFFER_MESSAGES, OFFERS_PER_SHOP, type OwnerOffersResponse } from '@local-shops/shared/offers';
import { ownerOfferCreateRoute, ownerOfferRoute, ownerOffersRoute } from '@local-shops/shared/owner-routes';
import type { Db } from '../../db/database.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { routeTable } from '../../lib/route-table.ts';
import { ownedShopOf, requireShopOwner } from '../../lib/session-guard.ts';
import { kolkataDate } from '../../lib/shop-counters.ts';
import { currentOffers, insertOffer, premiumUntilOf, removeOffer } from './offers.repository.ts';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

export interface OffersRoutesOptions {
  db: Db;
  now: () => Date;
}

/** The owner's offers (Premium only, decision 0039). The console's take-down is in features/admin. */
export async function offersRoutes(app: FastifyInstance, { db, now }: OffersRoutesOptions) {
  // Every route here is the approved owner's (401 / 404 / 403 before the body is read).
  const route = routeTable(app, { access: { owner: { onRequest: requireShopOwner(db, now) } } });

  /** The owner's shop with its plan. */
  const ownedShop = async (request: FastifyRequest) => {
    const { shopId, number } = ownedShopOf(request);
    return { id: shopId, number, premiumUntil: await premiumUntilOf(db, shopId) };
  };

  route(ownerOffersRoute, async (request, reply): Promise<OwnerOffersResponse & { premium: boolean }> => {
    const shop = await ownedShop(request);
    const today = kolkataDate(now());
    const rows = await currentOffers(db, shop.id, today);
    reply.header('cache-control', 'no-store');
    return {
      premium: isPremiumActive(shop.premiumUntil, now().toISOString()),
      items: rows.map((r) => ({
        id: r.id,
        title: r.title,
        details: r.details,
        startsOn: r.starts_on,
        endsOn: r.ends_on,
        status: r.starts_on <= today ? 'running' : 'upcoming',
      })),
    };
  });

  route(
    ownerOfferCreateRoute,
    async (request, reply, input) => {
      const shop = await ownedShop(request);
      if (!isPremiumActive(shop.premiumUntil, now().toISOString()))
        throw new HttpError(403, OFFER_MESSAGES.premiumOnly);
      const body = input.body();
      const today = kolkataDate(now());
      if (body.endsOn < body.startsOn) throw badRequest(OFFER_MESSAGES.endsBeforeStart);
      if (body.startsOn < today) throw badRequest(OFFER_MESSAGES.startsInThePast);
      if (dayNumber(body.endsOn) - dayNumber(body.startsOn) + 1 > OFFER_MAX_DAYS)
        throw badRequest(OFFER_MESSAGES.tooLong);
      // Running and upcoming offers both count: each will be running at some point.
      if ((await currentOffers(db, shop.id, today)).length >= OFFERS_PER_SHOP)
        throw new HttpError(409, OFFER_MESSAGES.tooMany);
      const id = await insertOffer(db, { shopId: shop.id, ...body, mobileNumber: shop.number }, now());
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({
          id,
          title: body.title,
          details: body.details,
          startsOn: body.startsOn,
          endsOn: body.endsOn,
          status: body.startsOn <= today ? 'running' : 'upcoming',
        });
    },
    { bodyLimit: 8 * 1024 },
  );

  route(ownerOfferRoute, async (request, reply, input) => {
    const { shopId } = ownedShopOf(request);
    const { offerId } = input.params();
    if (!(await removeOffer(db, shopId, offerId, 'owner', null, now()))) throw notFound(OFFER_MESSAGES.notFound);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
