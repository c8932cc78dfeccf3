import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { MESSAGES } from '@local-shops/shared';
import { healthReadyRoute, healthRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { routeTable } from '../../lib/route-table.ts';

/** A readiness probe that waits longer than this for the database counts it as down. */
const READY_TIMEOUT_MS = 1000;

/**
 * GET /v1/health: liveness, answered while the process runs, whatever the database does (a load
 * balancer that restarted us for a database outage would only add a second outage).
 * GET /v1/health/ready: readiness, 200 only while the database answers a query in time (the
 * primary's; with replicas, also how each stands).
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const route = routeTable(app);
  route(healthRoute, async () => ({ status: 'ok' as const }));

  route(
    healthReadyRoute,
    async (request) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      });
      try {
        await Promise.race([sql`select 1`.execute(db.kysely), timeout]);
        // Replicas are reported, not required: reads go to the primary while none is healthy (decision 0082).
        return db.replicas
          ? { status: 'ready' as const, replicas: db.replicas.status() }
          : { status: 'ready' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database not answering');
        throw new HttpError(503, MESSAGES.databaseUnavailable);
      } finally {
        clearTimeout(timer);
      }
    },
    { primaryOnly: true },
  );
}
