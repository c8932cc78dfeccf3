import { describe, expect, it } from 'vitest';
import { SHOP_REVIEW_MESSAGES, type ReviewSubmitted } from '@local-shops/shared';
import type { AdminReviewItem } from '@local-shops/shared/admin';
import { DIALECTS } from '../../test/databases.ts';
import { reviewsTestbed } from './reviews.test-support.ts';

/** Reviews and owners' replies run through the same moderation (issue 23, decision 0055). */
describe.each(DIALECTS)('moderation of reviews and replies on %s', (dialect) => {
  const { shop, approvedOwner, signIn, post, reply, reviews, ratingOf, queue } = reviewsTestbed(dialect, 'moderation');
  const postReview = async (shopId: string, text: string, rating = 1) => post(shopId, { rating, text }, await signIn());
  const published = async (shopId: string) => (await reviews(shopId)).items;

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
      expect(response.json<ReviewSubmitted>(), text).toMatchObject({
        status: 'pending',
        message: SHOP_REVIEW_MESSAGES.pending,
      });
      ids.set(response.json<ReviewSubmitted>().id, reason);
    }
    const clean = await postReview(shopId, 'Shop no. 12, ₹250 for 2 kg, open till 9:30. 5 star service!', 5);
    expect(clean.json<ReviewSubmitted>().status).toBe('published');

    expect((await published(shopId)).map((r) => r.text)).toEqual([
      'Shop no. 12, ₹250 for 2 kg, open till 9:30. 5 star service!',
    ]);
    expect(await ratingOf(shopId)).toEqual({ average: 5, count: 1 });
    const waiting = (await queue()).filter((item) => ids.has(item.id));
    // Posted in the same instant: the queue's order among them is by id.
    expect(waiting.map((item) => [item.text, item.queueReason]).sort()).toEqual([...disguised].sort());
  });

  it("refuses an owner's disguised reply with a message saying why, and publishes a clean one", async () => {
    const shopId = await shop();
    const owner = await signIn(await approvedOwner(shopId));
    const reviewId = (await postReview(shopId, 'Okay shop, a bit slow.', 3)).json<ReviewSubmitted>().id;
    const put = (text: string, language = 'en') =>
      reply(shopId, reviewId, text, owner, { 'accept-language': language });

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
    expect(hindi.json<{ message: string }>().message).toBe(
      'जवाब में फ़ोन नंबर नहीं लिखा जा सकता। आपकी दुकान का नंबर उसके पेज पर पहले से है।',
    );

    // The reply shown is still the last clean one.
    expect((await published(shopId))[0]?.reply?.text).toBe('Thank you! Please visit again.');
    expect((await put('Thanks, we now open at 9:30 sharp. Shop no. 12, ₹250 combo.')).statusCode).toBe(200);
    expect((await published(shopId))[0]?.reply?.text).toBe(
      'Thanks, we now open at 9:30 sharp. Shop no. 12, ₹250 combo.',
    );
  });
});
