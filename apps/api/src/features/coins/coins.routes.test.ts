import { describe, expect, it } from 'vitest';
import type { CoinSettingsView, EarnResult, LedgerEntry, RedeemPreview, RedeemResult } from '@local-shops/shared/coins';
import { testApp } from '../../test/app.ts';
import { DIALECTS } from '../../test/databases.ts';
import { ledgerDisagreements } from './coins.ledger.ts';
import { coinsClient, newKey, newNumber, SETTINGS } from './coins.test-support.ts';

describe.each(DIALECTS)('coins at the counter on %s', (dialect) => {
  const context = testApp(dialect);
  const coins = coinsClient(context);

  it('keeps settings for Premium shops only: defaults to read, 403 to change without Premium', async () => {
    const free = await coins.shop({ premium: false });
    const read = await coins.call('GET', `/v1/owner/shops/${free.id}/coins/settings`, free.session);
    expect(read.statusCode).toBe(200);
    expect(read.json<CoinSettingsView>()).toEqual({
      enabled: false,
      rupeesPerCoin: 10,
      coinValuePaise: 100,
      maxCoinsPerBill: 200,
      maxCoinsPerShopperPerDay: 500,
      maxBillSharePercent: 20,
      minCoinsToRedeem: 0,
      expiryMonths: 12,
      maxCoinsPerShopPerDay: 5000,
      premiumActive: false,
      frozen: false,
    });
    const refused = await coins.call('PUT', `/v1/owner/shops/${free.id}/coins/settings`, free.session, SETTINGS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Coins are part of Premium. Subscribe to give your shoppers coins.');

    const premium = await coins.shop({ settings: { rupeesPerCoin: 20, expiryMonths: 6 } });
    const saved = await coins.call('GET', `/v1/owner/shops/${premium.id}/coins/settings`, premium.session);
    expect(saved.json<CoinSettingsView>()).toMatchObject({
      enabled: true,
      rupeesPerCoin: 20,
      expiryMonths: 6,
      premiumActive: true,
    });
    const bad = await coins.call('PUT', `/v1/owner/shops/${premium.id}/coins/settings`, premium.session, {
      ...SETTINGS,
      maxBillSharePercent: 101,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('maxBillSharePercent must be from 1 to 100.');
    // Another number is not the owner.
    const stranger = await coins.shopper();
    expect((await coins.call('GET', `/v1/owner/shops/${premium.id}/coins/settings`, stranger.session)).statusCode).toBe(
      403,
    );
  });

  it('credits a bill by the earn code, and debits a spend code once, with the discount', async () => {
    const shop = await coins.shop();
    const shopper = await coins.shopper();
    const code = await coins.earnCode(shopper.session);
    expect(code).toMatch(/^\d{6}$/);
    const earned = await coins.earn(shop.id, shop.session, { code: `LSCOIN:E:${code}`, billRupees: 500 });
    expect(earned.statusCode, earned.body).toBe(201);
    const result = earned.json<EarnResult>();
    expect(result.coins).toBe(50);
    expect(result.entry).toMatchObject({
      kind: 'earn',
      coins: 50,
      billRupees: 500,
      shopId: shop.id,
      shopName: shop.name,
    });
    expect(result.entry.shopper).toBe(`+91 ${shopper.number.slice(3, 5)}xxxxxx${shopper.number.slice(-2)}`);
    // Used: the code is gone.
    expect((await coins.earn(shop.id, shop.session, { code, billRupees: 500 })).statusCode).toBe(404);

    const mine = await coins.overview(shopper.session);
    expect(mine.balances).toEqual([
      expect.objectContaining({ shopId: shop.id, shopName: shop.name, coins: 50, rupeesValue: 50, frozen: false }),
    ]);
    expect(mine.balances[0]!.nextExpiry).toEqual({ coins: 50, at: result.entry.expiresAt });
    expect(mine.history.map((e) => [e.kind, e.coins])).toEqual([['earn', 50]]);
    expect(mine.history[0]).not.toHaveProperty('shopper');

    // Spend: more than the balance, below the minimum or above the per-bill cap is 400.
    expect((await coins.spendCode(shopper.session, shop.id, 51)).statusCode).toBe(400);
    const spend = await coins.spendCodeOk(shopper.session, shop.id, 30);
    expect(spend).toMatchObject({ shopId: shop.id, coins: 30, discountRupees: 30, qr: `LSCOIN:S:${spend.code}` });
    const preview = await coins.call('POST', `/v1/owner/shops/${shop.id}/coins/redeem/preview`, shop.session, {
      code: spend.code,
    });
    expect(preview.json<RedeemPreview>()).toMatchObject({ coins: 30, discountRupees: 30, expiresAt: spend.expiresAt });
    // Bound to its shop: another shop's counter does not know it.
    const other = await coins.shop();
    expect((await coins.redeem(other.id, other.session, { code: spend.code })).statusCode).toBe(404);
    const key = newKey();
    const redeemed = await coins.redeem(shop.id, shop.session, { code: spend.code, idempotencyKey: key });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json<RedeemResult>()).toMatchObject({
      coins: 30,
      discountRupees: 30,
      entry: { kind: 'spend', coins: -30 },
    });
    // The same key again: the same answer, no second debit; the code itself is used.
    const again = await coins.redeem(shop.id, shop.session, { code: spend.code, idempotencyKey: key });
    expect(again.json()).toEqual(redeemed.json());
    expect((await coins.redeem(shop.id, shop.session, { code: spend.code })).statusCode).toBe(404);
    expect(await coins.balanceAt(shopper.session, shop.id)).toBe(20);
    const entries = await coins.call('GET', `/v1/owner/shops/${shop.id}/coins/entries`, shop.session);
    expect(entries.json<{ items: LedgerEntry[] }>().items.map((e) => [e.kind, e.coins, e.discountRupees])).toEqual([
      ['spend', -30, 30],
      ['earn', 50, null],
    ]);
    expect(await ledgerDisagreements(context.db)).toEqual([]);
  });

  it('answers a retried earn with its first answer, no second row; a key reused for another bill is 409', async () => {
    const shop = await coins.shop();
    const shopper = await coins.shopper();
    const code = await coins.earnCode(shopper.session);
    const idempotencyKey = newKey();
    const first = await coins.earn(shop.id, shop.session, { code, billRupees: 250, idempotencyKey });
    const retry = await coins.earn(shop.id, shop.session, { code, billRupees: 250, idempotencyKey });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const other = await coins.earn(shop.id, shop.session, { code, billRupees: 300, idempotencyKey });
    expect(other.statusCode).toBe(409);
    // Parallel retries of a fresh request: one row.
    const code2 = await coins.earnCode(shopper.session);
    const key2 = newKey();
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () =>
        coins.earn(shop.id, shop.session, { code: code2, billRupees: 100, idempotencyKey: key2 }),
      ),
    );
    expect(parallel.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(parallel.map((r) => r.json<EarnResult>().entry.id)).size).toBe(1);
    expect(await coins.balanceAt(shopper.session, shop.id)).toBe(35);
  });

  it('refuses expired codes, voided codes and unknown codes; a fresh earn code voids the earlier one', async () => {
    const shop = await coins.shop();
    const shopper = await coins.shopper();
    const old = await coins.earnCode(shopper.session);
    const fresh = await coins.earnCode(shopper.session);
    const voided = await coins.earn(shop.id, shop.session, { code: old, billRupees: 100 });
    expect(voided.statusCode).toBe(404);
    expect(voided.json().message).toBe('This code is not valid or has expired. Ask the shopper for a fresh one.');
    expect((await coins.earn(shop.id, shop.session, { code: fresh, billRupees: 100 })).statusCode).toBe(201);
    // An expired code: made to have expired in the database.
    const late = await coins.earnCode(shopper.session);
    await context.db.kysely
      .updateTable('coin_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('mobile_number', '=', shopper.number)
      .where('is_open', '=', true)
      .execute();
    expect((await coins.earn(shop.id, shop.session, { code: late, billRupees: 100 })).statusCode).toBe(404);
    expect((await coins.earn(shop.id, shop.session, { code: '12345', billRupees: 100 })).statusCode).toBe(400);
  });

  it('refuses an owner crediting their own number or the number of their other shop (403)', async () => {
    const ownerNumber = newNumber();
    const whatsapp = newNumber();
    const shop = await coins.shop({ number: ownerNumber });
    await coins.shop({ number: ownerNumber, whatsapp });
    const own = await coins.earn(shop.id, shop.session, { code: await coins.earnCode(shop.session), billRupees: 500 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot give coins to your own number or to the numbers of your shops.');
    const relative = await coins.shopper(whatsapp);
    const viaOtherShop = await coins.earn(shop.id, shop.session, {
      code: await coins.earnCode(relative.session),
      billRupees: 500,
    });
    expect(viaOtherShop.statusCode).toBe(403);
  });

  it('caps a bill, a shopper a day and a shop a day (429)', async () => {
    const shop = await coins.shop({
      settings: { maxCoinsPerBill: 30, maxCoinsPerShopperPerDay: 50, maxCoinsPerShopPerDay: 80 },
    });
    const a = await coins.shopper();
    expect((await coins.credit(shop, a.session, 1000)).coins).toBe(30);
    const capped = await coins.earn(shop.id, shop.session, { code: await coins.earnCode(a.session), billRupees: 300 });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('This number has earned all the coins it can at this shop today.');
    expect((await coins.credit(shop, a.session, 200)).coins).toBe(20);
    const b = await coins.shopper();
    expect((await coins.credit(shop, b.session, 300)).coins).toBe(30);
    const shopCapped = await coins.earn(shop.id, shop.session, {
      code: await coins.earnCode(b.session),
      billRupees: 10,
    });
    expect(shopCapped.statusCode).toBe(429);
    expect(shopCapped.json().message).toBe('Your shop has given all the coins it can today.');
    expect(await coins.balanceAt(a.session, shop.id)).toBe(50);
    // The per-bill cap (30) and the share of a bill coins may pay (20%): ₹30 off ₹149 is refused, off ₹150 taken.
    expect((await coins.spendCode(a.session, shop.id, 31)).statusCode).toBe(400);
    const spend = await coins.spendCodeOk(a.session, shop.id, 30);
    const over = await coins.redeem(shop.id, shop.session, { code: spend.code, billRupees: 149 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Coins can pay only part of this bill: the shop sets the share.');
    expect((await coins.redeem(shop.id, shop.session, { code: spend.code, billRupees: 150 })).statusCode).toBe(200);
  });

  it('answers 429 after 10 wrong codes at a shop in 10 minutes, even to a right one', async () => {
    const shop = await coins.shop();
    const shopper = await coins.shopper();
    const right = await coins.earnCode(shopper.session);
    const wrong = right === '000000' ? '000001' : '000000';
    for (let i = 0; i < 10; i++)
      expect((await coins.earn(shop.id, shop.session, { code: wrong, billRupees: 100 })).statusCode).toBe(404);
    const locked = await coins.earn(shop.id, shop.session, { code: wrong, billRupees: 100 });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes. Please wait a few minutes and try again.');
    expect((await coins.earn(shop.id, shop.session, { code: right, billRupees: 100 })).statusCode).toBe(429);
    // Another shop's counter is not held back.
    const other = await coins.shop();
    expect((await coins.earn(other.id, other.session, { code: right, billRupees: 100 })).statusCode).toBe(201);
  });

  it('refuses the counter when coins are off or Premium has ended, and the spend code when coins are off', async () => {
    const off = await coins.shop({ settings: { enabled: false } });
    const shopper = await coins.shopper();
    const refused = await coins.earn(off.id, off.session, {
      code: await coins.earnCode(shopper.session),
      billRupees: 100,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This shop does not give coins at the moment.');
    expect((await coins.spendCode(shopper.session, off.id, 1)).statusCode).toBe(403);
    const lapsed = await coins.shop();
    await context.db.kysely.updateTable('shops').set({ premium_until: null }).where('id', '=', lapsed.id).execute();
    const noPremium = await coins.earn(lapsed.id, lapsed.session, {
      code: await coins.earnCode(shopper.session),
      billRupees: 100,
    });
    expect(noPremium.statusCode).toBe(403);
    expect((await coins.call('GET', '/v1/coins', undefined)).statusCode).toBe(401);
  });

  it("lists the shopper's and owner's routes in /v1/openapi.json, not the console's; errors speak Hindi", async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/coins',
        '/coins/earn-code',
        '/coins/spend-code',
        '/owner/shops/{id}/coins/settings',
        '/owner/shops/{id}/coins/earn',
        '/owner/shops/{id}/coins/redeem/preview',
        '/owner/shops/{id}/coins/redeem',
        '/owner/shops/{id}/coins/entries',
        '/owner/shops/{id}/coins/entries/{entryId}/reverse',
      ]),
    );
    expect(document.paths['/owner/shops/{id}/coins/earn']!.post!.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/admin'))).toBe(false);
    const free = await coins.shop({ premium: false });
    const hindi = await context.app.inject({
      method: 'PUT',
      url: `/v1/owner/shops/${free.id}/coins/settings`,
      cookies: { session: free.session },
      headers: { 'accept-language': 'hi' },
      payload: SETTINGS,
    });
    expect(hindi.statusCode).toBe(403);
    expect(hindi.json().message).toBe('कॉइन प्रीमियम का हिस्सा हैं। अपने ग्राहकों को कॉइन देने के लिए प्रीमियम लें।');
  });
});
