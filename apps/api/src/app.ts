import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, APP_TEXTS, MESSAGES } from '@local-shops/shared';
import { REQUEST_MESSAGES } from '@local-shops/shared/locales/en/rules';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppConfig } from './config.ts';
import { databaseFault } from './db/availability.ts';
import type { Db } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { addressLookupRoutes } from './features/address-lookup/address-lookup.routes.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { resolveAdminLinkSecret } from './features/admin/image-links.ts';
import { claimsRoutes } from './features/claims/claims.routes.ts';
import type { NewListing } from './features/claims/claims.repository.ts';
import { createClaimsService } from './features/claims/claims.service.ts';
import { enquiriesRoutes } from './features/enquiries/enquiries.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { applyListingEdit } from './features/listing/listing.repository.ts';
import { listingRoutes } from './features/listing/listing.routes.ts';
import { createInsightsFlusher, type InsightsFlusher } from './features/insights/insights.flusher.ts';
import { insightsRoutes } from './features/insights/insights.routes.ts';
import { installMetrics } from './features/metrics/metrics.ts';
import { devOutboxRoutes } from './features/notifications/dev-outbox.routes.ts';
import type { OutboxTransport } from './features/notifications/outbox-transport.ts';
import { createOutboxWorker, type OutboxWorker } from './features/notifications/outbox-worker.ts';
import { selectNotificationProviders } from './features/notifications/select-providers.ts';
import type { SmsProvider } from './lib/sms-provider.ts';
import { createOtpService } from './features/otp/otp.service.ts';
import { offersRoutes } from './features/offers/offers.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { openApiRoutes } from './features/openapi/openapi.routes.ts';
import { otpRoutes } from './features/otp/otp.routes.ts';
import { ownerRoutes } from './features/owner/owner.routes.ts';
import type { PaymentProvider } from './features/payments/payment-provider.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { createPaymentsService } from './features/payments/payments.service.ts';
import { createClaimPremiumHooks } from './features/payments/premium-plan.ts';
import { createTaxDocuments } from './features/payments/invoices.ts';
import { createRefundTransport } from './features/payments/refunds.ts';
import { queueRenewalReminders } from './features/payments/renewal-reminders.ts';
import { sandboxRoutes } from './features/payments/sandbox.routes.ts';
import { selectPaymentProvider } from './features/payments/select-payment-provider.ts';
import { webhooksRoutes } from './features/payments/webhooks.routes.ts';
import { resolveOtpSecret } from './features/otp/otp-secret.ts';
import { referenceRoutes } from './features/reference/reference.routes.ts';
import { createReviewModeration } from './features/reviews/review-queue.ts';
import { reviewsRoutes } from './features/reviews/reviews.routes.ts';
import { nameKey } from './features/shops/name-search.ts';
import { siteConfigRoutes, tileImageSource } from './features/site-config/site-config.routes.ts';
import { shopsRoutes } from './features/shops/shops.routes.ts';
import { supportRoutes } from './features/support/support.routes.ts';
import { findVisibleShop } from './features/shops/detail.repository.ts';
import { loadTemplate } from './features/seo/html.ts';
import { placesApiRoutes, seoRoutes } from './features/seo/seo.routes.ts';
import { createSeoService } from './features/seo/seo.service.ts';
import { INDIA_STATES } from './lib/india-states.ts';
import { insertShops } from './features/shops/shops.writer.ts';
import type { ImageStore } from './lib/image-store.ts';
import { publicImagesRoutes } from './features/uploads/public-images.ts';
import { selectImageStores } from './features/uploads/select-image-store.ts';
import { HttpError, ServiceBusyError, TooManyRequestsError } from './lib/http-errors.ts';
import { catalogue, localeOf, varyOnLanguage } from './lib/texts.ts';
import { rejectControlCharacters } from './lib/control-characters.ts';
import { createShopCounters } from './lib/shop-counters.ts';
import { originCheck } from './lib/origin-check.ts';
import { BUSY_RETRY_AFTER_SECONDS, timedReads } from './lib/timed-reads.ts';
import { registerUploads } from './lib/uploads.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { warnOfDevProviders } from './lib/staging-warning.ts';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers queued notifications; server.ts starts it, tests call drain(). */
    outbox: OutboxWorker;
    /** Writes the in-memory insight counters; runs every INSIGHTS_FLUSH_MS outside tests, and on close. */
    insights: InsightsFlusher;
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** How often open payment orders are looked up at the provider. */
const RECONCILE_EVERY_MS = 5 * 60 * 1000;
/** How often due renewal reminders are queued (each is sent once, whichever instance queues it). */
const REMINDERS_EVERY_MS = 60 * 60 * 1000;

/** Sends an error in our JSON shape, its message in the language of the request (decision 0046). */
function sendError(request: FastifyRequest, reply: FastifyReply, statusCode: number, message: string | HttpError) {
  const locale = localeOf(request);
  varyOnLanguage(reply);
  const text = message instanceof HttpError ? message.messageIn(locale) : catalogue.translate(message, locale);
  return reply.code(statusCode).send({ statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message: text });
}

/** Messages for Fastify's own client errors, which otherwise leak parser internals. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return REQUEST_MESSAGES.notJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return REQUEST_MESSAGES.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return REQUEST_MESSAGES.mustBeJson;
    default:
      return REQUEST_MESSAGES.notValid;
  }
}

export async function buildApp({ config, db, logger, now = () => new Date(), sms, images, payments: paymentProvider, outboxTransports }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    // What JSON bodies need (issue 23): a route that takes more says so (a price list, 1 MB); photos come as multipart.
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before any route runs (an over-long path parameter, a bad escape) in our shape.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      void sendError(request, reply, status, status === 414 ? REQUEST_MESSAGES.addressTooLong : REQUEST_MESSAGES.addressNotValid);
    },
  });

  // Providers are chosen once; a production configuration with dev-only parts throws here.
  const providers = selectNotificationProviders(config, { db, now, log: app.log });
  const otp = createOtpService({ db, sms: sms ?? providers.sms, now, secret: resolveOtpSecret(config, app.log) });
  const stores = selectImageStores(config);
  const imageStore = images ?? stores.images;
  const publicImages = stores.publicImages;
  // Claims create listings through the shops feature's writer.
  const listings = { insert: async (trx: Transaction<Database>, listing: NewListing) => void (await insertShops(trx, [listing])), nameKey };
  const claims = createClaimsService({ db, listings, images: imageStore, otp, now });
  const payments = createPaymentsService({ db, provider: paymentProvider ?? selectPaymentProvider(config, { db, log: app.log }), now });
  // Razorpay's checkout script and frame, only when Razorpay takes the payments.
  const checkoutHosts = payments.provider.name === 'razorpay' ? ['https://checkout.razorpay.com'] : [];
  warnOfDevProviders(config, payments.provider.name, app.log);
  // Refunds are durable jobs of the outbox: leased, retried, never lost (decision 0032).
  const refunds = createRefundTransport({ db, provider: payments.provider, now, log: app.log });
  const outbox = createOutboxWorker({ db, transports: { ...providers.outbox, refund: refunds, ...outboxTransports }, now, log: app.log });
  const premiumHooks = createClaimPremiumHooks({ db, now, log: app.log });
  app.decorate('outbox', outbox);
  app.addHook('onClose', () => outbox.stop());
  // Insight counters live in memory and are flushed as one upsert per shop and day (decision 0039).
  const counters = createShopCounters(now);
  const insights = createInsightsFlusher({ db, counters, intervalMs: config.insightsFlushMs, log: app.log });
  app.decorate('insights', insights);
  if (config.env !== 'test') insights.start();
  app.addHook('onClose', () => insights.stop());
  const adminLinkSecret = resolveAdminLinkSecret(config, app.log);
  if (config.env === 'production' && !config.adminTotpKey) app.log.warn('ADMIN_TOTP_KEY is not set: two-factor secrets of the review console are stored unencrypted.');
  // The pool drops a connection that PostgreSQL ended (a restart); worth a line in the log, no more.
  const logLostConnection = (error: Error) => app.log.warn({ err: error }, 'database connection lost');
  db.pool?.on('error', logLostConnection);
  app.addHook('onClose', async () => void db.pool?.off('error', logLostConnection));

  app.addHook('onRequest', securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The map's tiles (MAP_TILE_URL) are images from the tile server.
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(config.map.tileUrl)],
        scriptSrc: ["'self'", ...checkoutHosts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...checkoutHosts, ...(checkoutHosts.length ? ['https://api.razorpay.com'] : [])],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  }));
  await app.register(cookie);
  // Photos arrive as multipart/form-data, streamed to files under DATA_DIR (decision 0054).
  await registerUploads(app, { root: path.join(config.dataDir, 'upload-tmp') });
  app.addHook('onRequest', originCheck);
  // Public reads run with a statement timeout and are cancelled when their client goes (decision 0059).
  app.addHook('onRequest', timedReads({ except: [`${API_PREFIX}/admin/`, '/metrics'] }));
  app.addHook('preValidation', rejectControlCharacters);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequestsError || error instanceof ServiceBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, error.statusCode, error);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(request, reply, status, clientErrorMessage(error));
    const fault = databaseFault(error);
    if (fault === 'busy') {
      request.log.warn({ err: error }, 'database read stopped');
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 503, MESSAGES.databaseBusy);
    }
    if (fault) {
      request.log.warn({ err: error }, fault === 'read-only' ? 'database cannot write' : 'database unavailable');
      return sendError(request, reply, 503, fault === 'read-only' ? MESSAGES.databaseReadOnly : MESSAGES.databaseUnavailable);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, APP_TEXTS.internalError);
  });

  // Shop and town pages with their head filled on the server, robots.txt and the sitemaps; the
  // shop page reads the same detail as GET /v1/claim-shops/{id}.
  const seo = createSeoService({
    db,
    findShop: async (id, viewer) => {
      const shop = await findVisibleShop(db, id, now(), viewer);
      // The detail's opening hours pass as they are; its rating becomes schema.org's aggregateRating.
      return shop && { ...shop, aggregateRating: shop.rating.average === null ? null : { average: shop.rating.average, count: shop.rating.count } };
    },
    states: INDIA_STATES,
    publicUrl: config.publicUrl,
    template: loadTemplate(config.webDist),
  });

  installMetrics(app, { db, token: config.metricsToken, notFoundMessage: MESSAGES.notFound });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(shopsRoutes, { db, now, counters });
      await api.register(insightsRoutes, { db, counters, now });
      await api.register(offersRoutes, { db, now });
      await api.register(productsRoutes, { db, now });
      await api.register(supportRoutes, { db, now });
      await api.register(openApiRoutes);
      await api.register(referenceRoutes, { db });
      await api.register(siteConfigRoutes, { map: config.map });
      await api.register(placesApiRoutes, { seo });
      await api.register(addressLookupRoutes, { db, now, googleMapsApiKey: config.googleMapsApiKey });
      await api.register(otpRoutes, { db, otp, now, secureCookies: config.env === 'production' });
      await api.register(claimsRoutes, { db, claims, now, secureCookies: config.env === 'production' });
      await api.register(ownerRoutes, { db, now, secureCookies: config.env === 'production' });
      await api.register(listingRoutes, { db, now, publicImages });
      await api.register(reviewsRoutes, { db, publicImages, now });
      if (providers.devOutbox) await api.register(devOutboxRoutes, { db });
      await api.register(paymentsRoutes, { db, payments, now, invoices: config.invoices });
      if (payments.provider.name === 'sandbox') await api.register(sandboxRoutes, { db, payments });
      const webhookSecret = payments.provider.webhookSecret;
      if (webhookSecret) await api.register(webhooksRoutes, { payments, secret: webhookSecret });
      await api.register(enquiriesRoutes, { db, outbox, teamEmail: config.email.teamEmail, now });
      await api.register(adminRoutes, { db, images: imageStore, publicImages, outbox, linkSecret: adminLinkSecret, now, secureCookies: config.env === 'production', premium: premiumHooks,
        // Approving an edit of a listing applies it through the listing feature, with the shops feature's name key.
        applyListingEdit: (trx, shopId, after, at) => applyListingEdit(trx, shopId, after, nameKey, at),
        reviews: createReviewModeration({ db, publicImages, now, log: app.log }),
        // The console's links to invoices and credit notes render through the payments feature (decision 0058).
        taxDocuments: createTaxDocuments(db, config.invoices),
        // Two-factor sign-in is required in production (decision 0056).
        requireTwoFactor: config.env === 'production', totpKey: config.adminTotpKey });
    },
    { prefix: API_PREFIX },
  );
  await app.register(publicImagesRoutes, { images: publicImages });
  await app.register(seoRoutes, { db, seo, publicUrl: config.publicUrl, now });

  if (config.env !== 'test') {
    // Orders whose browser closed before confirming: asked about at the provider. Confirming is
    // idempotent, so several instances running this at once do no harm.
    const timer = setInterval(() => void payments.reconcile(app.log).catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed')), RECONCILE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    const reminders = setInterval(
      () =>
        void queueRenewalReminders(db, now())
          .then((queued) => queued > 0 && outbox.kick())
          .catch((error: unknown) => app.log.error({ err: error }, 'renewal reminders failed')),
      REMINDERS_EVERY_MS,
    );
    reminders.unref();
    app.addHook('onClose', async () => clearInterval(reminders));
  }

  const hasWeb = fs.existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/compress.mjs).
      preCompressed: true,
      // Our own cache-control (setHeaders) instead of the plugin's max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed bundles never change; everything else is checked on each visit.
        const immutable = filePath.includes(`${path.sep}static${path.sep}js${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // The SPA owns every other path (its router shows its own not-found page).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, 404, MESSAGES.notFound);
  });

  return app;
}
