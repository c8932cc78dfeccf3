import { BRAND_NAME } from '@local-shops/shared';

/** Company details quoted by the legal and contact pages. */
export const COMPANY = {
  name: `${BRAND_NAME} Technologies`,
  addressLines: ['2nd Floor, 14 Residency Road', 'Shanthala Nagar, Ashok Nagar', 'Bengaluru, Karnataka 560025', 'India'],
  city: 'Bengaluru',
  hours: 'Monday to Saturday, 10:00 am to 6:00 pm (IST), except public holidays',
} as const;
