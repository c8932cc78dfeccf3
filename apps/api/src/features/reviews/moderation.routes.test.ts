import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { SHOP_REVIEW_MESSAGES, type ReviewSubmitted, type ShopDetail, type ShopReviewsPage } from '@local-shops/shared';
import type { AdminList, AdminReviewItem } from '@local-shops/shared/admin';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSession } from '../../lib/sessions.ts';
import { testReviewer } from '../../test/admin-session.ts';
import { DIALECTS, createTestDb } from '../../test/databases.ts';
import { addShops } from '../../test/fixtures.ts';

const START = Date.parse('2026-07-02T10:00:00.000Z');
let seq = 0;
const newNumber = () => `+9194${String(10_000_000 + ++seq).slice(-8)}`;
let ipSeq = 0;
// Each post from its own network, clear of the per-network review limit.
const newIp = () => `198.51.100.${++ipSeq}`;

/** Reviews and owners' replies run through the same moderation (issue 23, decision 0055). */
describe.each(DIALECTS)('moderation of reviews and replies on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let dataDir: string;
  const clock = START;
  let console: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'moderation-'));
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), webDist: '/nonexistent' };
    app = await buildApp({ config, db, logger: false, now: () => new Date(clock) });
    console = await (await testReviewer(app, db, `moderation-${dialect}@example.com`, new Date(clock))).signIn();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function shop(): Promise<string> {
    const id = randomUUID();
    await addShops(db, [
      {
        id, name: `Moderation Test Shop ${id.slice(0, 8)}`, intro: '', city: 'Bengaluru', state: 'Karnataka', pin: '560011', shopType: 'Retailers', storeFrontPicture: null,
        lat: 12.93, long: 77.58, isClaimed: false, categoryIds: [], subCategoryIds: [], source: 'seed', sourceRef: null, createdAt: new Date(clock).toISOString(),
      },
    ]);
    return id;
  }

  async function approvedOwner(shopId: string): Promise<string> {
    const number = newNumber();
    const at = new Date(clock).toISOString();
    await db.kysely
      .insertInto('claims')
      .values({ id: randomUUID(), shop_id: shopId, kind: 'existing_listing', status: 'approved', mobile_number: number, address: 'x', created_at: at, updated_at: at, reviewed_at: at, review_reason: null })
      .execute();
    await db.kysely.updateTable('shops').set({ is_claimed: true }).where('id', '=', shopId).execute();
    return number;
  }

  const session = async (number = newNumber()) => ({ session: (await createSession(db, number, new Date(clock))).token });
  const postReview = async (shopId: string, text: string, rating = 1) =>
    app.inject({ method: 'POST', url: `/v1/claim-shops/${shopId}/reviews`, payload: { rating, text }, cookies: await session(), remoteAddress: newIp() });
  const published = async (shopId: string) => (await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}/reviews` })).json<ShopReviewsPage>().items;
  const ratingOf = async (shopId: string) => (await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` })).json<ShopDetail>().rating;
  const queued = async () => {
    const items: AdminReviewItem[] = [];
    let url: string | null = '/v1/admin/reviews';
    while (url) {
      const page: AdminList<AdminReviewItem> = (await app.inject({ method: 'GET', url, cookies: console })).json();
      items.push(...page.items);
      url = page.links.next;
    }
    return items;
  };

  it('keeps disguised reviews off the shop page and out of its rating, waiting in the console with their reason', async () => {
    const shopId = await shop();
    const disguised: Array<[string, AdminReviewItem['queueReason']]> = [
      ['Call ९८७६५ ४३२१० for a better price', 'phone'],
      ['WhatsApp ９８７６５４３２１０', 'phone'],
      ['Ring 98765\u200B43210', 'phone'],
      ['nine eight seven six five four three two one zero', 'phone'],
      ['नौ आठ सात छह पांच चार तीन दो एक शून्य', 'phone'],
      ['Cheaper at example[.]com', 'link'],
      ['Cheaper at example dot com', 'link'],
      ['Cheaper at rivalshop.club', 'link'],
      ['The owner is a b.i.t.c.h', 'blocklist'],
      ['The owner is a bіtсh', 'blocklist'],
      ['मालिक चूतिया है', 'blocklist'],
    ];
    const ids = new Map<string, AdminReviewItem['queueReason']>();
    for (const [text, reason] of disguised) {
      const response = await postReview(shopId, text);
      expect(response.statusCode, text).toBe(201);
      expect(response.json<ReviewSubmitted>(), text).toMatchObject({ status: 'pending', message: SHOP_REVIEW_MESSAGES.pending });
      ids.set(response.json<ReviewSubmitted>().id, reason);
    }
    const clean = await postReview(shopId, 'Shop no. 12, ₹250 for 2 kg, open till 9:30. 5 star service!', 5);
    expect(clean.json<ReviewSubmitted>().status).toBe('published');

    expect((await published(shopId)).map((r) => r.text)).toEqual(['Shop no. 12, ₹250 for 2 kg, open till 9:30. 5 star service!']);
    expect(await ratingOf(shopId)).toEqual({ average: 5, count: 1 });
    const waiting = (await queued()).filter((item) => ids.has(item.id));
    // Posted in the same instant: the queue's order among them is by id.
    expect(waiting.map((item) => [item.text, item.queueReason]).sort()).toEqual([...disguised].sort());
  });

  it("refuses an owner's disguised reply with a message saying why, and publishes a clean one", async () => {
    const shopId = await shop();
    const owner = await session(await approvedOwner(shopId));
    const reviewId = (await postReview(shopId, 'Okay shop, a bit slow.', 3)).json<ReviewSubmitted>().id;
    const url = `/v1/owner/shops/${shopId}/reviews/${reviewId}/reply`;
    const put = (text: string, language = 'en') => app.inject({ method: 'PUT', url, payload: { text }, cookies: owner, headers: { 'accept-language': language } });

    expect((await put('Thank you! Please visit again.')).statusCode).toBe(200);
    const refusals: Array<[string, string]> = [
      ['Call us on ९८७६५ ४३२१० for a discount', SHOP_REVIEW_MESSAGES.replyHasPhone],
      ['Call nine eight seven six five four three two one zero', SHOP_REVIEW_MESSAGES.replyHasPhone],
      ['Order on ourshop[.]in instead', SHOP_REVIEW_MESSAGES.replyHasLink],
      ['Order on ourshop.dev', SHOP_REVIEW_MESSAGES.replyHasLink],
      ['You are a b i t c h', SHOP_REVIEW_MESSAGES.replyHasAbuse],
      ['तू चूतिया है', SHOP_REVIEW_MESSAGES.replyHasAbuse],
    ];
    for (const [text, message] of refusals) {
      const response = await put(text);
      expect(response.statusCode, text).toBe(422);
      expect(response.json(), text).toMatchObject({ statusCode: 422, message });
    }
    // In the owner's language too.
    const hindi = await put('Call 98765 43210', 'hi');
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json<{ message: string }>().message).toBe('जवाब में फ़ोन नंबर नहीं लिखा जा सकता। आपकी दुकान का नंबर उसके पेज पर पहले से है।');

    // The reply shown is still the last clean one.
    expect((await published(shopId))[0]?.reply?.text).toBe('Thank you! Please visit again.');
    expect((await put('Thanks, we now open at 9:30 sharp. Shop no. 12, ₹250 combo.')).statusCode).toBe(200);
    expect((await published(shopId))[0]?.reply?.text).toBe('Thanks, we now open at 9:30 sharp. Shop no. 12, ₹250 combo.');
  });
});
