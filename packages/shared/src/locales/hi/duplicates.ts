import { formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/texts.ts';
import type {
  CONSOLE_DUPLICATE_TEXT as EN_CONSOLE_DUPLICATE_TEXT,
  DUPLICATE_TEXTS as EN_DUPLICATE_TEXTS,
} from '../en/duplicates.ts';

export const DUPLICATE_TEXTS: Translation<typeof EN_DUPLICATE_TEXTS> = {
  heading: 'क्या यह आपकी दुकान है?',
  lead: 'इस तरह के नाम की एक दुकान यहाँ पहले से सूची में है। अगर वह आपकी है, तो उसे दोबारा जोड़ने के बजाय उस पर दावा करें।',
  distance: (meters: number) => `${formatNumber(meters, 'hi')} मीटर दूर`,
  samePin: (pin: string) => `पिन ${pin} में`,
  claimed: 'पहले से दावा किया गया',
  claimThis: 'यह मेरी दुकान है: दावा करें',
  notMine: 'इनमें से कोई मेरी दुकान नहीं है',
};

export const CONSOLE_DUPLICATE_TEXT: Translation<typeof EN_CONSOLE_DUPLICATE_TEXT> = {
  flagsHeading: 'संभावित दोहराव',
  noFlags: 'दोहराव का कोई संकेत नहीं।',
  flagName: 'मिलता-जुलता नाम',
  flagNumber: 'वही नंबर',
  flagPhoto: 'वही फ़ोटो',
  nameFlag: (meters: string) => `${meters} दूर मिलते-जुलते नाम की एक दुकान:`,
  numberFlag: 'इसी नंबर ने एक और दुकान पर दावा किया:',
  photoFlag: (image: string, bits: number) =>
    `वही ${image} फ़ोटो (64 में से ${formatNumber(bits, 'hi')} बिट अलग) जो इस दावे में है:`,
  cheque: 'चेक',
  storeFront: 'दुकान के सामने की',
  openClaim: 'वह दावा खोलें',
  listed: 'सूची में',
  notListed: 'सूची में नहीं',
  claimed: 'दावा किया गया',
  checklistHeading: 'मंज़ूरी से पहले, जो जाँचा उस पर निशान लगाएँ',
  checkNameBoard: 'दुकान के सामने की फ़ोटो में नाम का बोर्ड दुकान के नाम से मिलता है',
  checkLocation: 'फ़ोटो दुकान की जगह पर ली गई है',
  checkChequeName: 'चेक या पासबुक पर लिखा नाम मालिक के नाम से मिलता है',
  approveAsListedOf: (name: string) => `सूचीबद्ध दुकान “${name}” के रूप में मंज़ूर करें`,
  approvedAsListed: 'सूचीबद्ध दुकान के रूप में मंज़ूर किया गया। कोई दूसरी दुकान नहीं बनी; मालिक को SMS मिलेगा।',
  approvedAsListedNote: 'सूचीबद्ध दुकान के रूप में मंज़ूर',
  mergedFrom: 'इस दुकान के रूप में मंज़ूर हुए नई लिस्टिंग के दावे से बना:',
  flagFilter: 'संकेत',
  anyFlag: 'कोई भी संकेत',
  noFilter: 'सभी दावे',
  sortLabel: 'क्रम',
  sortWaiting: 'सबसे लंबे इंतज़ार वाले पहले',
  sortNewest: 'सबसे नए पहले',
  flagsColumn: 'संकेत',
};
