import { API_PATHS, devOutboxQuerySchema, type OutboxItem } from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { parseInput } from '../../lib/validation.ts';
import { listOutbox } from './outbox.repository.ts';

/** GET /dev/outbox?to=+91XXXXXXXXXX: what the dev providers "sent", newest first. Registered only with them. */
export async function devOutboxRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(API_PATHS.devOutbox, async (request, reply): Promise<{ items: OutboxItem[] }> => {
    const { to } = parseInput(devOutboxQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return { items: await listOutbox(db, to) };
  });
}
