import { API_PATHS, MESSAGES } from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';

/** A readiness probe that waits longer than this for the database counts it as down. */
const READY_TIMEOUT_MS = 1000;

/**
 * GET /v1/health: liveness, answered while the process runs, whatever the database does (a load
 * balancer that restarted us for a database outage would only add a second outage).
 * GET /v1/health/ready: readiness, 200 only while the database answers a query in time.
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(API_PATHS.health, async () => ({ status: 'ok' }));

  app.get(API_PATHS.healthReady, async (request) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([sql`select 1`.execute(db.kysely), timeout]);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database not answering');
      throw new HttpError(503, MESSAGES.databaseUnavailable);
    } finally {
      clearTimeout(timer);
    }
  });
}
