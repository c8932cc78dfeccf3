import { API_PATHS } from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(API_PATHS.health, async (request, reply) => {
    try {
      await sql`select 1`.execute(db.kysely);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
