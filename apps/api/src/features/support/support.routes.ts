import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@local-shops/shared';
import { ownerSupportListRoute, ownerSupportRoute } from '@local-shops/shared/owner-routes';
import {
  addWorkingHours,
  FREE_TARGET_WORKING_HOURS,
  PREMIUM_TARGET_WORKING_HOURS,
  SUPPORT_MESSAGES,
  SUPPORT_OPEN_MAX,
  type OwnerSupportRequest,
} from '@local-shops/shared/support';
import type { Db } from '../../db/database.ts';
import { lockUntilCommit } from '../../db/locks.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { networkKey } from '../../lib/network-key.ts';
import { countAttempt } from '../../lib/request-limits.ts';
import { routeTable } from '../../lib/route-table.ts';
import { requireSession, sessionNumberOf } from '../../lib/session-guard.ts';
import { claimedShopsOf } from '../../lib/shop-ownership.ts';

/** Questions an owner sees on the dashboard, newest first. */
const OWNER_LIST_LIMIT = 20;
/** Questions sent from one network (lib/network-key.ts) in an hour, whoever sends them. */
const PER_NETWORK_PER_HOUR = 20;
const HOUR_MS = 3_600_000;

/**
 * 'Help' on the dashboard: an owner's question to the team (decision 0039). Premium owners (a
 * shop of theirs, approved, with a running plan) are answered first, against 4 working hours.
 * The console's inbox and reply are in features/admin. Only a number with a claim (pending or
 * approved) may ask, with at most SUPPORT_OPEN_MAX questions waiting at once and
 * PER_NETWORK_PER_HOUR from one network (issue 23: a number with no claim had flooded the inbox).
 */
export async function supportRoutes(app: FastifyInstance, { db, now }: { db: Db; now: () => Date }) {
  // Help is on the owner's dashboard: a missing session is worded for it (decision 0061).
  const route = routeTable(app, { access: { session: { onRequest: requireSession(db, now, 'owner') } } });

  route(
    ownerSupportRoute,
    async (request, reply, input) => {
      const number = sessionNumberOf(request);
      const { shopId, message } = input.body();
      const at = now();
      // Counted before anything is read, so a flood costs one write per request.
      const attempt = await countAttempt(db, `support:${networkKey(request.ip)}`, HOUR_MS, at);
      if (attempt.count > PER_NETWORK_PER_HOUR) {
        reply.header('retry-after', String(Math.max(1, Math.ceil((attempt.windowEndsAt - at.getTime()) / 1000))));
        throw new HttpError(429, SUPPORT_MESSAGES.tooManyFromNetwork);
      }
      const claims = await claimedShopsOf(db, number);
      if (claims.length === 0) throw new HttpError(403, SUPPORT_MESSAGES.claimRequired);
      if (shopId && !claims.some((c) => c.shopId === shopId)) throw new HttpError(403, MESSAGES.notYourShop);
      const premium = claims.some(
        (c) => c.approved && c.premiumUntil !== null && Date.parse(c.premiumUntil) > at.getTime(),
      );
      const dueAt = addWorkingHours(
        at,
        premium ? PREMIUM_TARGET_WORKING_HOURS : FREE_TARGET_WORKING_HOURS,
      ).toISOString();
      const id = randomUUID();
      await db.kysely.transaction().execute(async (trx) => {
        // One number's questions one at a time, so parallel ones cannot all pass the count.
        await lockUntilCommit(db, trx, 'support', number);
        const { open } = await trx
          .selectFrom('support_requests')
          .select((eb) => eb.fn.countAll<number>().as('open'))
          .where('mobile_number', '=', number)
          .where('replied_at', 'is', null)
          .executeTakeFirstOrThrow();
        // No Retry-After: a question stays open until the team answers it, which no clock tells.
        if (Number(open) >= SUPPORT_OPEN_MAX) throw new HttpError(429, SUPPORT_MESSAGES.tooManyOpen);
        await trx
          .insertInto('support_requests')
          .values({
            id,
            mobile_number: number,
            shop_id: shopId ?? null,
            message,
            is_premium: premium,
            created_at: at.toISOString(),
            due_at: dueAt,
          })
          .execute();
      });
      const created: OwnerSupportRequest = {
        id,
        shopId: shopId ?? null,
        message,
        createdAt: at.toISOString(),
        dueAt,
        reply: null,
        repliedAt: null,
      };
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
    { bodyLimit: 16 * 1024 },
  );

  route(ownerSupportListRoute, async (request, reply): Promise<{ items: OwnerSupportRequest[] }> => {
    const number = sessionNumberOf(request);
    const rows = await db.kysely
      .selectFrom('support_requests')
      .select(['id', 'shop_id', 'message', 'created_at', 'due_at', 'reply', 'replied_at'])
      .where('mobile_number', '=', number)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(OWNER_LIST_LIMIT)
      .execute();
    reply.header('cache-control', 'no-store');
    return {
      items: rows.map((r) => ({
        id: r.id,
        shopId: r.shop_id,
        message: r.message,
        createdAt: r.created_at,
        dueAt: r.due_at,
        reply: r.reply,
        repliedAt: r.replied_at,
      })),
    };
  });
}
