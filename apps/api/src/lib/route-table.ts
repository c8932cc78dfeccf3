import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteAccess, RouteSpec } from '@local-shops/shared';
import type { Db } from '../db/database.ts';
import { privateAnswers, publicCache, type CachePolicy } from './http-cache.ts';
import { notFound } from './http-errors.ts';
import { responseSchema } from './response-schema.ts';
import { requireSession } from './session-guard.ts';
import { REPLICA_READS } from './timed-reads.ts';
import { parseInput } from './validation.ts';

/** The hooks that enforce one kind of access: `onRequest` runs before the body is read, `preHandler` after. */
export type AccessHooks = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler'>;
/** How each non-public access is enforced; the composition root hands in the owner's and the console's. */
export type AccessRules = Partial<Record<Exclude<RouteAccess, 'public'>, AccessHooks>>;

/**
 * The inputs of a request, parsed with its table entry's schemas when the route asks for them:
 * each route keeps the order of its checks (a route may look the shop up before it reads a body).
 */
export interface RouteInput<R extends RouteSpec> {
  /** A parameter the table refuses answers 404 with the message of the parameter's schema. */
  params(): ParamsOf<R>;
  /** 400 with the schema's first message. */
  query(): QueryOf<R>;
  /** The JSON body, or `source` (a multipart route's fields), parsed with the entry's body schema; 400 with its first message. */
  body(source?: unknown): BodyOf<R>;
}

/** The answer may hold read-only data (a constant list): the serialiser only reads it. */
type ReadonlyDeep<T> =
  T extends ReadonlyArray<infer U>
    ? ReadonlyArray<ReadonlyDeep<U>>
    : T extends object
      ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
      : T;
type Answer<R extends RouteSpec> = R['response'] extends z.ZodType ? ReadonlyDeep<ResponseOf<R>> : unknown;
export type RouteHandler<R extends RouteSpec> = (
  request: FastifyRequest,
  reply: FastifyReply,
  input: RouteInput<R>,
) => Promise<Answer<R> | FastifyReply>;
/** What a route sets beyond its contract: its body limit, and its own hooks after the access check. */
export type RouteOptions = Pick<RouteShorthandOptions, 'bodyLimit' | 'preHandler'> & {
  /** A public read that must see the primary (readiness), never a replica (decision 0082). */
  primaryOnly?: boolean;
};

/** How long a route's answers may be kept: a public read's policy, or `private` for a public route that reads or sets the session. */
export type RouteCache = CachePolicy | 'private';
/** The routes of a feature that say how long their answers may be kept, by entry (decision 0071). */
export type RouteCaching = ReadonlyArray<readonly [RouteSpec, RouteCache]>;

/** The session hook of lib/session-guard.ts as an access rule: 401 before the body is read. */
export const sessionAccess = (db: Db, now: () => Date): AccessHooks => ({ onRequest: requireSession(db, now) });

/** Decision 0071: by access first, so that no personal answer can be cached for want of an option. */
function cacheHook(access: RouteAccess, cache: RouteCache | undefined) {
  if (access !== 'public' || cache === 'private') return privateAnswers;
  return cache ? publicCache(cache) : undefined;
}

function inputOf<R extends RouteSpec>(entry: R, request: FastifyRequest): RouteInput<R> {
  return {
    params: () => {
      if (!entry.params) return undefined as ParamsOf<R>;
      const result = entry.params.safeParse(request.params);
      if (!result.success) throw notFound(result.error.issues[0]?.message ?? 'Not found.');
      return result.data as ParamsOf<R>;
    },
    query: () => (entry.query ? parseInput(entry.query, request.query) : undefined) as QueryOf<R>,
    body: (source = request.body) => (entry.body ? parseInput(entry.body, source) : undefined) as BodyOf<R>,
  };
}

/**
 * Registers routes from their route-table entries (decision 0060): the method and path, the access
 * hooks and the answer's serialiser come from the entry, so that a route cannot drift from the
 * contract that OpenAPI and the web client read. `cache` names the entries whose answers may be
 * kept, and for how long (decision 0071); the others send no Cache-Control of ours, except that
 * every session, owner and console answer is private.
 */
export function routeTable(
  app: FastifyInstance,
  { access = {}, cache = [] }: { access?: AccessRules; cache?: RouteCaching } = {},
) {
  const caching = new Map<RouteSpec, RouteCache>(cache);
  return function route<R extends RouteSpec>(entry: R, handler: RouteHandler<R>, options: RouteOptions = {}): void {
    const hooks = entry.access === 'public' ? {} : access[entry.access];
    if (!hooks)
      throw new Error(`${entry.method} ${entry.path} needs ${entry.access} access, and no hook was given for it`);
    const preHandler = [hooks.preHandler, options.preHandler].flat().filter((hook) => hook !== undefined);
    const onSend = cacheHook(entry.access, caching.get(entry));
    // A public read that no session decides may be served by a replica (decision 0082).
    const replica =
      entry.method === 'GET' && entry.access === 'public' && caching.get(entry) !== 'private' && !options.primaryOnly;
    app.route({
      method: entry.method,
      url: entry.path,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(hooks.onRequest ? { onRequest: hooks.onRequest } : {}),
      ...(preHandler.length ? { preHandler } : {}),
      ...(onSend ? { onSend } : {}),
      ...(replica ? { config: REPLICA_READS } : {}),
      ...(entry.response ? { schema: { response: { [entry.status ?? 200]: responseSchema(entry.response) } } } : {}),
      handler: (request, reply) => handler(request, reply, inputOf(entry, request)),
    });
  };
}

/** What `routeTable` answers: registers one entry's route; features that register for another's access rules take it. */
export type Route = ReturnType<typeof routeTable>;
