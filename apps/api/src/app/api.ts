import type { FastifyInstance } from 'fastify';
import { addressLookupRoutes } from '../features/address-lookup/address-lookup.routes.ts';
import { adminRoutes } from '../features/admin/admin.routes.ts';
import { claimDuplicatesRoutes } from '../features/claims/claim-duplicates.routes.ts';
import { claimsRoutes } from '../features/claims/claims.routes.ts';
import { coinsRoutes } from '../features/coins/coins.routes.ts';
import { enquiriesRoutes } from '../features/enquiries/enquiries.routes.ts';
import { healthRoutes } from '../features/health/health.routes.ts';
import { insightsRoutes } from '../features/insights/insights.routes.ts';
import { listingRoutes } from '../features/listing/listing.routes.ts';
import { devOutboxRoutes } from '../features/notifications/dev-outbox.routes.ts';
import { offersRoutes } from '../features/offers/offers.routes.ts';
import { openApiRoutes } from '../features/openapi/openapi.routes.ts';
import { otpRoutes } from '../features/otp/otp.routes.ts';
import { ownerRoutes } from '../features/owner/owner.routes.ts';
import { paymentsRoutes } from '../features/payments/payments.routes.ts';
import { sandboxRoutes } from '../features/payments/sandbox.routes.ts';
import { webhooksRoutes } from '../features/payments/webhooks.routes.ts';
import { productsRoutes } from '../features/products/products.routes.ts';
import { referenceRoutes } from '../features/reference/reference.routes.ts';
import { reviewsRoutes } from '../features/reviews/reviews.routes.ts';
import { placesApiRoutes } from '../features/seo/seo.routes.ts';
import { shopsRoutes } from '../features/shops/shops.routes.ts';
import { shopsWriter } from '../features/shops/shops.writer.ts';
import { siteConfigRoutes } from '../features/site-config/site-config.routes.ts';
import { supportRoutes } from '../features/support/support.routes.ts';
import type { AppContext } from './services.ts';

/**
 * The API under /v1. A plain (encapsulated) plugin, registered with the prefix: what a feature
 * adds in here (content-type parsers, request decorations, hooks) stays in its own context.
 */
export async function apiRoutes(api: FastifyInstance, services: AppContext) {
  const { config, db, now, otp, claims, payments, outbox, counters, seo, imageStore, publicImages, admin } = services;
  const production = config.env === 'production';
  await api.register(healthRoutes, { db });
  await api.register(shopsRoutes, { db, now, counters });
  await api.register(insightsRoutes, { db, counters, now });
  await api.register(offersRoutes, { db, now });
  await api.register(coinsRoutes, { db, now });
  await api.register(productsRoutes, { db, now });
  await api.register(supportRoutes, { db, now });
  await api.register(openApiRoutes);
  await api.register(referenceRoutes, { db });
  await api.register(siteConfigRoutes, { map: config.map });
  await api.register(placesApiRoutes, { seo });
  await api.register(addressLookupRoutes, { db, now, googleMapsApiKey: config.googleMapsApiKey });
  await api.register(otpRoutes, { db, otp, now, secureCookies: production });
  await api.register(claimsRoutes, { db, claims, now, secureCookies: production });
  await api.register(claimDuplicatesRoutes, { db, now });
  await api.register(ownerRoutes, { db, now, secureCookies: production });
  await api.register(listingRoutes, { db, now, publicImages, updateOwnerEdited: shopsWriter.updateOwnerEdited });
  await api.register(reviewsRoutes, { db, publicImages, now, moveRating: shopsWriter.moveRating });
  if (services.devOutbox) await api.register(devOutboxRoutes, { db });
  await api.register(paymentsRoutes, { db, payments, now, invoices: config.invoices });
  if (payments.provider.name === 'sandbox') await api.register(sandboxRoutes, { db, payments });
  const webhookSecret = payments.provider.webhookSecret;
  if (webhookSecret) await api.register(webhooksRoutes, { payments, secret: webhookSecret });
  await api.register(enquiriesRoutes, { db, outbox, teamEmail: config.email.teamEmail, now });
  // Two-factor sign-in is required in production (decision 0056).
  await api.register(adminRoutes, {
    db,
    images: imageStore,
    publicImages,
    outbox,
    now,
    secureCookies: production,
    ...admin,
    requireTwoFactor: production,
    totpKey: config.adminTotpKey,
  });
}
