import { formatNumber } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/texts.ts';
import {
  LISTING_LIMITS,
  OFFER_MAX_DAYS,
  OFFERS_PER_SHOP,
  PRODUCTS_FREE_LIMIT,
  PRODUCTS_PREMIUM_LIMIT,
  REPLIES_PER_NUMBER_PER_DAY,
  REVIEW_PHOTOS_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  REVIEWS_PER_NUMBER_PER_DAY,
  SUPPORT_OPEN_MAX,
} from '../../limits.ts';
import type {
  COIN_MESSAGES as EN_COIN_MESSAGES,
  INSIGHTS_MESSAGES as EN_INSIGHTS_MESSAGES,
  LISTING_MESSAGES as EN_LISTING_MESSAGES,
  OFFER_MESSAGES as EN_OFFER_MESSAGES,
  OWNER_MESSAGES as EN_OWNER_MESSAGES,
  PENDING_LISTING_TEXT as EN_PENDING_LISTING_TEXT,
  PRODUCT_MESSAGES as EN_PRODUCT_MESSAGES,
  REQUEST_MESSAGES as EN_REQUEST_MESSAGES,
  SHOP_REVIEW_MESSAGES as EN_SHOP_REVIEW_MESSAGES,
  SUPPORT_MESSAGES as EN_SUPPORT_MESSAGES,
} from '../en/rules.ts';

const n = (value: number) => formatNumber(value, 'hi');

export const OFFER_MESSAGES: Translation<typeof EN_OFFER_MESSAGES> = {
  premiumOnly: 'ऑफ़र प्रीमियम के साथ मिलते हैं। अपनी दुकान के पेज पर ऑफ़र डालने के लिए सदस्यता लें।',
  endsBeforeStart: 'ऑफ़र शुरू होने के दिन या उसके बाद ही खत्म हो सकता है।',
  inThePast: 'ऑफ़र आज या उसके बाद खत्म होना चाहिए।',
  startsInThePast: 'ऑफ़र आज से पहले शुरू नहीं हो सकता।',
  tooLong: `एक ऑफ़र ज़्यादा से ज़्यादा ${n(OFFER_MAX_DAYS)} दिन चल सकता है।`,
  tooMany: `एक दुकान पर एक समय में ज़्यादा से ज़्यादा ${n(OFFERS_PER_SHOP)} ऑफ़र हो सकते हैं। पहले एक हटाएँ।`,
  notFound: 'यह ऑफ़र मौजूद नहीं है।',
  alreadyRemoved: 'यह ऑफ़र पहले ही हटाया जा चुका है।',
};

export const SUPPORT_MESSAGES: Translation<typeof EN_SUPPORT_MESSAGES> = {
  claimRequired: 'हमारी टीम से मदद दुकान मालिकों के लिए है। पहले अपनी दुकान पर दावा करें; दावे की जाँच के दौरान भी आप पूछ सकते हैं।',
  tooManyOpen: `आपके ${n(SUPPORT_OPEN_MAX)} सवाल पहले से हमारे जवाब का इंतज़ार कर रहे हैं। उनमें से किसी एक का जवाब मिलने के बाद आप नया सवाल पूछ सकते हैं।`,
  tooManyFromNetwork: 'आपके नेटवर्क से बहुत सारे सवाल भेजे गए हैं। कृपया बाद में फिर कोशिश करें।',
  notFound: 'यह सहायता अनुरोध मौजूद नहीं है।',
  alreadyAnswered: 'इस सहायता अनुरोध का जवाब पहले ही दिया जा चुका है।',
};

export const INSIGHTS_MESSAGES: Translation<typeof EN_INSIGHTS_MESSAGES> = {
  longerPeriodsArePremium: '30 और 90 दिनों की जानकारी प्रीमियम के साथ मिलती है।',
};

export const LISTING_MESSAGES: Translation<typeof EN_LISTING_MESSAGES> = {
  tooManyPhotos: `एक दुकान पर ज़्यादा से ज़्यादा ${n(LISTING_LIMITS.photos)} फ़ोटो हो सकती हैं। नई फ़ोटो डालने के लिए एक हटाएँ।`,
  photoNotFound: 'यह फ़ोटो इस दुकान पर नहीं है।',
  tooManyUploads: 'आज इस दुकान के लिए बहुत सारी फ़ोटो अपलोड हुई हैं। कृपया कल फिर से कोशिश करें।',
  unknownCategory: 'categories में ऐसी श्रेणी है जो मौजूद नहीं है।',
  editNotFound: 'यह बदलाव मौजूद नहीं है।',
  editDecided: 'इस बदलाव पर फ़ैसला हो चुका है।',
};

export const OWNER_MESSAGES: Translation<typeof EN_OWNER_MESSAGES> = {
  signInRequired: 'कृपया अपने मोबाइल नंबर से साइन इन करें।',
};

export const SHOP_REVIEW_MESSAGES: Translation<typeof EN_SHOP_REVIEW_MESSAGES> = {
  ratingInvalid: 'रेटिंग 1 से 5 तक की पूरी संख्या होनी चाहिए।',
  textTooLong: `समीक्षा ज़्यादा से ज़्यादा ${n(REVIEW_TEXT_MAX)} अक्षरों की हो सकती है।`,
  photosInvalid: `ज़्यादा से ज़्यादा ${n(REVIEW_PHOTOS_MAX)} फ़ोटो लगाई जा सकती हैं।`,
  photoInvalid: 'हर फ़ोटो PNG, JPEG, WEBP या HEIC होनी चाहिए।',
  ownShop: 'आप अपनी ही दुकान की समीक्षा नहीं कर सकते।',
  tooManyToday: `आप एक दिन में ज़्यादा से ज़्यादा ${n(REVIEWS_PER_NUMBER_PER_DAY)} समीक्षाएँ लिख सकते हैं। कृपया कल फिर कोशिश करें।`,
  tooManyFromNetwork: 'आपके नेटवर्क से बहुत ज़्यादा समीक्षाएँ आई हैं। कृपया बाद में फिर कोशिश करें।',
  repliesTooMany: `आप एक दिन में ज़्यादा से ज़्यादा ${n(REPLIES_PER_NUMBER_PER_DAY)} जवाब लिख सकते हैं। कृपया कल फिर कोशिश करें।`,
  published: 'धन्यवाद! आपकी समीक्षा छप गई है।',
  pending: 'धन्यवाद! हमारी टीम की जाँच के बाद आपकी समीक्षा दिखेगी।',
  reviewNotFound: 'इस id की कोई समीक्षा नहीं है।',
  reported: 'धन्यवाद। हमारी टीम इस समीक्षा की जाँच करेगी।',
  reportsTooMany: 'आपके नेटवर्क से बहुत सारी शिकायतें आई हैं। कृपया बाद में फिर से कोशिश करें।',
  replyRequired: `जवाब 1 से ${n(REVIEW_REPLY_MAX)} अक्षरों का होना चाहिए।`,
  replyHasPhone: 'जवाब में फ़ोन नंबर नहीं लिखा जा सकता। आपकी दुकान का नंबर उसके पेज पर पहले से है।',
  replyHasLink: 'जवाब में वेब लिंक या ईमेल पता नहीं लिखा जा सकता।',
  replyHasAbuse: 'कृपया अपने जवाब से अपशब्द हटा दें।',
  reviewNotQueued: 'यह समीक्षा जाँच के लिए इंतज़ार में नहीं है।',
};

export const PRODUCT_MESSAGES: Translation<typeof EN_PRODUCT_MESSAGES> = {
  tooManyFree: `मूल्य सूची में ज़्यादा से ज़्यादा ${n(PRODUCTS_FREE_LIMIT)} चीज़ें हो सकती हैं; प्रीमियम में ${n(PRODUCTS_PREMIUM_LIMIT)}।`,
  tooManyPremium: `मूल्य सूची में ज़्यादा से ज़्यादा ${n(PRODUCTS_PREMIUM_LIMIT)} चीज़ें हो सकती हैं।`,
  unknownCatalogId: 'सूची का कोई उत्पाद नहीं है।',
  alreadyListed: (item: string) => `${item} मूल्य सूची में पहले से है।`,
};

export const REQUEST_MESSAGES: Translation<typeof EN_REQUEST_MESSAGES> = {
  notValid: 'अनुरोध सही नहीं है।',
  notJson: 'अनुरोध का JSON सही नहीं है।',
  tooLarge: 'अनुरोध बहुत बड़ा है।',
  mustBeJson: 'अनुरोध JSON में भेजा जाना चाहिए।',
  mustBeMultipart: 'फ़ोटो multipart/form-data में भेजी जानी चाहिए।',
  tooManyFiles: 'एक अनुरोध में बहुत ज़्यादा फ़ोटो हैं।',
  uploadsBusy: 'इस समय बहुत सारी फ़ोटो पर काम हो रहा है। कृपया कुछ सेकंड बाद फिर कोशिश करें।',
  addressTooLong: 'पता बहुत लंबा है।',
  addressNotValid: 'पता सही नहीं है।',
  fieldNotValid: (field: string) => `${field} सही नहीं है।`,
};

export const PENDING_LISTING_TEXT: Translation<typeof EN_PENDING_LISTING_TEXT> = {
  mark: 'जाँच बाकी है',
  note: 'यह पेज केवल आप देख सकते हैं: हमारी टीम की मंज़ूरी के बाद आपकी दुकान सूची में दिखेगी।',
};

export const COIN_MESSAGES: Translation<typeof EN_COIN_MESSAGES> = {
  premiumOnly: 'कॉइन प्रीमियम का हिस्सा हैं। अपने ग्राहकों को कॉइन देने के लिए प्रीमियम लें।',
  off: 'यह दुकान अभी कॉइन नहीं देती।',
  frozen: 'इस दुकान पर कॉइन हमारी टीम ने रोक दिए हैं।',
  codeNotFound: 'यह कोड सही नहीं है या इसकी समय-सीमा खत्म हो गई है। ग्राहक से नया कोड माँगें।',
  ownNumber: 'आप अपने नंबर या अपनी दुकानों के नंबरों को कॉइन नहीं दे सकते।',
  billTooSmall: 'यह बिल एक कॉइन कमाने के लिए बहुत छोटा है।',
  shopperDailyCap: 'इस नंबर ने आज इस दुकान पर जितने कॉइन कमा सकता था, कमा लिए हैं।',
  shopDailyCap: 'आपकी दुकान आज जितने कॉइन दे सकती थी, दे चुकी है।',
  belowMinimum: 'यह इस दुकान पर कॉइन इस्तेमाल करने की न्यूनतम संख्या से कम है।',
  notEnough: 'इस दुकान पर आपके पास इतने कॉइन नहीं हैं।',
  overBillCap: 'यह एक बिल पर इस दुकान की कॉइन सीमा से ज़्यादा है।',
  overBillShare: 'कॉइन इस बिल का केवल एक हिस्सा चुका सकते हैं: यह हिस्सा दुकान तय करती है।',
  balanceChanged: 'इस कोड के लिए ग्राहक के पास अब पर्याप्त कॉइन नहीं हैं।',
  keyReused: 'यह idempotencyKey किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है।',
  entryNotFound: 'कॉइन की यह एंट्री मौजूद नहीं है।',
  notAnEarn: 'केवल कमाए गए कॉइन वापस लिए जा सकते हैं।',
  alreadyReversed: 'ये कॉइन पहले ही वापस लिए जा चुके हैं।',
  tooLateToReverse: 'कॉइन कमाने के 24 घंटे के भीतर ही वापस लिए जा सकते हैं।',
  tooManyWrongCodes: 'बहुत सारे गलत कोड। कृपया कुछ मिनट रुककर फिर कोशिश करें।',
  tooManyCodes: 'बहुत सारे कोड माँगे गए। कृपया कुछ मिनट रुककर फिर कोशिश करें।',
};
