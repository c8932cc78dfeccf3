/** API paths, relative to the /v1 prefix. One module so that the web client and the routes agree. */
export const API_PREFIX = '/v1';

export const API_PATHS = {
  health: '/health',
  openApi: '/openapi.json',
  healthReady: '/health/ready',
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
  enquiries: '/enquiries',
  ownerShops: '/owner/shops',
  ownerLogout: '/owner/logout',
  place: (state: string, town: string, categoryId: string) => `/places/${encodeURIComponent(state)}/${encodeURIComponent(town)}/${encodeURIComponent(categoryId)}`,
} as const;

/** The review console's API paths, apart from API_PATHS so that the public bundle does not carry them. */
export const ADMIN_API_PATHS = {
  login: '/admin/login',
  logout: '/admin/logout',
  session: '/admin/session',
  claims: '/admin/claims',
  claim: (id: string) => `/admin/claims/${encodeURIComponent(id)}`,
  claimApprove: (id: string) => `/admin/claims/${encodeURIComponent(id)}/approve`,
  claimReject: (id: string) => `/admin/claims/${encodeURIComponent(id)}/reject`,
  images: '/admin/images',
  enquiries: '/admin/enquiries',
  paymentRefund: (id: string) => `/admin/payments/${encodeURIComponent(id)}/refund`,
  enquiryStatus: (id: string) => `/admin/enquiries/${encodeURIComponent(id)}/status`,
  payments: '/admin/payments',
} as const;
