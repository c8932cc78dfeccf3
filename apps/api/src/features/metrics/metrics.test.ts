import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../test/app.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';

const TOKEN = 'metrics-token-for-tests';

describe.each(DIALECTS)('GET /metrics on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let off: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    app = await buildTestApp(db, { METRICS_TOKEN: TOKEN });
    off = await buildTestApp(db);
    // Two queued messages: one not tried yet, one whose delivery failed once.
    const message = {
      channel: 'sms' as const,
      recipient: '+919876543210',
      body: 'hello',
      created_at: '2026-01-01T00:00:00.000Z',
      sent_at: null,
      last_error: null,
    };
    await db.kysely
      .insertInto('outbox_messages')
      .values([
        { ...message, id: 'm1', attempts: 0 },
        { ...message, id: 'm2', attempts: 1, last_error: 'provider down' },
      ])
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await off.close();
    await db.close();
  });

  const metrics = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

  it('is off without METRICS_TOKEN', async () => {
    const response = await off.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers 401 in our shape without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', TOKEN, `Basic ${TOKEN}`]) {
      const response = await metrics(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'A valid metrics token is required.',
      });
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern and reports the outbox, in Prometheus text', async () => {
    await app.inject({ method: 'GET', url: '/v1/health' });
    await app.inject({ method: 'GET', url: '/v1/claim-shops/nosuchshop' });
    await app.inject({ method: 'GET', url: '/v1/claim-shops/another-missing-one' });
    const response = await metrics(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('http_requests_total{method="GET",route="/v1/health",status_code="200"} 1');
    // Both unknown ids are one series: the pattern, not the raw path.
    expect(text).toContain('http_requests_total{method="GET",route="/v1/claim-shops/:id",status_code="404"} 2');
    expect(text).not.toContain('nosuchshop');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/v1/claim-shops/:id"} 2');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v1\/health"\} \d/);
    expect(text).toContain('outbox_backlog 2');
    expect(text).toContain('outbox_failing 1');
    expect(text).toContain('process_resident_memory_bytes');
    if (dialect === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  });
});
