import type { ShopDetail, ShopMetaInfo } from '@local-shops/shared';

/** The full shop shape of SPEC.md section 3, as the demo page's sample has it. */
export interface SampleShop extends ShopDetail {
  shopOwnerName: string;
  shopOwnerContactNumber: string;
  /** URL of the cheque photo; private, never shown on the page. */
  shopOwnerCancelledChequeImage: string;
  storeFrontPicture: string;
  capturedAddress: string;
  metaInfo: ShopMetaInfo;
}

/**
 * A made-up sweet shop in Varanasi. The owner details are fictitious and the page shows only the
 * public fields; the store-front URL is the app's own placeholder picture, so the demo needs no
 * uploaded image.
 */
export const SAMPLE_SHOP: SampleShop = {
  id: 'demo-shop-sharma-mithai-bhandar',
  createdAt: '2024-01-15T09:30:00.000Z',
  updatedAt: '2024-03-02T11:05:00.000Z',
  name: 'Sharma Mithai Bhandar',
  intro:
    'Fresh sweets made every morning in pure desi ghee: kaju katli, rasgulla, peda and seasonal specials. Namkeen and daily grocery essentials too. Family run since 1987.',
  address: 'Lanka, Varanasi, Uttar Pradesh 221005',
  city: 'Varanasi',
  state: 'Uttar Pradesh',
  pin: '221005',
  shopType: 'Retailers',
  shopOwnerName: 'Ramesh Sharma',
  shopOwnerContactNumber: '+919000000000',
  shopOwnerCancelledChequeImage: '/v1/media/cheques/demo-cheque.jpg',
  storeFrontPicture: '/images/shop-placeholder.svg',
  lat: 25.2793,
  long: 82.9995,
  capturedAddress: '7Q4X+PR Varanasi, Uttar Pradesh',
  isClaimed: true,
  isVerified: true,
  metaInfo: { isPaid: true, isPaymentValid: true, premiumUntil: '2099-01-01T00:00:00.000Z' },
  rating: { average: null, count: 0 },
  categories: [{ id: 'food-and-grocery', label: 'Food & Grocery' }],
  subCategories: [
    { id: 'sweets-and-mithai', label: 'Sweets & Mithai', categoryId: 'food-and-grocery' },
    { id: 'namkeen-and-snacks', label: 'Namkeen & Snacks', categoryId: 'food-and-grocery' },
  ],
  openingHours: null,
  holidays: [],
  isOpenNow: null,
  openingHoursText: null,
  streetAddress: null,
  locality: null,
  website: null,
  fromOpenStreetMap: false,
  contact: { phone: null, whatsapp: null },
  photos: [],
  offers: [],
  coins: null,
  pendingReview: false,
};
