import { API_PATHS, SHOP_TYPES, subCategoriesQuerySchema } from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { INDIA_STATES } from '../../lib/india-states.ts';
import { parseInput } from '../../lib/validation.ts';
import { listCategories, listSubCategories } from './reference.repository.ts';


/** Reference data changes with a deploy, so browsers and proxies may keep it for an hour. */
const CACHE_AN_HOUR = 'public, max-age=3600';

export async function referenceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(API_PATHS.categories, async (_request, reply) => {
    reply.header('cache-control', CACHE_AN_HOUR);
    return { items: await listCategories(db) };
  });

  app.get(API_PATHS.subCategories, async (request, reply) => {
    const { categoryIds } = parseInput(subCategoriesQuerySchema, request.query);
    reply.header('cache-control', CACHE_AN_HOUR);
    return { items: await listSubCategories(db, categoryIds) };
  });

  app.get(API_PATHS.states, async (_request, reply) => {
    reply.header('cache-control', CACHE_AN_HOUR);
    return { items: INDIA_STATES };
  });

  app.get(API_PATHS.shopTypes, async (_request, reply) => {
    reply.header('cache-control', CACHE_AN_HOUR);
    return { items: SHOP_TYPES };
  });
}
