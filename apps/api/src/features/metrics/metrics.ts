import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/http-errors.ts';

export const METRICS_PATH = '/metrics';

const sameToken = (given: string, expected: string) =>
  // Digests first: equal lengths for timingSafeEqual, and no early exit that shows how much matched.
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/**
 * GET /metrics in Prometheus text format (decision 0025): requests and latency by route, the
 * PostgreSQL pool's use, the read replicas' state and lag (decision 0082), the outbox backlog and
 * the messages whose delivery keeps failing. Off (404) without METRICS_TOKEN; with it, only a
 * request bearing that token is answered (401 else).
 * Installed on the root instance so that its hooks see every route.
 */
export function installMetrics(
  app: FastifyInstance,
  { db, token, notFoundMessage }: { db: Db; token: string | undefined; notFoundMessage: string },
) {
  if (!token) {
    // A route of its own, so that the SPA's fallback does not answer this path with a page.
    app.get(METRICS_PATH, async () => {
      throw new HttpError(404, notFoundMessage);
    });
    return;
  }
  // One registry per app: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this instance: total open, idle, and requests waiting for one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (!db.pool) return;
      this.set({ state: 'total' }, db.pool.totalCount);
      this.set({ state: 'idle' }, db.pool.idleCount);
      this.set({ state: 'waiting' }, db.pool.waitingCount);
    },
  });
  const replicas = db.replicas;
  if (replicas) {
    // Each read replica as this instance's monitor last saw it (decision 0082).
    const states = ['ok', 'lagging', 'down'] as const;
    new Gauge({
      name: 'db_replica_state',
      help: 'Each read replica: 1 for its state (ok, lagging past the limit, down), 0 for the others.',
      labelNames: ['replica', 'state'],
      registers: [registry],
      collect() {
        for (const { name, state } of replicas.status())
          for (const each of states) this.set({ replica: name, state: each }, each === state ? 1 : 0);
      },
    });
    new Gauge({
      name: 'db_replica_lag_seconds',
      help: 'How far each answering read replica was behind the primary at its last check.',
      labelNames: ['replica'],
      registers: [registry],
      collect() {
        this.reset();
        for (const { name, lagMs } of replicas.status()) if (lagMs !== null) this.set({ replica: name }, lagMs / 1000);
      },
    });
  }
  // The outbox figures are read from the shared table, so every instance reports the same ones.
  const outboxCount = (failing: boolean) => {
    let query = db.kysely
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('sent_at', 'is', null);
    if (failing) query = query.where('attempts', '>', 0);
    return query.executeTakeFirstOrThrow().then((row) => Number(row.count));
  };
  new Gauge({
    name: 'outbox_backlog',
    help: 'Queued SMS and e-mail messages not delivered yet.',
    registers: [registry],
    async collect() {
      this.set(await outboxCount(false));
    },
  });
  new Gauge({
    name: 'outbox_failing',
    help: 'Queued messages not delivered yet whose delivery has failed at least once (retried with back-off).',
    registers: [registry],
    async collect() {
      this.set(await outboxCount(true));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids in paths would make a series per shop.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'A valid metrics token is required.');
    }
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
