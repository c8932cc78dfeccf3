import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import type { ClaimStatus } from '../db/schema.ts';
import { createTestDb, DIALECTS } from '../test/databases.ts';
import { addShops, testShop } from '../test/fixtures.ts';
import { addClaim } from '../test/owners.ts';
import { signIn } from '../test/sessions.ts';
import { HttpError } from './http-errors.ts';
import { ownedShopOf, requireSession, requireShopOwner, sessionNumberOf } from './session-guard.ts';
import { localeOf } from './texts.ts';

const NOW = new Date('2026-06-10T10:00:00.000Z');
const NOT_YOUR_SHOP = 'Only the number whose claim on this shop was approved can do this.';
const NOT_YOUR_SHOP_HI = 'यह सिर्फ़ वही नंबर कर सकता है जिसका इस दुकान पर दावा स्वीकार हुआ है।';

let seq = 0;
const newNumber = () => `+9196${String(10_000_000 + ++seq).slice(-8)}`;

describe.each(DIALECTS)('the owner check on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    app = Fastify();
    await app.register(fastifyCookie);
    // The app's error shape, in the request's language.
    app.setErrorHandler((error, request, reply) =>
      error instanceof HttpError
        ? reply
            .code(error.statusCode)
            .send({ statusCode: error.statusCode, message: error.messageIn(localeOf(request)) })
        : reply.code(500).send({ statusCode: 500, message: String(error) }),
    );
    const owner = requireShopOwner(db, () => NOW);
    app.post('/owner/shops/:id/things', { onRequest: owner }, async (request) => ownedShopOf(request));
    app.put('/owner/shops/:shopId/things/:id', { onRequest: owner }, async (request) => ownedShopOf(request));
    app.get('/session', { onRequest: requireSession(db, () => NOW) }, async (request) => ({
      number: sessionNumberOf(request),
    }));
    app.get('/owner-session', { onRequest: requireSession(db, () => NOW, 'owner') }, async (request) => ({
      number: sessionNumberOf(request),
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  async function shop(): Promise<string> {
    const id = randomUUID();
    await addShops(db, [testShop({ id, name: `Shop ${id.slice(0, 6)}`, createdAt: NOW.toISOString() })]);
    return id;
  }
  const claim = (shopId: string, number: string, status: ClaimStatus) =>
    addClaim(db, { shopId, number, status, at: NOW });
  const sessionOf = async (number: string) => ({ session: await signIn(db, number, NOW) });
  const post = (shopId: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/owner/shops/${shopId}/things`, cookies, headers, payload: { any: 'body' } });

  it('lets the approved owner through, with the shop and the number on the request', async () => {
    const shopId = await shop();
    const number = newNumber();
    await claim(shopId, number, 'approved');
    const response = await post(shopId, await sessionOf(number));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shopId, number });
    // The shop of the path is `:shopId` where the route names it so (not the `:id` after it).
    const other = await app.inject({
      method: 'PUT',
      url: `/owner/shops/${shopId}/things/${randomUUID()}`,
      cookies: await sessionOf(number),
    });
    expect(other.json()).toEqual({ shopId, number });
  });

  it('answers 401 without a session, or with an unknown one, worded for the owner', async () => {
    const shopId = await shop();
    for (const cookies of [{}, { session: 'x'.repeat(43) }] as Array<Record<string, string>>) {
      const response = await post(shopId, cookies);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, message: 'Please sign in with your mobile number.' });
    }
  });

  it('answers 403 with one message to a stranger, a pending or rejected claimant, in English and Hindi', async () => {
    const shopId = await shop();
    await claim(shopId, newNumber(), 'approved');
    const pending = newNumber();
    const rejected = newNumber();
    await claim(shopId, pending, 'pending_review');
    await claim(shopId, rejected, 'rejected');
    for (const number of [newNumber(), pending, rejected]) {
      const response = await post(shopId, await sessionOf(number));
      expect(response.statusCode, number).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, message: NOT_YOUR_SHOP });
    }
    const hindi = await post(shopId, await sessionOf(pending), { 'accept-language': 'hi' });
    expect(hindi.json()).toEqual({ statusCode: 403, message: NOT_YOUR_SHOP_HI });
    // A shop nobody owns yet is nobody's.
    expect((await post(await shop(), await sessionOf(pending))).statusCode).toBe(403);
  });

  it('refuses before the body is read: a stranger sending malformed JSON gets 403, not 400', async () => {
    const shopId = await shop();
    await claim(shopId, newNumber(), 'approved');
    const response = await app.inject({
      method: 'POST',
      url: `/owner/shops/${shopId}/things`,
      cookies: await sessionOf(newNumber()),
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for a shop that does not exist or an id that cannot be one', async () => {
    const cookies = await sessionOf(newNumber());
    for (const id of [randomUUID(), 'no such shop', 'x'.repeat(65)]) {
      const response = await post(encodeURIComponent(id), cookies);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: 'No shop with this id exists.' });
    }
  });

  it('words a missing session for a shopper by default, and for the owner when asked', async () => {
    const number = newNumber();
    const get = async (url: string, cookies: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url, cookies })).json();
    expect(await get('/session', await sessionOf(number))).toEqual({ number });
    expect(await get('/session')).toEqual({ statusCode: 401, message: 'Please verify your mobile number again.' });
    expect(await get('/owner-session')).toEqual({
      statusCode: 401,
      message: 'Please sign in with your mobile number.',
    });
  });
});
