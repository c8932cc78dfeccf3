import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { ApplyListingEdit } from '../features/admin/admin-listing-edits.ts';
import type { OwnershipWriters } from '../features/admin/admin-ownership.ts';
import { resolveAdminLinkSecret } from '../features/admin/image-links.ts';
import { attachToListedShop } from '../features/claims/claim-merge.ts';
import { endOwnership, hasOtherClaims } from '../features/claims/claims.listing.ts';
import { decideClaim } from '../features/claims/claims.repository.ts';
import { createClaimsService } from '../features/claims/claims.service.ts';
import { coinTotals } from '../features/coins/coins.console.ts';
import { setCoinsFrozen } from '../features/coins/coins.repository.ts';
import { moveEnquiryStatus } from '../features/enquiries/enquiries.repository.ts';
import { createInsightsFlusher } from '../features/insights/insights.flusher.ts';
import { recordEditDecision } from '../features/listing/listing.repository.ts';
import type { OutboxTransport } from '../features/notifications/outbox-transport.ts';
import { createOutboxWorker } from '../features/notifications/outbox-worker.ts';
import { selectNotificationProviders } from '../features/notifications/select-providers.ts';
import { takeDownOffer } from '../features/offers/offers.repository.ts';
import { resolveOtpSecret } from '../features/otp/otp-secret.ts';
import { createOtpService } from '../features/otp/otp.service.ts';
import { createTaxDocuments } from '../features/payments/invoices.ts';
import type { PaymentProvider } from '../features/payments/payment-provider.ts';
import { createPaymentsService } from '../features/payments/payments.service.ts';
import { createClaimPremiumHooks } from '../features/payments/premium-plan.ts';
import { createRefundTransport } from '../features/payments/refunds.ts';
import { selectPaymentProvider } from '../features/payments/select-payment-provider.ts';
import { createReviewModeration } from '../features/reviews/review-queue.ts';
import { loadTemplate } from '../features/seo/html.ts';
import { loadScreenAssets } from '../features/seo/page-assets.ts';
import { createSeoService } from '../features/seo/seo.service.ts';
import { findVisibleShop } from '../features/shops/detail.repository.ts';
import { shopsWriter } from '../features/shops/shops.writer.ts';
import { answerSupportRequest } from '../features/support/support.repository.ts';
import { selectImageStores } from '../features/uploads/select-image-store.ts';
import type { ImageStore } from '../lib/image-store.ts';
import { INDIA_STATES } from '../lib/india-states.ts';
import { createShopCounters } from '../lib/shop-counters.ts';
import type { SmsProvider } from '../lib/sms-provider.ts';
import { warnOfDevProviders } from '../lib/staging-warning.ts';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** The clock of codes, rate limits and sessions (tests pass a fake one). */
  now?: () => Date;
  /** Replaces the SMS provider that the configuration selects (tests). */
  sms?: SmsProvider;
  /** Replaces the image store that the configuration selects (tests). */
  images?: ImageStore;
  /** Replaces the payment provider that the configuration selects (tests). */
  payments?: PaymentProvider;
  /** Replace the transports of queued messages that the configuration selects (tests). */
  outboxTransports?: Partial<{ sms: OutboxTransport; email: OutboxTransport; refund: OutboxTransport }>;
}

/** What every plugin of the composition root is given: the configuration and the services made from it. */
export type AppContext = ReturnType<typeof createServices>;

/**
 * Chooses the providers once (SMS, outbox, e-mail, payments, images) and builds the services the
 * routes share, wiring one feature to another. A production configuration with dev-only parts
 * throws here, before anything listens.
 */
export function createServices(
  { config, db, now = () => new Date(), sms, images, payments: paymentProvider, outboxTransports }: AppDeps,
  log: FastifyBaseLogger,
) {
  const providers = selectNotificationProviders(config, { db, now, log });
  const otp = createOtpService({ db, sms: sms ?? providers.sms, now, secret: resolveOtpSecret(config, log) });
  const stores = selectImageStores(config);
  const imageStore = images ?? stores.images;
  const publicImages = stores.publicImages;
  // Every write of shops goes through the shops feature's writer, handed to the features that change shops (decision 0062).
  const { setShopPlan, moveRating } = shopsWriter;
  const claims = createClaimsService({ db, listings: shopsWriter, images: imageStore, otp, now });
  const payments = createPaymentsService({
    db,
    provider: paymentProvider ?? selectPaymentProvider(config, { db, log }),
    now,
    setShopPlan,
  });
  warnOfDevProviders(config, payments.provider.name, log);
  // Refunds are durable jobs of the outbox: leased, retried, never lost (decision 0032).
  const refunds = createRefundTransport({ db, provider: payments.provider, now, log, setShopPlan });
  const outbox = createOutboxWorker({
    db,
    transports: { ...providers.outbox, refund: refunds, ...outboxTransports },
    now,
    log,
  });
  const premiumHooks = createClaimPremiumHooks({ db, now, log, setShopPlan });
  // Insight counters live in memory and are flushed as one upsert per shop and day (decision 0039).
  const counters = createShopCounters(now);
  const insights = createInsightsFlusher({ db, counters, intervalMs: config.insightsFlushMs, log });
  const adminLinkSecret = resolveAdminLinkSecret(config, log);
  if (config.env === 'production' && !config.adminTotpKey)
    log.warn('ADMIN_TOTP_KEY is not set: two-factor secrets of the review console are stored unencrypted.');
  // Shop and town pages with their head filled on the server, robots.txt and the sitemaps; the
  // shop page reads the same detail as GET /v1/claim-shops/{id}.
  const seo = createSeoService({
    db,
    findShop: async (id, viewer) => {
      const shop = await findVisibleShop(db, id, now(), viewer);
      // The detail's opening hours pass as they are; its rating becomes schema.org's aggregateRating.
      return (
        shop && {
          ...shop,
          aggregateRating:
            shop.rating.average === null ? null : { average: shop.rating.average, count: shop.rating.count },
        }
      );
    },
    states: INDIA_STATES,
    publicUrl: config.publicUrl,
    template: loadTemplate(config.webDist),
    assets: loadScreenAssets(config.webDist),
  });
  const applyListingEdit: ApplyListingEdit = (trx, shopId, after, at) =>
    shopsWriter.applyReviewedEdit(trx, shopId, after, at.toISOString());
  const admin = {
    linkSecret: adminLinkSecret,
    premium: premiumHooks,
    // The console changes other features' tables through their owners' writers (decision 0062).
    claimShop: shopsWriter.claimShop,
    decideClaim,
    attachToListedShop,
    moveEnquiryStatus,
    recordEditDecision,
    takeDownOffer,
    answerSupportRequest,
    // The console's coins: each shop's totals, and the freeze through the coins feature's writer.
    coins: { totals: (cursor: string | undefined) => coinTotals(db, cursor), setFrozen: setCoinsFrozen },
    // Approving an edit of a listing applies it through the shops feature's writer.
    applyListingEdit,
    // Ownership challenges: the shops feature moves the listing, the claims feature ends the old
    // owner's claim, and a claim's asked-for name and categories apply as an edit (decision 0076).
    ownership: {
      moveShopOwner: shopsWriter.moveShopOwner,
      endOwnership,
      hasOtherClaims,
      applyListingEdit,
    } satisfies OwnershipWriters,
    reviews: createReviewModeration({ db, publicImages, now, log, moveRating }),
    // The console's links to invoices and credit notes render through the payments feature (decision 0058).
    taxDocuments: createTaxDocuments(db, config.invoices),
  };
  return {
    config,
    db,
    now,
    devOutbox: providers.devOutbox,
    otp,
    imageStore,
    publicImages,
    claims,
    payments,
    outbox,
    counters,
    insights,
    seo,
    admin,
  };
}
