import { MESSAGES, REVIEW_MESSAGES } from '@local-shops/shared';
import type { AdminClaimDetail, AdminClaimListItem, AdminList } from '@local-shops/shared/admin';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import type { ImageStore, PublicImages } from '../../lib/image-store.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import type { Route } from '../../lib/route-table.ts';
import { requireAdmin } from './admin-auth.ts';
import { checkedItems } from './admin-claim-merge.ts';
import { claimOfImage, getClaim, listClaims } from './admin-claim-reads.ts';
import {
  reviewClaim,
  type ClaimDecisionHooks,
  type ClaimShop,
  type DecideClaim,
  type StoreFrontPublisher,
} from './admin-claims.ts';
import { actorOf, listPage, noStore } from './admin-http.ts';
import type { OwnershipWriters } from './admin-ownership.ts';
import { decodeAdminCursor } from './admin-paging.ts';
import { auditListView, writeAudit } from './audit.ts';
import { signedImagePath, verifyImageLink } from './image-links.ts';

const IMAGE_KEY_PATTERN = /^(cheque|store-front)\/[0-9a-f]{32}\.jpg$/;

export interface AdminClaimsDeps {
  db: Db;
  images: ImageStore;
  /** Where approved store-front photos are published for visitors. */
  publicImages: PublicImages;
  outbox: OutboxWakeup;
  /** Signs the short-lived links to the claims' private images. */
  linkSecret: string;
  now: () => Date;
  /** What claim decisions do to Premium payments (the payments feature's hooks). */
  premium?: ClaimDecisionHooks;
  /** Approval makes the listing claimed through the shops feature's writer (decision 0062). */
  claimShop: ClaimShop;
  /** Decisions move claims through the claims feature's writer (decision 0062). */
  decideClaim: DecideClaim;
  /** Ownership challenges and the edits a claim asks for (decision 0076). */
  ownership?: OwnershipWriters;
}

/** The claims to review: the list, one claim with its private images, and the decisions. */
export function adminClaimsRoutes(
  route: Route,
  { db, images, publicImages, outbox, linkSecret, now, premium, claimShop, decideClaim, ownership }: AdminClaimsDeps,
) {
  const storeFronts: StoreFrontPublisher = {
    publish: async (key) => {
      const bytes = await images.get(key);
      return bytes ? publicImages.publish(bytes) : undefined;
    },
    unpublish: (publicPath) => publicImages.unpublish(publicPath),
  };
  const claimDetail = (id: string) => getClaim(db, id, now(), (key) => signedImagePath(linkSecret, key, now()));

  route(CONSOLE_ROUTES.claims, async (request, reply, input): Promise<AdminList<AdminClaimListItem>> => {
    const { status, cursor, flag, sort } = input.query();
    const { path } = CONSOLE_ROUTES.claims;
    noStore(reply);
    const page = listPage(
      await listClaims(db, status ?? 'all', now(), decodeAdminCursor(cursor), { flag, sort }),
      path,
      { status, flag, sort },
    );
    // Lists that show owners' numbers: every read is audited (issue 23).
    await auditListView(
      db.kysely,
      actorOf(request),
      {
        subjectType: 'claim',
        path,
        filter: { status, ...(flag ? { flag } : {}), ...(sort ? { sort } : {}) },
        cursor,
        shown: page.items.length,
      },
      now(),
    );
    return page;
  });

  route(CONSOLE_ROUTES.claim, async (request, reply, input): Promise<AdminClaimDetail> => {
    const { id } = input.params();
    noStore(reply);
    const claim = await claimDetail(id);
    // The claim's personal details (number, address, e-mail) were shown to this account.
    const admin = requireAdmin(request);
    await writeAudit(
      db.kysely,
      { adminId: admin.id, action: 'claim.view', subjectType: 'claim', subjectId: claim.id, ip: request.ip },
      now(),
    );
    return claim;
  });

  route(CONSOLE_ROUTES.claimApprove, async (request, reply, input): Promise<AdminClaimDetail> => {
    const { id } = input.params();
    const { reason, checklist } = input.body();
    const admin = requireAdmin(request);
    // The reviewer ticks what was checked before approving (decision 0077); the audit keeps it.
    const checked = checkedItems(checklist);
    await reviewClaim(
      db,
      { claimShop, decideClaim, ownership },
      id,
      { decision: 'approve', reason: reason || null, checked },
      { adminId: admin.id, ip: request.ip },
      now(),
      storeFronts,
      premium,
    );
    outbox.kick();
    noStore(reply);
    return claimDetail(id);
  });

  route(CONSOLE_ROUTES.claimReject, async (request, reply, input): Promise<AdminClaimDetail> => {
    const { id } = input.params();
    const { reason } = input.body();
    const admin = requireAdmin(request);
    await reviewClaim(
      db,
      { claimShop, decideClaim, ownership },
      id,
      { decision: 'reject', reason },
      { adminId: admin.id, ip: request.ip },
      now(),
      undefined,
      premium,
    );
    outbox.kick();
    noStore(reply);
    return claimDetail(id);
  });

  // Private images: only through a link the console signed a few minutes ago, with the session.
  // Its own checks, not the table's: any query (a repeated exp or sig too) is a 403, never a 400.
  route(CONSOLE_ROUTES.image, async (request, reply, input) => {
    const admin = requireAdmin(request);
    const { kind, file } = input.params();
    const key = `${kind}/${file}`;
    const { exp, sig } = request.query as { exp?: unknown; sig?: unknown };
    if (!IMAGE_KEY_PATTERN.test(key) || !verifyImageLink(linkSecret, key, exp, sig, now()))
      throw new HttpError(403, REVIEW_MESSAGES.adminLinkInvalid);
    const bytes = await images.get(key);
    if (!bytes) throw notFound(MESSAGES.notFound);
    const claimId = await claimOfImage(db, key);
    await writeAudit(
      db.kysely,
      {
        adminId: admin.id,
        action: 'image.view',
        subjectType: 'claim',
        subjectId: claimId ?? key,
        detail: { image: kind },
        ip: request.ip,
      },
      now(),
    );
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-type', 'image/jpeg')
      .header('content-disposition', 'inline')
      .send(bytes);
  });
}
