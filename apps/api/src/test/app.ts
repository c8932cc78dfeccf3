import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from '@local-shops/shared';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { insertShops, type NewShop } from '../features/shops/shops.writer.ts';
import { createTestDb, type TestDialect } from './databases.ts';

/** What tests may replace of the app besides its configuration and database: the clock, providers. */
export type TestDeps = Partial<Omit<AppDeps, 'config' | 'db'>>;

/** The app as `app.inject` tests use it: no SPA, no logs; `env` configures it, `deps` replace its clock or providers. */
export function buildTestApp(db: Db, env: NodeJS.ProcessEnv = {}, deps: TestDeps = {}): Promise<FastifyInstance> {
  const config = { ...loadConfig({ NODE_ENV: 'test', ...env }), webDist: '/nonexistent' };
  return buildApp({ config, db, logger: false, ...deps });
}

export interface TestAppOptions extends TestDeps {
  env?: NodeJS.ProcessEnv;
  /** Gives the app a DATA_DIR of its own (images on disk), named after this, removed after the tests. */
  dataDir?: string;
  /** Fills the database before the app is built over it. */
  setUp?: (db: Db) => Promise<unknown>;
}

/** A describe block's database and app, as `testApp` hands them over. */
export interface TestAppContext {
  db: Db;
  app: FastifyInstance;
  /** The app's DATA_DIR, when it was asked for. */
  dataDir: string;
}

/**
 * A describe block's fresh database and the app over it: made before its tests, closed (and the
 * DATA_DIR removed) after them. Read the context's fields inside the tests: they are set in beforeAll.
 */
export function testApp(
  dialect: TestDialect,
  { env = {}, dataDir, setUp, ...deps }: TestAppOptions = {},
): TestAppContext {
  const context = {} as TestAppContext;
  beforeAll(async () => {
    context.db = await createTestDb(dialect);
    await setUp?.(context.db);
    if (dataDir) context.dataDir = mkdtempSync(path.join(os.tmpdir(), `${dataDir}-`));
    context.app = await buildTestApp(context.db, dataDir ? { DATA_DIR: context.dataDir, ...env } : env, deps);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.db?.close();
    if (context.dataDir) rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}

/**
 * A describe block's database holding `shops`, and the app over it: made before its tests,
 * closed after them. Read `db` and `app` inside the tests (they are set in beforeAll).
 */
export function appWithShops(dialect: TestDialect, shops: NewShop[]): { db: Db; app: FastifyInstance } {
  return testApp(dialect, { setUp: (db) => insertShops(db.kysely, shops) });
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
  for (let next: string | null = url; ;) {
    const page: Page<{ id: string }> = await getOk(app, next);
    ids.push(...page.items.map((item) => item.id));
    next = page.links.next;
    if (!next) return { ids, total: page.meta.total };
  }
}
