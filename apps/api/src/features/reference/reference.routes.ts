import type { FastifyInstance } from 'fastify';
import { SHOP_TYPES } from '@local-shops/shared';
import { categoriesRoute, shopTypesRoute, statesRoute, subCategoriesRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { INDIA_STATES } from '../../lib/india-states.ts';
import { routeTable } from '../../lib/route-table.ts';
import { listCategories, listSubCategories } from './reference.repository.ts';

/** Reference data changes with a deploy, so browsers and proxies may keep it for an hour. */
const CACHE_AN_HOUR = 'public, max-age=3600';

export async function referenceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const route = routeTable(app);

  route(categoriesRoute, async (_request, reply) => {
    reply.header('cache-control', CACHE_AN_HOUR);
    return { items: await listCategories(db) };
  });

  route(subCategoriesRoute, async (_request, reply, input) => {
    const { categoryIds } = input.query();
    reply.header('cache-control', CACHE_AN_HOUR);
    return { items: await listSubCategories(db, categoryIds) };
  });

  route(statesRoute, async (_request, reply) => {
    reply.header('cache-control', CACHE_AN_HOUR);
    return { items: INDIA_STATES };
  });

  route(shopTypesRoute, async (_request, reply) => {
    reply.header('cache-control', CACHE_AN_HOUR);
    return { items: SHOP_TYPES };
  });
}
