import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers, worked out once. @fastify/helmet built a new helmet middleware for every
 * request (its options parsed, its CSP string joined again): 6 % of a shop detail's CPU. Our
 * options use no nonces and no per-route settings, so the headers are the same for every
 * response, and are set on each the way helmet sets them (on the raw response, before routing).
 */
export function securityHeaders(
  options: HelmetOptions,
): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
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
  return (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  };
}
