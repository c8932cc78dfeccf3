import { OTP_LENGTH } from '../../constants.ts';
import { defineTexts } from '../../i18n/texts.ts';

/**
 * The claim flow (instructions, 'Add details', store front, KYC dialog), subscribe, enquiry,
 * thank-you and not-found screens: the wording SPEC.md does not fix (the wording it fixes is in
 * MESSAGES and LABELS).
 */
export const CLAIM_TEXTS = defineTexts('claim/CLAIM_TEXTS', {
  lead: 'Tell us about your shop and its owner. All fields are needed except the referral code.',
  shopSection: 'Shop details',
  ownerSection: 'Owner details',
  shopName: 'Shop name',
  intro: 'Short intro',
  introHint: 'One or two lines shoppers see first, for example what you sell.',
  state: 'State',
  chooseState: 'Choose state',
  city: 'City',
  chooseCity: 'Choose city',
  chooseStateFirst: 'Choose a state first',
  pin: 'Pin code',
  address: 'Address',
  addressHidden: 'Your address is hidden from the public. Shoppers see only your town, state and pin code.',
  shopType: 'Shop type',
  chooseShopType: 'Choose shop type',
  category: 'Category',
  chooseCategories: 'Choose categories',
  subCategory: 'Sub-category',
  chooseSubCategories: 'Choose sub-categories',
  chooseCategoryFirst: 'Choose a category first.',
  loadingOptions: 'Loading...',
  loadFailed: 'Could not load the choices. Check your connection and try again.',
  tryAgain: 'Try again',
  noMatch: 'Nothing matches.',
  selectedCount: (count: number) => `${count} selected`,
  selectedList: (label: string) => `Selected ${label.toLowerCase()}`,
  remove: (label: string) => `Remove ${label}`,
  filter: (label: string) => `Search ${label.toLowerCase()}`,
  done: 'Done',
  ownerName: 'Shop owner name',
  email: 'Email address',
  referralCode: 'Referral code (optional)',
  contactNumber: 'Owner contact number',
  contactNumberHint: 'An Indian mobile number. We send an OTP to it to verify it.',
  chequePhoto: 'Cancelled cheque or passbook photo',
  chequeHint: 'A clear photo of a cancelled cheque or of the first page of your bank passbook.',
  uploadImage: 'Upload Image',
  imageUploaded: 'Image Uploaded',
  removePhoto: 'Remove photo',
  chequePreview: 'Your cancelled cheque or passbook photo',
  useMyLocation: 'Use my location',
  useMyLocationHint: 'Fills state, city and pin code from the town nearest to you. You can still change them.',
  filledFromLocation: (town: string, state: string) => `Filled in from your location: ${town}, ${state}.`,
  noTownNearby: 'No town near your location is in our list. Please choose your state and city.',
  storageFull: 'Could not save the draft on this phone: storage is full. Remove the cheque photo and try again.',
  claimingListed: (name: string) => `Claiming ${name}`,
  claimingListedNote:
    'We filled in what the directory knows of this shop. Add the owner details and a cancelled cheque or passbook photo, then a photo of the shop front where it stands: every claim carries the same proof. A new name or other categories go to our team with your claim.',
});

/** The store-front step and its dialogs. */
export const STORE_FRONT_TEXTS = defineTexts('claim/STORE_FRONT_TEXTS', {
  lead: 'Stand outside your shop and take a photo of its front, with the name board in view. We record your present location with the photo.',
  takePicture: 'Take a picture',
  choosePicture: 'Take a picture',
  pickHint: 'Opens the camera on phones. On a computer you can choose a photo of your shop front.',
  startingCamera: 'Starting the camera...',
  photoAlt: 'Your store front photo',
  cameraLabel: 'Camera view',
  noPhotoYet: 'No photo yet',
  recapture: 'Re-capture',
  finish: 'Finish',
  back: 'Back',
  capturedAddress: 'Captured address:',
  plusCode: 'Plus code:',
  cameraBlocked: 'The camera is blocked for this site. To allow it again in Chrome on Android:',
  locationBlocked: 'Location is blocked for this site. To allow it again in Chrome on Android:',
  allowStepLock: (what: 'Camera' | 'Location') =>
    `Tap the lock icon in the address bar, then Permissions, and turn ${what} on.`,
  allowStepMenu: (what: 'Camera' | 'Location') =>
    `Or open Chrome's menu, then Settings > Site settings > ${what}, and allow this site.`,
  allowStepCameraLast: 'Then reload this page. Until then, Take a picture opens the camera app.',
  allowStepLocationLast: 'Then tap Try again.',
  findingLocation: 'Finding your location...',
  findingAddress: 'Finding the address of your location...',
  addressAfterPhoto: 'Your location is recorded when you take the photo.',
  addressFailed: 'Could not find the address of your location.',
  tryAgain: 'Try again',
  confirmTitle: 'Are you sure',
  confirmBody: 'We will send your shop details, the store front photo and your location for verification.',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  uploadProgress: (percent: number) => `Sending… ${percent}%`,
  uploadLabel: 'Sending your claim',
  uploadRetrying: 'The connection dropped. Trying again…',
  uploadWaitingOnline: 'No connection. Your claim is kept on this phone and goes as soon as you are online.',
  submittedTitle: 'Claim Submitted',
  submittedBody: 'Thank you. Your shop will be listed after successful verification.',
  submittedSubscribe: 'Subscribe to Premium now to get top placement in search and a Verified badge.',
  subscribe: 'Subscribe',
});

/** 'Claim Shop - Instructions'. */
export const INSTRUCTIONS_TEXTS = defineTexts('claim/INSTRUCTIONS_TEXTS', {
  lead: 'Before you start, make sure your shop meets these three requirements. It helps us verify your shop quickly.',
  requirements: 'Requirements',
  nameMatchTitle: 'Name and category match',
  nameMatchText: "The shop name and category you enter must match your shop's name board and what it sells.",
  locationMatchTitle: 'Location matches',
  locationMatchText: "You take the store-front photo at the shop: the location recorded with it must be the shop's.",
  authorisedTitle: 'You are authorised',
  authorisedText: 'You must be the owner of the business or authorised to represent it.',
  whatYouWillDo: 'What you will do',
  duration: 'It takes about 2 minutes when you are at your shop with your phone and the cheque or passbook photo.',
  stepDetailsTitle: 'Shop details',
  stepDetailsText:
    "Shop name, a short intro, state, city, pin code, address, shop type and sub-categories, and the owner's name and email.",
  stepOtpTitle: 'Mobile number OTP',
  stepOtpText: "We send a 6-digit OTP to the owner's mobile number. Keep the phone with that number at hand.",
  stepChequeTitle: 'Cancelled cheque or passbook photo',
  stepChequeText: 'A clear photo of a cancelled cheque, or of the first page of your bank passbook.',
  stepStoreFrontTitle: 'Store-front photo, taken at your shop',
  stepStoreFrontText:
    'Stand outside your shop and take a photo of its front with the name board in view. We record your location with it, so allow the camera and location when your phone asks.',
  stepPremiumTitle: 'Premium (optional)',
  stepPremiumText:
    'After you submit, you may choose Premium for top placement in search and a Verified badge, or skip it.',
});

/** The KYC (OTP) dialog. */
export const KYC_TEXTS = defineTexts('claim/KYC_TEXTS', {
  title: 'KYC Verification',
  subtitle: 'Enter details to validate',
  close: 'Close',
  mobileNumber: 'Enter Mobile number',
  address: 'Address',
  otp: 'OTP',
  otpHint: (number: string) => `Enter the ${OTP_LENGTH}-digit code sent by SMS to ${number}.`,
  cancel: 'Cancel',
  sendOtp: 'Send OTP',
  sending: 'Sending...',
  verifyOtp: 'Verify OTP',
  verifying: 'Verifying...',
  resendOtp: 'Re-send OTP',
  resendIn: (seconds: number) => `Re-send in ${seconds}s`,
  useListedPhone: (number: string) => `Send the code to the shop's listed phone, ${number}, instead`,
  listedPhoneHint: "The phone shown on the shop's page. A claim proven on it is marked so for our team.",
});

/** 'Subscribe to your plan': what each plan gives, as it is today (issue 11, 'Truth in the copy'). */
export const SUBSCRIBE_TEXTS = defineTexts('claim/SUBSCRIBE_TEXTS', {
  free1: 'Your shop listed in the directory',
  free2: 'Up to 8 photos, opening hours, Call and WhatsApp buttons',
  free3: 'Reviews and ratings from shoppers, with your replies',
  free4: 'A price list of up to 200 products, compared with shops nearby',
  free5: 'Your numbers for the last 7 days',
  free6: 'Help answered within 2 working days',
  premium1: 'Top placement in search',
  premium2: 'Verified badge',
  premium3: 'Promotion tools: up to 3 offers at a time, such as cash discounts',
  premium4: 'Analytics for your shop: up to 90 days, compared with similar shops within 5 km',
  premium5: 'A bigger price list: up to 2,000 products',
  premium6: 'Priority support: help answered within 4 working hours',
  premium7: 'Shopper coins, spendable only at your shop',
  perYear: 'per year',
  premiumIncludes: (name: string) => `${name} includes everything in the Free plan, and:`,
  premiumStarts: (name: string) =>
    `${name} starts when your claim is approved; if it is not approved, you get a full refund. Every payment comes with a GST tax invoice.`,
  premiumOneYear: (plan: string) => `${plan}, 1 year`,
});

/** The thank-you and not-found pages. */
export const PAGE_TEXTS = defineTexts('claim/PAGE_TEXTS', {
  thankYouTitle: 'Thank you',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  goHome: 'Go to home page',
});

/** The shop types of the 'Add details' select, as shown (the value sent stays the English name). */
export const SHOP_TYPE_NAMES = defineTexts('claim/SHOP_TYPE_NAMES', {
  'Online Brands': 'Online Brands',
  'Online Service': 'Online Service',
  Retailers: 'Retailers',
  Wholesalers: 'Wholesalers',
  Distributors: 'Distributors',
  Manufacturers: 'Manufacturers',
  Suppliers: 'Suppliers',
  'Service Providers': 'Service Providers',
  Franchisees: 'Franchisees',
  'Online Retailers': 'Online Retailers',
  'Specialty Stores': 'Specialty Stores',
  'Pop-up Shops': 'Pop-up Shops',
});
