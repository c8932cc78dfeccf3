import type { BodyOf } from '@local-shops/shared';
import type { COINS_CONSOLE_ROUTES, COINS_ROUTES } from '@local-shops/shared/coins-routes';
import { routeClient } from './route-client.ts';

// Shop-funded coins (issue 29): the shopper's /coins, the owner's counter and the console's totals,
// one function per entry of the coins table (decision 0060). Imported by the coins screens only.
type Routes = typeof COINS_ROUTES;
type ConsoleRoutes = typeof COINS_CONSOLE_ROUTES;

const { at, get, send } = routeClient<Routes>();
const consoleClient = routeClient<ConsoleRoutes>();

const paths = {
  overview: at('coinsOverview', '/coins'),
  earnCode: at('coinsEarnCode', '/coins/earn-code'),
  spendCode: at('coinsSpendCode', '/coins/spend-code'),
  settings: at('ownerCoinSettings', '/owner/shops/:id/coins/settings'),
  settingsUpdate: at('ownerCoinSettingsUpdate', '/owner/shops/:id/coins/settings'),
  earn: at('ownerCoinEarn', '/owner/shops/:id/coins/earn'),
  preview: at('ownerCoinRedeemPreview', '/owner/shops/:id/coins/redeem/preview'),
  redeem: at('ownerCoinRedeem', '/owner/shops/:id/coins/redeem'),
  reverse: at('ownerCoinReverse', '/owner/shops/:id/coins/entries/:entryId/reverse'),
  entries: at('ownerCoinEntries', '/owner/shops/:id/coins/entries'),
  adminCoins: consoleClient.at('coins', '/admin/coins'),
  freeze: consoleClient.at('coinsFreeze', '/admin/coins/shops/:id/freeze'),
};

/** A fresh key for one press of Give or Confirm: a retry of the same press sends the same key. */
export const idempotencyKey = (): string => crypto.randomUUID();

export const coinsApi = {
  /** The session's number's balances and history. */
  overview: () => get('coinsOverview', paths.overview),
  earnCode: () => send('coinsEarnCode', 'POST', paths.earnCode),
  spendCode: (body: BodyOf<Routes['coinsSpendCode']>) => send('coinsSpendCode', 'POST', paths.spendCode, body),
  settings: (shopId: string) => get('ownerCoinSettings', paths.settings(shopId)),
  saveSettings: (shopId: string, body: BodyOf<Routes['ownerCoinSettingsUpdate']>) =>
    send('ownerCoinSettingsUpdate', 'PUT', paths.settingsUpdate(shopId), body),
  earn: (shopId: string, body: BodyOf<Routes['ownerCoinEarn']>) =>
    send('ownerCoinEarn', 'POST', paths.earn(shopId), body),
  preview: (shopId: string, body: BodyOf<Routes['ownerCoinRedeemPreview']>) =>
    send('ownerCoinRedeemPreview', 'POST', paths.preview(shopId), body),
  redeem: (shopId: string, body: BodyOf<Routes['ownerCoinRedeem']>) =>
    send('ownerCoinRedeem', 'POST', paths.redeem(shopId), body),
  reverse: (shopId: string, entryId: string, reason: string) =>
    send('ownerCoinReverse', 'POST', paths.reverse(shopId, entryId), { reason }),
  entries: (shopId: string) => get('ownerCoinEntries', paths.entries(shopId)),
  /** The console: each shop's totals, a page at a time (the next is the answer's `links.next`). */
  adminTotals: () => consoleClient.get('coins', paths.adminCoins),
  freeze: (shopId: string, frozen: boolean, reason: string) =>
    consoleClient.send('coinsFreeze', 'POST', paths.freeze(shopId), { frozen, reason }),
} as const;
