import { randomUUID } from 'node:crypto';
import type { OutboxItem } from '@local-shops/shared';
import type { AdminSupportRequest, OwnerSupportRequest } from '@local-shops/shared/support';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSession } from '../../lib/sessions.ts';
import { testReviewer } from '../../test/admin-session.ts';
import { DIALECTS, createTestDb } from '../../test/databases.ts';
import { addShops } from '../../test/fixtures.ts';

// Monday 23 November 2026, 11:00 in India.
const START = Date.parse('2026-11-23T05:30:00.000Z');
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

let seq = 0;
const newNumber = () => `+9199${String(10_000_000 + ++seq).slice(-8)}`;

describe.each(DIALECTS)('owner support on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  const clock = START;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' };
    app = await buildApp({ config, db, logger: false, now: () => new Date(clock) });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  async function owner({ premium }: { premium: boolean }) {
    const id = randomUUID();
    const at = new Date(clock).toISOString();
    await addShops(db, [
      { id, name: `Help Shop ${id.slice(0, 6)}`, intro: '', city: 'Pune', state: 'Maharashtra', pin: '411001', shopType: 'Retailers', storeFrontPicture: null, lat: 18.5, long: 73.8, isClaimed: true, categoryIds: [], subCategoryIds: [], source: 'seed', sourceRef: null, createdAt: at },
    ]);
    const number = newNumber();
    await db.kysely.insertInto('claims').values({ id: randomUUID(), shop_id: id, kind: 'existing_listing', status: 'approved', mobile_number: number, address: 'x', created_at: at, updated_at: at, reviewed_at: at }).execute();
    if (premium) await db.kysely.updateTable('shops').set({ premium_until: new Date(clock + 100 * 86_400_000).toISOString() }).where('id', '=', id).execute();
    return { shopId: id, number, session: (await createSession(db, number, new Date(clock))).token };
  }

  const ask = (session: string | undefined, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/v1/owner/support', cookies: session ? { session } : {}, payload: body });

  it('takes an owner’s question (201) with its due time: 4 working hours for Premium, 2 working days otherwise', async () => {
    const premium = await owner({ premium: true });
    const free = await owner({ premium: false });
    const a = await ask(premium.session, { shopId: premium.shopId, message: 'How do I change my photo?' });
    expect(a.statusCode).toBe(201);
    expect(a.json<OwnerSupportRequest>()).toMatchObject({ shopId: premium.shopId, message: 'How do I change my photo?', dueAt: ist('2026-11-23T15:00:00'), reply: null });
    const b = await ask(free.session, { message: 'Where is my invoice?' });
    expect(b.statusCode).toBe(201);
    expect(b.json<OwnerSupportRequest>().dueAt).toBe(ist('2026-11-25T11:00:00'));
    expect((await ask(undefined, { message: 'x' })).statusCode).toBe(401);
    expect((await ask(free.session, { message: ' ' })).json().message).toBe('Please write your question.');
    expect((await ask(free.session, { shopId: premium.shopId, message: 'Not mine' })).statusCode).toBe(403);
  });

  it('puts Premium questions first in the console, and a reply reaches the owner by SMS and on the dashboard', async () => {
    const free = await owner({ premium: false });
    const premium = await owner({ premium: true });
    const freeId = (await ask(free.session, { message: 'Free question' })).json<OwnerSupportRequest>().id;
    const premiumId = (await ask(premium.session, { message: 'Premium question' })).json<OwnerSupportRequest>().id;
    const reviewer = await testReviewer(app, db, `support-${dialect}-${randomUUID().slice(0, 6)}@team.test`, new Date(clock));
    const cookies = await reviewer.signIn();
    expect((await app.inject({ method: 'GET', url: '/v1/admin/support' })).statusCode).toBe(401);
    const inbox = (await app.inject({ method: 'GET', url: '/v1/admin/support', cookies })).json<{ items: AdminSupportRequest[] }>().items;
    const order = inbox.map((i) => i.id);
    expect(order.indexOf(premiumId)).toBeLessThan(order.indexOf(freeId));
    expect(inbox.find((i) => i.id === premiumId)).toMatchObject({ premium: true, mobileNumber: premium.number, overdue: false });

    const replied = await app.inject({ method: 'POST', url: `/v1/admin/support/${premiumId}/reply`, cookies, payload: { reply: 'Open the dashboard and tap Change photo.' } });
    expect(replied.statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: `/v1/admin/support/${premiumId}/reply`, cookies, payload: { reply: 'Again' } })).statusCode).toBe(409);
    await app.outbox.drain();
    const sms = (await app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(premium.number)}` })).json<{ items: OutboxItem[] }>().items;
    expect(sms.map((m) => m.body)).toContain('Apni Dukaan support: Open the dashboard and tap Change photo.');
    const mine = (await app.inject({ method: 'GET', url: '/v1/owner/support', cookies: { session: premium.session } })).json<{ items: OwnerSupportRequest[] }>().items;
    expect(mine).toEqual([expect.objectContaining({ id: premiumId, reply: 'Open the dashboard and tap Change photo.', repliedAt: new Date(clock).toISOString() })]);
    // Answered questions go below the open ones.
    const after = (await app.inject({ method: 'GET', url: '/v1/admin/support', cookies })).json<{ items: AdminSupportRequest[] }>().items.map((i) => i.id);
    expect(after.indexOf(freeId)).toBeLessThan(after.indexOf(premiumId));
  });
});
