import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  claimShopDraftSchema,
  MESSAGES,
  storeFrontFinishCheck,
  type ClaimShopResponse,
  type ClaimShopSubmission,
} from '@local-shops/shared';
import { claimShopsRoute, claimVerificationRoute, claimVerifyOtpRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';
import { routeTable, sessionAccess } from '../../lib/route-table.ts';
import { sessionNumberOf } from '../../lib/session-guard.ts';
import { createSession, deleteSession, SESSION_COOKIE, sessionCookieOptions } from '../../lib/sessions.ts';
import { localeOf } from '../../lib/texts.ts';
import { jsonField, withUploads, type UploadSpec } from '../../lib/uploads.ts';
import { parseInput } from '../../lib/validation.ts';
import type { ClaimsService, VerifiedSubmission } from './claims.service.ts';

export interface ClaimsRoutesOptions {
  db: Db;
  claims: ClaimsService;
  now: () => Date;
  /** Secure cookies (production: HTTPS only). */
  secureCookies: boolean;
}

const CHEQUE_FIELD = 'shopOwnerCancelledChequeImage';
const STORE_FRONT_FIELD = 'storeFrontPicture';
/** The draft's text (its longest fields together stay far below 64 KB) and its two photos. */
export const CLAIM_UPLOAD: UploadSpec = {
  files: { [CHEQUE_FIELD]: 1, [STORE_FRONT_FIELD]: 1 },
  fields: ['draft'],
  fieldBytes: 64 * 1024,
};
/** Decision 0080: the web's key (a UUID) or any caller's of a sane size and alphabet. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** The submission's `Idempotency-Key`, if it sent one; 400 for one we could not keep. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) throw badRequest(MESSAGES.idempotencyKeyInvalid);
  return key;
}

/** What an uploaded photo is to the draft's checks: a data URL's prefix, whatever the file really is (its bytes are judged later). */
const UPLOADED_PHOTO = 'data:image/upload;base64,';

/** SPEC.md's Finish checks, in order, on a draft that passed the twelve registration checks. */
function finishChecked(draft: ClaimShopSubmission): VerifiedSubmission {
  const message = storeFrontFinishCheck({
    ...draft,
    categories: draft.categories ?? [],
    referralCode: draft.referralCode ?? null,
    storeFrontPicture: draft.storeFrontPicture ?? null,
    lat: draft.lat ?? null,
    long: draft.long ?? null,
    capturedAddress: draft.capturedAddress ?? '',
  });
  if (message) throw badRequest(message);
  const { storeFrontPicture, lat, long, capturedAddress } = draft;
  // storeFrontFinishCheck has already refused each of these missing; this narrows their types.
  if (!storeFrontPicture || typeof lat !== 'number' || typeof long !== 'number' || !capturedAddress) {
    throw badRequest(MESSAGES.detailsIncomplete);
  }
  return { ...draft, storeFrontPicture, lat, long, capturedAddress: capturedAddress.trim() };
}

/** Claiming a listing: a new one from the claim flow, or one in the directory from its shop page. */
export async function claimsRoutes(app: FastifyInstance, { db, claims, now, secureCookies }: ClaimsRoutesOptions) {
  // multipart/form-data: the draft as JSON in the field `draft`, and its two photos as files. The
  // claimant must hold a session proving the number (PATCH /otp/verify-otp sets it), checked before the body is read.
  // The claim code's check sets the session: private, though anyone may call it (decision 0071).
  const route = routeTable(app, {
    access: { session: sessionAccess(db, now) },
    cache: [[claimVerifyOtpRoute, 'private']],
  });

  route(claimShopsRoute, async (request, reply): Promise<ClaimShopResponse> => {
    const sessionNumber = sessionNumberOf(request);
    const idempotencyKey = idempotencyKeyOf(request);
    const id = await withUploads(request, CLAIM_UPLOAD, async (upload) => {
      const cheque = upload.files[CHEQUE_FIELD]?.[0];
      const storeFront = upload.files[STORE_FRONT_FIELD]?.[0];
      const fields = jsonField(upload, 'draft');
      // The draft's checks (in SPEC.md's order) see the photos as the browser holds them, data URLs:
      // each file that arrived stands in for its data URL.
      const asSent = {
        ...(fields && typeof fields === 'object' ? fields : {}),
        shopOwnerCancelledChequeImage: cheque ? UPLOADED_PHOTO : null,
        storeFrontPicture: storeFront ? UPLOADED_PHOTO : null,
      };
      const draft = finishChecked(parseInput(claimShopDraftSchema, asSent));
      if (draft.shopOwnerContactNumber !== sessionNumber) throw new HttpError(401, MESSAGES.verifyNumberAgain);
      if (!cheque || !storeFront) throw badRequest(MESSAGES.detailsIncomplete);
      return claims.submit(draft, { cheque, storeFront }, request.log, { idempotencyKey });
    });
    reply.code(201).header('cache-control', 'no-store');
    return { id };
  });

  route(claimVerificationRoute, async (request, reply, input): Promise<ClaimShopResponse> => {
    const { shopId, shopOwnerContactNumber, address } = input.body();
    await withRetryAfter(
      reply,
      claims.sendVerification({
        shopId,
        mobileNumber: shopOwnerContactNumber,
        address,
        ip: request.ip,
        locale: localeOf(request),
        log: request.log,
      }),
    );
    return { id: shopId };
  });

  route(claimVerifyOtpRoute, async (request, reply, input): Promise<ClaimShopResponse> => {
    const shopId = input.params().id;
    const { otp: code, mobileNumber } = input.body();
    await claims.verifyAndClaim({ shopId, mobileNumber, code });
    // The claim code proves the number as well as /otp/verify-otp does: the same session follows.
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    const { token } = await createSession(db, mobileNumber, now());
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secureCookies));
    return { id: shopId };
  });
}
