import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX, MESSAGES } from '@local-shops/shared';
import { apiRoutes } from './app/api.ts';
import { timers, workers } from './app/background.ts';
import { errorHandler, frameworkErrors } from './app/errors.ts';
import { pages } from './app/pages.ts';
import { requestGuards } from './app/request-guards.ts';
import { securityHeaders } from './app/security-headers.ts';
import { createServices, type AppDeps } from './app/services.ts';
import { webApp } from './app/web-app.ts';
import { installMetrics } from './features/metrics/metrics.ts';
import { compression } from './lib/compression.ts';

export type { AppDeps } from './app/services.ts';

/**
 * The composition root: one plugin per concern, in an order that matters (decision 0064). Those
 * wrapped in fastify-plugin act on the root (hooks in this order, decorations, the error and
 * not-found handlers); the API under /v1 is a plain plugin, so what features add stays inside it.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, logger } = deps;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    // What JSON bodies need (issue 23): a route that takes more says so (a price list, 1 MB); photos come as multipart.
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  const services = createServices(deps, app.log);
  await app.register(workers, services);
  await app.register(securityHeaders, services);
  await app.register(requestGuards, services);
  await app.register(errorHandler);
  // Before every route: its onRoute hook adds the coding after each route's own onSend hooks (decision 0080).
  await app.register(compression);
  installMetrics(app, { db: services.db, token: config.metricsToken, notFoundMessage: MESSAGES.notFound });
  await app.register(apiRoutes, { ...services, prefix: API_PREFIX });
  await app.register(pages, services);
  await app.register(timers, services);
  await app.register(webApp, services);
  return app;
}
