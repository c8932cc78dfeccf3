import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrate } from './db/migrate.ts';

describe('serving the web app', () => {
  let dir: string;
  let db: Db;
  let app: FastifyInstance;
  const bundle = 'console.log("app");'.repeat(100);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dir, 'static/js'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'static/js/index-abc.js'), bundle);
    writeFileSync(path.join(dir, 'static/js/index-abc.js.br'), brotliCompressSync(bundle));
    db = openDatabase({ sqlitePath: ':memory:' });
    await migrate(db);
    app = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: dir }, db, logger: false });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every app route with the SPA, never cached', async () => {
    for (const url of ['/', '/privacy-policy', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    // A shop page is filled on the server (features/seo): an unknown shop is a 404 with the same shell.
    const unknownShop = await app.inject({ method: 'GET', url: '/abc123/shop' });
    expect(unknownShop.statusCode).toBe(404);
    expect(unknownShop.body).toContain('<div id="root">');
    expect(unknownShop.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('sends hashed bundles pre-compressed and cached for a year', async () => {
    const br = await app.inject({ method: 'GET', url: '/static/js/index-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const plain = await app.inject({ method: 'GET', url: '/static/js/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('sets a content security policy that allows only our own scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
