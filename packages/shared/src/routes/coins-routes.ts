import { z } from 'zod';
import { MESSAGES } from '../locales/en/messages.ts';
import { COIN_MESSAGES } from '../locales/en/rules.ts';
import {
  adminCoinsQuerySchema,
  adminCoinsSchema,
  coinSettingsSchema,
  coinSettingsViewSchema,
  coinsOverviewSchema,
  earnCodeSchema,
  earnInputSchema,
  earnResultSchema,
  freezeInputSchema,
  freezeResultSchema,
  ownerCoinEntriesSchema,
  redeemInputSchema,
  redeemPreviewInputSchema,
  redeemPreviewSchema,
  redeemResultSchema,
  reverseInputSchema,
  reverseResultSchema,
  spendCodeInputSchema,
  spendCodeSchema,
} from '../schemas/coins.ts';
import { defineRoute, idParam } from './route.ts';

/**
 * The route table's coins entries (issue 29, decision 0075): the shopper's (session), the owner's
 * (owner of the shop in the path) and the console's. OWNER_ROUTES and CONSOLE_ROUTES take them in,
 * so the API registers them and /v1/openapi.json describes the first two.
 */

const shopIdParams = z.object({ id: idParam(MESSAGES.shopNotFound) });
const OWNER_ERRORS = { 401: 'No session', 403: 'Not the approved owner of the shop', 404: 'No such shop' };
const COUNTER_ERRORS = {
  400: 'A field is not valid',
  401: 'No session',
  403: 'Not the owner; coins off or frozen; no Premium; the shopper is the owner',
  404: 'No such shop, or an unknown, expired or used code',
  429: 'Too many wrong codes',
};

export const coinsOverviewRoute = defineRoute({
  method: 'GET',
  path: '/coins',
  access: 'session',
  summary: "The session's number's coins per shop and its last 100 movements, newest first",
  response: coinsOverviewSchema,
  errors: { 401: 'No session' },
});
export const coinsEarnCodeRoute = defineRoute({
  method: 'POST',
  path: '/coins/earn-code',
  access: 'session',
  summary: 'A fresh 6-digit code (5 minutes) for the counter to credit coins to; the earlier one stops working',
  response: earnCodeSchema,
  status: 201,
  errors: { 401: 'No session', 429: 'Too many codes' },
});
export const coinsSpendCodeRoute = defineRoute({
  method: 'POST',
  path: '/coins/spend-code',
  access: 'session',
  summary: 'A one-time code (10 minutes) to use coins at one shop',
  body: spendCodeInputSchema,
  response: spendCodeSchema,
  status: 201,
  errors: {
    400: 'Below the shop’s minimum, more than the balance or more than the per-bill cap',
    401: 'No session',
    403: 'Coins off or frozen at that shop',
    404: 'No such shop',
    429: 'Too many codes',
  },
});

export const ownerCoinSettingsRoute = defineRoute({
  method: 'GET',
  path: '/owner/shops/:id/coins/settings',
  access: 'owner',
  summary: "The shop's coins settings (defaults when never saved)",
  params: shopIdParams,
  response: coinSettingsViewSchema,
  errors: OWNER_ERRORS,
});
export const ownerCoinSettingsUpdateRoute = defineRoute({
  method: 'PUT',
  path: '/owner/shops/:id/coins/settings',
  access: 'owner',
  summary: "Change the shop's coins settings (Premium)",
  params: shopIdParams,
  body: coinSettingsSchema,
  response: coinSettingsViewSchema,
  errors: { 400: 'A field is not valid', ...OWNER_ERRORS, 403: COIN_MESSAGES.premiumOnly },
});
export const ownerCoinEarnRoute = defineRoute({
  method: 'POST',
  path: '/owner/shops/:id/coins/earn',
  access: 'owner',
  summary:
    'Credit coins for a bill to the shopper whose earn code is typed or scanned (same idempotencyKey: the same answer)',
  params: shopIdParams,
  body: earnInputSchema,
  response: earnResultSchema,
  status: 201,
  errors: {
    ...COUNTER_ERRORS,
    409: 'The idempotencyKey was used for another request',
    429: 'A daily cap, or too many wrong codes',
  },
});
export const ownerCoinRedeemPreviewRoute = defineRoute({
  method: 'POST',
  path: '/owner/shops/:id/coins/redeem/preview',
  access: 'owner',
  summary: 'What a spend code takes off the bill, before confirming',
  params: shopIdParams,
  body: redeemPreviewInputSchema,
  response: redeemPreviewSchema,
  errors: COUNTER_ERRORS,
});
export const ownerCoinRedeemRoute = defineRoute({
  method: 'POST',
  path: '/owner/shops/:id/coins/redeem',
  access: 'owner',
  summary: 'Debit the coins of a spend code, exactly once (same idempotencyKey: the same answer)',
  params: shopIdParams,
  body: redeemInputSchema,
  response: redeemResultSchema,
  errors: {
    ...COUNTER_ERRORS,
    409: 'The balance is no longer enough, or the idempotencyKey was used for another request',
  },
});
export const ownerCoinReverseRoute = defineRoute({
  method: 'POST',
  path: '/owner/shops/:id/coins/entries/:entryId/reverse',
  access: 'owner',
  summary: 'Reverse an earn within 24 hours, with a reason: writes the reversal row',
  params: z.object({ id: idParam(MESSAGES.shopNotFound), entryId: idParam(COIN_MESSAGES.entryNotFound) }),
  body: reverseInputSchema,
  response: reverseResultSchema,
  errors: {
    400: 'A field is not valid',
    ...OWNER_ERRORS,
    404: 'No such shop or entry',
    409: 'Not an earn, already reversed, or after 24 hours',
  },
});
export const ownerCoinEntriesRoute = defineRoute({
  method: 'GET',
  path: '/owner/shops/:id/coins/entries',
  access: 'owner',
  summary: "The shop's last 50 coins movements, newest first",
  params: shopIdParams,
  response: ownerCoinEntriesSchema,
  errors: OWNER_ERRORS,
});

/** The shopper's and the owner's coins routes, by name (part of OWNER_ROUTES). */
export const COINS_ROUTES = {
  coinsOverview: coinsOverviewRoute,
  coinsEarnCode: coinsEarnCodeRoute,
  coinsSpendCode: coinsSpendCodeRoute,
  ownerCoinSettings: ownerCoinSettingsRoute,
  ownerCoinSettingsUpdate: ownerCoinSettingsUpdateRoute,
  ownerCoinEarn: ownerCoinEarnRoute,
  ownerCoinRedeemPreview: ownerCoinRedeemPreviewRoute,
  ownerCoinRedeem: ownerCoinRedeemRoute,
  ownerCoinReverse: ownerCoinReverseRoute,
  ownerCoinEntries: ownerCoinEntriesRoute,
} as const;

/** The console's coins routes (part of CONSOLE_ROUTES). */
export const COINS_CONSOLE_ROUTES = {
  coins: defineRoute({
    method: 'GET',
    path: '/admin/coins',
    access: 'console',
    summary: "Each shop's coins: issued, redeemed, expired, outstanding, frozen",
    query: adminCoinsQuerySchema,
    response: adminCoinsSchema,
  }),
  coinsFreeze: defineRoute({
    method: 'POST',
    path: '/admin/coins/shops/:id/freeze',
    access: 'console',
    summary: "Freeze or unfreeze a shop's coins (audited)",
    params: shopIdParams,
    body: freezeInputSchema,
    response: freezeResultSchema,
  }),
} as const;
