import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsResponse } from '@local-shops/shared/insights';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../test/app.ts';
import { createTestDb, DIALECTS } from '../../test/databases.ts';
import { addShops, TAXONOMY } from '../../test/fixtures.ts';
import { addClaim } from '../../test/owners.ts';
import { signIn } from '../../test/sessions.ts';

// 2026-06-10 20:00 UTC is 11 June 01:30 in India: the Kolkata day, not the UTC one, counts.
const START = Date.parse('2026-06-10T20:00:00.000Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const PUNE = { lat: 18.52, long: 73.85 };
const [grocery, other] = [TAXONOMY[0]!, TAXONOMY[1]!];
const kirana = grocery.subCategories[0]!;
const elsewhere = other.subCategories[0]!;

/** Rows as a flush writes them: every counter given (SQLite fills a missing one of a multi-row insert with null). */
const stats = (
  rows: Array<{ shop_id: string; day: string } & Partial<Record<'views' | 'calls' | 'directions', number>>>,
) =>
  rows.map((r) => ({
    views: 0,
    search_appearances: 0,
    calls: 0,
    whatsapp: 0,
    directions: 0,
    shares: 0,
    saves: 0,
    ...r,
  }));

let seq = 0;
const newNumber = () => `+9197${String(10_000_000 + ++seq).slice(-8)}`;

describe.each(DIALECTS)('shop insights on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let second: FastifyInstance;
  let clock = START;
  const instance = () => buildTestApp(db, {}, { now: () => new Date(clock) });

  beforeAll(async () => {
    db = await createTestDb(dialect);
    app = await instance();
    // A second instance on the same database: both add their counts.
    second = await instance();
  });
  afterAll(async () => {
    await app.close();
    await second.close();
    await db.close();
  });

  async function shop(
    options: { at?: { lat: number; long: number }; subCategoryId?: string; name?: string } = {},
  ): Promise<string> {
    const id = randomUUID();
    const at = options.at ?? PUNE;
    await addShops(db, [
      {
        id,
        name: options.name ?? `Shop ${id.slice(0, 6)}`,
        intro: '',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411001',
        shopType: 'Retailers',
        storeFrontPicture: null,
        lat: at.lat,
        long: at.long,
        isClaimed: false,
        categoryIds: [],
        subCategoryIds: [options.subCategoryId ?? kirana.id],
        source: 'seed',
        sourceRef: null,
        createdAt: new Date(clock).toISOString(),
      },
    ]);
    return id;
  }

  async function ownedShop(options: { premium?: boolean; at?: { lat: number; long: number } } = {}) {
    const id = await shop({ at: options.at });
    const number = newNumber();
    await addClaim(db, { shopId: id, number, at: clock });
    if (options.premium)
      await db.kysely
        .updateTable('shops')
        .set({ premium_until: new Date(clock + 365 * DAY).toISOString() })
        .where('id', '=', id)
        .execute();
    return { id, number, session: await signIn(db, number, clock) };
  }

  const send = (
    id: string,
    type: unknown,
    options: { ip?: string; ua?: string | null; instance?: FastifyInstance; contentType?: string } = {},
  ) =>
    (options.instance ?? app).inject({
      method: 'POST',
      url: `/v1/claim-shops/${id}/events`,
      remoteAddress: options.ip ?? '203.0.113.7',
      headers: {
        ...(options.ua === null ? { 'user-agent': '' } : { 'user-agent': options.ua ?? PHONE }),
        'content-type': options.contentType ?? 'application/json',
      },
      payload: JSON.stringify({ type }),
    });
  const insights = (id: string, session?: string, days?: number) =>
    app.inject({
      method: 'GET',
      url: `/v1/owner/shops/${id}/insights${days ? `?days=${days}` : ''}`,
      cookies: session ? { session } : {},
    });
  const flushAll = async () => void (await Promise.all([app.insights.flush(), second.insights.flush()]));
  const today = async (id: string, session: string) => {
    const body = (await insights(id, session)).json<InsightsResponse>();
    return body.days.at(-1)!;
  };

  it('answers 202 to each event type, 400 to a bad type and 404 to an unknown shop', async () => {
    const id = await shop();
    for (const type of ['view', 'call', 'whatsapp', 'directions', 'share', 'save']) {
      const response = await send(id, type);
      expect(response.statusCode).toBe(202);
    }
    const bad = await send(id, 'like');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('type must be one of view, call, whatsapp, directions, share, save.');
    expect((await send(randomUUID(), 'view')).statusCode).toBe(404);
    expect((await send('no such/shop', 'view')).statusCode).toBe(404);
  });

  it('takes a beacon sent as text/plain', async () => {
    const { id, session } = await ownedShop();
    expect((await send(id, 'save', { contentType: 'text/plain;charset=UTF-8' })).statusCode).toBe(202);
    await flushAll();
    expect((await today(id, session)).saves).toBe(1);
  });

  it('counts a network once per shop and type in 30 minutes, and bots never', async () => {
    const { id, session } = await ownedShop();
    await send(id, 'view'); // counted
    await send(id, 'view'); // a refresh
    await send(id, 'view', { ip: '::ffff:203.0.113.7' }); // the same network written as IPv6
    await send(id, 'call'); // another type counts
    await send(id, 'view', { ip: '2001:db8:1:2::10' }); // another network
    await send(id, 'view', { ip: '2001:db8:1:2::99' }); // the same /64
    await send(id, 'view', {
      ip: '198.51.100.1',
      ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await send(id, 'view', { ip: '198.51.100.2', ua: 'facebookexternalhit/1.1' });
    await send(id, 'view', { ip: '198.51.100.3', ua: 'curl/8.5.0' });
    await send(id, 'view', { ip: '198.51.100.4', ua: null });
    await flushAll();
    expect(await today(id, session)).toMatchObject({ views: 2, calls: 1, whatsapp: 0 });

    clock += 29 * MINUTE;
    await send(id, 'view');
    await flushAll();
    expect((await today(id, session)).views).toBe(2);
    clock += 2 * MINUTE; // 31 minutes after the first view
    await send(id, 'view');
    await flushAll();
    expect((await today(id, session)).views).toBe(3);
  });

  it('adds the deltas of two instances and of several flushes, one row per shop and day', async () => {
    const { id, session } = await ownedShop();
    await send(id, 'share', { ip: '192.0.2.1' });
    await send(id, 'share', { ip: '192.0.2.2', instance: second });
    await flushAll();
    await send(id, 'share', { ip: '192.0.2.3' });
    await send(id, 'share', { ip: '192.0.2.4', instance: second });
    await send(id, 'share', { ip: '192.0.2.5', instance: second });
    await flushAll();
    await flushAll(); // nothing new: adds nothing
    expect((await today(id, session)).shares).toBe(5);
    const rows = await db.kysely.selectFrom('shop_daily_stats').selectAll().where('shop_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'calls',
      'day',
      'directions',
      'saves',
      'search_appearances',
      'shares',
      'shop_id',
      'views',
      'whatsapp',
    ]);
  });

  it('counts each shop of a list page as a search appearance, once per network in 30 minutes', async () => {
    const name = `Appearance ${randomUUID().slice(0, 8)}`;
    const { id, session } = await ownedShop();
    await db.kysely.updateTable('shops').set({ name, name_key: name.toLowerCase() }).where('id', '=', id).execute();
    const list = (ip: string, ua = PHONE) =>
      app.inject({
        method: 'GET',
        url: `/v1/claim-shops/filter?name=${encodeURIComponent(name)}`,
        remoteAddress: ip,
        headers: { 'user-agent': ua },
      });
    // 100 list requests from one address with a browser's user agent: one appearance.
    for (let i = 0; i < 100; i++)
      expect((await list('203.0.113.50')).json<{ items: { id: string }[] }>().items.map((s) => s.id)).toEqual([id]);
    await flushAll();
    expect((await today(id, session)).searchAppearances).toBe(1);
    // Another network counts; the same /64 of IPv6 does not count twice; a crawler never counts.
    await list('198.51.100.9');
    await list('2001:db8:1:2::1');
    await list('2001:db8:1:2::ffff');
    await list('198.51.100.10', 'Bingbot/2.0');
    await flushAll();
    expect((await today(id, session)).searchAppearances).toBe(3);
    // After 30 minutes the first address counts again.
    clock += 30 * MINUTE;
    await list('203.0.113.50');
    await flushAll();
    expect((await today(id, session)).searchAppearances).toBe(4);
  });

  it('answers the period in Asia/Kolkata days, zero-filled, with totals', async () => {
    const { id, session } = await ownedShop();
    // Two days ago (Kolkata) and today: written as a flush would.
    const kolkata = (t: number) => new Date(t + 330 * MINUTE).toISOString().slice(0, 10);
    await db.kysely
      .insertInto('shop_daily_stats')
      .values(
        stats([
          { shop_id: id, day: kolkata(clock - 2 * DAY), views: 4, calls: 1 },
          { shop_id: id, day: kolkata(clock), views: 6, directions: 2 },
          { shop_id: id, day: kolkata(clock - 8 * DAY), views: 100 }, // outside 7 days
        ]),
      )
      .execute();
    const response = await insights(id, session, 7);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<InsightsResponse>();
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)!.date).toBe(kolkata(clock));
    expect(body.days.at(-1)!.date).not.toBe(new Date(clock).toISOString().slice(0, 10));
    expect(body.days[0]!).toEqual({
      date: kolkata(clock - 6 * DAY),
      views: 0,
      searchAppearances: 0,
      calls: 0,
      whatsapp: 0,
      directions: 0,
      shares: 0,
      saves: 0,
    });
    expect(body.days[4]!).toMatchObject({ date: kolkata(clock - 2 * DAY), views: 4, calls: 1 });
    expect(body.totals).toEqual({
      views: 10,
      searchAppearances: 0,
      calls: 1,
      whatsapp: 0,
      directions: 2,
      shares: 0,
      saves: 0,
    });
    expect(body.comparison).toBeNull();
    expect(body.premium).toBe(false);
    // Without days: 7.
    expect((await insights(id, session)).json<InsightsResponse>().days).toHaveLength(7);
    expect((await insights(id, session, 14)).statusCode).toBe(400);
  });

  it('is for the approved owner only: 401 without a session, 403 for anyone else', async () => {
    const { id } = await ownedShop();
    expect((await insights(id)).statusCode).toBe(401);
    const stranger = await signIn(db, newNumber(), clock);
    const response = await insights(id, stranger);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only the number whose claim on this shop was approved can do this.');
    // A number whose claim is still pending is not the owner yet.
    const pendingNumber = newNumber();
    const unclaimed = await shop();
    await addClaim(db, { shopId: unclaimed, number: pendingNumber, status: 'pending_review', at: clock });
    expect((await insights(unclaimed, await signIn(db, pendingNumber, clock))).statusCode).toBe(403);
    expect((await insights(randomUUID(), stranger)).statusCode).toBe(404);
  });

  it('keeps 30 and 90 days for Premium, which also compares with shops like it within 5 km', async () => {
    const free = await ownedShop();
    for (const days of [30, 90]) {
      const response = await insights(free.id, free.session, days);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('30 and 90 days of insights come with Premium.');
    }
    const area = { lat: 19.07, long: 72.87 }; // Mumbai: no other test's shops
    const mine = await ownedShop({ premium: true, at: area });
    const near = (km: number) => ({ lat: area.lat + km / 111.2, long: area.long });
    const likeMine = [await shop({ at: near(1) }), await shop({ at: near(2) }), await shop({ at: near(4.5) })];
    const farAway = await shop({ at: near(7) });
    const otherKind = await shop({ at: near(1), subCategoryId: elsewhere.id });
    const kolkata = new Date(clock + 330 * MINUTE).toISOString().slice(0, 10);
    await db.kysely
      .insertInto('shop_daily_stats')
      .values(
        stats([
          { shop_id: likeMine[0]!, day: kolkata, views: 10, calls: 3 },
          { shop_id: likeMine[1]!, day: kolkata, views: 30, calls: 1 },
          // likeMine[2] has no stored day: it counts as zeros.
          { shop_id: farAway, day: kolkata, views: 1000 },
          { shop_id: otherKind, day: kolkata, views: 1000 },
          { shop_id: mine.id, day: kolkata, views: 50 },
        ]),
      )
      .execute();
    const response = await insights(mine.id, mine.session, 90);
    expect(response.statusCode).toBe(200);
    const body = response.json<InsightsResponse>();
    expect(body.days).toHaveLength(90);
    expect(body.premium).toBe(true);
    expect(body.totals.views).toBe(50);
    expect(body.comparison).toEqual({
      shops: 3,
      median: { views: 10, searchAppearances: 0, calls: 1, whatsapp: 0, directions: 0, shares: 0, saves: 0 },
    });
  });

  it('writes what is counted when the server closes', async () => {
    const third = await instance();
    const { id, session } = await ownedShop();
    await send(id, 'directions', { instance: third });
    await third.close();
    expect((await today(id, session)).directions).toBe(1);
  });
});
