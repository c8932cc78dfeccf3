import { ADMIN_API_PATHS, MESSAGES, REVIEW_MESSAGES } from '@local-shops/shared';
import {
  ADMIN_TWO_FACTOR_PATHS,
  adminClaimsQuerySchema,
  adminEnquiriesQuerySchema,
  adminEnrolmentConfirmSchema,
  adminEnrolmentStartSchema,
  adminLoginCodeSchema,
  adminLoginSchema,
  adminPaymentsQuerySchema,
  approveClaimSchema,
  enquiryStatusSchema,
  rejectClaimSchema,
  type AdminClaimDetail,
  type AdminClaimListItem,
  type AdminEnquiry,
  type AdminEnrolment,
  type AdminEnrolmentDone,
  type AdminList,
  type AdminLoginResponse,
  type AdminPaymentOrder,
  type AdminSessionResponse,
} from '@local-shops/shared/admin';
import { LISTING_MESSAGES, adminListingEditsQuerySchema, type AdminListingEdit } from '@local-shops/shared/listing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { parseInput } from '../../lib/validation.ts';
import type { ImageStore, PublicImages } from '../../lib/image-store.ts';
import { networkKey } from '../../lib/network-key.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import {
  ADMIN_CHALLENGE_COOKIE,
  ADMIN_COOKIE,
  AdminLockedError,
  CHALLENGE_SECONDS,
  adminCookieOptions,
  createAdminSession,
  createChallenge,
  deleteAdminSession,
  findAdminSession,
  readChallenge,
  requireAdmin,
  signIn,
  verifySecondFactor,
  type AdminIdentity,
} from './admin-auth.ts';
import { decodeAdminCursor, pageOf } from './admin-paging.ts';
import { claimOfImage, getClaim, listClaims, reviewClaim, type ClaimDecisionHooks, type StoreFrontPublisher } from './admin-claims.ts';
import { listEnquiries, moveEnquiry } from './admin-enquiries.ts';
import { decideListingEdit, getListingEdit, listListingEdits, type ApplyListingEdit } from './admin-listing-edits.ts';
import { adminOffersRoutes } from './admin-offers.ts';
import { adminSupportRoutes } from './admin-support.ts';
import { listPaymentOrders, refundPayment, type TaxDocuments } from './admin-payments.ts';
import { reviewModerationRoutes, type ReviewModeration } from './admin-reviews.ts';
import { auditListView, writeAudit } from './audit.ts';
import { confirmEnrolment, secretBox, startEnrolment } from './two-factor.ts';
import { signedImagePath, verifyImageLink } from './image-links.ts';

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
  /** Applies an approved edit of a listing (the listing feature's). */
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

const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
const IMAGE_KEY_PATTERN = /^(cheque|store-front)\/[0-9a-f]{32}\.jpg$/;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** A console list's page in the public list's shape: items, links.next and meta.total. */
function listPage<T>(
  { rows, total }: { rows: Array<{ item: T; rank: number; createdAt: string; id: string }>; total: number },
  path: string,
  query: Record<string, string | undefined>,
): AdminList<T> {
  const { items, next } = pageOf(rows, (row) => row, path, query);
  return { items: items.map((row) => row.item), links: { next }, meta: { total } };
}

/** The review console's API under /v1/admin. Everything but sign-in needs an admin session. */
export async function adminRoutes(
  app: FastifyInstance,
  { db, images, publicImages, outbox, linkSecret, now, secureCookies, premium, applyListingEdit, reviews, requireTwoFactor = false, totpKey, taxDocuments }: AdminRoutesOptions,
) {
  const box = secretBox(totpKey);
  const storeFronts: StoreFrontPublisher = {
    publish: async (key) => {
      const bytes = await images.get(key);
      return bytes ? publicImages.publish(bytes) : undefined;
    },
    unpublish: (publicPath) => publicImages.unpublish(publicPath),
  };
  app.decorateRequest('admin', null);

  const tellRetry = (reply: FastifyReply, error: unknown) => {
    if (error instanceof AdminLockedError) reply.header('retry-after', String(error.retryAfterSeconds));
    else if (error instanceof HttpError && error.statusCode === 429) reply.header('retry-after', '2');
  };
  const challengeCookie = { ...adminCookieOptions(secureCookies), maxAge: CHALLENGE_SECONDS };

  async function startSession(request: FastifyRequest, reply: FastifyReply, admin: AdminIdentity, detail?: Record<string, unknown>): Promise<AdminSessionResponse> {
    await deleteAdminSession(db, request.cookies[ADMIN_COOKIE]);
    const token = await createAdminSession(db, admin.id, now());
    await writeAudit(db.kysely, { adminId: admin.id, action: 'admin.sign_in', subjectType: 'admin', subjectId: admin.id, detail, ip: request.ip }, now());
    noStore(reply).setCookie(ADMIN_COOKIE, token, adminCookieOptions(secureCookies));
    return { email: admin.email };
  }

  app.post(ADMIN_API_PATHS.login, { bodyLimit: 4 * 1024 }, async (request, reply): Promise<AdminLoginResponse> => {
    const { email, password } = parseInput(adminLoginSchema, request.body);
    const network = networkKey(request.ip);
    let result;
    try {
      result = await signIn(db, { email, password, network, ip: request.ip, requireTwoFactor }, now());
    } catch (error) {
      tellRetry(reply, error);
      throw error;
    }
    if (result.next === 'code') {
      noStore(reply).setCookie(ADMIN_CHALLENGE_COOKIE, createChallenge(linkSecret, result.admin.id, network, now()), challengeCookie);
      return { secondFactor: 'required' };
    }
    return startSession(request, reply, result.admin);
  });

  // The second step: the code, with the cookie the right password set a few minutes ago from this network.
  app.post(ADMIN_TWO_FACTOR_PATHS.loginCode, { bodyLimit: 1024 }, async (request, reply): Promise<AdminSessionResponse> => {
    const { code } = parseInput(adminLoginCodeSchema, request.body);
    const network = networkKey(request.ip);
    const adminId = readChallenge(linkSecret, request.cookies[ADMIN_CHALLENGE_COOKIE], network, now());
    if (!adminId) throw new HttpError(401, REVIEW_MESSAGES.adminSignInExpired);
    let admin;
    try {
      admin = await verifySecondFactor(db, box, { adminId, code, network, ip: request.ip }, now());
    } catch (error) {
      tellRetry(reply, error);
      throw error;
    }
    reply.clearCookie(ADMIN_CHALLENGE_COOKIE, { path: challengeCookie.path });
    return startSession(request, reply, admin, { secondFactor: admin.method });
  });

  // Enrolment through the one-time link `npm run admin:create` printed: the token is the proof.
  app.post(ADMIN_TWO_FACTOR_PATHS.enrolmentStart, { bodyLimit: 1024 }, async (request, reply): Promise<AdminEnrolment> => {
    const { token } = parseInput(adminEnrolmentStartSchema, request.body);
    noStore(reply);
    return startEnrolment(db, box, token, now());
  });

  app.post(ADMIN_TWO_FACTOR_PATHS.enrolmentConfirm, { bodyLimit: 1024 }, async (request, reply): Promise<AdminEnrolmentDone> => {
    const { token, code } = parseInput(adminEnrolmentConfirmSchema, request.body);
    const done = await confirmEnrolment(db, box, token, code, now());
    await writeAudit(db.kysely, { adminId: done.adminId, action: 'admin.two_factor_enrolled', subjectType: 'admin', subjectId: done.adminId, ip: request.ip }, now());
    noStore(reply);
    return { recoveryCodes: done.recoveryCodes };
  });

  const who = (request: FastifyRequest) => ({ adminId: requireAdmin(request).id, ip: request.ip });

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', async (request) => {
      request.admin = await findAdminSession(db, request.cookies[ADMIN_COOKIE], now());
      requireAdmin(request);
    });

    guarded.get(ADMIN_API_PATHS.session, async (request, reply): Promise<AdminSessionResponse> => {
      noStore(reply);
      return { email: requireAdmin(request).email };
    });

    guarded.post(ADMIN_API_PATHS.logout, async (request, reply) => {
      const admin = requireAdmin(request);
      await deleteAdminSession(db, request.cookies[ADMIN_COOKIE]);
      await writeAudit(db.kysely, { adminId: admin.id, action: 'admin.sign_out', subjectType: 'admin', subjectId: admin.id, ip: request.ip }, now());
      noStore(reply).clearCookie(ADMIN_COOKIE, { path: adminCookieOptions(secureCookies).path });
      return reply.code(204).send();
    });

    guarded.get(ADMIN_API_PATHS.claims, async (request, reply): Promise<AdminList<AdminClaimListItem>> => {
      const { status, cursor } = parseInput(adminClaimsQuerySchema, request.query);
      noStore(reply);
      const page = listPage(await listClaims(db, status ?? 'all', now(), decodeAdminCursor(cursor)), ADMIN_API_PATHS.claims, { status });
      // Lists that show owners' numbers: every read is audited (issue 23).
      await auditListView(db.kysely, who(request), { subjectType: 'claim', path: ADMIN_API_PATHS.claims, filter: { status }, cursor, shown: page.items.length }, now());
      return page;
    });

    guarded.get<{ Params: { id: string } }>('/admin/claims/:id', async (request, reply): Promise<AdminClaimDetail> => {
      if (!ID_PATTERN.test(request.params.id)) throw notFound(REVIEW_MESSAGES.claimNotFound);
      noStore(reply);
      const claim = await getClaim(db, request.params.id, now(), (key) => signedImagePath(linkSecret, key, now()));
      // The claim's personal details (number, address, e-mail) were shown to this account.
      const admin = requireAdmin(request);
      await writeAudit(db.kysely, { adminId: admin.id, action: 'claim.view', subjectType: 'claim', subjectId: claim.id, ip: request.ip }, now());
      return claim;
    });

    guarded.post<{ Params: { id: string } }>('/admin/claims/:id/approve', async (request, reply): Promise<AdminClaimDetail> => {
      if (!ID_PATTERN.test(request.params.id)) throw notFound(REVIEW_MESSAGES.claimNotFound);
      const { reason } = parseInput(approveClaimSchema, request.body);
      const admin = requireAdmin(request);
      await reviewClaim(db, request.params.id, { decision: 'approve', reason: reason || null }, { adminId: admin.id, ip: request.ip }, now(), storeFronts, premium);
      outbox.kick();
      noStore(reply);
      return getClaim(db, request.params.id, now(), (key) => signedImagePath(linkSecret, key, now()));
    });

    guarded.post<{ Params: { id: string } }>('/admin/claims/:id/reject', async (request, reply): Promise<AdminClaimDetail> => {
      if (!ID_PATTERN.test(request.params.id)) throw notFound(REVIEW_MESSAGES.claimNotFound);
      const { reason } = parseInput(rejectClaimSchema, request.body);
      const admin = requireAdmin(request);
      await reviewClaim(db, request.params.id, { decision: 'reject', reason }, { adminId: admin.id, ip: request.ip }, now(), undefined, premium);
      outbox.kick();
      noStore(reply);
      return getClaim(db, request.params.id, now(), (key) => signedImagePath(linkSecret, key, now()));
    });

    // Private images: only through a link the console signed a few minutes ago, with the session.
    guarded.get<{ Params: { kind: string; file: string }; Querystring: { exp?: unknown; sig?: unknown } }>(
      '/admin/images/:kind/:file',
      async (request, reply) => {
        const admin = requireAdmin(request);
        const key = `${request.params.kind}/${request.params.file}`;
        const { exp, sig } = request.query;
        if (!IMAGE_KEY_PATTERN.test(key) || !verifyImageLink(linkSecret, key, exp, sig, now())) throw new HttpError(403, REVIEW_MESSAGES.adminLinkInvalid);
        const bytes = await images.get(key);
        if (!bytes) throw notFound(MESSAGES.notFound);
        const claimId = await claimOfImage(db, key);
        await writeAudit(
          db.kysely,
          { adminId: admin.id, action: 'image.view', subjectType: 'claim', subjectId: claimId ?? key, detail: { image: request.params.kind }, ip: request.ip },
          now(),
        );
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-type', 'image/jpeg')
          .header('content-disposition', 'inline')
          .send(bytes);
      },
    );

    guarded.get(ADMIN_API_PATHS.enquiries, async (request, reply): Promise<AdminList<AdminEnquiry>> => {
      const { status, cursor } = parseInput(adminEnquiriesQuerySchema, request.query);
      noStore(reply);
      const page = listPage(await listEnquiries(db, status ?? 'all', now(), decodeAdminCursor(cursor)), ADMIN_API_PATHS.enquiries, { status });
      await auditListView(db.kysely, who(request), { subjectType: 'enquiry', path: ADMIN_API_PATHS.enquiries, filter: { status }, cursor, shown: page.items.length }, now());
      return page;
    });

    guarded.post<{ Params: { id: string } }>('/admin/enquiries/:id/status', async (request, reply) => {
      if (!ID_PATTERN.test(request.params.id)) throw notFound(REVIEW_MESSAGES.enquiryNotFound);
      const { status, note } = parseInput(enquiryStatusSchema, request.body);
      const admin = requireAdmin(request);
      await moveEnquiry(db, request.params.id, status, note, { adminId: admin.id, ip: request.ip }, now());
      noStore(reply);
      return { id: request.params.id, status };
    });

    adminOffersRoutes(guarded, { db, outbox, now });
    adminSupportRoutes(guarded, { db, outbox, now });

    guarded.get(ADMIN_API_PATHS.payments, async (request, reply): Promise<AdminList<AdminPaymentOrder>> => {
      const { cursor } = parseInput(adminPaymentsQuerySchema, request.query);
      noStore(reply);
      const page = listPage(await listPaymentOrders(db, decodeAdminCursor(cursor)), ADMIN_API_PATHS.payments, {});
      await auditListView(db.kysely, who(request), { subjectType: 'payment', path: ADMIN_API_PATHS.payments, cursor, shown: page.items.length }, now());
      return page;
    });

    // Edits of name, position and categories an owner sent back to review (issue 10).
    guarded.get(ADMIN_API_PATHS.listingEdits, async (request, reply): Promise<AdminList<AdminListingEdit>> => {
      const { status } = parseInput(adminListingEditsQuerySchema, request.query);
      noStore(reply);
      const { items, total } = await listListingEdits(db, status ?? 'all');
      return { items, links: { next: null }, meta: { total } };
    });

    guarded.get<{ Params: { id: string } }>('/admin/listing-edits/:id', async (request, reply): Promise<AdminListingEdit> => {
      if (!ID_PATTERN.test(request.params.id)) throw notFound(LISTING_MESSAGES.editNotFound);
      noStore(reply);
      return getListingEdit(db, request.params.id);
    });

    for (const decision of ['approve', 'reject'] as const) {
      guarded.post<{ Params: { id: string } }>(`/admin/listing-edits/:id/${decision}`, async (request, reply): Promise<AdminListingEdit> => {
        if (!ID_PATTERN.test(request.params.id) || !applyListingEdit) throw notFound(LISTING_MESSAGES.editNotFound);
        const admin = requireAdmin(request);
        const actor = { adminId: admin.id, ip: request.ip };
        if (decision === 'approve') {
          const { reason } = parseInput(approveClaimSchema, request.body);
          await decideListingEdit(db, request.params.id, { approve: true, reason: reason || null }, actor, now(), applyListingEdit);
        } else {
          const { reason } = parseInput(rejectClaimSchema, request.body);
          await decideListingEdit(db, request.params.id, { approve: false, reason }, actor, now(), applyListingEdit);
        }
        noStore(reply);
        return getListingEdit(db, request.params.id);
      });
    }

    guarded.post<{ Params: { id: string } }>('/admin/payments/:id/refund', async (request, reply) => {
      if (!ID_PATTERN.test(request.params.id) || !premium) throw notFound(REVIEW_MESSAGES.paymentNotFound);
      const { reason } = parseInput(rejectClaimSchema, request.body);
      const admin = requireAdmin(request);
      await refundPayment(db, request.params.id, reason, { adminId: admin.id, ip: request.ip }, now(), premium.refund);
      outbox.kick();
      noStore(reply);
      return { id: request.params.id, refund: 'requested' as const };
    });

    // An order's tax invoice, or the GST credit note of its refund (decision 0058): each view shows
    // the payer's number, so each is audited.
    for (const kind of ['invoice', 'credit-note'] as const) {
      guarded.get<{ Params: { id: string } }>(`/admin/payments/:id/${kind}`, async (request, reply) => {
        const missing = kind === 'invoice' ? MESSAGES.invoiceNotFound : MESSAGES.creditNoteNotFound;
        const found = ID_PATTERN.test(request.params.id) && taxDocuments ? await taxDocuments.render(request.params.id, kind) : undefined;
        if (!found) throw notFound(missing);
        await writeAudit(db.kysely, { ...who(request), action: `payment.${kind}.view`, subjectType: 'payment', subjectId: request.params.id, detail: { number: found.number } }, now());
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-disposition', `inline; filename="${kind}-${found.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf"`)
          .type('application/pdf')
          .send(Buffer.from(found.pdf));
      });
    }

    if (reviews) reviewModerationRoutes(guarded, { db, reviews, now });
  });
}
