import { API_PREFIX, pathOf, type BodyOf, type Infer, type RouteSpec } from '@local-shops/shared';
import { apiRequest } from './api.ts';

/**
 * A GET of the route table (decision 0060): its URL, typed with the answer the table declares, for
 * `useApiData` and `fetchApi`.
 */
export type ApiGet<T> = string & { readonly answer?: T };

/** A route's answer: the table's where it declares one, else the type the route answers. */
export type AnswerOf<R, T> = R extends { response: infer S } ? Infer<S> : T;

/** A write's body: the table's where it declares one; a route without one takes none, or an empty object. */
type Body<R extends RouteSpec> = R extends { body: unknown } ? BodyOf<R> : Record<string, never>;

/**
 * The typed calls of one part of the route table. The web imports the table for its types only, so
 * that no page carries its schemas: each pattern and method is written again at the call, and the
 * compiler checks it against the table's. (Marked free of side effects, as `pathOf` is, so that a
 * bundle drops the paths a page does not use.)
 */
export /*#__NO_SIDE_EFFECTS__*/ function routeClient<Routes extends Record<string, RouteSpec>>() {
  return {
    /** The concrete path of an entry's pattern, a function of its parameters. */
    at: <K extends keyof Routes>(_route: K, pattern: Routes[K]['path']) => pathOf(pattern),
    /** A GET's URL, typed with its answer. */
    get: <K extends keyof Routes, T = never>(_route: K, url: string) => url as ApiGet<AnswerOf<Routes[K], T>>,
    /** A write: its method, and its body as the table declares it (a FormData for a multipart route). */
    send: <K extends keyof Routes, T = void>(
      _route: K,
      method: Routes[K]['method'],
      url: string,
      body?: Body<Routes[K]> | FormData,
      signal?: AbortSignal,
    ) => apiRequest<AnswerOf<Routes[K], T>>(url, { method, body, signal }),
    /** A link the browser opens itself (a PDF), under /v1. */
    link: <K extends keyof Routes>(_route: K, path: string) => `${API_PREFIX}${path}`,
  };
}

/** Calls a GET of the table; its answer has the table's type. */
export const fetchApi = <T>(url: ApiGet<T>, signal?: AbortSignal): Promise<T> =>
  apiRequest<T>(url, signal ? { signal } : {});
