import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';

/** The app as `app.inject` tests use it: no SPA, no logs. */
export function buildTestApp(db: Db, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = { ...loadConfig({ NODE_ENV: 'test', ...env }), webDist: '/nonexistent' };
  return buildApp({ config, db, logger: false });
}
