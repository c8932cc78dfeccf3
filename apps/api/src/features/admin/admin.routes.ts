import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ImageStore, PublicImages } from '../../lib/image-store.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import { routeTable, type AccessHooks } from '../../lib/route-table.ts';
import { ADMIN_COOKIE, findAdminSession, requireAdmin } from './admin-auth.ts';
import { adminClaimMergeRoutes, type AttachToListedShop } from './admin-claim-merge.ts';
import { adminClaimsRoutes } from './admin-claims.routes.ts';
import type { ClaimDecisionHooks, ClaimShop, DecideClaim } from './admin-claims.ts';
import { adminCoinsRoutes, type CoinsConsole } from './admin-coins.ts';
import { adminEnquiriesRoutes } from './admin-enquiries.routes.ts';
import type { MoveEnquiryStatus } from './admin-enquiries.ts';
import { adminListingEditsRoutes } from './admin-listing-edits.routes.ts';
import type { ApplyListingEdit, RecordEditDecision } from './admin-listing-edits.ts';
import { adminOffersRoutes, type TakeDownOffer } from './admin-offers.ts';
import type { OwnershipWriters } from './admin-ownership.ts';
import { adminPaymentsRoutes } from './admin-payments.routes.ts';
import type { TaxDocuments } from './admin-payments.ts';
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
  /** "Approve as the listed shop" (decision 0077): the claims feature's writer. */
  attachToListedShop?: AttachToListedShop;
  /** Ownership challenges and the edits a claim asks for (decision 0076). */
  ownership?: OwnershipWriters;
  moveEnquiryStatus: MoveEnquiryStatus;
  recordEditDecision: RecordEditDecision;
  takeDownOffer: TakeDownOffer;
  answerSupportRequest: AnswerSupportRequest;
  /** Coins totals and the freeze (the coins feature's, from app/services.ts). */
  coins?: CoinsConsole;
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

/** The console's access rule: the account of the session cookie, or 401 before the body is read. */
const consoleAccess = (db: Db, now: () => Date): AccessHooks => ({
  onRequest: async (request) => {
    request.admin = await findAdminSession(db, request.cookies[ADMIN_COOKIE], now());
    requireAdmin(request);
  },
});

/**
 * The review console's API under /v1/admin, one module per concern, registered from CONSOLE_ROUTES
 * (decision 0060): everything but sign-in and enrolment (the table's public entries) needs a console session.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db, now, reviews, requireTwoFactor = false } = options;
  app.decorateRequest('admin', null);
  const route = routeTable(app, { access: { console: consoleAccess(db, now) } });
  adminSignInRoutes(route, { ...options, requireTwoFactor });
  adminSessionRoutes(route, options);
  adminClaimsRoutes(route, options);
  const { attachToListedShop } = options;
  if (attachToListedShop) adminClaimMergeRoutes(route, { ...options, attachToListedShop });
  adminEnquiriesRoutes(route, options);
  adminOffersRoutes(route, options);
  adminSupportRoutes(route, options);
  adminPaymentsRoutes(route, options);
  adminListingEditsRoutes(route, options);
  if (reviews) reviewModerationRoutes(route, { db, reviews, now });
  if (options.coins) adminCoinsRoutes(route, { db, now, coins: options.coins });
}
