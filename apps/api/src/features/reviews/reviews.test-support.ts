import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { ShopDetail, ShopReviewsPage } from '@local-shops/shared';
import type { AdminList, AdminReviewItem } from '@local-shops/shared/admin';
import { testReviewer } from '../../test/admin-session.ts';
import { testApp } from '../../test/app.ts';
import type { TestDialect } from '../../test/databases.ts';
import { addShops, testShop } from '../../test/fixtures.ts';
import { fileOfDataUrl, multipartBody } from '../../test/multipart.ts';
import { addClaim } from '../../test/owners.ts';
import { signIn } from '../../test/sessions.ts';

/** What the reviews tests share: an app with a clock and a console reviewer, shops, owners, shoppers, and the reviews' API. */

const START = Date.parse('2026-07-01T10:00:00.000Z');
let numberSeq = 0;
export const newNumber = () => `+9195${String(10_000_000 + ++numberSeq).slice(-8)}`;
let ipSeq = 0;
/** A network of its own, clear of the per-network limits of the posts before. */
export const newIp = () => `203.0.113.${++ipSeq}`;

/** A review as the browser sends it: its fields, and its photos (data URLs, as the form holds them). */
export interface ReviewFields {
  rating?: unknown;
  text?: string;
  photos?: string[];
}

/**
 * A describe block's app over a fresh database (images on disk in a folder of its own), its clock
 * at START until `tick` moves it, and a reviewer signed in to the console. `db` and `console` are
 * read inside the tests (they are set in beforeAll); the functions may be taken apart.
 */
export function reviewsTestbed(dialect: TestDialect, name: string) {
  let clock = START;
  const context = testApp(dialect, { dataDir: name, now: () => new Date(clock) });
  let console: Record<string, string> = {};
  beforeAll(async () => {
    console = await (
      await testReviewer(context.app, context.db, `${name}-${dialect}@example.com`, new Date(clock))
    ).signIn();
  });

  const inject = (options: InjectOptions) => context.app.inject(options);

  /** A new, unclaimed shop; answers its id. */
  async function shop(shopName = `Review Test Shop ${randomUUID().slice(0, 8)}`): Promise<string> {
    const id = randomUUID();
    await addShops(context.db, [testShop({ id, name: shopName, createdAt: new Date(clock).toISOString() })]);
    return id;
  }

  /** The number of a new approved owner of the shop. */
  async function approvedOwner(shopId: string): Promise<string> {
    const number = newNumber();
    await addClaim(context.db, { shopId, number, at: clock });
    return number;
  }

  /** POST a review, multipart as the browser sends it: photos as files, from a network of its own unless told. */
  async function post(
    shopId: string,
    { photos = [], ...fields }: ReviewFields,
    session?: string,
    remoteAddress = newIp(),
  ) {
    const form = await multipartBody(
      Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, String(value)])),
      { photos: photos.map(fileOfDataUrl) },
    );
    return inject({
      method: 'POST',
      url: `/v1/claim-shops/${shopId}/reviews`,
      ...form,
      cookies: session ? { session } : {},
      remoteAddress,
    });
  }

  /** PUT an owner's reply to a review. */
  const reply = (
    shopId: string,
    reviewId: string,
    text: string,
    session?: string,
    headers: Record<string, string> = {},
  ) =>
    inject({
      method: 'PUT',
      url: `/v1/owner/shops/${shopId}/reviews/${reviewId}/reply`,
      payload: { text },
      cookies: session ? { session } : {},
      headers,
    });

  /** A page of the shop's published reviews. */
  async function reviews(shopId: string, page = 1): Promise<ShopReviewsPage> {
    const response = await inject({ method: 'GET', url: `/v1/claim-shops/${shopId}/reviews?page=${page}` });
    expect(response.statusCode).toBe(200);
    return response.json<ShopReviewsPage>();
  }

  const ratingOf = async (shopId: string) =>
    (await inject({ method: 'GET', url: `/v1/claim-shops/${shopId}` })).json<ShopDetail>().rating;

  /** Every review waiting in the console's queue, all its pages. */
  async function queue(): Promise<AdminReviewItem[]> {
    const items: AdminReviewItem[] = [];
    for (let url: string | null = '/v1/admin/reviews'; url;) {
      const response = await inject({ method: 'GET', url, cookies: console });
      expect(response.statusCode).toBe(200);
      const page = response.json<AdminList<AdminReviewItem>>();
      items.push(...page.items);
      url = page.links.next;
    }
    return items;
  }

  return {
    get db() {
      return context.db;
    },
    /** The console reviewer's cookies. */
    get console() {
      return console;
    },
    now: () => clock,
    /** Moves the clock a minute on. */
    tick: () => (clock += 60_000),
    signIn: async (number = newNumber()) => signIn(context.db, number, clock),
    inject,
    shop,
    approvedOwner,
    post,
    reply,
    reviews,
    ratingOf,
    queue,
  };
}
