import type { CONSOLE_ROUTES } from './routes/console-routes.ts';
import type { OWNER_ROUTES } from './routes/owner-routes.ts';
import type { PUBLIC_ROUTES } from './routes/public-routes.ts';
import { pathOf } from './routes/route.ts';

/**
 * API paths, relative to the /v1 prefix, made from the route table (decision 0060) so that the web
 * client and the routes agree: a path with parameters is a function of them, in order.
 */
export const API_PREFIX = '/v1';

type Public = typeof PUBLIC_ROUTES;
type Owner = typeof OWNER_ROUTES;
type Console = typeof CONSOLE_ROUTES;
// The pattern is written again here, checked against the table's by the compiler: a type-only
// import, so that the pages that only need a path do not carry the table's schemas.
const at = <K extends keyof Public>(_entry: K, pattern: Public[K]['path']) => pathOf(pattern);
const atOwner = <K extends keyof Owner>(_entry: K, pattern: Owner[K]['path']) => pathOf(pattern);
const atConsole = <K extends keyof Console>(_entry: K, pattern: Console[K]['path']) => pathOf(pattern);

export const API_PATHS = {
  health: at('health', '/health'),
  openApi: at('openApi', '/openapi.json'),
  healthReady: at('healthReady', '/health/ready'),
  shopsFilter: at('shopsFilter', '/claim-shops/filter'),
  shop: at('shop', '/claim-shops/:id'),
  shopReviews: at('shopReviews', '/claim-shops/:id/reviews'),
  reviewReport: at('reportReview', '/reviews/:id/report'),
  ownerReviewReply: atOwner('ownerReviewReply', '/owner/shops/:shopId/reviews/:reviewId/reply'),
  shopNearby: at('shopNearby', '/claim-shops/:id/nearby'),
  shopsByIds: at('shopsByIds', '/claim-shops/by-ids'),
  siteConfig: at('siteConfig', '/site-config'),
  categories: at('categories', '/categories/filter'),
  subCategories: at('subCategories', '/sub-categories/filter'),
  states: at('states', '/reference/states'),
  shopTypes: at('shopTypes', '/reference/shop-types'),
  otpSend: at('otpSend', '/otp/verification'),
  otpVerify: at('otpVerify', '/otp/verify-otp'),
  otpSession: at('otpSession', '/otp/session'),
  devOutbox: at('devOutbox', '/dev/outbox'),
  claimShops: at('claimShops', '/claim-shops'),
  claimVerification: at('claimVerification', '/claim-shops/verification'),
  claimVerifyOtp: at('claimVerifyOtp', '/claim-shops/verify-otp/:id'),
  addressLookup: at('addressLookup', '/google-apis/address-lookup'),
  paymentOrder: at('paymentOrder', '/claim-shops/payment/:shopId'),
  paymentVerify: at('paymentVerify', '/claim-shops/:shopId/payment/verify'),
  sandboxPayments: at('sandboxPayments', '/sandbox/payments'),
  razorpayWebhook: at('razorpayWebhook', '/webhooks/razorpay'),
  enquiries: at('enquiries', '/enquiries'),
  ownerShops: atOwner('ownerShops', '/owner/shops'),
  ownerLogout: atOwner('ownerLogout', '/owner/logout'),
  ownerShop: atOwner('ownerShop', '/owner/shops/:id'),
  ownerShopPhotos: atOwner('ownerShopPhotos', '/owner/shops/:id/photos'),
  ownerShopPhoto: atOwner('ownerShopPhoto', '/owner/shops/:id/photos/:photoId'),
  place: at('place', '/places/:state/:town/:category'),
} as const;

/**
 * The review console's API paths. The public pages do not use them, so they are left out of their
 * bundle, as is the console's table: a module imported from here would be loaded by every page.
 */
export const ADMIN_API_PATHS = {
  login: atConsole('login', '/admin/login'),
  logout: atConsole('logout', '/admin/logout'),
  session: atConsole('session', '/admin/session'),
  claims: atConsole('claims', '/admin/claims'),
  claim: atConsole('claim', '/admin/claims/:id'),
  claimApprove: atConsole('claimApprove', '/admin/claims/:id/approve'),
  claimReject: atConsole('claimReject', '/admin/claims/:id/reject'),
  /** The prefix of the signed links of private images (GET /admin/images/:kind/:file). */
  images: '/admin/images',
  enquiries: atConsole('enquiries', '/admin/enquiries'),
  paymentRefund: atConsole('paymentRefund', '/admin/payments/:id/refund'),
  paymentInvoice: atConsole('paymentInvoice', '/admin/payments/:id/invoice'),
  paymentCreditNote: atConsole('paymentCreditNote', '/admin/payments/:id/credit-note'),
  enquiryStatus: atConsole('enquiryStatus', '/admin/enquiries/:id/status'),
  payments: atConsole('payments', '/admin/payments'),
  listingEdits: atConsole('listingEdits', '/admin/listing-edits'),
  listingEdit: atConsole('listingEdit', '/admin/listing-edits/:id'),
  listingEditApprove: atConsole('listingEditApprove', '/admin/listing-edits/:id/approve'),
  listingEditReject: atConsole('listingEditReject', '/admin/listing-edits/:id/reject'),
  reviews: atConsole('reviews', '/admin/reviews'),
  reviewPublish: atConsole('reviewPublish', '/admin/reviews/:id/publish'),
  reviewRemove: atConsole('reviewRemove', '/admin/reviews/:id/remove'),
} as const;
