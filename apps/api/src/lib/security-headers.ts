import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Response headers as name and value pairs, set the same way on every response they apply to. */
export type HeaderSet = readonly (readonly [string, string])[];

/**
 * Helmet's headers for `options`, worked out once. @fastify/helmet built a new helmet middleware for
 * every request (its options parsed, its CSP string joined again): 6 % of a shop detail's CPU. Our
 * options use no nonces and no per-route settings, so the headers are the same for every response.
 */
export function helmetHeaderSet(options: HelmetOptions): HeaderSet {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader(name: string) {
      const lower = name.toLowerCase();
      for (let i = headers.length - 1; i >= 0; i--) if (headers[i]![0].toLowerCase() === lower) headers.splice(i, 1);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

/**
 * An onRequest hook that sets one of two header sets on the raw response, the way helmet does
 * (before routing, so errors carry them too): `api` for the JSON API under /v1, `html` for the rest.
 */
export function securityHeaders(sets: {
  html: HeaderSet;
  api: HeaderSet;
}): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  return (request, reply, done) => {
    const headers = request.url.startsWith('/v1/') ? sets.api : sets.html;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  };
}
