import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { APP_TEXTS } from '@local-shops/shared';
import { useTexts } from '../lib/i18n.ts';
import { PATHS } from '../lib/paths.ts';
import { DismissOnNavigation } from '../lib/toast.tsx';
import { RouteErrorBoundary } from './error-page.tsx';
import { ScrollToTopOnNavigation } from './scroll-to-top.tsx';

/**
 * Route files stay thin: each screen is a lazily loaded module of its feature folder, so the
 * landing page only ships the code it shows. Declarative routes (decision 0047): the data
 * router's loaders and actions were never used, and cost 17 KB gzip on every first visit.
 */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingRoute = page(() => import('./landing-route.tsx'), 'LandingRoute');
const NotFoundPage = page(() => import('./not-found-page.tsx'), 'NotFoundPage');
const AppLayout = page(() => import('../features/layout/app-layout.tsx'), 'AppLayout');

// The review console, never loaded by the public pages: its screens load together on the first
// visit, so that moving between its sections never waits for code.
async function adminApp() {
  const [layout, claims, claim, enquiries, payments, listingEdits, reviews, offers, support, coins] = await Promise.all(
    [
      import('../features/admin/admin-layout.tsx'),
      import('../features/admin/admin-claims-page.tsx'),
      import('../features/admin/admin-claim-page.tsx'),
      import('../features/admin/admin-enquiries-page.tsx'),
      import('../features/admin/admin-payments-page.tsx'),
      import('../features/admin/admin-listing-edits-page.tsx'),
      import('../features/admin/admin-reviews-page.tsx'),
      import('../features/admin/admin-offers-page.tsx'),
      import('../features/admin/admin-support-page.tsx'),
      import('../features/admin/admin-coins-page.tsx'),
    ],
  );
  return {
    ...layout,
    ...claims,
    ...claim,
    ...enquiries,
    ...payments,
    ...listingEdits,
    ...reviews,
    ...offers,
    ...support,
    ...coins,
  };
}
const AdminLayout = page(adminApp, 'AdminLayout');
const ADMIN_PAGES = (
  [
    [undefined, 'AdminClaimsPage'],
    ['claims/:claimId', 'AdminClaimPage'],
    ['enquiries', 'AdminEnquiriesPage'],
    ['payments', 'AdminPaymentsPage'],
    ['listing-edits', 'AdminListingEditsPage'],
    ['reviews', 'AdminReviewsPage'],
    ['offers', 'AdminOffersPage'],
    ['support', 'AdminSupportPage'],
    ['coins', 'AdminCoinsPage'],
  ] as const
).map(([path, name]) => ({ path, Page: page(adminApp, name) }));

const SCREENS: readonly { path: string; Page: ComponentType }[] = [
  { path: PATHS.dashboard, Page: page(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage') },
  {
    path: '/dashboard/shops/:shopId/edit',
    Page: page(() => import('../features/dashboard/edit-listing-page.tsx'), 'EditListingPage'),
  },
  {
    path: '/dashboard/shops/:shopId/insights',
    Page: page(() => import('../features/dashboard/insights-page.tsx'), 'InsightsPage'),
  },
  {
    path: '/dashboard/shops/:shopId/offers',
    Page: page(() => import('../features/dashboard/offers-page.tsx'), 'OffersPage'),
  },
  {
    path: '/dashboard/shops/:shopId/coins',
    Page: page(() => import('../features/coins/owner-coins-page.tsx'), 'OwnerCoinsPage'),
  },
  {
    path: '/dashboard/shops/:shopId/products',
    Page: page(() => import('../features/dashboard/products-page.tsx'), 'ProductsPage'),
  },
  { path: PATHS.instructions, Page: page(() => import('../features/claim/instructions-page.tsx'), 'InstructionsPage') },
  { path: PATHS.addShop, Page: page(() => import('../features/claim/add-shop-page.tsx'), 'AddShopPage') },
  {
    path: PATHS.addStoreFrontPicture,
    Page: page(() => import('../features/claim/store-front-page.tsx'), 'StoreFrontPage'),
  },
  { path: '/:shopId/shop', Page: page(() => import('../features/shops/shop-page.tsx'), 'ShopPage') },
  { path: PATHS.saved, Page: page(() => import('../features/shops/saved-page.tsx'), 'SavedShopsPage') },
  { path: PATHS.coins, Page: page(() => import('../features/coins/coins-page.tsx'), 'CoinsPage') },
  { path: '/:shopId/subscribe', Page: page(() => import('../features/subscribe/subscribe-page.tsx'), 'SubscribePage') },
  { path: '/:shopId/demo', Page: page(() => import('../features/shops/demo-page.tsx'), 'DemoPage') },
  { path: PATHS.place, Page: page(() => import('../features/places/place-page.tsx'), 'PlacePage') },
  { path: PATHS.thankYou, Page: page(() => import('../features/thank-you/thank-you-page.tsx'), 'ThankYouPage') },
  {
    path: PATHS.registrationEnquiry,
    Page: page(() => import('../features/enquiry/registration-enquiry-page.tsx'), 'RegistrationEnquiryPage'),
  },
];

const StaticPage = lazy(async () => ({
  default: (await import('../features/static-pages/static-page.tsx')).StaticPage,
}));
const STATIC_PAGES = [
  [PATHS.privacyPolicy, 'privacy'],
  [PATHS.termsAndConditions, 'terms'],
  [PATHS.refundPolicy, 'refund'],
  [PATHS.contactUs, 'contact'],
  [PATHS.shippingPolicy, 'shipping'],
  [PATHS.aboutUs, 'about'],
  [PATHS.pricingPolicy, 'pricing'],
  [PATHS.services, 'services'],
] as const;

/** Every screen of the site. A screen that fails (a chunk gone after a deploy) shows the error page until the next navigation. */
export function AppRoutes() {
  const location = useLocation();
  const texts = useTexts(APP_TEXTS);
  // One boundary per frame (the landing page, the site's layout, the console; each layout has one
  // per address inside it): moving to another frame shows 'Loading...' until its code is here,
  // rather than the previous screen under the new address.
  const frame =
    location.pathname === PATHS.home ? 'landing' : location.pathname.startsWith(PATHS.admin) ? 'admin' : 'site';
  return (
    <>
      <DismissOnNavigation screen={location.pathname} />
      <ScrollToTopOnNavigation />
      <RouteErrorBoundary resetKey={location.key}>
        <Suspense key={frame} fallback={<p className="screen-loading">{texts.loading}</p>}>
          <Routes>
            <Route path={PATHS.home} element={<LandingRoute />} />
            <Route path={PATHS.admin} element={<AdminLayout />}>
              {ADMIN_PAGES.map(({ path, Page }) =>
                path ? (
                  <Route key={path} path={path} element={<Page />} />
                ) : (
                  <Route key="index" index element={<Page />} />
                ),
              )}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
            <Route element={<AppLayout />}>
              {SCREENS.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              {STATIC_PAGES.map(([path, name]) => (
                <Route key={path} path={path} element={<StaticPage page={name} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
