import { BRAND_NAME } from '../../brand.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/texts.ts';
import { REVIEW_TEXT_MAX } from '../../reviews.ts';
import type {
  DATA_CREDIT_TEXT as EN_DATA_CREDIT_TEXT,
  DAY_NAMES as EN_DAY_NAMES,
  LISTING_VIEW_TEXT as EN_LISTING_VIEW_TEXT,
  LOCATION_TEXT as EN_LOCATION_TEXT,
  PRICE_TEXT as EN_PRICE_TEXT,
  RATING_TEXT as EN_RATING_TEXT,
  RESULTS_MAP_TEXT as EN_RESULTS_MAP_TEXT,
  REVIEW_TEXT as EN_REVIEW_TEXT,
  SAVED_TEXT as EN_SAVED_TEXT,
  SHOP_TEXT as EN_SHOP_TEXT,
} from '../en/shops.ts';

const n = (value: number) => formatNumber(value, 'hi');

export const SHOP_TEXT: Translation<typeof EN_SHOP_TEXT> = {
  searchButton: 'खोजें',
  offerTag: 'ऑफ़र',
  offersHeading: 'ऑफ़र',
  offerValidUntil: (date: string) =>
    `${formatDate(date, 'hi', { day: 'numeric', month: 'long', timeZone: 'UTC' })} तक मान्य`,
  shopsNearYou: 'आपके पास की दुकानें',
  shopsNearTown: (town: string) => `${town} के पास की दुकानें`,
  showingResultsFor: 'इसके नतीजे:',
  searchInPlace: (place: string) => `${place} की दुकानें`,
  placeTitle: (category: string, town: string, state: string) => `${town}, ${state} में ${category}`,
  searchAlsoSpelt: 'वे दुकानें भी, जिनका नाम दूसरी वर्तनी में, देवनागरी में या किसी टाइपो के साथ लिखा है',
  orderLabel: 'सूची का क्रम',
  nearestFirst: 'सबसे पास पहले',
  alphabetical: 'अ से ज़ (A to Z)',
  seeAllAtoZ: (km: number) => `${n(km)} किमी के अंदर कुछ नहीं: सभी दुकानें A to Z देखें`,
  chooseTown: 'अपना शहर चुनें',
  filtersHeading: 'दुकानें छाँटें',
  category: 'श्रेणी',
  subCategory: 'उप-श्रेणी',
  shopType: 'दुकान का प्रकार',
  state: 'राज्य',
  city: 'शहर',
  claimStatus: 'दावे की स्थिति',
  any: 'कोई भी',
  nearMe: 'मेरे पास',
  radius: 'दूरी के अंदर',
  sortByDistance: 'दूरी के हिसाब से',
  locationNeeded: 'अपने पास की दुकानें देखने के लिए लोकेशन की अनुमति दें।',
  clearFilters: 'फ़िल्टर हटाएँ',
  tryAgain: 'फिर से कोशिश करें',
  backHome: 'होम पेज पर जाएँ',
  distanceFromYou: 'आपसे दूरी:',
  share: 'शेयर करें',
  saveShop: 'सेव करें',
  savedShop: 'सेव की गई',
  shopSaved: 'दुकान सेव हो गई।',
  shopUnsaved: 'दुकान आपकी सेव की गई दुकानों से हटा दी गई।',
  storageUnavailable: 'इस डिवाइस पर सेव नहीं हो सका।',
  more: 'और',
  copyLink: 'लिंक कॉपी करें',
  linkCopied: 'लिंक कॉपी हो गया।',
  copyFailed: 'लिंक कॉपी नहीं हो सका।',
  shareOnWhatsApp: 'WhatsApp पर शेयर करें',
  reportProblem: 'समस्या बताएँ',
  reportSubject: (name: string, id: string) => `${name} (${id}) के दुकान पेज में समस्या`,
  shopPhoto: (name: string) => `${name} की दुकान का सामने का हिस्सा`,
  categories: 'श्रेणियाँ',
  comparePrices: 'दाम मिलाएँ',
  comparePricesNote: 'इस दुकान से दाम मिलाने की सुविधा आ रही है: ग्राहकों के बताए दाम यहाँ दिखेंगे।',
  distance: (km: number) => `${km.toFixed(1)} किमी`,
  radiusKm: (km: number) => `${n(km)} किमी`,
  fromThisShop: (distance: string) => `इस दुकान से ${distance}`,
  fromTheCentre: (distance: string) => `केंद्र से ${distance}`,
  away: (distance: string) => `${distance} दूर`,
  pauseScrolling: 'स्क्रॉल रोकें',
  resumeScrolling: 'स्क्रॉल चलाएँ',
  demoBanner: 'यह एक नमूना दुकान पेज है: यह दिखाता है कि ग्राहकों को दुकान कैसी दिखती है।',
  demoPlans: 'प्लान देखें',
  claimSent: 'आपका दावा भेज दिया गया। हमारी टीम उसकी जाँच करके आपको कॉल करेगी।',
  claimContinue: 'नंबर सत्यापित हो गया। अब मालिक की जानकारी, चेक या पासबुक की फ़ोटो और दुकान के सामने की फ़ोटो जोड़ें।',
  claimOwnership: 'यह दुकान आपकी है? इसे अपने नाम करने का अनुरोध करें',
  claimOwnershipNote: 'अभी के मालिक को SMS से बताया जाता है, और कुछ भी बदलने से पहले हमारी टीम आपके सबूत जाँचती है।',
  claimPendingReview: 'दावा जाँच में है',
  claimPendingNote: 'हम हर दावे की जाँच 48 घंटों के अंदर करते हैं। इसे अपने डैशबोर्ड पर देखें।',
  showResultsAs: 'नतीजे ऐसे दिखाएँ',
  listView: 'सूची',
  mapView: 'नक्शा',
  pickTown: 'शहर चुनें',
  home: 'होम',
  breadcrumb: 'आप यहाँ हैं',
  loadingTowns: 'शहर लोड हो रहे हैं…',
  noShopsHere: 'यहाँ अभी कोई दुकान नहीं है।',
  moreShopsIn: (town: string) => `${town} की और दुकानें`,
};

export const RATING_TEXT: Translation<typeof EN_RATING_TEXT> = {
  noRating: 'अभी कोई समीक्षा नहीं',
  outOfFive: (average: number) => `5 में से ${average.toFixed(1)}`,
  reviewCount: (count: number) => `${n(count)} समीक्षा`,
};

export const REVIEW_TEXT: Translation<typeof EN_REVIEW_TEXT> = {
  heading: 'रेटिंग और समीक्षाएँ',
  noReviews: 'अभी कोई समीक्षा नहीं। इस दुकान की पहली समीक्षा आप लिखें।',
  writeReview: 'समीक्षा लिखें',
  ownerNote: 'यह आपकी दुकान है: इसकी समीक्षाओं का जवाब अपने डैशबोर्ड से दें।',
  showMore: 'और समीक्षाएँ दिखाएँ',
  loadingMore: 'लोड हो रहा है...',
  report: 'शिकायत करें',
  reported: 'शिकायत भेजी गई',
  ownerReply: 'मालिक का जवाब',
  photoAlt: (index: number, author: string) => `${author} की फ़ोटो ${n(index)}`,
  formTitle: 'इस दुकान को रेटिंग दें',
  formSubtitle: (shopName: string) => shopName,
  yourRating: 'आपकी रेटिंग',
  star: (count: number) => `${n(count)} स्टार`,
  yourReview: 'आपकी समीक्षा (ज़रूरी नहीं)',
  charactersLeft: (left: number) => `${n(left)} अक्षर बाकी`,
  photos: 'फ़ोटो (ज़रूरी नहीं, 3 तक)',
  addPhotos: 'फ़ोटो जोड़ें',
  removePhoto: (index: number) => `फ़ोटो ${n(index)} हटाएँ`,
  tooManyPhotos: 'आप 3 फ़ोटो तक जोड़ सकते हैं।',
  chooseRating: 'कृपया 1 से 5 स्टार में से रेटिंग चुनें।',
  textTooLong: `आपकी समीक्षा ज़्यादा से ज़्यादा ${n(REVIEW_TEXT_MAX)} अक्षरों की हो सकती है।`,
  cancel: 'रद्द करें',
  post: 'समीक्षा भेजें',
  posting: 'भेज रहे हैं...',
  close: 'बंद करें',
  signInTitle: 'समीक्षा के लिए अपना नंबर सत्यापित करें',
  signInSubtitle: 'हम SMS से एक कोड भेजते हैं। आपका नंबर कभी नहीं दिखता: समीक्षा में सिर्फ़ उसके आखिरी 4 अंक दिखते हैं।',
};

export const SAVED_TEXT: Translation<typeof EN_SAVED_TEXT> = {
  savedShopsHeading: 'सेव की गई दुकानें',
  savedShopsEmpty: 'अभी कोई दुकान सेव नहीं की गई।',
  savedShopsEmptyNote: 'किसी दुकान के पेज पर सेव करें पर टैप करें, वह इसी फ़ोन पर यहाँ रहेगी।',
  findShops: 'दुकानें खोजें',
  removeSaved: 'हटाएँ',
  removeSavedLabel: (name: string) => `${name} को सेव की गई दुकानों से हटाएँ`,
  savedNoLongerListed: (count: number) => `सेव की गई ${n(count)} दुकान अब सूची में नहीं है।`,
};

export const LISTING_VIEW_TEXT: Translation<typeof EN_LISTING_VIEW_TEXT> = {
  call: 'कॉल करें',
  whatsapp: 'WhatsApp',
  openNow: 'अभी खुली है',
  closed: 'बंद है',
  closedOpensAt: (time: string) => `बंद है, ${time} बजे खुलेगी`,
  closedOpensOn: (day: string, time: string) => `बंद है, ${day} को ${time} बजे खुलेगी`,
  closedToday: 'आज बंद',
  closedHoliday: 'बंद (छुट्टी)',
  hours: 'खुलने का समय',
  hoursAsMapped: 'जैसा OpenStreetMap पर लिखा है। जाने से पहले दुकान से पूछ लें।',
  website: 'वेबसाइट',
  photos: 'फ़ोटो',
  photoOf: (name: string, index: number) => `${name}, फ़ोटो ${n(index)}`,
  whatsappMessage: (name: string) => `नमस्ते ${name}, मुझे आपकी दुकान ${BRAND_NAME} पर मिली।`,
};

export const PRICE_TEXT: Translation<typeof EN_PRICE_TEXT> = {
  priceList: 'मूल्य सूची',
  thisShop: 'यह दुकान',
  outOfStock: 'स्टॉक में नहीं',
  rupees: (price: number) => `₹${Number.isInteger(price) ? n(price) : price.toFixed(2)}`,
  km: (km: number) => `${km.toFixed(1)} किमी`,
};

export const RESULTS_MAP_TEXT: Translation<typeof EN_RESULTS_MAP_TEXT> = {
  mapOfResults: 'मिली हुई दुकानों का नक्शा',
  shopsHere: (count: number) => `यहाँ ${n(count)} दुकानें: ज़ूम करें`,
  shopsOnMap: (count: number) => `नक्शे पर ${n(count)} दुकान।`,
  shopsWithoutLocation: (count: number) => `${n(count)} दुकान की लोकेशन अभी नहीं है।`,
  moreOnMap: 'और दुकानें दिखाएँ',
};

export const LOCATION_TEXT: Translation<typeof EN_LOCATION_TEXT> = {
  location: 'लोकेशन',
  mapOfShop: (name: string) => `${name} का नक्शा`,
  directions: 'रास्ता देखें',
  directionsLabel: (name: string) => `${name} तक का रास्ता (आपका मैप ऐप खुलेगा)`,
};

export const DAY_NAMES: Translation<typeof EN_DAY_NAMES> = {
  mon: 'सोमवार',
  tue: 'मंगलवार',
  wed: 'बुधवार',
  thu: 'गुरुवार',
  fri: 'शुक्रवार',
  sat: 'शनिवार',
  sun: 'रविवार',
};

export const DATA_CREDIT_TEXT: Translation<typeof EN_DATA_CREDIT_TEXT> = {
  shopDetailsFrom: 'दुकान की जानकारी का स्रोत:',
  openStreetMapContributors: '© OpenStreetMap योगदानकर्ता',
};
