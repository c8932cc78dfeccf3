import { BRAND_NAME } from '../../brand.ts';
import { PREMIUM_PRICE_RUPEES } from '../../constants.ts';
import { formatNumber } from '../../i18n/format.ts';
import { defineTexts } from '../../i18n/texts.ts';

// SMS have no rupee sign (GSM-7): the price is written 'Rs 1,999'.
const price = `Rs ${formatNumber(PREMIUM_PRICE_RUPEES, 'en')}`;

/**
 * Every SMS the product sends, one template per language (docs/sms-templates.md lists them with
 * their DLT variables). A number gets them in the language in which it last used the product
 * (decision 0046). Server only: no screen imports this file.
 */
export const SMS_TEXTS = defineTexts('sms/SMS_TEXTS', {
  otp: (code: string, validMinutes: number) =>
    `Your ${BRAND_NAME} verification code is ${code}. It is valid for ${validMinutes} minutes. Do not share it with anyone.`,
  claimApproved: (shopName: string) =>
    `${BRAND_NAME}: your claim of ${shopName} is verified. Your shop is now listed as claimed.`,
  claimRejected: (shopName: string, reason: string) =>
    `${BRAND_NAME}: we could not verify your claim of ${shopName}. Reason: ${reason} You may submit a new claim.`,
  premiumAwaitingApproval: (shopName: string) =>
    `${BRAND_NAME}: we received your payment of ${price} for ${shopName}. Premium starts when your claim is approved, usually within 48 hours. If the claim is not approved, you get a full refund.`,
  premiumStarted: (shopName: string, until: string) =>
    `${BRAND_NAME}: Premium for ${shopName} is active until ${until}.`,
  premiumRefunded: (shopName: string) =>
    `${BRAND_NAME}: your payment of ${price} for ${shopName} has been refunded in full. Banks take up to 5 working days to show it.`,
  premiumReminder: (shopName: string, until: string) =>
    `${BRAND_NAME}: Premium for ${shopName} ends on ${until}. Renew it to keep top placement and the Verified badge.`,
  offerTakenDown: (shopName: string, title: string, reason: string) =>
    `Your offer "${title}" on ${shopName} was taken down by our team. Reason: ${reason}`,
  supportReply: (reply: string) => `${BRAND_NAME} support: ${reply}`,
  ownershipChallenged: (shopName: string) =>
    `${BRAND_NAME}: someone has asked to take over ${shopName} as its owner. Our team checks their proof before anything changes. If this is not right, contact ${BRAND_NAME} support.`,
  ownershipMoved: (shopName: string) =>
    `${BRAND_NAME}: after checking the proof, ${shopName} now belongs to another owner. Contact ${BRAND_NAME} support if this is not right.`,
});
