import { describe, expect, it } from 'vitest';
import { REPLIES_PER_NUMBER_PER_DAY, SHOP_REVIEW_MESSAGES, type ReviewSubmitted } from '@local-shops/shared';
import { DIALECTS } from '../../test/databases.ts';
import { reviewsTestbed } from './reviews.test-support.ts';

/** Owners' answers to reviews of their shop (moderation.routes.test.ts holds the refused ones). */
describe.each(DIALECTS)("owners' replies to reviews on %s", (dialect) => {
  const { shop, approvedOwner, signIn, post, reply, reviews, tick } = reviewsTestbed(dialect, 'replies');

  it("lets only the shop's approved owner reply, once per review, shown under it", async () => {
    const shopId = await shop();
    const owner = await approvedOwner(shopId);
    const id = (await post(shopId, { rating: 3, text: 'Okay.' }, await signIn())).json<ReviewSubmitted>().id;
    expect((await reply(shopId, id, 'Thanks!')).statusCode).toBe(401);
    const stranger = await reply(shopId, id, 'Thanks!', await signIn());
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json<{ message: string }>().message).toBe(
      'Only the number whose claim on this shop was approved can do this.',
    );
    const session = await signIn(owner);
    expect((await reply(shopId, id, '  ', session)).json<{ message: string }>().message).toBe(
      SHOP_REVIEW_MESSAGES.replyRequired,
    );
    expect((await reply(shopId, id, 'Thank you for visiting.', session)).statusCode).toBe(200);
    expect((await reply(shopId, id, 'Thank you, come again!', session)).statusCode).toBe(200);
    const [shown] = (await reviews(shopId)).items;
    expect(shown?.reply?.text).toBe('Thank you, come again!');
    expect((await reviews(shopId)).items).toHaveLength(1);
    // A review of another shop is not theirs to answer.
    const other = (await post(await shop(), { rating: 4 }, await signIn())).json<ReviewSubmitted>().id;
    expect((await reply(shopId, other, 'Hi', session)).statusCode).toBe(404);
  });

  it(`takes at most ${REPLIES_PER_NUMBER_PER_DAY} replies a day from one owner's number`, async () => {
    const shopId = await shop();
    const session = await signIn(await approvedOwner(shopId));
    const id = (await post(shopId, { rating: 4, text: 'Good.' }, await signIn())).json<ReviewSubmitted>().id;
    for (let i = 0; i < REPLIES_PER_NUMBER_PER_DAY; i += 1) {
      expect((await reply(shopId, id, `Thank you ${i}`, session)).statusCode).toBe(200);
    }
    const refused = await reply(shopId, id, 'One more', session);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: SHOP_REVIEW_MESSAGES.repliesTooMany,
    });
    expect((await reviews(shopId)).items[0]?.reply?.text).toBe(`Thank you ${REPLIES_PER_NUMBER_PER_DAY - 1}`);
  });

  it("drops the owner's reply when the shopper replaces the review it answered", async () => {
    const shopId = await shop();
    const owner = await signIn(await approvedOwner(shopId));
    const shopper = await signIn();
    const id = (await post(shopId, { rating: 1, text: 'Closed when it said open.' }, shopper)).json<ReviewSubmitted>()
      .id;
    await reply(shopId, id, 'We now open at 9 sharp.', owner);
    expect((await reviews(shopId)).items[0]?.reply?.text).toBe('We now open at 9 sharp.');
    tick();
    expect((await post(shopId, { rating: 4, text: 'Open on time now.' }, shopper)).json<ReviewSubmitted>().id).toBe(id);
    expect((await reviews(shopId)).items).toMatchObject([{ id, text: 'Open on time now.', reply: null }]);
  });
});
