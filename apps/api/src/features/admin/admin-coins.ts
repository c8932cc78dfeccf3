import type { Kysely } from 'kysely';
import { MESSAGES } from '@local-shops/shared';
import type { AdminCoins } from '@local-shops/shared/coins';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Route } from '../../lib/route-table.ts';
import { actorOf } from './admin-http.ts';
import { writeAudit } from './audit.ts';

/** The coins feature's functions, handed over by app/services.ts (decision 0062). */
export interface CoinsConsole {
  /** Each shop's totals, a page after the shop id `cursor`. */
  totals(cursor: string | undefined): Promise<AdminCoins>;
  /** Freezes or unfreezes a shop's coins, in the caller's transaction. */
  setFrozen(
    k: Kysely<Database>,
    shopId: string,
    freeze: { frozen: boolean; reason: string },
    at: string,
  ): Promise<void>;
}

/** The console's coins (issue 29): each shop's totals, and the freeze, audited with its reason. */
export function adminCoinsRoutes(route: Route, { db, now, coins }: { db: Db; now: () => Date; coins: CoinsConsole }) {
  route(CONSOLE_ROUTES.coins, async (_request, _reply, input) => coins.totals(input.query().cursor));

  route(CONSOLE_ROUTES.coinsFreeze, async (request, _reply, input) => {
    const { id } = input.params();
    const { frozen, reason } = input.body();
    const { adminId, ip } = actorOf(request);
    const at = now();
    await db.kysely.transaction().execute(async (trx) => {
      const shop = await trx.selectFrom('shops').select('id').where('id', '=', id).executeTakeFirst();
      if (!shop) throw notFound(MESSAGES.shopNotFound);
      await coins.setFrozen(trx, id, { frozen, reason }, at.toISOString());
      await writeAudit(
        trx,
        {
          adminId,
          action: frozen ? 'coins.freeze' : 'coins.unfreeze',
          subjectType: 'shop',
          subjectId: id,
          detail: { reason },
          ip,
        },
        at,
      );
    });
    return { frozen };
  });
}
