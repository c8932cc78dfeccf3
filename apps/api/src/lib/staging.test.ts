import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OUTBOX_TO_REQUIRED } from '@local-shops/shared';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { buildTestApp } from '../test/app.ts';
import { createTestDb } from '../test/databases.ts';

describe('files and staging', () => {
  let db: Db;
  let dir: string;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await createTestDb('sqlite');
    dir = mkdtempSync(path.join(tmpdir(), 'staging-'));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates DATA_DIR and the SQLite file readable by their owner only', async () => {
    const dataDir = path.join(dir, 'data');
    const file = openDatabase({ sqlitePath: path.join(dataDir, 'app.db') });
    await file.kysely
      .selectFrom('sqlite_master' as never)
      .selectAll()
      .execute();
    await file.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'app.db')).mode & 0o777).toBe(0o600);
  });

  it('warns at a production start with dev providers, naming each', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const env = {
      NODE_ENV: 'production',
      OTP_SECRET: 'a'.repeat(64),
      ADMIN_LINK_SECRET: 'b'.repeat(64),
      ALLOW_DEV_PROVIDERS: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      DATA_DIR: dir,
    };
    const app = await buildApp({
      config: { ...loadConfig(env), webDist: '/nonexistent' },
      db,
      logger: { level: 'warn', stream },
    });
    apps.push(app);
    const warning = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.msg.includes('dev providers'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('dev SMS outbox');
    expect(warning?.msg).toContain('dev e-mail outbox');
    expect(warning?.msg).toContain('sandbox checkout');
  });

  it('lists the dev outbox only for one recipient', async () => {
    const app = await buildTestApp(db);
    apps.push(app);
    for (const url of ['/v1/dev/outbox', '/v1/dev/outbox?to=', '/v1/dev/outbox?to=%20']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: DEV_OUTBOX_TO_REQUIRED });
    }
    expect((await app.inject({ method: 'GET', url: '/v1/dev/outbox?to=%2B919812345678' })).json()).toEqual({
      items: [],
    });
  });
});
