import type { Page } from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { insertShops, type NewShop } from '../features/shops/shops.writer.ts';
import { createTestDb, type TestDialect } from './databases.ts';

/** The app as `app.inject` tests use it: no SPA, no logs. */
export function buildTestApp(db: Db, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = { ...loadConfig({ NODE_ENV: 'test', ...env }), webDist: '/nonexistent' };
  return buildApp({ config, db, logger: false });
}

/**
 * A describe block's database holding `shops`, and the app over it: made before its tests,
 * closed after them. Read `db` and `app` inside the tests (they are set in beforeAll).
 */
export function appWithShops(dialect: TestDialect, shops: NewShop[]): { db: Db; app: FastifyInstance } {
  const context = {} as { db: Db; app: FastifyInstance };
  beforeAll(async () => {
    context.db = await createTestDb(dialect);
    await insertShops(context.db.kysely, shops);
    context.app = await buildTestApp(context.db);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.close();
  });
  return context;
}

/** GETs `url` and expects 200; answers the JSON body. */
export async function getOk<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** Follows a list's `links.next` from `url` to its end: every item's id in order, and the total. */
export async function walkList(app: FastifyInstance, url: string): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  for (let next: string | null = url; ; ) {
    const page: Page<{ id: string }> = await getOk(app, next);
    ids.push(...page.items.map((item) => item.id));
    next = page.links.next;
    if (!next) return { ids, total: page.meta.total };
  }
}
