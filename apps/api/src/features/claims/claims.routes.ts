import {
  API_PATHS,
  MESSAGES,
  SHOP_ID_PATTERN,
  claimShopDraftSchema,
  claimVerificationRequestSchema,
  otpVerifySchema,
  storeFrontFinishCheck,
  type ClaimShopResponse,
  type ClaimShopSubmission,
} from '@local-shops/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { withRetryAfter } from '../../lib/retry-after.ts';
import { parseInput } from '../../lib/validation.ts';
import { requireSession, sessionNumberOf } from '../../lib/session-guard.ts';
import { SESSION_COOKIE, createSession, deleteSession, sessionCookieOptions } from '../../lib/sessions.ts';
import { localeOf } from '../../lib/texts.ts';
import type { ClaimsService, VerifiedSubmission } from './claims.service.ts';

export interface ClaimsRoutesOptions {
  db: Db;
  claims: ClaimsService;
  now: () => Date;
  /** Secure cookies (production: HTTPS only). */
  secureCookies: boolean;
}

/** Two photos as base64 data URLs (at most 8 MB each, 4/3 larger in base64) and the draft's text. */
export const CLAIM_BODY_LIMIT = 24 * 1024 * 1024;

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
  // The claimant must hold a session proving the number (PATCH /otp/verify-otp sets it), checked before the body is read.
  app.post(API_PATHS.claimShops, { bodyLimit: CLAIM_BODY_LIMIT, onRequest: requireSession(db, now) }, async (request, reply): Promise<ClaimShopResponse> => {
    const sessionNumber = sessionNumberOf(request);
    const draft = finishChecked(parseInput(claimShopDraftSchema, request.body));
    if (draft.shopOwnerContactNumber !== sessionNumber) throw new HttpError(401, MESSAGES.verifyNumberAgain);
    const id = await claims.submit(draft, request.log);
    reply.code(201).header('cache-control', 'no-store');
    return { id };
  });

  app.post(API_PATHS.claimVerification, async (request, reply): Promise<ClaimShopResponse> => {
    const { shopId, shopOwnerContactNumber, address } = parseInput(claimVerificationRequestSchema, request.body);
    await withRetryAfter(
      reply,
      claims.sendVerification({ shopId, mobileNumber: shopOwnerContactNumber, address, ip: request.ip, locale: localeOf(request), log: request.log }),
    );
    return { id: shopId };
  });

  app.patch<{ Params: { id: string } }>('/claim-shops/verify-otp/:id', async (request, reply): Promise<ClaimShopResponse> => {
    const shopId = request.params.id;
    if (!SHOP_ID_PATTERN.test(shopId)) throw notFound(MESSAGES.shopNotFound);
    const { otp: code, mobileNumber } = parseInput(otpVerifySchema, request.body);
    await claims.verifyAndClaim({ shopId, mobileNumber, code });
    // The claim code proves the number as well as /otp/verify-otp does: the same session follows.
    await deleteSession(db, request.cookies[SESSION_COOKIE]);
    const { token } = await createSession(db, mobileNumber, now());
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(secureCookies)).header('cache-control', 'no-store');
    return { id: shopId };
  });
}
