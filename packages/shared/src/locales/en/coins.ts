import { defineTexts } from '../../i18n/texts.ts';

/**
 * Shop-funded coins (issue 29): the screens' texts. The shopper's /coins, the owner's counter and
 * settings, the console's totals and insights (the public pages' words: coins-shop.ts). Each group is
 * its own object, so a screen's bundle carries only the groups it uses.
 */

const coins = (count: number) => (count === 1 ? '1 coin' : `${count} coins`);

/** The shopper's /coins. */
export const COINS_TEXT = defineTexts('coins/COINS_TEXT', {
  title: 'My coins',
  intro: 'Shops give you coins for what you buy there. You spend them only at the shop that gave them.',
  signInHeading: 'Verify your number to see your coins',
  signInNote: 'We send a one-time code by SMS. Coins are kept for your mobile number.',
  signIn: 'Verify my number',
  signInSubtitle: 'Enter your mobile number to see the coins shops gave you.',
  balancesHeading: 'Your coins',
  noCoins: 'No coins yet. At a shop that gives coins, show your code when you pay.',
  coins,
  worth: (rupees: string) => `Worth ₹${rupees} off a bill`,
  nextExpiry: (count: number, date: string) => `${coins(count)} expire on ${date}`,
  frozen: 'This shop cannot give or take coins at the moment.',
  inactive: 'This shop does not take coins at the moment.',
  minimum: (count: number) => `Use at least ${coins(count)} at a time.`,
  showCode: 'Show my code',
  hideCode: 'Hide my code',
  codeHeading: 'Your code for the counter',
  codeNote: 'Show this to the shop owner when you pay. It changes every few minutes and works once.',
  code: 'Code',
  changesIn: (time: string) => `Changes in ${time}`,
  qrLabel: (code: string) => `QR code of your code ${code}`,
  arrived: (count: number, shop: string) => `+${coins(count)} from ${shop}`,
  useCoins: 'Use coins here',
  howMany: 'Coins to use',
  useAtShop: (count: number) => `Use ${coins(count)} at this shop`,
  spendHeading: (shop: string) => `Spend code for ${shop}`,
  spendNote: (count: number, rupees: string) =>
    `Show this code at the counter: ${coins(count)}, ₹${rupees} off your bill.`,
  validFor: (time: string) => `Valid for ${time}`,
  spendExpired: 'This code has expired. Make a new one at the counter.',
  spendUsed: (count: number) => `${coins(count)} used. Thank you!`,
  close: 'Close',
  historyHeading: 'History',
  noHistory: 'Nothing yet.',
  earn: 'Earned',
  spend: 'Used',
  expire: 'Expired',
  reversal: 'Taken back',
  bill: (rupees: string) => `Bill ₹${rupees}`,
  discount: (rupees: string) => `₹${rupees} off`,
  expiresOn: (date: string) => `Expires ${date}`,
  reversedOn: (date: string) => `Taken back on ${date}`,
  reason: (reason: string) => `Reason: ${reason}`,
  noCashValue:
    'Each shop gives its own coins and funds their discount. Coins expire, have no cash value, and cannot be moved to another shop or number.',
  tryAgain: 'Try again',
});

/** The owner's /dashboard/shops/:shopId/coins. */
export const COINS_OWNER_TEXT = defineTexts('coins/COINS_OWNER_TEXT', {
  title: 'Coins',
  manage: 'Coins',
  back: 'Back to dashboard',
  intro:
    'Give your shoppers coins for what they buy, to spend only at your shop. You give the discount at your counter; we hold no money.',
  premiumOnly: 'Coins are part of Premium. With Premium, your shoppers earn coins and spend them only at your shop.',
  getPremium: 'Get Premium',
  frozen: 'Our team has paused coins at this shop. Please ask Help on the dashboard to know more.',
  settingsHeading: 'Settings',
  enabled: 'Give and take coins',
  rupeesPerCoin: 'Bill amount for one coin (₹)',
  coinValue: 'Value of one coin (₹)',
  maxCoinsPerBill: 'Most coins per bill',
  maxCoinsPerShopperPerDay: 'Most coins per shopper per day',
  maxCoinsPerShopPerDay: 'Most coins your shop gives per day',
  maxBillSharePercent: 'Most of a bill coins may pay (%)',
  minCoinsToRedeem: 'Fewest coins a shopper may use',
  expiryMonths: 'Coins expire after (months)',
  summary: (rupeesPerCoin: string, coinValue: string) => `1 coin per ₹${rupeesPerCoin}, 1 coin = ₹${coinValue}`,
  save: 'Save settings',
  saving: 'Saving...',
  saved: 'Settings saved.',
  off: 'Coins are off. Turn them on in the settings to give and take coins.',
  giveHeading: 'Give coins',
  giveNote: 'Scan the shopper’s QR code or type its 6 digits, then enter the bill.',
  shopperCode: 'Shopper’s code',
  scan: 'Scan QR code',
  stopScan: 'Stop scanning',
  scanning: 'Point the camera at the QR code.',
  cameraFailed: 'The camera could not start. Please type the code.',
  bill: 'Bill amount (₹)',
  give: 'Give coins',
  giving: 'Giving...',
  given: (count: number, shopper: string) => `${count === 1 ? '1 coin' : `${count} coins`} given to ${shopper}.`,
  takeHeading: 'Take coins',
  takeNote: 'Type or scan the shopper’s spend code to see what to take off the bill.',
  spendCode: 'Spend code',
  sharePercent: (percent: number) => `Coins may pay at most ${percent}% of a bill: enter the bill to check it.`,
  check: 'Check code',
  checking: 'Checking...',
  preview: (count: number, rupees: string, shopper: string) =>
    `${shopper} uses ${count === 1 ? '1 coin' : `${count} coins`}: take ₹${rupees} off the bill.`,
  confirm: (rupees: string) => `Confirm ₹${rupees} off`,
  confirming: 'Confirming...',
  taken: (count: number, rupees: string) =>
    `${count === 1 ? '1 coin' : `${count} coins`} taken. Take ₹${rupees} off the bill.`,
  cancel: 'Cancel',
  entriesHeading: 'Recent entries',
  noEntries: 'No coins given or taken yet.',
  coinsColumn: 'Coins',
  reverse: 'Reverse',
  reverseReason: 'Why reverse it?',
  reversed: 'Reversed',
  reverseDone: 'The coins were taken back.',
});

/** The console's /admin/coins. */
export const COINS_CONSOLE_TEXT = defineTexts('coins/COINS_CONSOLE_TEXT', {
  nav: 'Coins',
  heading: 'Coins per shop',
  note: 'Coins each shop gave, took and let expire. Freezing stops a shop giving and taking coins.',
  shop: 'Shop',
  issued: 'Given',
  redeemed: 'Used',
  expired: 'Expired',
  reversed: 'Reversed',
  outstanding: 'Outstanding',
  state: 'State',
  frozen: 'Frozen',
  running: 'Running',
  freeze: 'Freeze',
  unfreeze: 'Unfreeze',
  reason: 'Reason',
  cancel: 'Cancel',
  empty: 'No shop has coins yet.',
  frozenDone: 'Coins frozen at this shop.',
  unfrozenDone: 'Coins running again at this shop.',
  shops: 'shops',
});

/** Insights: coins per day. */
export const COINS_INSIGHTS_TEXT = defineTexts('coins/COINS_INSIGHTS_TEXT', {
  heading: 'Coins',
  caption: 'Coins given and used per day',
  date: 'Date',
  issued: 'Coins given',
  redeemed: 'Coins used',
  none: 'No coins given or used in this period.',
});
