import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from './http-errors.ts';
import { originCheck } from './origin-check.ts';

describe('origin check', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.addHook('onRequest', originCheck);
    app.setErrorHandler((error, _request, reply) =>
      error instanceof HttpError
        ? reply.code(error.statusCode).send({ message: error.message })
        : reply.code(500).send({ message: 'unexpected' }),
    );
    app.all('/thing', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', headers: Record<string, string>) =>
    app.inject({ method, url: '/thing', headers: { host: 'shop.example', ...headers } });

  it('refuses a state-changing request from another site', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      const response = await call(method, { origin: 'https://evil.example' });
      expect(response.statusCode, method).toBe(403);
      expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    }
    expect((await call('POST', { origin: 'null' })).statusCode).toBe(403);
    expect((await call('POST', { origin: 'https://shop.example.evil.example' })).statusCode).toBe(403);
    expect((await call('POST', { origin: 'https://shop.example:8443' })).statusCode).toBe(403);
  });

  it('lets same-origin requests, requests without Origin and reads through', async () => {
    expect((await call('POST', { origin: 'https://shop.example' })).statusCode).toBe(200);
    expect((await call('POST', { origin: 'https://SHOP.example', host: 'shop.example:443' })).statusCode).toBe(200);
    expect((await call('POST', { origin: 'http://localhost:5173', host: 'localhost:5173' })).statusCode).toBe(200);
    expect((await call('POST', {})).statusCode).toBe(200);
    expect((await call('GET', { origin: 'https://evil.example' })).statusCode).toBe(200);
  });
});
