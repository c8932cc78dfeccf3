import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, idParam } from '@local-shops/shared';
import { HttpError } from './http-errors.ts';
import { routeTable } from './route-table.ts';

const echo = defineRoute({
  method: 'POST',
  path: '/things/:id',
  access: 'session',
  summary: 'Echo',
  params: z.object({ id: idParam('No thing with this id exists.') }),
  body: z.object({ name: z.string({ error: 'name is required.' }) }),
  response: z.object({ id: z.string(), name: z.string() }),
});

async function appWith(access: Parameters<typeof routeTable>[1]) {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : 500;
    return reply
      .code(status)
      .send({ statusCode: status, message: error instanceof Error ? error.message : String(error) });
  });
  routeTable(app, access)(echo, async (_request, _reply, input) => ({
    ...input.params(),
    ...input.body(),
    secret: 'not declared',
  }));
  await app.ready();
  return app;
}

describe('routes registered from the table', () => {
  const session = {
    access: {
      session: {
        onRequest: async (request: { headers: Record<string, unknown> }) => {
          if (!request.headers['x-session']) throw new HttpError(401, 'Please verify your mobile number again.');
        },
      },
    },
  };

  it('runs the access hook of the entry before anything else', async () => {
    const app = await appWith(session);
    const response = await app.inject({ method: 'POST', url: '/things/!!', payload: {} });
    expect(response.json()).toEqual({ statusCode: 401, message: 'Please verify your mobile number again.' });
  });

  it('answers an impossible id with 404 and the message of an unknown one, a bad body with 400, and only declared fields', async () => {
    const app = await appWith(session);
    const headers = { 'x-session': '1' };
    expect(
      (await app.inject({ method: 'POST', url: '/things/a%2Fb', headers, payload: { name: 'x' } })).json(),
    ).toEqual({ statusCode: 404, message: 'No thing with this id exists.' });
    expect((await app.inject({ method: 'POST', url: '/things/t1', headers, payload: {} })).json()).toEqual({
      statusCode: 400,
      message: 'name is required.',
    });
    expect((await app.inject({ method: 'POST', url: '/things/t1', headers, payload: { name: 'x' } })).json()).toEqual({
      id: 't1',
      name: 'x',
    });
  });

  it('refuses to register a route whose access has no hook', () => {
    expect(() => routeTable(Fastify())(echo, async () => ({ id: '', name: '' }))).toThrow(/needs session access/);
  });

  it('makes every answer of a non-public route private, whatever its handler or its policy says (decision 0071)', async () => {
    const app = Fastify();
    const open = { onRequest: async () => undefined };
    routeTable(app, {
      access: { session: open },
      cache: [[echo, { maxAge: 60, sMaxAge: 60, staleWhileRevalidate: 60 }]],
    })(echo, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=60').send({ id: 't1', name: 'x' }),
    );
    const response = await app.inject({ method: 'POST', url: '/things/t1', payload: {} });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});
