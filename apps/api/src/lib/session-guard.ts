import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ID_PATTERN, MESSAGES } from '@local-shops/shared';
import { OWNER_MESSAGES } from '@local-shops/shared/owner';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from './http-errors.ts';
import { findSessionNumber, SESSION_COOKIE } from './sessions.ts';
import { approvedOwnerOf } from './shop-ownership.ts';

const numbers = new WeakMap<FastifyRequest, string>();
const ownedShops = new WeakMap<FastifyRequest, OwnedShop>();

/**
 * Where a route sits decides how a missing session is worded (decision 0061): a shopper in the
 * middle of a claim, a review or a payment verified a number a moment ago and is asked to verify
 * it again; on the owner's dashboard (owner/*, help, and the shop in the path) they sign in.
 */
export type SessionArea = 'shopper' | 'owner';

const SIGN_IN: Record<SessionArea, string> = {
  shopper: MESSAGES.verifyNumberAgain,
  owner: OWNER_MESSAGES.signInRequired,
};

async function proveNumber(db: Db, request: FastifyRequest, now: Date, area: SessionArea): Promise<string> {
  const number = await findSessionNumber(db, request.cookies[SESSION_COOKIE], now);
  if (!number) throw new HttpError(401, SIGN_IN[area]);
  numbers.set(request, number);
  return number;
}

/**
 * The one way a route requires a session proving a number: an onRequest hook, so that it runs
 * before the body is read and a request without a session is refused (401) before it can make
 * us take in 24 MB. The handler reads the number with sessionNumberOf.
 */
export function requireSession(db: Db, now: () => Date, area: SessionArea = 'shopper'): onRequestAsyncHookHandler {
  return async (request) => {
    await proveNumber(db, request, now(), area);
  };
}

/** The number the session of a request proves (only behind requireSession or requireShopOwner). */
export function sessionNumberOf(request: FastifyRequest): string {
  const number = numbers.get(request);
  if (!number) throw new HttpError(401, MESSAGES.verifyNumberAgain);
  return number;
}

export interface OwnedShop {
  /** The shop of the path, whose approved owner the session's number is. */
  shopId: string;
  number: string;
}

/** The shop of the path: `:shopId` where the route names it so, else `:id`. */
function shopIdOfPath(request: FastifyRequest): string {
  const params = (request.params ?? {}) as { shopId?: unknown; id?: unknown };
  const id = params.shopId ?? params.id;
  return typeof id === 'string' ? id : '';
}

/**
 * The one owner check, for the routes of the shop in the path (`:shopId`, else `:id`): the
 * session's number must be the shop's approved owner (lib/shop-ownership.ts). 401 without a
 * session, 404 for a shop that does not exist, 403 with one message for anyone else (a number
 * whose claim still waits included). An onRequest hook (it also works as a preHandler), so that
 * nobody else's body is read. The handler reads the shop with ownedShopOf.
 */
export function requireShopOwner(db: Db, now: () => Date): onRequestAsyncHookHandler {
  return async (request) => {
    const number = await proveNumber(db, request, now(), 'owner');
    const shopId = shopIdOfPath(request);
    const owner = ID_PATTERN.test(shopId) ? await approvedOwnerOf(db, shopId) : undefined;
    if (owner === undefined) throw notFound(MESSAGES.shopNotFound);
    if (owner !== number) throw new HttpError(403, MESSAGES.notYourShop);
    ownedShops.set(request, { shopId, number });
  };
}

/** The shop the session's number owns (only behind requireShopOwner). */
export function ownedShopOf(request: FastifyRequest): OwnedShop {
  const owned = ownedShops.get(request);
  if (!owned) throw new HttpError(403, MESSAGES.notYourShop);
  return owned;
}
