import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { REPLIES_PER_NUMBER_PER_DAY, REVIEWS_PER_NETWORK_PER_HOUR, REVIEWS_PER_NUMBER_PER_DAY, SHOP_REVIEW_MESSAGES, type ReviewSubmitted, type ShopDetail, type ShopListItem, type ShopReviewsPage } from '@local-shops/shared';
import type { AdminList, AdminReviewItem } from '@local-shops/shared/admin';
import { REQUEST_MESSAGES } from '@local-shops/shared/locales/en/rules';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { createSession } from '../../lib/sessions.ts';
import { testReviewer } from '../../test/admin-session.ts';
import { DIALECTS, createTestDb } from '../../test/databases.ts';
import { addShops } from '../../test/fixtures.ts';
import { fileOfDataUrl, multipartBody } from '../../test/multipart.ts';
import { REPORTS_PER_NETWORK } from './reviews.routes.ts';

const START = Date.parse('2026-07-01T10:00:00.000Z');
let seq = 0;
const newNumber = () => `+9195${String(10_000_000 + ++seq).slice(-8)}`;
let ipSeq = 0;
const newIp = () => `203.0.113.${++ipSeq}`;

describe.each(DIALECTS)('shop reviews on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let dataDir: string;
  let clock = START;
  let console: Record<string, string>;
  let jpegWithExif: string;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'reviews-'));
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), webDist: '/nonexistent' };
    app = await buildApp({ config, db, logger: false, now: () => new Date(clock) });
    console = await (await testReviewer(app, db, `mod-${dialect}@example.com`, new Date(clock))).signIn();
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-shopper' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .toBuffer();
    jpegWithExif = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function shop(name = `Review Test Shop ${randomUUID().slice(0, 8)}`): Promise<string> {
    const id = randomUUID();
    await addShops(db, [
      {
        id, name, intro: '', city: 'Pune', state: 'Maharashtra', pin: '411001', shopType: 'Retailers', storeFrontPicture: null,
        lat: 18.52, long: 73.85, isClaimed: false, categoryIds: [], subCategoryIds: [], source: 'seed', sourceRef: null, createdAt: new Date(clock).toISOString(),
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

  const signIn = async (number = newNumber()) => (await createSession(db, number, new Date(clock))).token;
  /** A shopper's review as the browser sends it: multipart, its photos (data URLs here) as files, each shopper on their own network. */
  const post = async (shopId: string, { photos = [], ...fields }: { rating?: unknown; text?: string; photos?: string[] }, session?: string, remoteAddress = newIp()) => {
    const form = await multipartBody(
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
      { photos: photos.map(fileOfDataUrl) },
    );
    return app.inject({ method: 'POST', url: `/v1/claim-shops/${shopId}/reviews`, ...form, cookies: session ? { session } : {}, remoteAddress });
  };
  const reviews = async (shopId: string, page = 1) => {
    const response = await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}/reviews?page=${page}` });
    expect(response.statusCode).toBe(200);
    return response.json<ShopReviewsPage>();
  };
  const ratingOf = async (shopId: string) => (await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` })).json<ShopDetail>().rating;
  const queue = async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/admin/reviews', cookies: console });
    expect(response.statusCode).toBe(200);
    return response.json<AdminList<AdminReviewItem>>().items;
  };
  const tick = () => (clock += 60_000);

  it('answers 401 without a session, before the body is read', async () => {
    const shopId = await shop();
    const response = await post(shopId, { rating: 5 });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toBe('Please verify your mobile number again.');
    expect((await reviews(shopId)).items).toEqual([]);
  });

  it('answers 404 for an unknown shop and 400 naming the field', async () => {
    const session = await signIn();
    expect((await post(randomUUID(), { rating: 4 }, session)).statusCode).toBe(404);
    const shopId = await shop();
    const cases: Array<[Parameters<typeof post>[1], string]> = [
      [{}, SHOP_REVIEW_MESSAGES.ratingInvalid],
      [{ rating: 0 }, SHOP_REVIEW_MESSAGES.ratingInvalid],
      [{ rating: 6 }, SHOP_REVIEW_MESSAGES.ratingInvalid],
      [{ rating: 3.5 }, SHOP_REVIEW_MESSAGES.ratingInvalid],
      [{ rating: 4, text: 'x'.repeat(1001) }, SHOP_REVIEW_MESSAGES.textTooLong],
      [{ rating: 4, photos: ['data:image/png;base64,aGVsbG8gd29ybGQh'] }, SHOP_REVIEW_MESSAGES.photoInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await post(shopId, payload, session);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    // A fourth photo is refused while it streams in, before any photo is decoded.
    const four = await post(shopId, { rating: 4, photos: [jpegWithExif, jpegWithExif, jpegWithExif, jpegWithExif] }, session);
    expect(four.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: REQUEST_MESSAGES.tooManyFiles });
    // JSON still takes a review without photos, never one with them.
    const json = (payload: object) => app.inject({ method: 'POST', url: `/v1/claim-shops/${shopId}/reviews`, payload, cookies: { session }, remoteAddress: newIp() });
    expect((await json({ rating: 4, photos: [jpegWithExif] })).json()).toMatchObject({ statusCode: 415, message: REQUEST_MESSAGES.mustBeMultipart });
    expect(await ratingOf(shopId)).toEqual({ average: null, count: 0 });
    expect((await json({ rating: 4, text: 'Sent as JSON.' })).statusCode).toBe(201);
  });

  it('refuses a photo over 8 MB with 413 while it streams, and keeps nothing of the review', async () => {
    const shopId = await shop();
    const huge = `data:image/jpeg;base64,${Buffer.concat([Buffer.from(jpegWithExif.split(',')[1]!, 'base64'), randomBytes(8 * 1024 * 1024)]).toString('base64')}`;
    const response = await post(shopId, { rating: 2, text: 'Too big', photos: [jpegWithExif, huge] }, await signIn());
    expect(response.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'The photo is too large. Please use a photo under 8 MB.' });
    expect(await ratingOf(shopId)).toEqual({ average: null, count: 0 });
  });

  it(`takes at most ${REVIEWS_PER_NUMBER_PER_DAY} reviews a day from one number (a replaced review counts) and ${REVIEWS_PER_NETWORK_PER_HOUR} an hour from one network`, async () => {
    const session = await signIn();
    const shops = await Promise.all(Array.from({ length: REVIEWS_PER_NUMBER_PER_DAY + 1 }, () => shop()));
    for (const shopId of shops.slice(0, REVIEWS_PER_NUMBER_PER_DAY - 1)) expect((await post(shopId, { rating: 1 }, session)).statusCode).toBe(201);
    // Replacing a review is one more post.
    expect((await post(shops[0]!, { rating: 2 }, session)).statusCode).toBe(201);
    const refused = await post(shops[REVIEWS_PER_NUMBER_PER_DAY]!, { rating: 1 }, session);
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: SHOP_REVIEW_MESSAGES.tooManyToday });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ratingOf(shops[REVIEWS_PER_NUMBER_PER_DAY]!)).toEqual({ average: null, count: 0 });

    // Many numbers from one network.
    const network = newIp();
    const target = await shop();
    for (let i = 0; i < REVIEWS_PER_NETWORK_PER_HOUR; i += 1) expect((await post(target, { rating: 1 }, await signIn(), network)).statusCode).toBe(201);
    const flood = await post(target, { rating: 1 }, await signIn(), network);
    expect(flood.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: SHOP_REVIEW_MESSAGES.tooManyFromNetwork });
    expect((await ratingOf(target)).count).toBe(REVIEWS_PER_NETWORK_PER_HOUR);
  });

  it('publishes a clean review at once, masks the number, and carries the rating on detail and list', async () => {
    const name = `Masked Rating Store ${randomUUID().slice(0, 6)}`;
    const shopId = await shop(name);
    const response = await post(shopId, { rating: 4, text: 'Fresh vegetables and friendly people.', photos: [jpegWithExif] }, await signIn('+919876543210'));
    expect(response.statusCode).toBe(201);
    expect(response.json<ReviewSubmitted>()).toMatchObject({ status: 'published', message: SHOP_REVIEW_MESSAGES.published });
    const page = await reviews(shopId);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ author: 'Shopper ••••3210', rating: 4, text: 'Fresh vegetables and friendly people.', reply: null });
    expect(JSON.stringify(page)).not.toContain('9876543210');
    // The photo went through the claims' pipeline: a JPEG with no EXIF (no GPS position) left.
    const [photo] = page.items[0]!.photos;
    const served = await app.inject({ method: 'GET', url: photo! });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(await ratingOf(shopId)).toEqual({ average: 4, count: 1 });
    const list = (await app.inject({ method: 'GET', url: `/v1/claim-shops/filter?name=${encodeURIComponent(name)}` })).json<{ items: ShopListItem[] }>();
    expect(list.items.find((item) => item.id === shopId)?.rating).toEqual({ average: 4, count: 1 });
  });

  it('keeps one review per number per shop: a second post replaces the first, and the rating with it', async () => {
    const shopId = await shop();
    const session = await signIn();
    expect((await post(shopId, { rating: 2, text: 'Slow service.' }, session)).statusCode).toBe(201);
    expect((await post(shopId, { rating: 5, text: 'Much better now.' }, await signIn())).statusCode).toBe(201);
    expect(await ratingOf(shopId)).toEqual({ average: 3.5, count: 2 });
    tick();
    const second = await post(shopId, { rating: 4, text: 'Service improved.' }, session);
    expect(second.statusCode).toBe(201);
    const page = await reviews(shopId);
    expect(page.items.map((r) => r.text)).toEqual(['Service improved.', 'Much better now.']);
    expect(page.meta.total).toBe(2);
    expect(await ratingOf(shopId)).toEqual({ average: 4.5, count: 2 });
    // Replacing with text that must be moderated takes the old rating out of the average.
    tick();
    expect((await post(shopId, { rating: 1, text: 'Visit www.example.com instead' }, session)).json<ReviewSubmitted>().status).toBe('pending');
    expect(await ratingOf(shopId)).toEqual({ average: 5, count: 1 });
  });

  it("refuses the shop's own approved owner and its pending claimant with 403", async () => {
    const shopId = await shop();
    const owner = await approvedOwner(shopId);
    const response = await post(shopId, { rating: 5, text: 'Best shop in town!' }, await signIn(owner));
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(SHOP_REVIEW_MESSAGES.ownShop);
    expect(await ratingOf(shopId)).toEqual({ average: null, count: 0 });
    // The owner may review other shops.
    expect((await post(await shop(), { rating: 5 }, await signIn(owner))).statusCode).toBe(201);
    // A claim still waiting for review is no licence to rate the shop either.
    const claimed = await shop();
    const claimant = newNumber();
    const at = new Date(clock).toISOString();
    await db.kysely
      .insertInto('claims')
      .values({ id: randomUUID(), shop_id: claimed, kind: 'existing_listing', status: 'pending_review', mobile_number: claimant, address: 'x', created_at: at, updated_at: at, reviewed_at: null, review_reason: null })
      .execute();
    const pending = await post(claimed, { rating: 5, text: 'Best shop in town!' }, await signIn(claimant));
    expect(pending.json()).toMatchObject({ statusCode: 403, message: SHOP_REVIEW_MESSAGES.ownShop });
    expect(await ratingOf(claimed)).toEqual({ average: null, count: 0 });
  });

  it('sends links, phone numbers and blocklisted words to the queue; clean text publishes', async () => {
    const shopId = await shop();
    const cases: Array<[string, string | null]> = [
      ['Cheaper at https://rival.example', 'link'],
      ['Order on rivalshop.in for less', 'link'],
      ['Call me on 98765 43210 for a deal', 'phone'],
      ['Ring +91-80-2345-6789', 'phone'],
      ['The owner is a chutiya', 'blocklist'],
      ['Total SH1T service', 'blocklist'],
      ['Open 9 to 9, 5 stars, paid 1,200 for 2 kg on 10-11-2026', null],
    ];
    for (const [text, reason] of cases) {
      const response = await post(shopId, { rating: 3, text }, await signIn());
      expect(response.statusCode).toBe(201);
      expect(response.json<ReviewSubmitted>().status, text).toBe(reason ? 'pending' : 'published');
      const queued = (await queue()).find((item) => item.id === response.json<ReviewSubmitted>().id);
      expect(queued?.queueReason ?? null, text).toBe(reason);
    }
    expect((await reviews(shopId)).items.map((r) => r.text)).toEqual(['Open 9 to 9, 5 stars, paid 1,200 for 2 kg on 10-11-2026']);
    expect(await ratingOf(shopId)).toEqual({ average: 3, count: 1 });
  });

  it('lets anyone report a review into the queue; the console publishes or removes it with a reason, and the rating follows', async () => {
    const shopId = await shop();
    const kept = (await post(shopId, { rating: 5, text: 'Lovely.' }, await signIn())).json<ReviewSubmitted>().id;
    const doubted = (await post(shopId, { rating: 1, text: 'Terrible.' }, await signIn())).json<ReviewSubmitted>().id;
    const held = (await post(shopId, { rating: 4, text: 'See www.example.com' }, await signIn())).json<ReviewSubmitted>().id;
    expect(await ratingOf(shopId)).toEqual({ average: 3, count: 2 });

    const ip = newIp();
    const report = await app.inject({ method: 'POST', url: `/v1/reviews/${doubted}/report`, remoteAddress: ip });
    expect(report.statusCode).toBe(202);
    expect(report.json<{ message: string }>().message).toBe(SHOP_REVIEW_MESSAGES.reported);
    expect((await app.inject({ method: 'POST', url: `/v1/reviews/${randomUUID()}/report`, remoteAddress: ip })).statusCode).toBe(404);
    // A waiting review cannot be reported: nobody sees it.
    expect((await app.inject({ method: 'POST', url: `/v1/reviews/${held}/report`, remoteAddress: ip })).statusCode).toBe(404);
    const reported = (await queue()).find((item) => item.id === doubted);
    expect(reported).toMatchObject({ queueReason: 'reported', status: 'published', shopId });

    // Without a reason a removal is refused; the console needs its session.
    expect((await app.inject({ method: 'POST', url: `/v1/admin/reviews/${doubted}/remove`, payload: {}, cookies: console })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: `/v1/admin/reviews/${doubted}/remove`, payload: { reason: 'Fake' } })).statusCode).toBe(401);
    const removed = await app.inject({ method: 'POST', url: `/v1/admin/reviews/${doubted}/remove`, payload: { reason: 'Not a real visit' }, cookies: console });
    expect(removed.statusCode).toBe(200);
    expect(await ratingOf(shopId)).toEqual({ average: 5, count: 1 });
    expect((await reviews(shopId)).items.map((r) => r.id)).toEqual([kept]);

    const published = await app.inject({ method: 'POST', url: `/v1/admin/reviews/${held}/publish`, payload: {}, cookies: console });
    expect(published.statusCode).toBe(200);
    expect(await ratingOf(shopId)).toEqual({ average: 4.5, count: 2 });
    expect((await queue()).map((item) => item.id)).not.toContain(held);
    // Decided once: a second decision is a conflict.
    expect((await app.inject({ method: 'POST', url: `/v1/admin/reviews/${held}/remove`, payload: { reason: 'Too late' }, cookies: console })).statusCode).toBe(409);
  });

  it('pages the console queue oldest first, 50 a page, with the total', async () => {
    const shopId = await shop();
    const ids: string[] = [];
    for (let i = 0; i < 52; i++) {
      tick();
      ids.push((await post(shopId, { rating: 2, text: `See www.example${i}.com` }, await signIn())).json<ReviewSubmitted>().id);
    }
    const seen: string[] = [];
    let url: string | null = '/v1/admin/reviews';
    let pages = 0;
    while (url) {
      const page: AdminList<AdminReviewItem> = (await app.inject({ method: 'GET', url, cookies: console })).json();
      expect(page.items.length).toBeLessThanOrEqual(50);
      expect(page.meta.total).toBeGreaterThanOrEqual(52);
      seen.push(...page.items.map((item) => item.id));
      url = page.links.next;
      pages++;
    }
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
  });

  it('limits reports per network', async () => {
    const shopId = await shop();
    const id = (await post(shopId, { rating: 5, text: 'Good.' }, await signIn())).json<ReviewSubmitted>().id;
    const ip = newIp();
    for (let i = 0; i < REPORTS_PER_NETWORK; i++) {
      expect((await app.inject({ method: 'POST', url: `/v1/reviews/${id}/report`, remoteAddress: ip })).statusCode).toBe(202);
    }
    const refused = await app.inject({ method: 'POST', url: `/v1/reviews/${id}/report`, remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await app.inject({ method: 'POST', url: `/v1/reviews/${id}/report`, remoteAddress: newIp() })).statusCode).toBe(202);
  });

  it('pages published reviews newest first', async () => {
    const shopId = await shop();
    for (let i = 1; i <= 12; i++) {
      tick();
      expect((await post(shopId, { rating: (i % 5) + 1, text: `Review ${i}` }, await signIn())).statusCode).toBe(201);
    }
    const first = await reviews(shopId);
    expect(first.items.map((r) => r.text)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Review ${i}`));
    expect(first.links.next).toBe(`/v1/claim-shops/${shopId}/reviews?page=2`);
    expect(first.meta).toMatchObject({ total: 12, page: 1 });
    const second = await reviews(shopId, 2);
    expect(second.items.map((r) => r.text)).toEqual(['Review 2', 'Review 1']);
    expect(second.links.next).toBeNull();
    expect((await app.inject({ method: 'GET', url: `/v1/claim-shops/${shopId}/reviews?page=0` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/v1/claim-shops/${randomUUID()}/reviews` })).statusCode).toBe(404);
  });

  it("lets only the shop's approved owner reply, once per review, shown under it", async () => {
    const shopId = await shop();
    const owner = await approvedOwner(shopId);
    const id = (await post(shopId, { rating: 3, text: 'Okay.' }, await signIn())).json<ReviewSubmitted>().id;
    const url = `/v1/owner/shops/${shopId}/reviews/${id}/reply`;
    expect((await app.inject({ method: 'PUT', url, payload: { text: 'Thanks!' } })).statusCode).toBe(401);
    const stranger = await app.inject({ method: 'PUT', url, payload: { text: 'Thanks!' }, cookies: { session: await signIn() } });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json<{ message: string }>().message).toBe('Only the number whose claim on this shop was approved can do this.');
    const session = await signIn(owner);
    expect((await app.inject({ method: 'PUT', url, payload: { text: '  ' }, cookies: { session } })).json<{ message: string }>().message).toBe(SHOP_REVIEW_MESSAGES.replyRequired);
    expect((await app.inject({ method: 'PUT', url, payload: { text: 'Thank you for visiting.' }, cookies: { session } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url, payload: { text: 'Thank you, come again!' }, cookies: { session } })).statusCode).toBe(200);
    const [shown] = (await reviews(shopId)).items;
    expect(shown?.reply?.text).toBe('Thank you, come again!');
    expect((await reviews(shopId)).items).toHaveLength(1);
    // A review of another shop is not theirs to answer.
    const other = (await post(await shop(), { rating: 4 }, await signIn())).json<ReviewSubmitted>().id;
    expect((await app.inject({ method: 'PUT', url: `/v1/owner/shops/${shopId}/reviews/${other}/reply`, payload: { text: 'Hi' }, cookies: { session } })).statusCode).toBe(404);
  });

  it(`takes at most ${REPLIES_PER_NUMBER_PER_DAY} replies a day from one owner's number`, async () => {
    const shopId = await shop();
    const session = await signIn(await approvedOwner(shopId));
    const id = (await post(shopId, { rating: 4, text: 'Good.' }, await signIn())).json<ReviewSubmitted>().id;
    const url = `/v1/owner/shops/${shopId}/reviews/${id}/reply`;
    for (let i = 0; i < REPLIES_PER_NUMBER_PER_DAY; i += 1) {
      expect((await app.inject({ method: 'PUT', url, payload: { text: `Thank you ${i}` }, cookies: { session } })).statusCode).toBe(200);
    }
    const refused = await app.inject({ method: 'PUT', url, payload: { text: 'One more' }, cookies: { session } });
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: SHOP_REVIEW_MESSAGES.repliesTooMany });
    expect((await reviews(shopId)).items[0]?.reply?.text).toBe(`Thank you ${REPLIES_PER_NUMBER_PER_DAY - 1}`);
  });

  it("drops the owner's reply when the shopper replaces the review it answered", async () => {
    const shopId = await shop();
    const owner = await signIn(await approvedOwner(shopId));
    const shopper = await signIn();
    const id = (await post(shopId, { rating: 1, text: 'Closed when it said open.' }, shopper)).json<ReviewSubmitted>().id;
    await app.inject({ method: 'PUT', url: `/v1/owner/shops/${shopId}/reviews/${id}/reply`, payload: { text: 'We now open at 9 sharp.' }, cookies: { session: owner } });
    expect((await reviews(shopId)).items[0]?.reply?.text).toBe('We now open at 9 sharp.');
    tick();
    expect((await post(shopId, { rating: 4, text: 'Open on time now.' }, shopper)).json<ReviewSubmitted>().id).toBe(id);
    expect((await reviews(shopId)).items).toMatchObject([{ id, text: 'Open on time now.', reply: null }]);
  });

  it('keeps one review when the same number posts twice at once', async () => {
    const shopId = await shop();
    const session = await signIn();
    const answers = await Promise.all([post(shopId, { rating: 2, text: 'First try' }, session), post(shopId, { rating: 4, text: 'Second try' }, session)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const page = await reviews(shopId);
    expect(page.items).toHaveLength(1);
    expect(await ratingOf(shopId)).toEqual({ average: page.items[0]!.rating, count: 1 });
  });
});
