import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@local-shops/shared';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { buildTestApp } from '../../test/app.ts';
import { createTestDb } from '../../test/databases.ts';

describe('GET /v1/site-config', () => {
  let db: Db;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    return () => db.close();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("serves OpenStreetMap's tiles and their attribution by default, and lets the page load them", async () => {
    app = await buildTestApp(db);
    const response = await app.inject({ method: 'GET', url: '/v1/site-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json<SiteConfig>()).toEqual({
      map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
    });
    const page = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  });

  it('serves the configured tile server, sub-domains as a wildcard in the page policy', async () => {
    app = await buildTestApp(db, {
      MAP_TILE_URL: 'https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    });
    const response = await app.inject({ method: 'GET', url: '/v1/site-config' });
    expect(response.json<SiteConfig>().map).toEqual({
      tileUrl: 'https://{s}.tiles.example.in/osm/{z}/{x}/{y}.png',
      attribution: '© Example Maps',
    });
    const page = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/\*\.tiles\.example\.in/);
  });

  it('refuses a tile URL without {z}, {x} and {y} at start-up, naming the variable', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.in/map.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/MAP_TILE_URL/);
  });
});
