import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '@local-shops/shared';
import { siteConfigRoute } from '@local-shops/shared/public-routes';
import { routeTable } from '../../lib/route-table.ts';

export interface SiteConfigOptions {
  map: { tileUrl: string; attribution: string };
}

/** Settings change with a restart; browsers may keep them for five minutes. */
const CACHE_FIVE_MINUTES = 'public, max-age=300';

/**
 * The Content-Security-Policy source that lets the page load the map's tiles: the tile URL's
 * scheme and host, with a `{s}` sub-domain label as a wildcard (`https://*.tile.example.org`).
 */
export function tileImageSource(tileUrl: string): string {
  const origin = /^(https?:\/\/[^/]+)/.exec(tileUrl)?.[1] ?? tileUrl;
  return origin.replace(/\{s\}/g, '*');
}

/** GET /v1/site-config: the public run-time settings of the web app (the map's tile server today). */
export async function siteConfigRoutes(app: FastifyInstance, { map }: SiteConfigOptions) {
  const body: SiteConfig = { map: { tileUrl: map.tileUrl, attribution: map.attribution } };
  routeTable(app)(siteConfigRoute, async (_request, reply) => {
    reply.header('cache-control', CACHE_FIVE_MINUTES);
    return body;
  });
}
