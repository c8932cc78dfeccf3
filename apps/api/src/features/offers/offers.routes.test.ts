import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page, ShopDetail, ShopListItem } from '@local-shops/shared';
import type { AdminOffer, OwnerOffersResponse } from '@local-shops/shared/offers';
import { testReviewer } from '../../test/admin-session.ts';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { testShop } from '../../test/fixtures.ts';
import { addOwnedShop } from '../../test/owners.ts';
import { devOutbox, signIn } from '../../test/sessions.ts';

const DAY = 86_400_000;
/** An Asia/Kolkata date `days` from today. */
const kolkata = (days = 0) => new Date(Date.now() + days * DAY + 330 * 60_000).toISOString().slice(0, 10);

let seq = 0;
const newNumber = () => `+9198${String(10_000_000 + ++seq).slice(-8)}`;

describe.each(DIALECTS)('Premium offers on %s', (dialect) => {
  // The real clock: the directory's offer filter reads today's date itself.
  const context = testApp(dialect);

  async function ownedShop({ premium = true, name = `Offer Shop ${randomUUID().slice(0, 8)}` } = {}) {
    const id = randomUUID();
    const number = newNumber();
    const shop = testShop({ id, name, isClaimed: true, createdAt: new Date().toISOString() });
    const session = await addOwnedShop(context.db, shop, {
      number,
      premiumUntil: premium ? Date.now() + 300 * DAY : null,
    });
    return { id, name, number, session };
  }

  const add = (shopId: string, session: string | undefined, body: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: `/v1/owner/shops/${shopId}/offers`,
      cookies: session ? { session } : {},
      payload: body,
    });
  const offer = (overrides: Record<string, unknown> = {}) => ({
    title: 'Diwali: 10% off sweets',
    details: 'On every box above ₹500.',
    startsOn: kolkata(),
    endsOn: kolkata(10),
    ...overrides,
  });
  const detail = async (id: string) =>
    (await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${id}` })).json<ShopDetail>();

  it('lets an owner with an active Premium add an offer that the shop page shows while it runs', async () => {
    const shop = await ownedShop();
    const response = await add(shop.id, shop.session, offer());
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect((await detail(shop.id)).offers).toEqual([
      { id, title: 'Diwali: 10% off sweets', details: 'On every box above ₹500.', endsOn: kolkata(10) },
    ]);
    // An upcoming offer is not shown yet; the owner sees both.
    expect(
      (await add(shop.id, shop.session, offer({ title: 'Next week', startsOn: kolkata(7), endsOn: kolkata(9) })))
        .statusCode,
    ).toBe(201);
    expect((await detail(shop.id)).offers.map((o) => o.title)).toEqual(['Diwali: 10% off sweets']);
    const mine = (
      await context.app.inject({
        method: 'GET',
        url: `/v1/owner/shops/${shop.id}/offers`,
        cookies: { session: shop.session },
      })
    ).json<OwnerOffersResponse>();
    expect(mine.items.map((o) => [o.title, o.status])).toEqual([
      ['Diwali: 10% off sweets', 'running'],
      ['Next week', 'upcoming'],
    ]);
  });

  it('answers 403 with the Premium message without an active plan, 401 without a session, 403 to others', async () => {
    const free = await ownedShop({ premium: false });
    const response = await add(free.id, free.session, offer());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Offers come with Premium. Subscribe to add offers to your shop page.');
    const premium = await ownedShop();
    expect((await add(premium.id, undefined, offer())).statusCode).toBe(401);
    const stranger = await signIn(context.db, newNumber());
    expect((await add(premium.id, stranger, offer())).statusCode).toBe(403);
    expect((await add(randomUUID(), stranger, offer())).statusCode).toBe(404);
  });

  it('checks the title, details and dates: at most 60 and 300 characters, 90 days, not in the past', async () => {
    const shop = await ownedShop();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'x'.repeat(61) }, 'The title can be at most 60 characters.'],
      [{ title: '  ' }, 'Please give the offer a title.'],
      [{ details: 'x'.repeat(301) }, 'The details can be at most 300 characters.'],
      [{ startsOn: '2026-02-30' }, 'startsOn must be a date (YYYY-MM-DD).'],
      [{ endsOn: kolkata(-1), startsOn: kolkata(-2) }, 'The offer cannot start before today.'],
      [{ startsOn: kolkata(5), endsOn: kolkata(4) }, 'The offer must end on or after the day it starts.'],
      [{ startsOn: kolkata(0), endsOn: kolkata(90) }, 'An offer can last at most 90 days.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await add(shop.id, shop.session, offer(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(
      (
        await add(
          shop.id,
          shop.session,
          offer({ title: 'x'.repeat(60), details: 'y'.repeat(300), endsOn: kolkata(89) }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('keeps at most 3 offers per shop; removing one (204) makes room and takes it off the page', async () => {
    const shop = await ownedShop();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await add(shop.id, shop.session, offer({ title: `Offer ${i}` }))).json<{ id: string }>().id);
    const fourth = await add(shop.id, shop.session, offer({ title: 'Offer 3' }));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('A shop can have at most 3 offers at a time. Remove one first.');
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/v1/owner/shops/${shop.id}/offers/${ids[0]}`,
      cookies: { session: shop.session },
    });
    expect(removed.statusCode).toBe(204);
    expect((await detail(shop.id)).offers.map((o) => o.title).sort()).toEqual(['Offer 1', 'Offer 2']);
    expect((await add(shop.id, shop.session, offer({ title: 'Offer 3' }))).statusCode).toBe(201);
    expect(
      (
        await context.app.inject({
          method: 'DELETE',
          url: `/v1/owner/shops/${shop.id}/offers/${ids[0]}`,
          cookies: { session: shop.session },
        })
      ).statusCode,
    ).toBe(404);
    const other = await ownedShop();
    expect(
      (
        await context.app.inject({
          method: 'DELETE',
          url: `/v1/owner/shops/${shop.id}/offers/${ids[1]}`,
          cookies: { session: other.session },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('flags list items with a running offer and filters the list by hasOffer=true', async () => {
    const word = `Zq${randomUUID().slice(0, 6)}`;
    const withOffer = await ownedShop({ name: `${word} Sweets` });
    const without = await ownedShop({ name: `${word} Tailors` });
    await add(withOffer.id, withOffer.session, offer());
    const list = (await context.app.inject({ method: 'GET', url: `/v1/claim-shops/filter?name=${word}` })).json<
      Page<ShopListItem>
    >();
    expect(list.items.map((s) => [s.id, s.hasOffer]).sort()).toEqual(
      [
        [withOffer.id, true],
        [without.id, false],
      ].sort(),
    );
    const filtered = (
      await context.app.inject({ method: 'GET', url: `/v1/claim-shops/filter?name=${word}&hasOffer=true` })
    ).json<Page<ShopListItem>>();
    expect(filtered.items.map((s) => s.id)).toEqual([withOffer.id]);
    expect((await context.app.inject({ method: 'GET', url: '/v1/claim-shops/filter?hasOffer=false' })).statusCode).toBe(
      400,
    );
  });

  it('lets the console list new offers and take one down with a reason, telling the owner by SMS', async () => {
    const shop = await ownedShop();
    const { id } = (await add(shop.id, shop.session, offer({ title: 'Free gold coin' }))).json<{ id: string }>();
    const reviewer = await testReviewer(
      context.app,
      context.db,
      `offers-${dialect}-${randomUUID().slice(0, 6)}@team.test`,
      new Date(),
    );
    const cookies = await reviewer.signIn();
    expect((await context.app.inject({ method: 'GET', url: '/v1/admin/offers' })).statusCode).toBe(401);
    const listed = (await context.app.inject({ method: 'GET', url: '/v1/admin/offers', cookies })).json<{
      items: AdminOffer[];
    }>();
    expect(listed.items.find((o) => o.id === id)).toMatchObject({
      shopId: shop.id,
      shopName: shop.name,
      title: 'Free gold coin',
      removedAt: null,
    });
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: `/v1/admin/offers/${id}/take-down`,
          cookies,
          payload: { reason: '' },
        })
      ).statusCode,
    ).toBe(400);
    const taken = await context.app.inject({
      method: 'POST',
      url: `/v1/admin/offers/${id}/take-down`,
      cookies,
      payload: { reason: 'Misleading prize.' },
    });
    expect(taken.statusCode).toBe(204);
    expect((await detail(shop.id)).offers).toEqual([]);
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: `/v1/admin/offers/${id}/take-down`,
          cookies,
          payload: { reason: 'Again.' },
        })
      ).statusCode,
    ).toBe(409);
    await context.app.outbox.drain();
    const sms = await devOutbox(context.app, shop.number);
    expect(sms.map((m) => m.body)).toContain(
      `Your offer "Free gold coin" on ${shop.name} was taken down by our team. Reason: Misleading prize.`,
    );
    const after = (await context.app.inject({ method: 'GET', url: '/v1/admin/offers', cookies })).json<{
      items: AdminOffer[];
    }>();
    expect(after.items.find((o) => o.id === id)).toMatchObject({ removedReason: 'Misleading prize.' });
  });
});
