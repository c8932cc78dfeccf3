import { BRAND_NAME } from '../../brand.ts';
import { formatDistanceKm } from '../../geo.ts';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { defineTexts } from '../../i18n/texts.ts';
import { REVIEW_TEXT_MAX } from '../../reviews.ts';

/** The shops screens' wording that SPEC.md does not fix (what it fixes is in MESSAGES and LABELS). */
export const SHOP_TEXT = defineTexts('shops/SHOP_TEXT', {
  searchButton: 'Search',
  offerTag: 'Offer',
  offersHeading: 'Offers',
  offerValidUntil: (date: string) =>
    `Valid until ${formatDate(date, 'en', { day: 'numeric', month: 'long', timeZone: 'UTC' })}`,
  shopsNearYou: 'Shops near you',
  shopsNearTown: (town: string) => `Shops near ${town}`,
  showingResultsFor: 'Showing results for',
  searchInPlace: (place: string) => `Shops in ${place}`,
  /** The heading of a town and category page, and its link: 'Sweets & Bakery in Varanasi, Uttar Pradesh'. */
  placeTitle: (category: string, town: string, state: string) => `${category} in ${town}, ${state}`,
  searchAlsoSpelt: 'Also shops whose name is spelt differently, in Hindi script, or with a typo',
  orderLabel: 'Order of the list',
  nearestFirst: 'Nearest first',
  alphabetical: 'A to Z',
  seeAllAtoZ: (km: number) => `Nothing within ${km} km: see all shops A to Z`,
  chooseTown: 'Choose your town',
  filtersHeading: 'Filter shops',
  category: 'Category',
  subCategory: 'Sub-category',
  shopType: 'Shop type',
  state: 'State',
  city: 'City',
  claimStatus: 'Claim status',
  any: 'Any',
  nearMe: 'Near me',
  radius: 'Within',
  sortByDistance: 'Sort by distance',
  locationNeeded: 'Allow location access to find shops near you.',
  clearFilters: 'Clear filters',
  tryAgain: 'Try again',
  backHome: 'Go to home page',
  distanceFromYou: 'Distance from you:',
  share: 'Share',
  saveShop: 'Save',
  savedShop: 'Saved',
  shopSaved: 'Shop saved.',
  shopUnsaved: 'Shop removed from your saved shops.',
  storageUnavailable: 'Could not save on this device.',
  more: 'More',
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  copyFailed: 'Could not copy the link.',
  shareOnWhatsApp: 'Share on WhatsApp',
  reportProblem: 'Report a problem',
  reportSubject: (name: string, id: string) => `Problem with the shop page of ${name} (${id})`,
  shopPhoto: (name: string) => `Store front of ${name}`,
  categories: 'Categories',
  comparePrices: 'Compare prices',
  comparePricesNote: 'Price comparison with this shop is on its way: prices reported by shoppers will show here.',
  /** A distance as shown: one decimal and the unit ('12.3 km'). */
  distance: formatDistanceKm,
  /** A radius choice of the search: a whole number of km. */
  radiusKm: (km: number) => `${km} km`,
  fromThisShop: (distance: string) => `${distance} from this shop`,
  fromTheCentre: (distance: string) => `${distance} from the centre`,
  away: (distance: string) => `${distance} away`,
  pauseScrolling: 'Pause scrolling',
  resumeScrolling: 'Resume scrolling',
  demoBanner: 'This is a sample shop page: it shows how a shop looks to shoppers.',
  demoPlans: 'See plans',
  claimSent: 'Your claim was sent. Our team will verify it and call you.',
  claimContinue:
    'Number verified. Now add the owner details, a cheque or passbook photo and a photo of the shop front.',
  claimOwnership: 'Own this shop? Ask to take it over',
  claimOwnershipNote: 'The current owner is told by SMS, and our team checks your proof before anything changes.',
  claimPendingReview: 'Claim pending review',
  claimPendingNote: 'We review every claim within 48 hours. See it on your dashboard.',
  showResultsAs: 'Show results as',
  listView: 'List',
  mapView: 'Map',
  pickTown: 'Pick a town',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  loadingTowns: 'Loading towns…',
  noShopsHere: 'No shops listed here yet.',
  /** The town page's heading above its other categories. */
  moreShopsIn: (town: string) => `More shops in ${town}`,
});

/** A shop's rating, on the list and the shop page (issue 12). */
export const RATING_TEXT = defineTexts('shops/RATING_TEXT', {
  noRating: 'No reviews yet',
  outOfFive: (average: number) => `${average.toFixed(1)} out of 5`,
  reviewCount: (count: number) => `${formatNumber(count, 'en')} ${count === 1 ? 'review' : 'reviews'}`,
});

/** Shoppers' reviews on the shop page (issue 12). */
export const REVIEW_TEXT = defineTexts('shops/REVIEW_TEXT', {
  heading: 'Ratings & reviews',
  noReviews: 'No reviews yet. Be the first to review this shop.',
  writeReview: 'Write a review',
  ownerNote: 'This is your shop: reply to its reviews from your dashboard.',
  showMore: 'Show more reviews',
  loadingMore: 'Loading...',
  report: 'Report',
  reported: 'Reported',
  ownerReply: 'Reply from the owner',
  photoAlt: (n: number, author: string) => `Photo ${n} from ${author}`,
  formTitle: 'Rate this shop',
  formSubtitle: (shopName: string) => shopName,
  yourRating: 'Your rating',
  star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  yourReview: 'Your review (optional)',
  charactersLeft: (n: number) => `${n} characters left`,
  photos: 'Photos (optional, up to 3)',
  addPhotos: 'Add photos',
  removePhoto: (n: number) => `Remove photo ${n}`,
  tooManyPhotos: 'You can add up to 3 photos.',
  chooseRating: 'Please choose a rating from 1 to 5 stars.',
  textTooLong: `Your review can be at most ${REVIEW_TEXT_MAX} characters.`,
  cancel: 'Cancel',
  post: 'Post review',
  posting: 'Posting...',
  close: 'Close',
  signInTitle: 'Verify your number to review',
  signInSubtitle: 'We send a code by SMS. Your number is never shown: reviews show only its last 4 digits.',
});

export const SAVED_TEXT = defineTexts('shops/SAVED_TEXT', {
  savedShopsHeading: 'Saved shops',
  savedShopsEmpty: 'No saved shops yet.',
  savedShopsEmptyNote: "Tap Save on a shop's page to keep it here, on this phone.",
  findShops: 'Find shops',
  removeSaved: 'Remove',
  removeSavedLabel: (name: string) => `Remove ${name} from saved shops`,
  savedNoLongerListed: (count: number) =>
    count === 1 ? '1 saved shop is no longer listed.' : `${count} saved shops are no longer listed.`,
});

export const LISTING_VIEW_TEXT = defineTexts('shops/LISTING_VIEW_TEXT', {
  call: 'Call',
  whatsapp: 'WhatsApp',
  openNow: 'Open now',
  closed: 'Closed',
  closedOpensAt: (time: string) => `Closed, opens at ${time}`,
  closedOpensOn: (day: string, time: string) => `Closed, opens ${day} at ${time}`,
  closedToday: 'Closed today',
  closedHoliday: 'Closed (holiday)',
  hours: 'Opening hours',
  hoursAsMapped: 'As written on OpenStreetMap. Check with the shop before you go.',
  website: 'Website',
  photos: 'Photos',
  photoOf: (name: string, n: number) => `${name}, photo ${n}`,
  whatsappMessage: (name: string) => `Hello ${name}, I found your shop on ${BRAND_NAME}.`,
});

export const PRICE_TEXT = defineTexts('shops/PRICE_TEXT', {
  priceList: 'Price list',
  thisShop: 'This shop',
  outOfStock: 'Out of stock',
  rupees: (price: number) => `₹${Number.isInteger(price) ? price : price.toFixed(2)}`,
  km: (km: number) => `${km.toFixed(1)} km`,
});

export const RESULTS_MAP_TEXT = defineTexts('shops/RESULTS_MAP_TEXT', {
  mapOfResults: 'Map of the shops found',
  shopsHere: (count: number) => `${count} shops here: zoom in`,
  shopsOnMap: (count: number) => (count === 1 ? '1 shop on the map.' : `${count} shops on the map.`),
  shopsWithoutLocation: (count: number) =>
    count === 1 ? '1 shop has no location yet.' : `${count} shops have no location yet.`,
  moreOnMap: 'Show more shops',
});

export const LOCATION_TEXT = defineTexts('shops/LOCATION_TEXT', {
  location: 'Location',
  mapOfShop: (name: string) => `Map of ${name}`,
  directions: 'Directions',
  directionsLabel: (name: string) => `Directions to ${name} (opens your map app)`,
});

/** The days of the week, as the opening hours name them. */
export const DAY_NAMES = defineTexts('shops/DAY_NAMES', {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
});

/** The credit owed for a shop that came from OpenStreetMap (ODbL, decision 0072). */
export const DATA_CREDIT_TEXT = defineTexts('shops/DATA_CREDIT_TEXT', {
  shopDetailsFrom: 'Shop details from',
  openStreetMapContributors: '© OpenStreetMap contributors',
});
