/** API paths, relative to the /v1 prefix. One module so that the web client and the routes agree. */
export const API_PREFIX = '/v1';

export const API_PATHS = {
  health: '/health',
  shopsFilter: '/claim-shops/filter',
  shop: (id: string) => `/claim-shops/${encodeURIComponent(id)}`,
  shopNearby: (id: string) => `/claim-shops/${encodeURIComponent(id)}/nearby`,
  categories: '/categories/filter',
  subCategories: '/sub-categories/filter',
  states: '/reference/states',
  shopTypes: '/reference/shop-types',
  otpSend: '/otp/verification',
  otpVerify: '/otp/verify-otp',
  otpSession: '/otp/session',
  devOutbox: '/dev/outbox',
  claimShops: '/claim-shops',
  claimVerification: '/claim-shops/verification',
  claimVerifyOtp: (shopId: string) => `/claim-shops/verify-otp/${encodeURIComponent(shopId)}`,
  addressLookup: '/google-apis/address-lookup',
  paymentOrder: (shopId: string) => `/claim-shops/payment/${encodeURIComponent(shopId)}`,
  paymentVerify: (shopId: string) => `/claim-shops/${encodeURIComponent(shopId)}/payment/verify`,
  sandboxPayments: '/sandbox/payments',
  razorpayWebhook: '/webhooks/razorpay',
} as const;
