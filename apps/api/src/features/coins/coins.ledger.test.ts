import { describe, expect, it } from 'vitest';
import type { Page, ShopDetail, ShopListItem } from '@local-shops/shared';
import type { AdminCoins, LedgerEntry } from '@local-shops/shared/coins';
import type { InsightsResponse } from '@local-shops/shared/insights';
import { testReviewer } from '../../test/admin-session.ts';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { expireCoins, ledgerDisagreements } from './coins.ledger.ts';
import { coinsClient } from './coins.test-support.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DIALECTS)('the coins ledger on %s', (dialect) => {
  // A clock the tests move: reversals, expiry and sessions follow it.
  let clock = Date.now();
  const context = testApp(dialect, { now: () => new Date(++clock) });
  const coins = coinsClient(context, () => clock);

  it('lets exactly one of 10 parallel spends through when the balance holds one, never below zero', async () => {
    const shop = await coins.shop();
    const shopper = await coins.shopper();
    await coins.credit(shop, shopper.session, 1000);
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push(await coins.spendCodeOk(shopper.session, shop.id, 80));
    const answers = await Promise.all(codes.map((code) => coins.redeem(shop.id, shop.session, { code: code.code })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'The shopper no longer has enough coins for this code.',
    );
    expect(await coins.balanceAt(shopper.session, shop.id)).toBe(20);
    expect(await ledgerDisagreements(context.db)).toEqual([]);
  });

  it('refuses a spend code after its 10 minutes and an earn code after its 5 (404)', async () => {
    const shop = await coins.shop();
    const shopper = await coins.shopper();
    await coins.credit(shop, shopper.session, 300);
    const spend = await coins.spendCodeOk(shopper.session, shop.id, 10);
    const earnCode = await coins.earnCode(shopper.session);
    expect(Date.parse(spend.expiresAt) - clock).toBeLessThanOrEqual(10 * 60_000);
    clock += 10 * 60_000 + 1000;
    const late = await coins.redeem(shop.id, shop.session, { code: spend.code });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('This code is not valid or has expired. Ask the shopper for a fresh one.');
    expect((await coins.earn(shop.id, shop.session, { code: earnCode, billRupees: 100 })).statusCode).toBe(404);
    expect(await coins.balanceAt((await coins.shopper(shopper.number)).session, shop.id)).toBe(30);
  });

  it('reverses an earn within 24 hours with a reason, once; later is refused (409)', async () => {
    const shop = await coins.shop();
    const shopper = await coins.shopper();
    const { entry } = await coins.credit(shop, shopper.session, 400);
    const url = (id: string) => `/v1/owner/shops/${shop.id}/coins/entries/${id}/reverse`;
    expect((await coins.call('POST', url(entry.id), shop.session, { reason: 'x' })).statusCode).toBe(400);
    const other = await coins.shop();
    expect(
      (await coins.call('POST', url(entry.id).replace(shop.id, other.id), other.session, { reason: 'Wrong bill' }))
        .statusCode,
    ).toBe(404);
    const rowsOf = () =>
      context.db.kysely.selectFrom('coin_ledger').selectAll().where('shop_id', '=', shop.id).execute();
    const before = await rowsOf();
    const reversed = await coins.call('POST', url(entry.id), shop.session, { reason: 'Wrong bill amount' });
    // Appended only: the earn row is as it was, the reversal is a new row.
    expect((await rowsOf()).filter((row) => row.kind === 'earn')).toEqual(before);
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json<{ entry: LedgerEntry }>().entry).toMatchObject({
      kind: 'reversal',
      coins: -40,
      reason: 'Wrong bill amount',
    });
    expect((await coins.call('POST', url(entry.id), shop.session, { reason: 'Again' })).statusCode).toBe(409);
    expect(await coins.balanceAt(shopper.session, shop.id)).toBe(0);
    const history = (await coins.overview(shopper.session)).history;
    expect(history.map((e) => [e.kind, e.coins])).toEqual([
      ['reversal', -40],
      ['earn', 40],
    ]);
    expect(history[1]!.reversedAt).not.toBeNull();
    // A reversal is not an earn.
    const reversal = reversed.json<{ entry: LedgerEntry }>().entry;
    expect((await coins.call('POST', url(reversal.id), shop.session, { reason: 'Nope' })).statusCode).toBe(409);

    const later = await coins.credit(shop, shopper.session, 300);
    clock += 25 * HOUR;
    const session = (await coins.shopper(shop.number)).session;
    const late = await coins.call('POST', url(later.entry.id), session, { reason: 'Too late now' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Coins can be reversed only within 24 hours of earning them.');
    expect(await ledgerDisagreements(context.db)).toEqual([]);
  });

  it('expires coins past their date, oldest earns spent first, once however often the job runs', async () => {
    const shop = await coins.shop({ settings: { expiryMonths: 1 } });
    let shopper = await coins.shopper();
    await coins.credit(shop, shopper.session, 300); // 30 coins, expiring in a month
    clock += 20 * DAY;
    shopper = await coins.shopper(shopper.number);
    await coins.credit(shop, shopper.session, 200); // 20 more, expiring 20 days later
    // A spend of 25 takes the older earn first: 5 of it are left to expire.
    const spend = await coins.spendCodeOk(shopper.session, shop.id, 25);
    expect((await coins.redeem(shop.id, shop.session, { code: spend.code })).statusCode).toBe(200);
    clock += 15 * DAY;
    expect(await expireCoins(context.db, new Date(clock))).toBeGreaterThanOrEqual(1);
    expect(await expireCoins(context.db, new Date(clock))).toBe(0);
    shopper = await coins.shopper(shopper.number);
    const mine = await coins.overview(shopper.session);
    expect(mine.history.filter((e) => e.shopId === shop.id).map((e) => [e.kind, e.coins])).toEqual([
      ['expire', -5],
      ['spend', -25],
      ['earn', 20],
      ['earn', 30],
    ]);
    expect(mine.balances.find((b) => b.shopId === shop.id)).toMatchObject({ coins: 20, nextExpiry: { coins: 20 } });
    expect(await ledgerDisagreements(context.db)).toEqual([]);
  });

  it('lets the console list totals and freeze a shop (audited): the counter and the shopper are refused', async () => {
    const shop = await coins.shop();
    const shopper = await coins.shopper();
    await coins.credit(shop, shopper.session, 500);
    const spend = await coins.spendCodeOk(shopper.session, shop.id, 10);
    expect((await coins.redeem(shop.id, shop.session, { code: spend.code })).statusCode).toBe(200);
    const reviewer = await testReviewer(context.app, context.db, `coins-${shop.id}@example.com`, new Date(clock));
    const cookies = await reviewer.signIn();
    const list = async () => {
      const items: AdminCoins['items'] = [];
      for (let next: string | null = '/v1/admin/coins'; next;) {
        const page: AdminCoins = (await context.app.inject({ method: 'GET', url: next, cookies })).json<AdminCoins>();
        items.push(...page.items);
        next = page.links.next;
      }
      return items;
    };
    expect((await list()).find((item) => item.shopId === shop.id)).toEqual({
      shopId: shop.id,
      shopName: shop.name,
      issued: 50,
      redeemed: 10,
      expired: 0,
      reversed: 0,
      outstanding: 40,
      frozen: false,
    });
    expect((await context.app.inject({ method: 'GET', url: '/v1/admin/coins' })).statusCode).toBe(401);
    const freeze = (frozen: boolean) =>
      context.app.inject({
        method: 'POST',
        url: `/v1/admin/coins/shops/${shop.id}/freeze`,
        cookies,
        payload: { frozen, reason: 'Many credits to one number' },
      });
    const frozen = await freeze(true);
    expect(frozen.statusCode, frozen.body).toBe(200);
    expect(frozen.json()).toEqual({ frozen: true });
    const audit = await context.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'subject_type', 'detail'])
      .where('subject_id', '=', shop.id)
      .execute();
    expect(audit).toEqual([
      {
        action: 'coins.freeze',
        subject_type: 'shop',
        detail: JSON.stringify({ reason: 'Many credits to one number' }),
      },
    ]);
    const refused = await coins.earn(shop.id, shop.session, {
      code: await coins.earnCode(shopper.session),
      billRupees: 100,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Coins at this shop are paused by our team.');
    expect((await coins.spendCode(shopper.session, shop.id, 10)).statusCode).toBe(403);
    expect((await coins.overview(shopper.session)).balances[0]).toMatchObject({ frozen: true, coins: 40 });
    expect((await list()).find((item) => item.shopId === shop.id)?.frozen).toBe(true);
    expect((await freeze(false)).json()).toEqual({ frozen: false });
    expect((await coins.spendCode(shopper.session, shop.id, 10)).statusCode).toBe(201);
  });

  it('shows coins on the shop page and in the list, filters by coins=1, and counts them in insights', async () => {
    const word = `Coinword${Math.floor(clock % 1e6)}`;
    const giving = await coins.shop({ prefix: word, settings: { rupeesPerCoin: 25, coinValuePaise: 50 } });
    const off = await coins.shop({ prefix: word, settings: { enabled: false } });
    const detail = async (id: string) =>
      (await context.app.inject({ method: 'GET', url: `/v1/claim-shops/${id}` })).json<ShopDetail>();
    expect((await detail(giving.id)).coins).toEqual({ rupeesPerCoin: 25, coinValuePaise: 50 });
    expect((await detail(off.id)).coins).toBeNull();
    const list = async (query: string) =>
      (await context.app.inject({ method: 'GET', url: `/v1/claim-shops/filter?name=${word}${query}` })).json<
        Page<ShopListItem>
      >();
    expect((await list('')).items.map((s) => [s.id, s.givesCoins]).sort()).toEqual(
      [
        [giving.id, true],
        [off.id, false],
      ].sort(),
    );
    expect((await list('&coins=1')).items.map((s) => s.id)).toEqual([giving.id]);
    expect((await context.app.inject({ method: 'GET', url: '/v1/claim-shops/filter?coins=2' })).statusCode).toBe(400);

    const shopper = await coins.shopper();
    await coins.credit(giving, shopper.session, 500);
    const spend = await coins.spendCodeOk(shopper.session, giving.id, 8);
    expect((await coins.redeem(giving.id, giving.session, { code: spend.code })).statusCode).toBe(200);
    const insights = await coins.call('GET', `/v1/owner/shops/${giving.id}/insights`, giving.session);
    expect(insights.statusCode).toBe(200);
    const days = insights.json<InsightsResponse>().coins;
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ issued: 20, redeemed: 8 });
  });
});
