/**
 * The review console's screens, in one module so that the router loads them as one lazy chunk:
 * the public pages' first bundle only grows by the few route entries that point here.
 */
export { AdminClaimPage } from './admin-claim-page.tsx';
export { AdminClaimsPage } from './admin-claims-page.tsx';
export { AdminEnquiriesPage } from './admin-enquiries-page.tsx';
export { AdminLayout } from './admin-layout.tsx';
export { AdminListingEditsPage } from './admin-listing-edits-page.tsx';
export { AdminOffersPage } from './admin-offers-page.tsx';
export { AdminPaymentsPage } from './admin-payments-page.tsx';
export { AdminReviewsPage } from './admin-reviews-page.tsx';
export { AdminSupportPage } from './admin-support-page.tsx';
