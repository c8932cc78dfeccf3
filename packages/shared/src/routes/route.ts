import { z } from 'zod';

/**
 * One entry of the route table: a route's whole contract (decision 0060). The API registers the
 * route from it, /v1/openapi.json describes it from it, and the web calls it through it.
 */

/** Who may call a route: anyone, a shopper whose session proves a number, the approved owner of the shop in the path, the console. */
export type RouteAccess = 'public' | 'session' | 'owner' | 'console';
export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every id a path carries (shops, reviews, claims, offers, payments...): the one pattern the routes check. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A path parameter that must look like an id. A path whose id cannot exist is a 404, not a 400:
 * `message` is what the route answers for an unknown id, so that both answer alike.
 */
export const idParam = (message: string) => z.string().regex(ID_PATTERN, message);

export interface RouteSpec {
  method: RouteMethod;
  /** Fastify's pattern under /v1, e.g. '/claim-shops/:id/reviews'. */
  path: string;
  access: RouteAccess;
  /** One line for OpenAPI. */
  summary: string;
  /** Path parameters; a value the schema refuses answers 404 with the schema's message. */
  params?: z.ZodObject;
  query?: z.ZodType;
  /** A JSON body. Routes taking multipart/form-data say so in `bodyType`, and parse it as they stream it. */
  body?: z.ZodType;
  bodyType?: 'json' | 'multipart' | 'raw';
  /**
   * The 200/201 answer. The API serialises it with this schema (only the declared fields leave), so
   * a route gets one only where the schema is its whole answer.
   */
  response?: z.ZodType;
  /** Status of a success when not 200. */
  status?: number;
  /** Refusals worth documenting, by status. */
  errors?: Record<number, string>;
  /** Left out of OpenAPI: dev and sandbox helpers, a provider's webhook. */
  hidden?: boolean;
  /** What each query parameter means, where its name does not say it all (OpenAPI). */
  queryDescriptions?: Record<string, string>;
}

/** The names of a pattern's parameters, in order: '/a/:id/b/:photoId' -> ['id', 'photoId']. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...PathParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** A path with no parameter is itself; one with parameters is a function of them, in order. */
export type PathOf<P extends string> =
  PathParamNames<P> extends [] ? P : (...values: StringsFor<PathParamNames<P>>) => string;
type StringsFor<T> = T extends [unknown, ...infer Rest] ? [string, ...StringsFor<Rest>] : [];

/** The concrete path of a pattern (each value URI-encoded). */
export /*#__NO_SIDE_EFFECTS__*/ function pathOf<P extends string>(pattern: P): PathOf<P> {
  if (!pattern.includes(':')) return pattern as PathOf<P>;
  const parts = pattern.split(/:[A-Za-z]+/);
  const build = (...values: string[]) =>
    parts.reduce((path, part, index) => path + encodeURIComponent(values[index - 1] ?? '') + part);
  return build as unknown as PathOf<P>;
}

/** Declares an entry, keeping its literal types (the path, the schemas) for the API and the web. */
export const defineRoute = <const S extends RouteSpec>(spec: S): S => spec;

/** The Fastify pattern in OpenAPI's spelling: '/claim-shops/:id' -> '/claim-shops/{id}'. */
export const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z]+)/g, '{$1}');

export type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
export type ParamsOf<R extends RouteSpec> = Infer<R['params']>;
export type QueryOf<R extends RouteSpec> = Infer<R['query']>;
export type BodyOf<R extends RouteSpec> = Infer<R['body']>;
export type ResponseOf<R extends RouteSpec> = Infer<R['response']>;
