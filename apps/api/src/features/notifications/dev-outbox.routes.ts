import type { FastifyInstance } from 'fastify';
import type { OutboxItem } from '@local-shops/shared';
import { devOutboxRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { routeTable } from '../../lib/route-table.ts';
import { listOutbox } from './outbox.repository.ts';

/** GET /dev/outbox?to=+91XXXXXXXXXX: what the dev providers "sent", newest first. Registered only with them. */
export async function devOutboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  routeTable(app)(devOutboxRoute, async (_request, reply, input): Promise<{ items: OutboxItem[] }> => {
    const { to } = input.query();
    reply.header('cache-control', 'no-store');
    return { items: await listOutbox(db, to) };
  });
}
