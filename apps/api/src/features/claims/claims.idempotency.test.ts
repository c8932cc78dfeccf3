import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@local-shops/shared';
import { DIALECTS } from '../../test/databases.ts';
import { fileOfDataUrl, multipartBody } from '../../test/multipart.ts';
import { proveNumber } from '../../test/sessions.ts';
import { claimsTestbed, draft, error, makePhotos, newNumber } from './claims.test-support.ts';

/** Issue 27, decision 0080: a retried submission with the same Idempotency-Key never makes two claims. */

beforeAll(makePhotos);

/** POST /v1/claim-shops as the web sends it, with the draft's Idempotency-Key. */
async function submitWithKey(app: FastifyInstance, body: Record<string, unknown>, session: string, key?: string) {
  const { shopOwnerCancelledChequeImage: cheque, storeFrontPicture: storeFront, ...rest } = body;
  const form = await multipartBody(
    { draft: JSON.stringify(rest) },
    {
      shopOwnerCancelledChequeImage: fileOfDataUrl(String(cheque)),
      storeFrontPicture: fileOfDataUrl(String(storeFront)),
    },
  );
  return app.inject({
    method: 'POST',
    url: '/v1/claim-shops',
    ...form,
    headers: { ...form.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    cookies: { session },
  });
}

describe.each(DIALECTS)('a retried claim submission on %s', (dialect) => {
  const { context, advance, addListing, claimsOf } = claimsTestbed(dialect);
  const claimsOfNumber = (number: string) =>
    context.db.kysely.selectFrom('claims').select(['shop_id']).where('mobile_number', '=', number).execute();

  it("answers a new listing's repeated key with the first claim's shop, even when its draft changed", async () => {
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const key = randomUUID();
    const first = await submitWithKey(context.app, draft(number), session, key);
    expect(first.statusCode, first.body).toBe(201);
    const { id } = first.json<{ id: string }>();

    // Past the 10-minute window of the same name: the key alone tells it is the same submission.
    advance(60 * 60_000);
    const again = await submitWithKey(context.app, draft(number, { name: 'Sharma Kirana' }), session, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ id });
    expect(await claimsOfNumber(number)).toEqual([{ shop_id: id }]);

    // Another key is another claim.
    const other = await submitWithKey(context.app, draft(number, { name: 'Sharma Kirana' }), session, randomUUID());
    expect(other.statusCode).toBe(201);
    expect(other.json<{ id: string }>().id).not.toBe(id);
  });

  it('answers tries that arrive together with one claim', async () => {
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => submitWithKey(context.app, draft(number), session, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    expect(await claimsOfNumber(number)).toHaveLength(1);
  });

  it("answers a listed shop's repeated key with the claim made, not 'already pending'", async () => {
    const shopId = await addListing();
    const number = newNumber();
    const session = await proveNumber(context.app, number);
    const key = randomUUID();
    const first = await submitWithKey(context.app, draft(number, { shopId }), session, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await submitWithKey(context.app, draft(number, { shopId }), session, key);
    expect([again.statusCode, again.json()]).toEqual([201, { id: shopId }]);
    expect(await claimsOf(shopId)).toHaveLength(1);
    // Without the key, a second try is the duplicate it is.
    expect((await submitWithKey(context.app, draft(number, { shopId }), session)).json()).toEqual(
      error(409, MESSAGES.claimAlreadyPending),
    );
  });

  it("keeps one number's key from answering another's claim, and refuses a key it could not keep", async () => {
    const key = randomUUID();
    const [one, two] = [newNumber(), newNumber()];
    const first = await submitWithKey(context.app, draft(one), await proveNumber(context.app, one), key);
    const second = await submitWithKey(context.app, draft(two), await proveNumber(context.app, two), key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json<{ id: string }>().id).not.toBe(first.json<{ id: string }>().id);

    const three = newNumber();
    const bad = await submitWithKey(context.app, draft(three), await proveNumber(context.app, three), 'short');
    expect(bad.json()).toEqual(error(400, MESSAGES.idempotencyKeyInvalid));
    expect(await claimsOfNumber(three)).toEqual([]);
  });
});
