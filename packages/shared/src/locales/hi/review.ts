import { formatNumber, plural } from '../../i18n/format.ts';
import type { Translation } from '../../i18n/texts.ts';
import type { ENQUIRY_LABELS as EN_ENQUIRY_LABELS, REVIEW_MESSAGES as EN_REVIEW_MESSAGES } from '../en/review.ts';

export const REVIEW_MESSAGES: Translation<typeof EN_REVIEW_MESSAGES> = {
  anotherOwnerVerified: 'किसी दूसरे मालिक का सत्यापन हो गया।',
  enquiryTooMany: 'आपके नेटवर्क से बहुत सारे कॉल बैक अनुरोध आए। कृपया एक घंटे बाद फिर से कोशिश करें।',
  enquiryFieldTooLong: (field: string, max: number) =>
    `${field} ज़्यादा से ज़्यादा ${formatNumber(max, 'hi')} अक्षरों का हो सकता है।`,
  adminSignInRequired: 'कृपया जाँच कंसोल में साइन इन करें।',
  adminForbidden: 'आपका खाता यह नहीं कर सकता।',
  adminCredentialsWrong: 'ईमेल या पासवर्ड सही नहीं है।',
  adminLockedOut: (minutes: number) =>
    `बहुत बार गलत साइन इन हुआ। कृपया ${plural(minutes, { one: '# मिनट', other: '# मिनट' }, 'hi')} बाद फिर से कोशिश करें।`,
  adminSignInBusy: 'अभी बहुत सारे साइन इन हो रहे हैं। कृपया कुछ सेकंड बाद कोशिश करें।',
  adminLinkInvalid: 'यह फ़ोटो लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है। कृपया दावा फिर से खोलें।',
  adminCodeWrong: 'कोड सही नहीं है।',
  adminSignInExpired: 'आपके साइन इन का समय खत्म हो गया। कृपया अपना ईमेल और पासवर्ड फिर से डालें।',
  adminTwoFactorRequired:
    'इस खाते के लिए पहले टू-फ़ैक्टर साइन इन सेट करना ज़रूरी है: npm run admin:create से मिला एनरोलमेंट लिंक खोलें।',
  adminEnrolmentLinkInvalid:
    'यह एनरोलमेंट लिंक सही नहीं है, इस्तेमाल हो चुका है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक माँगें।',
  claimNotFound: 'इस आईडी का कोई दावा नहीं है।',
  paymentNotFound: 'इस आईडी का कोई भुगतान ऑर्डर नहीं है।',
  paymentNotRefundable: 'केवल वही भुगतान किया गया ऑर्डर रिफ़ंड हो सकता है जो अभी रिफ़ंड नहीं हुआ है।',
  claimAlreadyReviewed: 'इस दावे की जाँच पहले ही हो चुकी है।',
  reviewReasonRequired: 'कृपया कारण बताएँ।',
  reviewChecklistRequired:
    'मंज़ूरी से पहले तीनों जाँचों पर निशान लगाएँ: नाम का बोर्ड मिलता है, जगह मिलती है, और चेक पर लिखा नाम मालिक के नाम से मिलता है।',
  listedShopRequired: 'वह सूचीबद्ध दुकान चुनें जिसके लिए यह दावा है।',
  listedShopNotFound: 'वह सूचीबद्ध दुकान मौजूद नहीं है या निर्देशिका में नहीं है।',
  approveAsListedNewOnly: 'केवल नई लिस्टिंग के दावे को ही सूचीबद्ध दुकान के रूप में मंज़ूर किया जा सकता है।',
  approvedAsListedReason: (shopName: string) => `सूचीबद्ध दुकान ${shopName} के रूप में मंज़ूर किया गया।`,
  suggestionsTooMany: 'आपके नेटवर्क से बहुत सारी खोजें हुईं। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  enquiryNotFound: 'इस आईडी की कोई पूछताछ नहीं है।',
  enquiryTransitionRefused: 'यह पूछताछ उस स्थिति में नहीं जा सकती।',
};

export const ENQUIRY_LABELS: Translation<typeof EN_ENQUIRY_LABELS> = {
  shopName: 'दुकान का नाम',
  ownersName: 'मालिक का नाम',
  contactNumber: 'संपर्क नंबर',
  submitting: 'भेजा जा रहा है...',
};
