import { formatNumber } from '../../i18n/format.ts';
import { defineTexts } from '../../i18n/texts.ts';

// A paid order waiting for its claim's approval (issue 25): the subscribe page's status, and together the 409 of a new order.
const PAYMENT_AWAITING_APPROVAL = 'Payment received, waiting for approval';
const PREMIUM_STARTS_ON_APPROVAL =
  'Premium starts when your claim is approved, usually within 48 hours. If the claim is not approved, you get a full refund.';

/**
 * Every user-visible string of SPEC.md, to the letter. The UI, the API and the tests import
 * these so that a wording change happens in one place.
 */
export const MESSAGES = defineTexts('messages/MESSAGES', {
  // Registration form, in the order of SPEC.md section 5.
  shopNameRequired: 'Please provide the shop name.',
  introRequired: 'Please provide the short intro.',
  stateRequired: 'Please select the state.',
  cityRequired: 'Please select the city name.',
  pincodeInvalid: 'Please provide a valid pincode.',
  addressRequired: 'Please provide the address.',
  shopTypeRequired: 'Please select the shop type.',
  subCategoryRequired: 'Please select at least one sub-category.',
  ownerNameRequired: 'Please provide the shop owner name.',
  emailInvalid: 'Please provide a email address.',
  contactNumberInvalid: 'Please provide a valid shop owner contact number with country code.',
  contactNumberNoSpaces:
    'Please provide a valid shop owner contact number with country code without spaces in between.',
  chequeImageRequired: 'Please provide the shop owner cancelled cheque image.',
  chequeImageNotImage: 'Please provide cancelled cheque image.',
  otpInvalid: 'Please provide a valid OTP.',
  otpSent: 'OTP sent successfully.',
  // Store-front step.
  storeFrontRequired: 'Please provide the store front picture.',
  locationMandatory: 'Location access is mandatory for the verification process.',
  capturedAddressRequired: 'Please provide the location access to continue',
  detailsIncomplete: 'Please fill the details in the previous page.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 8 to 128 letters, digits, - or _.',
  shopImageInvalid: 'Please provide a valid shop image.',
  cameraUnavailable: 'Camera API is not available in this device.',
  cameraError: (message: string) => `Camera Error: ${message}`,
  // Shop page.
  shareUnavailable: 'Share API not available in the device.',
  shared: 'Shared successfully.',
  // Empty states.
  noShopFound: 'No shop found.',
  noShopFoundForSearch: 'No shop found basis on your search.',
  noDataAvailable: 'No data available.',
  noShopDataAvailable: 'No Shop data available.',
  noMoreData: 'No more data!',
  resultCount: (count: number) => `Result: ${count} found`,
  /** A search's total counted only up to a cap (decision 0059). */
  resultCountAtLeast: (count: number) => `Result: ${formatNumber(count, 'en')}+ found`,
  // Enquiry.
  enquiryContactInvalid: 'Please provide a valid shop owner contact number',
  enquiryDuplicate: 'You have already submitted the details with this mobile number.',
  enquiryFailed: 'Failed to Submit.',
  enquirySubmitted: 'Submitted successfully',
  // Payments.
  sdkFailedToLoad: (provider: string) => `${provider} SDK failed to load.`,
  subscriptionCreateFailed: 'Error while creating a subscription.',
  paymentProcessed: 'Payment has been processed',
  // Drafts and app shell.
  dataSavedLocally: 'Data saved locally.',
  // Server-side messages that the UI shows as they come.
  notFound: 'The page or item you asked for does not exist.',
  shopNotFound: 'No shop with this id exists.',
  databaseUnavailable: 'Our database is not reachable right now. Please try again in a minute.',
  databaseReadOnly: 'We cannot save changes right now. Please try again later; you can still browse the directory.',
  databaseBusy: 'We are too busy to answer this right now. Please try again in a few seconds.',
  // Mobile-number verification (OTP), server side.
  otpIncorrect: 'The OTP is not correct. Please check it and try again.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpAlreadyUsed: 'This OTP has already been used. Please request a new one.',
  otpSendFailed: 'We could not send the OTP right now. Please try again in a minute.',
  otpResendTooSoon: (seconds: number) =>
    `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new OTP.`,
  otpTooManyForNumber: (minutes: number) =>
    `Too many OTPs were requested for this number. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  otpTooManyFromNetwork: (minutes: number) =>
    `Too many OTPs were requested from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  addressLookupTooMany: (minutes: number) =>
    `Too many address lookups from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  crossSiteRequest: 'Cross-site requests are not allowed.',
  // Owners' routes, server side: the one refusal of a number that does not own the shop in the path.
  notYourShop: 'Only the number whose claim on this shop was approved can do this.',
  // Claims, server side.
  verifyNumberAgain: 'Please verify your mobile number again.',
  photoTooLarge: 'The photo is too large. Please use a photo under 8 MB.',
  photoTooManyPixels: 'The photo is too large. Please use a photo of at most 40 megapixels.',
  shopAlreadyClaimed: 'This shop has already been claimed.',
  claimAlreadyPending: 'You have already submitted a claim for this shop. Our team is reviewing it.',
  claimsTooManyPending: (max: number) =>
    `You already have ${max} claims waiting for review. Please wait until our team has reviewed them before you claim another shop.`,
  subCategoryUnknown: 'Please select the sub-categories from the list.',
  // Payments, server side.
  paymentNotOwner: 'Only the owner who claimed this shop can subscribe to its plan.',
  paymentNotVerified: 'The payment could not be verified.',
  paymentOrderUnknown: 'No payment order with this id exists for this shop.',
  paymentProviderUnavailable: 'The payment service is not reachable right now. Please try again in a minute.',
  premiumAlreadyActive: (until: string) =>
    `Your Premium plan is active until ${until}. You can renew it in its last 30 days.`,
  sandboxPaymentDeclined: 'Your bank declined the payment (sandbox).',
  premiumActiveUntil: (until: string) => `Your Premium plan is active until ${until}.`,
  premiumEndsSoon: (until: string) => `Your Premium plan ends on ${until}. Renew it for another year.`,
  invoiceNotFound: 'No invoice with this id exists.',
  invoiceNotYours: 'Only the owner who paid for this order can see its invoice.',
  creditNoteNotFound: 'This order has no credit note: it has not been refunded.',
  paymentAwaitingApproval: PAYMENT_AWAITING_APPROVAL,
  premiumStartsOnApproval: PREMIUM_STARTS_ON_APPROVAL,
  premiumAwaitingApproval: `${PAYMENT_AWAITING_APPROVAL}. ${PREMIUM_STARTS_ON_APPROVAL}`,
});
