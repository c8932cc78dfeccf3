import { ADMIN_API_PATHS, MESSAGES, REVIEW_MESSAGES } from '@local-shops/shared';
import {
  adminClaimsQuerySchema,
  adminEnquiriesQuerySchema,
  adminLoginSchema,
  adminPaymentsQuerySchema,
  approveClaimSchema,
  enquiryStatusSchema,
  rejectClaimSchema,
  type AdminClaimDetail,
  type AdminClaimListItem,
  type AdminEnquiry,
  type AdminList,
  type AdminPaymentOrder,
  type AdminSessionResponse,
} from '@local-shops/shared/admin';
import { LISTING_MESSAGES, adminListingEditsQuerySchema, type AdminListingEdit } from '@local-shops/shared/listing';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { parseInput } from '../../lib/validation.ts';
import type { ImageStore, PublicImages } from '../../lib/image-store.ts';
import { networkKey } from '../../lib/network-key.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import {
  ADMIN_COOKIE,
  AdminLockedError,
  adminCookieOptions,
  createAdminSession,
  deleteAdminSession,
  findAdminSession,
  requireAdmin,
  signIn,
} from './admin-auth.ts';
import { decodeAdminCursor, pageOf } from './admin-paging.ts';
import { claimOfImage, getClaim, listClaims, reviewClaim, type ClaimDecisionHooks, type StoreFrontPublisher } from './admin-claims.ts';
import { listEnquiries, moveEnquiry } from './admin-enquiries.ts';
import { decideListingEdit, getListingEdit, listListingEdits, type ApplyListingEdit } from './admin-listing-edits.ts';
import { adminOffersRoutes } from './admin-offers.ts';
import { adminSupportRoutes } from './admin-support.ts';
import { listPaymentOrders, refundPayment } from './admin-payments.ts';
import { reviewModerationRoutes, type ReviewModeration } from './admin-reviews.ts';
import { writeAudit } from './audit.ts';
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
export async function adminRoutes(app: FastifyInstance, { db, images, publicImages, outbox, linkSecret, now, secureCookies, premium, applyListingEdit, reviews }: AdminRoutesOptions) {
  const storeFronts: StoreFrontPublisher = {
    publish: async (key) => {
      const bytes = await images.get(key);
      return bytes ? publicImages.publish(bytes) : undefined;
    },
    unpublish: (publicPath) => publicImages.unpublish(publicPath),
  };
  app.decorateRequest('admin', null);

  app.post(ADMIN_API_PATHS.login, { bodyLimit: 4 * 1024 }, async (request, reply): Promise<AdminSessionResponse> => {
    const { email, password } = parseInput(adminLoginSchema, request.body);
    let admin;
    try {
      admin = await signIn(db, { email, password, network: networkKey(request.ip), ip: request.ip }, now());
    } catch (error) {
      if (error instanceof AdminLockedError) reply.header('retry-after', String(error.retryAfterSeconds));
      else if (error instanceof HttpError && error.statusCode === 429) reply.header('retry-after', '2');
      throw error;
    }
    await deleteAdminSession(db, request.cookies[ADMIN_COOKIE]);
    const token = await createAdminSession(db, admin.id, now());
    await writeAudit(db.kysely, { adminId: admin.id, action: 'admin.sign_in', subjectType: 'admin', subjectId: admin.id, ip: request.ip }, now());
    noStore(reply).setCookie(ADMIN_COOKIE, token, adminCookieOptions(secureCookies));
    return { email: admin.email };
  });

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
      await deleteAdminSession(db, request.cookies[ADMIN_COOKIE]);
      noStore(reply).clearCookie(ADMIN_COOKIE, { path: adminCookieOptions(secureCookies).path });
      return reply.code(204).send();
    });

    guarded.get(ADMIN_API_PATHS.claims, async (request, reply): Promise<AdminList<AdminClaimListItem>> => {
      const { status, cursor } = parseInput(adminClaimsQuerySchema, request.query);
      noStore(reply);
      return listPage(await listClaims(db, status ?? 'all', now(), decodeAdminCursor(cursor)), ADMIN_API_PATHS.claims, { status });
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
      return listPage(await listEnquiries(db, status ?? 'all', now(), decodeAdminCursor(cursor)), ADMIN_API_PATHS.enquiries, { status });
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
      return listPage(await listPaymentOrders(db, decodeAdminCursor(cursor)), ADMIN_API_PATHS.payments, {});
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

    if (reviews) reviewModerationRoutes(guarded, { db, reviews, now });
  });
}
