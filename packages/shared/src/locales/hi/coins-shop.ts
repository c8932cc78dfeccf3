import type { Translation } from '../../i18n/texts.ts';
import type { COINS_SHOP_TEXT as EN_COINS_SHOP_TEXT } from '../en/coins-shop.ts';

export const COINS_SHOP_TEXT: Translation<typeof EN_COINS_SHOP_TEXT> = {
  givesCoins: (rupeesPerCoin: string, coinValue: string) =>
    `कॉइन देती है: हर ₹${rupeesPerCoin} पर 1 कॉइन, 1 कॉइन = ₹${coinValue}`,
  coinsNote: 'भुगतान करते समय "मेरे कॉइन" से अपना कोड दिखाएँ। कॉइन सिर्फ़ इसी दुकान पर खर्च होते हैं।',
  coinsTag: 'कॉइन',
  filterChip: 'कॉइन देने वाली',
};
