import { createBrowserRouter } from 'react-router';
import { PATHS } from '../lib/paths.ts';
import { ErrorPage } from './error-page.tsx';

/**
 * Route files stay thin: each screen is a lazily loaded module of its feature folder, so the
 * landing page only ships the code it shows.
 */
export const router = createBrowserRouter([
  {
    path: PATHS.home,
    errorElement: <ErrorPage />,
    lazy: async () => ({ Component: (await import('./landing-route.tsx')).LandingRoute }),
  },
  {
    // The review console: one lazily loaded chunk (features/admin/admin-app.ts), never loaded by the public pages.
    path: PATHS.admin,
    errorElement: <ErrorPage />,
    lazy: async () => ({ Component: (await import('../features/admin/admin-app.ts')).AdminLayout }),
    children: [
      ...(
        [
          [undefined, 'AdminClaimsPage'],
          ['claims/:claimId', 'AdminClaimPage'],
          ['enquiries', 'AdminEnquiriesPage'],
          ['payments', 'AdminPaymentsPage'],
          ['listing-edits', 'AdminListingEditsPage'],
          ['reviews', 'AdminReviewsPage'],
          ['offers', 'AdminOffersPage'],
          ['support', 'AdminSupportPage'],
        ] as const
      ).map(([path, page]) => ({
        ...(path ? { path } : { index: true as const }),
        lazy: async () => ({ Component: (await import('../features/admin/admin-app.ts'))[page] }),
      })),
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }) },
    ],
  },
  {
    errorElement: <ErrorPage />,
    lazy: async () => ({ Component: (await import('../features/layout/app-layout.tsx')).AppLayout }),
    children: [
      { path: PATHS.dashboard, lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage }) },
      { path: '/dashboard/shops/:shopId/edit', lazy: async () => ({ Component: (await import('../features/dashboard/edit-listing-page.tsx')).EditListingPage }) },
      {
        path: '/dashboard/shops/:shopId/insights',
        lazy: async () => ({ Component: (await import('../features/dashboard/insights-page.tsx')).InsightsPage }),
      },
      {
        path: '/dashboard/shops/:shopId/offers',
        lazy: async () => ({ Component: (await import('../features/dashboard/offers-page.tsx')).OffersPage }),
      },
      {
        path: '/dashboard/shops/:shopId/products',
        lazy: async () => ({ Component: (await import('../features/dashboard/products-page.tsx')).ProductsPage }),
      },
      { path: PATHS.instructions, lazy: async () => ({ Component: (await import('../features/claim/instructions-page.tsx')).InstructionsPage }) },
      { path: PATHS.addShop, lazy: async () => ({ Component: (await import('../features/claim/add-shop-page.tsx')).AddShopPage }) },
      {
        path: PATHS.addStoreFrontPicture,
        lazy: async () => ({ Component: (await import('../features/claim/store-front-page.tsx')).StoreFrontPage }),
      },
      { path: '/:shopId/shop', lazy: async () => ({ Component: (await import('../features/shops/shop-page.tsx')).ShopPage }) },
      { path: PATHS.saved, lazy: async () => ({ Component: (await import('../features/shops/saved-page.tsx')).SavedShopsPage }) },
      { path: '/:shopId/subscribe', lazy: async () => ({ Component: (await import('../features/subscribe/subscribe-page.tsx')).SubscribePage }) },
      { path: '/:shopId/demo', lazy: async () => ({ Component: (await import('../features/shops/demo-page.tsx')).DemoPage }) },
      { path: PATHS.place, lazy: async () => ({ Component: (await import('../features/places/place-page.tsx')).PlacePage }) },
      { path: PATHS.thankYou, lazy: async () => ({ Component: (await import('../features/thank-you/thank-you-page.tsx')).ThankYouPage }) },
      {
        path: PATHS.registrationEnquiry,
        lazy: async () => ({ Component: (await import('../features/enquiry/registration-enquiry-page.tsx')).RegistrationEnquiryPage }),
      },
      ...(
        [
          [PATHS.privacyPolicy, 'privacy'],
          [PATHS.termsAndConditions, 'terms'],
          [PATHS.refundPolicy, 'refund'],
          [PATHS.contactUs, 'contact'],
          [PATHS.shippingPolicy, 'shipping'],
          [PATHS.aboutUs, 'about'],
          [PATHS.pricingPolicy, 'pricing'],
          [PATHS.services, 'services'],
        ] as const
      ).map(([path, page]) => ({
        path,
        lazy: async () => {
          const { StaticPage } = await import('../features/static-pages/static-page.tsx');
          return { Component: () => <StaticPage page={page} /> };
        },
      })),
      { path: '*', lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }) },
    ],
  },
]);
