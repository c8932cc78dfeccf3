import { defineTexts } from '../../i18n/texts.ts';

/**
 * The owner's screens (issue 10 and 11): the dashboard, the listing editor, insights, offers, the
 * price list, reviews and help. The dashboard's own groups keep their English beside their schema
 * (the owner's subpaths of @local-shops/shared); this file names them, so that every language's
 * owner.ts is checked against them, and holds the rest.
 */
export { INSIGHTS_TEXT } from '../../schemas/insights.ts';
export { OFFER_TEXT } from '../../schemas/offers.ts';
export { OWNER_TEXT } from '../../schemas/owner.ts';
export { SUPPORT_TEXT } from '../../schemas/support.ts';

export const EDIT_TEXT = defineTexts('owner/EDIT_TEXT', {
  title: (name: string) => `Edit listing: ${name}`,
  back: 'Back to your shops',
  intro: 'Short intro',
  introHint: (left: number) => `${left} characters left`,
  hours: 'Opening hours',
  hoursUnknown: 'Opening hours not set yet.',
  setHours: 'Set opening hours',
  closed: 'Closed',
  opens: 'Opens',
  closes: 'Closes',
  addRange: 'Add hours',
  removeRange: 'Remove these hours',
  copyMonday: 'Copy Monday to all days',
  pastMidnight: 'A closing time earlier than the opening time means after midnight.',
  holidays: 'Holidays',
  holidaysHint: 'Days the shop stays closed.',
  holidayDate: 'Holiday date',
  addHoliday: 'Add holiday',
  removeHoliday: (date: string) => `Remove holiday ${date}`,
  contact: 'Contact buttons',
  phoneVisible: (number: string) => `Show a Call button with ${number}`,
  whatsapp: 'WhatsApp number',
  whatsappHint: 'Leave empty for no WhatsApp button.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Your listing is saved.',
  sentToReview: 'Saved. The name, position and category changes go to our review team first.',
  photos: (count: number, max: number) => `Photos (${count} of ${max})`,
  addPhoto: 'Add a photo',
  uploading: 'Uploading…',
  removePhoto: (n: number) => `Remove photo ${n}`,
  photoAdded: 'Photo added.',
  photoRemoved: 'Photo removed.',
  reviewed: 'Name, position and categories',
  reviewedNote: 'Changes here are checked by our review team before they show on your page.',
  name: 'Shop name',
  latitude: 'Latitude',
  longitude: 'Longitude',
  useMyLocation: 'Use my current location',
  categories: 'Categories',
  pendingEdit: 'Waiting for review',
  rejectedEdit: (reason: string | null) => `Your last change was not approved${reason ? `: ${reason}` : '.'}`,
  notYours: 'Only the number whose claim on this shop was approved can edit its listing.',
});

export const PRODUCTS_TEXT = defineTexts('owner/PRODUCTS_TEXT', {
  title: 'Price list',
  back: 'Back to dashboard',
  intro: 'Pick products from the catalogue so shoppers can compare your prices with shops nearby, or add your own items. Prices in rupees.',
  search: 'Find in the catalogue',
  add: 'Add',
  addOwn: 'Add your own item',
  name: 'Name',
  unit: 'Unit (for example 1 kg)',
  price: 'Price (₹)',
  inStock: 'In stock',
  remove: 'Remove',
  save: 'Save price list',
  saved: 'Your price list is saved.',
  empty: 'Your price list is empty.',
  fromCatalogue: 'Compared with shops nearby',
});

export const OWNER_REVIEW_TEXT = defineTexts('owner/OWNER_REVIEW_TEXT', {
  heading: 'Reviews',
  none: 'No reviews yet.',
  stars: (n: number) => `${n} of 5 stars`,
  yourReply: 'Your reply',
  reply: 'Reply',
  editReply: 'Edit reply',
  save: 'Post reply',
  saving: 'Posting...',
  cancel: 'Cancel',
  replied: 'Your reply is posted under the review.',
  more: 'Show more reviews',
});
