import { defineTexts } from '../../i18n/texts.ts';

/**
 * Coins (issue 29) on the public pages: the shop page's line, the list's mark and its filter chip.
 * A file of its own, so that a Hindi list loads only these few words, not the coins screens' texts.
 */
export const COINS_SHOP_TEXT = defineTexts('coins-shop/COINS_SHOP_TEXT', {
  givesCoins: (rupeesPerCoin: string, coinValue: string) =>
    `Gives coins: 1 coin per ₹${rupeesPerCoin}, 1 coin = ₹${coinValue}`,
  coinsNote: 'Show your code from My coins when you pay. Coins are spent only at this shop.',
  coinsTag: 'Coins',
  filterChip: 'Gives coins',
});
