import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES, type PlacePage } from '@local-shops/shared';
import { placeRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import { routeTable } from '../../lib/route-table.ts';
import { findSessionNumber, SESSION_COOKIE } from '../../lib/sessions.ts';
import { localeOf } from '../../lib/texts.ts';
import { listCategoryLabels } from './seo.repository.ts';
import type { HtmlPage, SeoService } from './seo.service.ts';
import { placeSitemap, robotsTxt, shopSitemap, sitemapFiles, sitemapIndexXml } from './sitemap.ts';

const CACHE_A_DAY = 'public, max-age=86400';
const CACHE_AN_HOUR = 'public, max-age=3600';
const SITEMAP_FILE = /^(shops|places)-([1-9]\d{0,5})\.xml$/;

function sendPage(reply: FastifyReply, page: HtmlPage) {
  // Checked on each visit, like the SPA shell: it names the current bundles.
  // A page shown to one viewer alone (a pending listing's claimant) is kept by no cache.
  return reply
    .code(page.status)
    .header('cache-control', page.personal ? 'private, no-store' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

/** Pages for search engines and link previews: shop and town pages with their head filled, robots.txt and the sitemaps. */
export async function seoRoutes(
  app: FastifyInstance,
  { db, seo, publicUrl, now }: { db: Db; seo: SeoService; publicUrl: string; now: () => Date },
) {
  const categoryIds = async () => (await listCategoryLabels(db)).map((c) => c.id);

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', CACHE_A_DAY).type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const files = await sitemapFiles(db, seo.places.length * (await categoryIds()).length);
    return reply
      .header('cache-control', CACHE_AN_HOUR)
      .type('application/xml; charset=utf-8')
      .send(sitemapIndexXml(publicUrl, files));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = SITEMAP_FILE.exec(request.params.file);
    const number = Number(match?.[2]);
    if (match?.[1] === 'shops') {
      const files = await sitemapFiles(db, 0);
      if (number <= files.length) {
        return reply
          .header('cache-control', CACHE_AN_HOUR)
          .type('application/xml; charset=utf-8')
          .send(Readable.from(shopSitemap(db, publicUrl, number)));
      }
    } else if (match?.[1] === 'places') {
      const xml = placeSitemap(publicUrl, seo.places, await categoryIds(), number);
      if (xml) return reply.header('cache-control', CACHE_AN_HOUR).type('application/xml; charset=utf-8').send(xml);
    }
    return sendPage(reply, seo.notFound());
  });

  app.get<{ Params: { shopId: string } }>('/:shopId/shop', async (request, reply) => {
    // Only a new listing awaiting review asks who is looking (its claimant alone sees it, decision 0058).
    const viewer = () => findSessionNumber(db, request.cookies[SESSION_COOKIE], now());
    return sendPage(reply, await seo.shopPage(request.params.shopId, viewer, localeOf(request)));
  });

  app.get<{ Params: { state: string; town: string; category: string } }>(
    '/in/:state/:town/:category',
    async (request, reply) => {
      const { state, town, category } = request.params;
      return sendPage(reply, await seo.placePage(state, town, category));
    },
  );
}

/** GET /v1/places/{state}/{town}/{category}: the town page's content for the web app (under the API prefix). */
export async function placesApiRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  routeTable(app)(placeRoute, async (_request, reply, input): Promise<PlacePage> => {
    const { state, town, category } = input.params();
    const found = await seo.placeData(state, town, category);
    if (!found) throw notFound(MESSAGES.notFound);
    reply.header('cache-control', 'public, max-age=300');
    return found.data;
  });
}
