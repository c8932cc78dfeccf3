import { BRAND_NAME, PREMIUM_NAME } from '../../brand.ts';
import {
  CALLBACK_HOURS,
  MINIMUM_AGE,
  PREMIUM_PRICE_RUPEES,
  REFUND_DAYS_SUBSCRIPTION,
  SETUP_MINUTES,
} from '../../constants.ts';
import { defineTexts } from '../../i18n/texts.ts';

/** The landing page's pitch to shop owners (SPEC.md section 2; issue 11's 'truth in the copy'). */
export const LANDING_TEXTS = defineTexts('landing/LANDING_TEXTS', {
  eyebrow: 'For every dukaan in every town',
  heroTitle: 'Let shoppers near you find your shop',
  heroLead: `${BRAND_NAME} puts your shop on the map for people living close by. Set it up in about ${SETUP_MINUTES} minutes from your phone: no website, no product photos, no computer needed.`,
  heroNote: `Listing is free. Premium is ₹${PREMIUM_PRICE_RUPEES} per year, when you are ready.`,
  heroImageAlt: "A shopkeeper's shop front with a phone showing the shop on a map",
  searchLabel: 'Find a shop near you',
  searchPlaceholder: 'Sweets, chemist, kirana…',
  find: 'Find',
  shopsNearYou: 'Shops near you ↓',
  benefitsLead: `Big stores and delivery apps get all the attention, while good local shops stay hidden. ${BRAND_NAME} is here to change that.`,
  benefitReadyTitle: `Ready in about ${SETUP_MINUTES} minutes`,
  benefitReadyText: `Tell us your shop's name, address and what you sell, verify your mobile number with an OTP, add a photo of a cancelled cheque or passbook, and take a photo of your shop front where it stands.`,
  benefitNoUploadsTitle: 'No product uploads',
  benefitNoUploadsText:
    'You do not have to photograph or type in every item. Add up to 8 photos of your shop if you like, and a simple price list when you are ready. Shoppers who visit you add reviews and ratings, and you can reply to them.',
  benefitCustomersTitle: 'Recommendations that bring customers',
  benefitCustomersText:
    'Shoppers see the shops nearest to them first, on a list or on a map, and can get directions, or call you and message you on WhatsApp when you show your number, in one tap.',
  benefitOffersTitle: 'Offers that bring them back',
  benefitOffersText:
    'With Premium, put up to 3 offers, such as a festival discount, on your shop page for shoppers nearby, and give shoppers your own coins, spendable only at your shop.',
  valuesTitle: `What ${BRAND_NAME} does for your shop`,
  valueSeenTitle: 'Be seen nearby',
  valueSeenText:
    'Shoppers search by shop name or by the kind of shop they need, even with a spelling mistake, and see how far you are from them, so the people who live closest find you first.',
  valueTrustTitle: 'Earn trust quickly',
  valueTrustText:
    'Every claim, of a new shop or of one already listed, is verified by mobile OTP, bank proof and a photo of the shop front, and reviewed by our team. Premium shops also carry a Verified badge.',
  valueGrowTitle: 'Grow with simple numbers',
  valueGrowText:
    'See how many people viewed your shop, called you, messaged you on WhatsApp or asked for directions, in plain numbers you can read in a minute.',
  bannerTitle: 'Not sure where to start?',
  bannerText: `Share your number and our team will call you back within ${CALLBACK_HOURS} hours to set up your shop with you.`,
  faqTitle: 'Frequently asked questions',
  faqListQuestion: 'How do I list my shop?',
  faqListAnswer: `Tap 'Register your Shop', fill in your shop details, verify your mobile number with a one-time password (OTP), add a photo of a cancelled cheque or passbook and take a photo of your shop front. It takes about ${SETUP_MINUTES} minutes, and your shop is listed after successful verification.`,
  faqDifferentQuestion: `How is ${BRAND_NAME} different from other apps?`,
  faqDifferentAnswer: `We list only real local shops, not warehouses, and our team reviews every claim. You do not need a catalogue: a simple price list is enough, and shoppers can compare its prices with shops within 5 km. Shoppers who visit add reviews and ratings. With Premium, you can give shoppers your own coins, which they spend only at your shop: you fund the discount at your counter, and we hold no money.`,
  faqTrackQuestion: 'Can I see how my shop is doing?',
  faqTrackAnswer: `Yes. Your dashboard shows, day by day, how often your shop appeared in search, how many people opened your page, called you, messaged you on WhatsApp, asked for directions, shared or saved it. The Free plan shows the last 7 days; ${PREMIUM_NAME} shows up to 90 days and how you compare with similar shops within 5 km.`,
  faqSmallQuestion: 'Is it right for a small shop like mine?',
  faqSmallAnswer: `Yes, it is made for small shops: kirana stores, tailors, bakeries, mobile repair shops, medical stores and more. If you can use WhatsApp on your phone, you can use ${BRAND_NAME}. You need to be at least ${MINIMUM_AGE} years old to use it.`,
  faqTrustQuestion: 'Why will shoppers trust my listing?',
  faqTrustAnswer: `Every claim, whether it registers a new shop or claims one already listed, needs a mobile OTP, a photo of a cancelled cheque or passbook, and a live photo of the shop front taken at its location, and our team reviews it. Premium shops also show a Verified badge.`,
  faqCostQuestion: 'How much does it cost?',
  faqCostAnswer: `Listing your shop is free. ${PREMIUM_NAME} costs ₹${PREMIUM_PRICE_RUPEES} (${PREMIUM_PRICE_RUPEES} rupees) per year, and renewing costs the same. It starts when your claim is approved, and if the claim is not approved you get all your money back. If you are not happy, ask for your money back within ${REFUND_DAYS_SUBSCRIPTION} days, no questions asked.`,
  logoWallTitle: 'Made for shops like these',
  logoWallLead: 'From sweet shops to mobile repairs, every kind of local business can be listed.',
  playLogos: 'Play logos',
  pauseLogos: 'Pause logos',
});

/** The landing page's footer (it loads after the first screen). */
export const FOOTER_TEXTS = defineTexts('landing/FOOTER_TEXTS', {
  tagline: 'Helping local shops in every Indian town get found, trusted and visited.',
  shopsByTown: 'Shops by town',
  tipsByEmail: 'Shop-growing tips by e-mail (coming soon)',
  followUs: 'Follow us',
  emailUs: 'E-mail us',
});
