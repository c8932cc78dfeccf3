/** Every route of SPEC.md's route table, in one module. */
export const PATHS = {
  home: '/',
  dashboard: '/dashboard',
  instructions: '/instructions',
  addShop: '/add-shop',
  addStoreFrontPicture: '/add-store-front-picture',
  shop: (shopId: string) => `/${encodeURIComponent(shopId)}/shop`,
  subscribe: (shopId: string) => `/${encodeURIComponent(shopId)}/subscribe`,
  demo: (shopId: string) => `/${encodeURIComponent(shopId)}/demo`,
  thankYou: '/successful-thank-you',
  registrationEnquiry: '/registration-enquiry',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  refundPolicy: '/refund-and-cancellation-policy',
  contactUs: '/contact-us',
  shippingPolicy: '/shipping-policy',
  aboutUs: '/about-us',
  pricingPolicy: '/pricing-policy',
  services: '/services',
  // A town and category page ('Sweets & Bakery in Varanasi'); links are made by placePagePath (shared).
  place: '/in/:state/:town/:category',
  // The review team's console (not in SPEC.md's route table; lazily loaded, see router.tsx).
  admin: '/admin',
  adminClaim: (claimId: string) => `/admin/claims/${encodeURIComponent(claimId)}`,
  adminEnquiries: '/admin/enquiries',
  adminPayments: '/admin/payments',
} as const;
