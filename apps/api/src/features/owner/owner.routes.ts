import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { ownerLogoutQuerySchema, type OwnerShopsResponse } from '@local-shops/shared/owner';
import { ownerLogoutRoute, ownerShopsRoute } from '@local-shops/shared/owner-routes';
import type { Db } from '../../db/database.ts';
import { rememberLanguage } from '../../lib/number-language.ts';
import { routeTable } from '../../lib/route-table.ts';
import { requireSession, sessionNumberOf } from '../../lib/session-guard.ts';
import { deleteSession, deleteSessionsOfNumber, SESSION_COOKIE, sessionCookieOptions } from '../../lib/sessions.ts';
import { localeOf } from '../../lib/texts.ts';
import { parseInput } from '../../lib/validation.ts';
import { listLatestClaims, listPaidOrders } from './owner.repository.ts';
import { premiumOf } from './premium-status.ts';

export interface OwnerRoutesOptions {
  db: Db;
  now: () => Date;
  secureCookies: boolean;
}

/** The owner's way back in: the shops their number claimed, and signing out. */
export async function ownerRoutes(app: FastifyInstance, { db, now, secureCookies }: OwnerRoutesOptions) {
  const session = requireSession(db, now, 'owner');
  // Signing this device out needs no session (it may have ended already); signing out everywhere needs the number.
  const sessionToEndAll: onRequestAsyncHookHandler = async function (request, reply) {
    if (parseInput(ownerLogoutQuerySchema, request.query).all === 'true') await session.call(this, request, reply);
  };

  routeTable(app, { access: { session: { onRequest: session } } })(
    ownerShopsRoute,
    async (request, reply): Promise<OwnerShopsResponse> => {
      const number = sessionNumberOf(request);
      reply.header('cache-control', 'no-store');
      const at = now();
      const [claims, orders] = await Promise.all([
        listLatestClaims(db, number),
        listPaidOrders(db, number),
        // Opening the dashboard is using the product: its SMS follow this language from now on. A
        // database that cannot write (read-only) still shows the dashboard.
        rememberLanguage(db.kysely, number, localeOf(request), at).catch((error: unknown) =>
          request.log.warn({ err: error }, 'language of the number not recorded'),
        ),
      ]);
      return {
        items: claims.map((row) => {
          const running = row.premiumUntil !== null && new Date(row.premiumUntil).getTime() > at.getTime();
          return {
            shop: {
              id: row.shopId,
              name: row.shopName,
              isClaimed: row.isClaimed,
              isVerified: row.isClaimed && running,
            },
            claim: {
              id: row.claimId,
              status: row.status,
              reason: row.reason,
              submittedAt: row.submittedAt,
              decidedAt: row.decidedAt,
            },
            premium: premiumOf(
              {
                claimStatus: row.status,
                paidOrders: orders.filter((o) => o.shopId === row.shopId),
                premiumUntil: row.premiumUntil,
              },
              at,
            ),
            invoices: orders.flatMap((o) =>
              o.shopId === row.shopId && o.invoiceNumber
                ? [
                    {
                      orderId: o.orderId,
                      invoiceNumber: o.invoiceNumber,
                      paidAt: o.paidAt,
                      refunded: o.refunded,
                      creditNoteNumber: o.creditNoteNumber,
                    },
                  ]
                : [],
            ),
          };
        }),
      };
    },
  );

  routeTable(app, { access: { session: { onRequest: sessionToEndAll } } })(
    ownerLogoutRoute,
    async (request, reply, input) => {
      const { all } = input.query();
      const token = request.cookies[SESSION_COOKIE];
      if (all === 'true') {
        await deleteSessionsOfNumber(db, sessionNumberOf(request));
      } else {
        // Signing out twice, or with an expired session, still ends with no session: no error.
        await deleteSession(db, token);
      }
      const { maxAge: _maxAge, ...cookie } = sessionCookieOptions(secureCookies);
      return reply.clearCookie(SESSION_COOKIE, cookie).header('cache-control', 'no-store').code(204).send();
    },
  );
}
