import { BRAND_NAME } from '../../brand.ts';
import { PREMIUM_PRICE_RUPEES } from '../../constants.ts';
import { formatNumber, plural } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/texts.ts';
import type { SMS_TEXTS as EN_SMS_TEXTS } from '../en/sms.ts';

const price = `₹${formatNumber(PREMIUM_PRICE_RUPEES, 'hi')}`;

export const SMS_TEXTS: Translation<typeof EN_SMS_TEXTS> = {
  otp: (code: string, validMinutes: number) =>
    `${BRAND_NAME} पर आपका सत्यापन कोड ${code} है। यह ${plural(validMinutes, { one: '# मिनट', other: '# मिनट' }, 'hi')} तक मान्य है। इसे किसी के साथ साझा न करें।`,
  claimApproved: (shopName: string) =>
    `${BRAND_NAME}: ${shopName} पर आपके दावे का सत्यापन हो गया। आपकी दुकान अब दावा की गई दिखती है।`,
  claimRejected: (shopName: string, reason: string) =>
    `${BRAND_NAME}: ${shopName} पर आपके दावे का सत्यापन नहीं हो सका। कारण: ${reason} आप नया दावा भेज सकते हैं।`,
  premiumAwaitingApproval: (shopName: string) =>
    `${BRAND_NAME}: ${shopName} के लिए आपका ${price} का भुगतान मिल गया है। दावा स्वीकार होते ही प्रीमियम शुरू होगा, आम तौर पर 48 घंटों में। दावा स्वीकार न होने पर पूरा पैसा वापस मिलेगा।`,
  premiumStarted: (shopName: string, until: string) => `${BRAND_NAME}: ${shopName} का प्रीमियम ${until} तक चालू है।`,
  premiumRefunded: (shopName: string) =>
    `${BRAND_NAME}: ${shopName} के लिए आपका ${price} का भुगतान पूरा वापस कर दिया गया है। बैंक में दिखने में 5 कामकाजी दिन तक लग सकते हैं।`,
  premiumReminder: (shopName: string, until: string) =>
    `${BRAND_NAME}: ${shopName} का प्रीमियम ${until} को खत्म होगा। सबसे ऊपर जगह और वेरिफ़ाइड बैज बनाए रखने के लिए रिन्यू करें।`,
  offerTakenDown: (shopName: string, title: string, reason: string) =>
    `${shopName} पर आपका ऑफ़र "${title}" हमारी टीम ने हटा दिया है। कारण: ${reason}`,
  supportReply: (reply: string) => `${BRAND_NAME} सहायता: ${reply}`,
  ownershipChallenged: (shopName: string) =>
    `${BRAND_NAME}: किसी ने ${shopName} का मालिक बनने का अनुरोध किया है। कुछ भी बदलने से पहले हमारी टीम उनके सबूत जाँचती है। अगर यह सही नहीं है, तो ${BRAND_NAME} सहायता से संपर्क करें।`,
  ownershipMoved: (shopName: string) =>
    `${BRAND_NAME}: सबूत जाँचने के बाद ${shopName} अब किसी दूसरे मालिक की है। अगर यह सही नहीं है, तो ${BRAND_NAME} सहायता से संपर्क करें।`,
};
