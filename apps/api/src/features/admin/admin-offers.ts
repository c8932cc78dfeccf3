import type { Kysely } from 'kysely';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import { OFFER_MESSAGES, type AdminOffer } from '@local-shops/shared/offers';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import type { Route } from '../../lib/route-table.ts';
import { requireAdmin } from './admin-auth.ts';
import { writeAudit } from './audit.ts';

/** The console lists this many of the newest offers. */
const LIST_LIMIT = 100;

/** Takes an offer down: the offers feature's writer, handed over by app.ts (decision 0062); false when it was down already. */
export type TakeDownOffer = (
  k: Kysely<Database>,
  offerId: string,
  by: { adminId: string; reason: string },
  at: string,
) => Promise<boolean>;

/**
 * The console's offers: the newest first (taken-down ones stay listed with their reason), and the
 * take-down, which tells the owner by SMS through the outbox in the same transaction.
 */
export function adminOffersRoutes(
  route: Route,
  { db, outbox, now, takeDownOffer }: { db: Db; outbox: OutboxWakeup; now: () => Date; takeDownOffer: TakeDownOffer },
) {
  route(CONSOLE_ROUTES.offers, async (_request, reply): Promise<{ items: AdminOffer[] }> => {
    const rows = await db.kysely
      .selectFrom('shop_offers')
      .innerJoin('shops', 'shops.id', 'shop_offers.shop_id')
      .select([
        'shop_offers.id',
        'shop_offers.shop_id',
        'shops.name',
        'shop_offers.title',
        'shop_offers.details',
        'shop_offers.starts_on',
        'shop_offers.ends_on',
        'shop_offers.created_at',
        'shop_offers.removed_at',
        'shop_offers.removed_reason',
      ])
      .orderBy('shop_offers.created_at', 'desc')
      .orderBy('shop_offers.id', 'desc')
      .limit(LIST_LIMIT)
      .execute();
    reply.header('cache-control', 'no-store');
    return {
      items: rows.map((r) => ({
        id: r.id,
        shopId: r.shop_id,
        shopName: r.name,
        title: r.title,
        details: r.details,
        startsOn: r.starts_on,
        endsOn: r.ends_on,
        createdAt: r.created_at,
        removedAt: r.removed_at,
        removedReason: r.removed_reason,
      })),
    };
  });

  route(CONSOLE_ROUTES.offerTakeDown, async (request, reply, input) => {
    const { id } = input.params();
    const { reason } = input.body();
    const admin = requireAdmin(request);
    const at = now();
    await db.kysely.transaction().execute(async (trx) => {
      const offer = await trx
        .selectFrom('shop_offers')
        .innerJoin('shops', 'shops.id', 'shop_offers.shop_id')
        .select([
          'shop_offers.id',
          'shop_offers.title',
          'shop_offers.mobile_number',
          'shop_offers.removed_at',
          'shops.name',
        ])
        .where('shop_offers.id', '=', id)
        .executeTakeFirst();
      if (!offer) throw notFound(OFFER_MESSAGES.notFound);
      if (offer.removed_at) throw new HttpError(409, OFFER_MESSAGES.alreadyRemoved);
      if (!(await takeDownOffer(trx, offer.id, { adminId: admin.id, reason }, at.toISOString())))
        throw new HttpError(409, OFFER_MESSAGES.alreadyRemoved);
      await enqueueSms(trx, offer.mobile_number, 'offerTakenDown', [offer.name, offer.title, reason], at);
      await writeAudit(
        trx,
        {
          adminId: admin.id,
          action: 'offer.take_down',
          subjectType: 'offer',
          subjectId: offer.id,
          detail: { reason },
          ip: request.ip,
        },
        at,
      );
    });
    outbox.kick();
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
