import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, MAX_SEARCH_LENGTH, MESSAGES, type PlacePage } from '@local-shops/shared';
import { placeRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { noStore, PUBLIC_CACHE, publicCache, type CachePolicy } from '../../lib/http-cache.ts';
import { notFound } from '../../lib/http-errors.ts';
import { routeTable } from '../../lib/route-table.ts';
import { findSessionNumber, SESSION_COOKIE } from '../../lib/sessions.ts';
import { localeOf, varyOnLanguage } from '../../lib/texts.ts';
import { REPLICA_READS } from '../../lib/timed-reads.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { LandingShop } from './page-bodies.ts';
import { listCategoryLabels } from './seo.repository.ts';
import type { HtmlPage, SeoService } from './seo.service.ts';
import { placeSitemap, robotsTxt, shopSitemapFile, sitemapFiles, sitemapIndexXml } from './sitemap.ts';

const SITEMAP_FILE = /^(shops|places)-([1-9]\d{0,5})\.xml$/;

/** The landing page's first shops change as slowly as the directory's first page is kept (PUBLIC_CACHE.list). */
const LANDING_SHOPS_TTL_MS = 60_000;

/**
 * A route's cache policy with its ETag and 304 (decision 0071): a page names the build's bundles, so
 * a deploy purges the CDN. Every one is a public page a replica may serve (decision 0082; a shop
 * page that asks for the session reads the primary).
 */
const cached = (policy: CachePolicy) => ({ onSend: publicCache(policy), config: REPLICA_READS });

function sendPage(reply: FastifyReply, page: HtmlPage) {
  // A page shown to one viewer alone (a pending listing's claimant, in their language) is kept by no cache.
  if (page.personal) varyOnLanguage(noStore(reply));
  return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
}

/** Pages for search engines and link previews: shop and town pages with their head filled, robots.txt and the sitemaps. */
export async function seoRoutes(
  app: FastifyInstance,
  { db, seo, publicUrl, now }: { db: Db; seo: SeoService; publicUrl: string; now: () => Date },
) {
  const categoryIds = async () => (await listCategoryLabels(db)).map((c) => c.id);
  // The directory's first page, read through its own route (the same rules and caches as the app's
  // list); a user agent that the insights count as a script, so no shop gains a search appearance.
  const landingShops = createTtlCache<LandingShop[]>({ ttlMs: LANDING_SHOPS_TTL_MS, maxEntries: 1 });
  const firstShops = () =>
    landingShops
      .getOrLoad('first', async () => {
        const response = await app.inject({
          method: 'GET',
          url: `${API_PREFIX}/claim-shops/filter?page=1`,
          headers: { 'user-agent': 'server-render bot' },
        });
        if (response.statusCode !== 200) throw new Error(`first shops: ${response.statusCode}`);
        return response.json<{ items: LandingShop[] }>().items.map(({ id, name }) => ({ id, name }));
      })
      // Without them the page is still whole (the app's list follows): a failure is not kept.
      .catch((): LandingShop[] => []);

  app.get<{ Querystring: { q?: unknown } }>('/', cached(PUBLIC_CACHE.list), async (request, reply) => {
    const { q } = request.query;
    const query = typeof q === 'string' ? q.slice(0, MAX_SEARCH_LENGTH) : '';
    varyOnLanguage(reply);
    return sendPage(reply, seo.landingPage(localeOf(request), query, await firstShops()));
  });

  app.get('/robots.txt', cached(PUBLIC_CACHE.robots), async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', cached(PUBLIC_CACHE.sitemap), async (_request, reply) => {
    const files = await sitemapFiles(db, seo.places.length * (await categoryIds()).length);
    return reply.type('application/xml; charset=utf-8').send(sitemapIndexXml(publicUrl, files));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', cached(PUBLIC_CACHE.sitemap), async (request, reply) => {
    const match = SITEMAP_FILE.exec(request.params.file);
    const number = Number(match?.[2]);
    if (match?.[1] === 'shops') {
      const files = await sitemapFiles(db, 0);
      if (number <= files.length) {
        return reply.type('application/xml; charset=utf-8').send(await shopSitemapFile(db, publicUrl, number));
      }
    } else if (match?.[1] === 'places') {
      const xml = placeSitemap(publicUrl, seo.places, await categoryIds(), number);
      if (xml) return reply.type('application/xml; charset=utf-8').send(xml);
    }
    return sendPage(reply, seo.notFound());
  });

  app.get<{ Params: { shopId: string } }>('/:shopId/shop', cached(PUBLIC_CACHE.shopPage), async (request, reply) => {
    // Only a new listing awaiting review asks who is looking (its claimant alone sees it, decision 0058).
    const viewer = () => findSessionNumber(db, request.cookies[SESSION_COOKIE], now());
    // The page's buttons are in the visitor's language.
    varyOnLanguage(reply);
    return sendPage(reply, await seo.shopPage(request.params.shopId, viewer, localeOf(request)));
  });

  app.get<{ Params: { state: string; town: string; category: string } }>(
    '/in/:state/:town/:category',
    cached(PUBLIC_CACHE.place),
    async (request, reply) => {
      const { state, town, category } = request.params;
      return sendPage(reply, await seo.placePage(state, town, category));
    },
  );
}

/** GET /v1/places/{state}/{town}/{category}: the town page's content for the web app (under the API prefix). */
export async function placesApiRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  const route = routeTable(app, { cache: [[placeRoute, PUBLIC_CACHE.place]] });
  route(placeRoute, async (_request, _reply, input): Promise<PlacePage> => {
    const { state, town, category } = input.params();
    const found = await seo.placeData(state, town, category);
    if (!found) throw notFound(MESSAGES.notFound);
    return found.data;
  });
}
