import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEWS_PER_NETWORK_PER_HOUR,
  REVIEWS_PER_NUMBER_PER_DAY,
  SHOP_REVIEW_MESSAGES,
  type ReviewSubmitted,
  type ShopListItem,
} from '@local-shops/shared';
import type { AdminList, AdminReviewItem } from '@local-shops/shared/admin';
import { REQUEST_MESSAGES } from '@local-shops/shared/locales/en/rules';
import { DIALECTS } from '../../test/databases.ts';
import { addClaim } from '../../test/owners.ts';
import { REPORTS_PER_NETWORK } from './reviews.routes.ts';
import { newIp, newNumber, reviewsTestbed } from './reviews.test-support.ts';

describe.each(DIALECTS)('shop reviews on %s', (dialect) => {
  const bed = reviewsTestbed(dialect, 'reviews');
  const { inject, shop, approvedOwner, signIn, post, reviews, ratingOf, queue, tick } = bed;
  let jpegWithExif: string;

  beforeAll(async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-shopper' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .toBuffer();
    jpegWithExif = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  });

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
    const four = await post(
      shopId,
      { rating: 4, photos: [jpegWithExif, jpegWithExif, jpegWithExif, jpegWithExif] },
      session,
    );
    expect(four.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: REQUEST_MESSAGES.tooManyFiles,
    });
    // JSON still takes a review without photos, never one with them.
    const json = (payload: object) =>
      inject({
        method: 'POST',
        url: `/v1/claim-shops/${shopId}/reviews`,
        payload,
        cookies: { session },
        remoteAddress: newIp(),
      });
    expect((await json({ rating: 4, photos: [jpegWithExif] })).json()).toMatchObject({
      statusCode: 415,
      message: REQUEST_MESSAGES.mustBeMultipart,
    });
    expect(await ratingOf(shopId)).toEqual({ average: null, count: 0 });
    expect((await json({ rating: 4, text: 'Sent as JSON.' })).statusCode).toBe(201);
  });

  it('refuses a photo over 8 MB with 413 while it streams, and keeps nothing of the review', async () => {
    const shopId = await shop();
    const huge = `data:image/jpeg;base64,${Buffer.concat([Buffer.from(jpegWithExif.split(',')[1]!, 'base64'), randomBytes(8 * 1024 * 1024)]).toString('base64')}`;
    const response = await post(shopId, { rating: 2, text: 'Too big', photos: [jpegWithExif, huge] }, await signIn());
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The photo is too large. Please use a photo under 8 MB.',
    });
    expect(await ratingOf(shopId)).toEqual({ average: null, count: 0 });
  });

  it(`takes at most ${REVIEWS_PER_NUMBER_PER_DAY} reviews a day from one number (a replaced review counts) and ${REVIEWS_PER_NETWORK_PER_HOUR} an hour from one network`, async () => {
    const session = await signIn();
    const shops = await Promise.all(Array.from({ length: REVIEWS_PER_NUMBER_PER_DAY + 1 }, () => shop()));
    for (const shopId of shops.slice(0, REVIEWS_PER_NUMBER_PER_DAY - 1))
      expect((await post(shopId, { rating: 1 }, session)).statusCode).toBe(201);
    // Replacing a review is one more post.
    expect((await post(shops[0]!, { rating: 2 }, session)).statusCode).toBe(201);
    const refused = await post(shops[REVIEWS_PER_NUMBER_PER_DAY]!, { rating: 1 }, session);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: SHOP_REVIEW_MESSAGES.tooManyToday,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ratingOf(shops[REVIEWS_PER_NUMBER_PER_DAY]!)).toEqual({ average: null, count: 0 });

    // Many numbers from one network.
    const network = newIp();
    const target = await shop();
    for (let i = 0; i < REVIEWS_PER_NETWORK_PER_HOUR; i += 1)
      expect((await post(target, { rating: 1 }, await signIn(), network)).statusCode).toBe(201);
    const flood = await post(target, { rating: 1 }, await signIn(), network);
    expect(flood.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: SHOP_REVIEW_MESSAGES.tooManyFromNetwork,
    });
    expect((await ratingOf(target)).count).toBe(REVIEWS_PER_NETWORK_PER_HOUR);
  });

  it('publishes a clean review at once, masks the number, and carries the rating on detail and list', async () => {
    const name = `Masked Rating Store ${randomUUID().slice(0, 6)}`;
    const shopId = await shop(name);
    const response = await post(
      shopId,
      { rating: 4, text: 'Fresh vegetables and friendly people.', photos: [jpegWithExif] },
      await signIn('+919876543210'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<ReviewSubmitted>()).toMatchObject({
      status: 'published',
      message: SHOP_REVIEW_MESSAGES.published,
    });
    const page = await reviews(shopId);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      author: 'Shopper ••••3210',
      rating: 4,
      text: 'Fresh vegetables and friendly people.',
      reply: null,
    });
    expect(JSON.stringify(page)).not.toContain('9876543210');
    // The photo went through the claims' pipeline: a JPEG with no EXIF (no GPS position) left.
    const [photo] = page.items[0]!.photos;
    const served = await inject({ method: 'GET', url: photo! });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(await ratingOf(shopId)).toEqual({ average: 4, count: 1 });
    const list = (
      await inject({ method: 'GET', url: `/v1/claim-shops/filter?name=${encodeURIComponent(name)}` })
    ).json<{ items: ShopListItem[] }>();
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
    expect(
      (await post(shopId, { rating: 1, text: 'Visit www.example.com instead' }, session)).json<ReviewSubmitted>()
        .status,
    ).toBe('pending');
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
    await addClaim(bed.db, { shopId: claimed, number: claimant, status: 'pending_review', at: bed.now() });
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
    expect((await reviews(shopId)).items.map((r) => r.text)).toEqual([
      'Open 9 to 9, 5 stars, paid 1,200 for 2 kg on 10-11-2026',
    ]);
    expect(await ratingOf(shopId)).toEqual({ average: 3, count: 1 });
  });

  it('lets anyone report a review into the queue; the console publishes or removes it with a reason, and the rating follows', async () => {
    const shopId = await shop();
    const kept = (await post(shopId, { rating: 5, text: 'Lovely.' }, await signIn())).json<ReviewSubmitted>().id;
    const doubted = (await post(shopId, { rating: 1, text: 'Terrible.' }, await signIn())).json<ReviewSubmitted>().id;
    const held = (
      await post(shopId, { rating: 4, text: 'See www.example.com' }, await signIn())
    ).json<ReviewSubmitted>().id;
    expect(await ratingOf(shopId)).toEqual({ average: 3, count: 2 });

    const ip = newIp();
    const report = await inject({ method: 'POST', url: `/v1/reviews/${doubted}/report`, remoteAddress: ip });
    expect(report.statusCode).toBe(202);
    expect(report.json<{ message: string }>().message).toBe(SHOP_REVIEW_MESSAGES.reported);
    expect(
      (await inject({ method: 'POST', url: `/v1/reviews/${randomUUID()}/report`, remoteAddress: ip })).statusCode,
    ).toBe(404);
    // A waiting review cannot be reported: nobody sees it.
    expect((await inject({ method: 'POST', url: `/v1/reviews/${held}/report`, remoteAddress: ip })).statusCode).toBe(
      404,
    );
    const reported = (await queue()).find((item) => item.id === doubted);
    expect(reported).toMatchObject({ queueReason: 'reported', status: 'published', shopId });

    // Without a reason a removal is refused; the console needs its session.
    expect(
      (await inject({ method: 'POST', url: `/v1/admin/reviews/${doubted}/remove`, payload: {}, cookies: bed.console }))
        .statusCode,
    ).toBe(400);
    expect(
      (await inject({ method: 'POST', url: `/v1/admin/reviews/${doubted}/remove`, payload: { reason: 'Fake' } }))
        .statusCode,
    ).toBe(401);
    const removed = await inject({
      method: 'POST',
      url: `/v1/admin/reviews/${doubted}/remove`,
      payload: { reason: 'Not a real visit' },
      cookies: bed.console,
    });
    expect(removed.statusCode).toBe(200);
    expect(await ratingOf(shopId)).toEqual({ average: 5, count: 1 });
    expect((await reviews(shopId)).items.map((r) => r.id)).toEqual([kept]);

    const published = await inject({
      method: 'POST',
      url: `/v1/admin/reviews/${held}/publish`,
      payload: {},
      cookies: bed.console,
    });
    expect(published.statusCode).toBe(200);
    expect(await ratingOf(shopId)).toEqual({ average: 4.5, count: 2 });
    expect((await queue()).map((item) => item.id)).not.toContain(held);
    // Decided once: a second decision is a conflict.
    expect(
      (
        await inject({
          method: 'POST',
          url: `/v1/admin/reviews/${held}/remove`,
          payload: { reason: 'Too late' },
          cookies: bed.console,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('pages the console queue oldest first, 50 a page, with the total', async () => {
    const shopId = await shop();
    const ids: string[] = [];
    for (let i = 0; i < 52; i++) {
      tick();
      ids.push(
        (await post(shopId, { rating: 2, text: `See www.example${i}.com` }, await signIn())).json<ReviewSubmitted>().id,
      );
    }
    const seen: string[] = [];
    let url: string | null = '/v1/admin/reviews';
    let pages = 0;
    while (url) {
      const page: AdminList<AdminReviewItem> = (await inject({ method: 'GET', url, cookies: bed.console })).json();
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
      expect((await inject({ method: 'POST', url: `/v1/reviews/${id}/report`, remoteAddress: ip })).statusCode).toBe(
        202,
      );
    }
    const refused = await inject({ method: 'POST', url: `/v1/reviews/${id}/report`, remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await inject({ method: 'POST', url: `/v1/reviews/${id}/report`, remoteAddress: newIp() })).statusCode).toBe(
      202,
    );
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
    expect((await inject({ method: 'GET', url: `/v1/claim-shops/${shopId}/reviews?page=0` })).statusCode).toBe(400);
    expect((await inject({ method: 'GET', url: `/v1/claim-shops/${randomUUID()}/reviews` })).statusCode).toBe(404);
  });

  it('keeps one review when the same number posts twice at once', async () => {
    const shopId = await shop();
    const session = await signIn();
    const answers = await Promise.all([
      post(shopId, { rating: 2, text: 'First try' }, session),
      post(shopId, { rating: 4, text: 'Second try' }, session),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const page = await reviews(shopId);
    expect(page.items).toHaveLength(1);
    expect(await ratingOf(shopId)).toEqual({ average: page.items[0]!.rating, count: 1 });
  });
});
