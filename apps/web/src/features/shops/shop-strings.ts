import type { SyntheticEvent } from 'react';
/**
 * Wording of the shops screens that SPEC.md does not fix (the wording it fixes is in
 * @local-shops/shared MESSAGES and LABELS).
 */
export const SHOP_TEXT = {
  searchButton: 'Search',
  offerTag: 'Offer',
  offersHeading: 'Offers',
  offerValidUntil: (date: string) => `Valid until ${new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' })}`,
  shopsNearYou: 'Shops near you',
  shopsNearTown: (town: string) => `Shops near ${town}`,
  showingResultsFor: 'Showing results for',
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
  reportProblem: 'Report a problem',
  reportSubject: (name: string, id: string) => `Problem with the shop page of ${name} (${id})`,
  shopPhoto: (name: string) => `Store front of ${name}`,
  categories: 'Categories',
  comparePrices: 'Compare prices',
  comparePricesNote: 'Price comparison with this shop is on its way: prices reported by shoppers will show here.',
  fromThisShop: (distance: string) => `${distance} from this shop`,
  away: (distance: string) => `${distance} away`,
  pauseScrolling: 'Pause scrolling',
  resumeScrolling: 'Resume scrolling',
  demoBanner: 'This is a sample shop page: it shows how a shop looks to shoppers.',
  demoPlans: 'See plans',
  claimSent: 'Your claim was sent. Our team will verify it and call you.',
  claimPendingReview: 'Claim pending review',
  claimPendingNote: 'We review every claim within 48 hours. See it on your dashboard.',
  showResultsAs: 'Show results as',
  listView: 'List',
  mapView: 'Map',
} as const;

export const SHOP_PLACEHOLDER_IMAGE = '/images/shop-placeholder.svg';
export const VERIFIED_BADGE_IMAGE = '/images/verified-badge.svg';

/** Swaps a picture that failed to load for the placeholder (once: the placeholder never fails twice). */
export function showPlaceholderOnError(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(SHOP_PLACEHOLDER_IMAGE)) image.src = SHOP_PLACEHOLDER_IMAGE;
}
