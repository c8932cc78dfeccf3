import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ImageStore, PublicImages } from '../../lib/image-store.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import { ADMIN_COOKIE, findAdminSession, requireAdmin } from './admin-auth.ts';
import type { ClaimDecisionHooks, ClaimShop, DecideClaim } from './admin-claims.ts';
import { adminClaimsRoutes } from './admin-claims.routes.ts';
import type { MoveEnquiryStatus } from './admin-enquiries.ts';
import { adminEnquiriesRoutes } from './admin-enquiries.routes.ts';
import type { ApplyListingEdit, RecordEditDecision } from './admin-listing-edits.ts';
import { adminListingEditsRoutes } from './admin-listing-edits.routes.ts';
import { adminOffersRoutes, type TakeDownOffer } from './admin-offers.ts';
import type { TaxDocuments } from './admin-payments.ts';
import { adminPaymentsRoutes } from './admin-payments.routes.ts';
import { reviewModerationRoutes, type ReviewModeration } from './admin-reviews.ts';
import { adminSessionRoutes, adminSignInRoutes } from './admin-sign-in.routes.ts';
import { adminSupportRoutes, type AnswerSupportRequest } from './admin-support.ts';

export interface AdminRoutesOptions {
  db: Db;
  images: ImageStore;
  /** Where approved store-front photos are published for visitors. */
  publicImages: PublicImages;
  outbox: OutboxWakeup;
  linkSecret: string;
  now: () => Date;
  secureCookies: boolean;
  /** What claim decisions do to Premium payments (the payments feature's hooks). */
  premium?: ClaimDecisionHooks;
  /**
   * The console changes other features' tables only through their writers (decision 0062): the
   * shops feature's, the claims feature's, and so on, handed over by the composition root.
   */
  claimShop: ClaimShop;
  decideClaim: DecideClaim;
  moveEnquiryStatus: MoveEnquiryStatus;
  recordEditDecision: RecordEditDecision;
  takeDownOffer: TakeDownOffer;
  answerSupportRequest: AnswerSupportRequest;
  /** Applies an approved edit of a listing (the shops feature's writer). */
  applyListingEdit?: ApplyListingEdit;
  /** The moderation queue of shoppers' reviews (the reviews feature, from app.ts). */
  reviews?: ReviewModeration;
  /** Invoices and credit notes of orders as PDF (the payments feature's, from app.ts). */
  taxDocuments?: TaxDocuments;
  /** Production: every account signs in with two-factor (decision 0056). */
  requireTwoFactor?: boolean;
  /** ADMIN_TOTP_KEY: seals the two-factor secrets at rest. */
  totpKey?: string;
}

/**
 * The review console's API under /v1/admin, one module per concern. Everything but sign-in and
 * enrolment sits behind the session hook of the `guarded` context.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db, now, reviews, requireTwoFactor = false } = options;
  app.decorateRequest('admin', null);
  adminSignInRoutes(app, { ...options, requireTwoFactor });

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', async (request) => {
      request.admin = await findAdminSession(db, request.cookies[ADMIN_COOKIE], now());
      requireAdmin(request);
    });
    adminSessionRoutes(guarded, options);
    adminClaimsRoutes(guarded, options);
    adminEnquiriesRoutes(guarded, options);
    adminOffersRoutes(guarded, options);
    adminSupportRoutes(guarded, options);
    adminPaymentsRoutes(guarded, options);
    adminListingEditsRoutes(guarded, options);
    if (reviews) reviewModerationRoutes(guarded, { db, reviews, now });
  });
}
