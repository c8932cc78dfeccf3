import { z } from 'zod';

export { COIN_MESSAGES } from '../locales/en/rules.ts';

/**
 * Shop-funded coins (issue 29, decision 0075): each shop's own loyalty coins. The platform holds and
 * moves no money; the shop gives the discount at its counter. A subpath of its own
 * (`@local-shops/shared/coins`). Money: whole rupees for bills and discounts, a coin's value in paise.
 */

const NOT_AN_OBJECT = 'The request is not valid.';

/** How long an earn code (shown by the shopper) and a spend code (bound to one shop) stay valid. */
export const EARN_CODE_MINUTES = 5;
export const SPEND_CODE_MINUTES = 10;
/** An owner may reverse an earn for this long after it was made. */
export const COIN_REVERSAL_HOURS = 24;
/** The prefixes of the text the shopper's QR code carries: `LSCOIN:E:123456` (earn), `LSCOIN:S:123456` (spend). */
export const COIN_QR_PREFIX = { earn: 'LSCOIN:E:', spend: 'LSCOIN:S:' } as const;
/** The largest bill the counter accepts, in rupees. */
export const COIN_BILL_MAX = 10_000_000;

const whole = (field: string, min: number, max?: number) => {
  const base = z
    .number({ error: `${field} must be a whole number.` })
    .int(`${field} must be a whole number.`)
    .min(min, max === undefined ? `${field} must be at least ${min}.` : `${field} must be from ${min} to ${max}.`);
  return max === undefined
    ? base.max(1_000_000_000, `${field} is too large.`)
    : base.max(max, `${field} must be from ${min} to ${max}.`);
};

export const coinSettingsSchema = z.object(
  {
    enabled: z.boolean({ error: 'enabled must be true or false.' }),
    /** Rupees of a bill per coin earned (10: one coin per ₹10). */
    rupeesPerCoin: whole('rupeesPerCoin', 1, 10_000),
    /** What one coin takes off a bill, in paise (100 = ₹1). */
    coinValuePaise: whole('coinValuePaise', 1, 100_000),
    maxCoinsPerBill: whole('maxCoinsPerBill', 1),
    maxCoinsPerShopperPerDay: whole('maxCoinsPerShopperPerDay', 1),
    /** The share of a bill coins may pay, in percent. */
    maxBillSharePercent: whole('maxBillSharePercent', 1, 100),
    minCoinsToRedeem: whole('minCoinsToRedeem', 0),
    /** Coins expire this many months after they were earned. */
    expiryMonths: whole('expiryMonths', 1, 36),
    maxCoinsPerShopPerDay: whole('maxCoinsPerShopPerDay', 1),
  },
  { error: NOT_AN_OBJECT },
);
export type CoinSettings = z.output<typeof coinSettingsSchema>;

/** A shop's settings before its owner saved any. */
export const COIN_DEFAULTS: CoinSettings = {
  enabled: false,
  rupeesPerCoin: 10,
  coinValuePaise: 100,
  maxCoinsPerBill: 200,
  maxCoinsPerShopperPerDay: 500,
  maxBillSharePercent: 20,
  minCoinsToRedeem: 0,
  expiryMonths: 12,
  maxCoinsPerShopPerDay: 5000,
};

export const coinSettingsViewSchema = coinSettingsSchema.extend({
  premiumActive: z.boolean().describe('The shop has an active Premium plan: coins run only then.'),
  frozen: z.boolean().describe('The console froze the shop’s coins: no earning or redeeming.'),
});
export type CoinSettingsView = z.output<typeof coinSettingsViewSchema>;

export const COIN_ENTRY_KINDS = ['earn', 'spend', 'expire', 'reversal'] as const;
export type CoinEntryKind = (typeof COIN_ENTRY_KINDS)[number];

/** One movement of the ledger, as the shopper sees it (no `shopper`). */
export const shopperLedgerEntrySchema = z.object({
  id: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  kind: z.enum(COIN_ENTRY_KINDS),
  coins: z.number().int().describe('Signed: + for an earn, - for a spend, an expiry or the reversal of an earn.'),
  billRupees: z.number().int().nullable(),
  discountRupees: z.number().int().nullable(),
  at: z.string(),
  expiresAt: z.string().nullable().describe('Earn rows: when its coins expire, unless spent first.'),
  reversedAt: z.string().nullable().describe('Earn rows: when the owner reversed it.'),
  reason: z.string().nullable().describe('Reversal rows: why.'),
});
/** One movement of the ledger, as the owner and the console see it: with the masked number. */
export const ledgerEntrySchema = shopperLedgerEntrySchema.extend({
  shopper: z.string().describe('The shopper’s number, masked: +91 98xxxxxx10.'),
});
export type ShopperLedgerEntry = z.output<typeof shopperLedgerEntrySchema>;
export type LedgerEntry = z.output<typeof ledgerEntrySchema>;

export const coinBalanceSchema = z.object({
  shopId: z.string(),
  shopName: z.string(),
  coins: z.number().int(),
  /** What the coins take off a bill, in whole rupees (rounded down). */
  rupeesValue: z.number().int(),
  nextExpiry: z.object({ coins: z.number().int(), at: z.string() }).nullable(),
  minCoinsToRedeem: z.number().int(),
  frozen: z.boolean(),
  /** Added beyond the contract: the shop gives and takes coins now (on, not frozen, Premium running). */
  active: z.boolean(),
  /** Added beyond the contract: the shop's per-bill cap, for the spend form. */
  maxCoinsPerBill: z.number().int(),
  /** Added beyond the contract: one coin's value in paise. */
  coinValuePaise: z.number().int(),
});
export type CoinBalance = z.output<typeof coinBalanceSchema>;

/** GET /coins: the session's number's balances per shop and its last 100 movements, newest first. */
export const coinsOverviewSchema = z.object({
  balances: z.array(coinBalanceSchema),
  history: z.array(shopperLedgerEntrySchema),
});
export type CoinsOverview = z.output<typeof coinsOverviewSchema>;

/** POST /coins/earn-code: a fresh 6-digit code for the counter (the earlier one stops working). */
export const earnCodeSchema = z.object({
  code: z.string().describe('6 digits.'),
  qr: z.string().describe('The text the QR code carries: LSCOIN:E:<code>.'),
  expiresAt: z.string(),
});
export type EarnCode = z.output<typeof earnCodeSchema>;

const shopIdField = z.string({ error: 'shopId is required.' }).regex(/^[A-Za-z0-9_-]{1,64}$/, 'shopId is not valid.');
export const spendCodeInputSchema = z.object(
  { shopId: shopIdField, coins: whole('coins', 1) },
  { error: NOT_AN_OBJECT },
);
export type SpendCodeInput = z.output<typeof spendCodeInputSchema>;

/** POST /coins/spend-code: a one-time code bound to one shop and a number of coins. */
export const spendCodeSchema = z.object({
  code: z.string(),
  qr: z.string().describe('LSCOIN:S:<code>.'),
  shopId: z.string(),
  coins: z.number().int(),
  discountRupees: z.number().int(),
  expiresAt: z.string(),
});
export type SpendCode = z.output<typeof spendCodeSchema>;

/** A code as typed or scanned: 6 digits, or the QR text that carries them. */
const codeField = z
  .string({ error: 'code is required.' })
  .trim()
  .transform((value) => value.replace(/^LSCOIN:[ES]:/i, '').replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The code must be 6 digits.'));
const idempotencyKey = z
  .string({ error: 'idempotencyKey is required.' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'idempotencyKey must be 8 to 64 letters, digits, - or _.');

export const earnInputSchema = z.object(
  { code: codeField, billRupees: whole('billRupees', 1, COIN_BILL_MAX), idempotencyKey },
  { error: NOT_AN_OBJECT },
);
export type EarnInput = z.input<typeof earnInputSchema>;
export const earnResultSchema = z.object({
  entry: ledgerEntrySchema,
  coins: z.number().int().describe('Coins credited.'),
});
export type EarnResult = z.output<typeof earnResultSchema>;

/**
 * Added beyond the contract: the bill, optional. When given, the redeem is refused (400) if the coins
 * would pay more than the shop's `maxBillSharePercent` of it, and the spend row records it.
 */
const optionalBill = whole('billRupees', 1, COIN_BILL_MAX).optional();
export const redeemPreviewInputSchema = z.object(
  { code: codeField, billRupees: optionalBill },
  { error: NOT_AN_OBJECT },
);
export type RedeemPreviewInput = z.input<typeof redeemPreviewInputSchema>;
export const redeemPreviewSchema = z.object({
  coins: z.number().int(),
  discountRupees: z.number().int(),
  shopper: z.string().describe('Masked number.'),
  expiresAt: z.string(),
});
export type RedeemPreview = z.output<typeof redeemPreviewSchema>;

export const redeemInputSchema = z.object(
  { code: codeField, idempotencyKey, billRupees: optionalBill },
  { error: NOT_AN_OBJECT },
);
export type RedeemInput = z.input<typeof redeemInputSchema>;
export const redeemResultSchema = z.object({
  entry: ledgerEntrySchema,
  coins: z.number().int().describe('Coins debited.'),
  discountRupees: z.number().int(),
});
export type RedeemResult = z.output<typeof redeemResultSchema>;

export const reverseInputSchema = z.object(
  {
    reason: z
      .string({ error: 'Please give a reason.' })
      .trim()
      .min(3, 'The reason must be 3 to 200 characters.')
      .max(200, 'The reason must be 3 to 200 characters.'),
  },
  { error: NOT_AN_OBJECT },
);
export type ReverseInput = z.input<typeof reverseInputSchema>;
export const reverseResultSchema = z.object({ entry: ledgerEntrySchema });
export type ReverseResult = z.output<typeof reverseResultSchema>;

export const ownerCoinEntriesSchema = z.object({ items: z.array(ledgerEntrySchema) });
export type OwnerCoinEntries = z.output<typeof ownerCoinEntriesSchema>;

/** Insights: coins issued (earned) and redeemed (spent) per Asia/Kolkata day. */
export const coinDaySchema = z.object({ date: z.string(), issued: z.number().int(), redeemed: z.number().int() });
export type CoinDay = z.output<typeof coinDaySchema>;

// The console.
export const adminCoinsQuerySchema = z.object(
  { cursor: z.string({ error: 'cursor is not valid.' }).max(500, 'cursor is not valid.').optional() },
  { error: NOT_AN_OBJECT },
);
export const adminCoinShopSchema = z.object({
  shopId: z.string(),
  shopName: z.string(),
  issued: z.number().int(),
  redeemed: z.number().int(),
  expired: z.number().int(),
  /** Added beyond the contract: coins taken back by reversals. */
  reversed: z.number().int(),
  outstanding: z.number().int(),
  frozen: z.boolean(),
});
export type AdminCoinShop = z.output<typeof adminCoinShopSchema>;
export const adminCoinsSchema = z.object({
  items: z.array(adminCoinShopSchema),
  links: z.object({ next: z.string().nullable() }),
  meta: z.object({ total: z.number().int() }),
});
export type AdminCoins = z.output<typeof adminCoinsSchema>;

export const freezeInputSchema = z.object(
  {
    frozen: z.boolean({ error: 'frozen must be true or false.' }),
    reason: z
      .string({ error: 'Please give a reason.' })
      .trim()
      .min(1, 'Please give a reason.')
      .max(300, 'The reason can be at most 300 characters.'),
  },
  { error: NOT_AN_OBJECT },
);
export type FreezeInput = z.input<typeof freezeInputSchema>;
export const freezeResultSchema = z.object({ frozen: z.boolean() });

/** The public side: what the shop page says about coins (null: off, frozen, or no Premium). */
export const shopCoinsSchema = z
  .object({ rupeesPerCoin: z.number().int(), coinValuePaise: z.number().int() })
  .nullable();

/** A number as owners see it: +91 98xxxxxx10. */
export function maskNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  if (digits.length < 4) return '+91 xxxxxxxxxx';
  return `+91 ${digits.slice(0, 2)}${'x'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** Rupees a number of coins takes off a bill (rounded down). */
export const coinsToRupees = (coins: number, coinValuePaise: number) => Math.floor((coins * coinValuePaise) / 100);
