import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { ADMIN_COOKIE, createAdminUser } from './admin-auth.ts';

const PASSWORD = 'correct horse battery staple';

describe.each(DIALECTS)('the console audits reads of lists with numbers, and sign-outs (%s)', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let adminId: string;
  let cookies: Record<string, string>;
  // A second later at each call, so that the newest audit row is the last one in time order.
  let clock = Date.parse('2026-09-01T08:00:00.000Z');
  const now = () => new Date((clock += 1000));

  beforeAll(async () => {
    db = await createTestDb(dialect);
    app = await buildApp({
      config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' },
      db,
      logger: false,
      now,
    });
    adminId = await createAdminUser(db, 'auditor@shops.test', PASSWORD, now(), { log2N: 12, r: 8, p: 1 });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/admin/login',
      payload: { email: 'auditor@shops.test', password: PASSWORD },
      remoteAddress: '203.0.113.7',
    });
    cookies = { [ADMIN_COOKIE]: login.cookies.find((c) => c.name === ADMIN_COOKIE)!.value };
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const views = async () =>
    (
      await db.kysely
        .selectFrom('audit_log')
        .select(['admin_id', 'subject_type', 'subject_id', 'detail', 'ip'])
        .where('action', '=', 'list.view')
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, detail: JSON.parse(row.detail ?? '{}') as Record<string, unknown> }));

  it.each([
    [
      '/v1/admin/claims?status=pending_review',
      'claim',
      '/admin/claims',
      { status: 'pending_review', cursor: null, shown: 0 },
    ],
    ['/v1/admin/claims', 'claim', '/admin/claims', { status: 'all', cursor: null, shown: 0 }],
    ['/v1/admin/enquiries?status=new', 'enquiry', '/admin/enquiries', { status: 'new', cursor: null, shown: 0 }],
    ['/v1/admin/payments', 'payment', '/admin/payments', { cursor: null, shown: 0 }],
    ['/v1/admin/support', 'support', '/admin/support', { cursor: null, shown: 0 }],
    ['/v1/admin/reviews', 'review', '/admin/reviews', { cursor: null, shown: 0 }],
  ] as const)('GET %s writes who read which list, with its filter and page', async (url, subjectType, list, detail) => {
    const before = (await views()).length;
    const response = await app.inject({ method: 'GET', url, cookies, remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
    const rows = await views();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      admin_id: adminId,
      subject_type: subjectType,
      subject_id: list,
      detail: expect.objectContaining(detail) as unknown,
      ip: '203.0.113.7',
    });
  });

  it('writes nothing for a request without a session', async () => {
    const before = (await views()).length;
    expect((await app.inject({ method: 'GET', url: '/v1/admin/claims' })).statusCode).toBe(401);
    expect(await views()).toHaveLength(before);
  });

  it('audits a sign-out', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/admin/logout',
      cookies,
      payload: {},
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(204);
    const rows = await db.kysely
      .selectFrom('audit_log')
      .select(['admin_id', 'subject_id', 'ip'])
      .where('action', '=', 'admin.sign_out')
      .execute();
    expect(rows).toEqual([{ admin_id: adminId, subject_id: adminId, ip: '203.0.113.7' }]);
    // The session is gone.
    expect((await app.inject({ method: 'GET', url: '/v1/admin/session', cookies })).statusCode).toBe(401);
  });
});
