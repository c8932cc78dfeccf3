import { BRAND_NAME } from './brand.ts';

/** Where the pages link to (apps/web/src/lib/paths.ts has the same; a test keeps them equal). */
export const PAGE_LINKS = {
  pricingPolicy: '/pricing-policy',
  refundPolicy: '/refund-and-cancellation-policy',
  instructions: '/instructions',
  registrationEnquiry: '/registration-enquiry',
  contactUs: '/contact-us',
} as const;

/** The company behind the product, as the legal and contact pages name it. */
export const COMPANY = {
  name: `${BRAND_NAME} Technologies`,
  addressLines: [
    '2nd Floor, 14 Residency Road',
    'Shanthala Nagar, Ashok Nagar',
    'Bengaluru, Karnataka 560025',
    'India',
  ],
  city: 'Bengaluru',
} as const;
