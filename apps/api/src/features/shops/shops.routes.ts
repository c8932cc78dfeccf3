import type { FastifyInstance } from 'fastify';
import {
  API_PREFIX,
  MESSAGES,
  type NearbyShop,
  type Page,
  type SavedShop,
  type ShopListItem,
} from '@local-shops/shared';
import { shopNearbyRoute, shopRoute, shopsByIdsRoute, shopsFilterRoute } from '@local-shops/shared/public-routes';
import type { Db } from '../../db/database.ts';
import { heavyRead } from '../../db/read-scope.ts';
import type { NamedShop } from '../../db/text-search.ts';
import { isBot } from '../../lib/bots.ts';
import { noStore, PUBLIC_CACHE } from '../../lib/http-cache.ts';
import { notFound } from '../../lib/http-errors.ts';
import { networkKey } from '../../lib/network-key.ts';
import { routeTable } from '../../lib/route-table.ts';
import { findSessionNumber, SESSION_COOKIE } from '../../lib/sessions.ts';
import type { ShopCounters } from '../../lib/shop-counters.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { withListFlags } from './coins-flags.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { findVisibleShopDocument } from './detail.repository.ts';
import type { ListRow } from './directory.ts';
import { NAMES_KEPT_TTL_MS } from './list-counts.ts';
import { listShops } from './list.repository.ts';
import { createNameOrderMarks } from './name-order-marks.ts';
import type { NameOrderPlace } from './name-order.ts';
import { findNearby } from './nearby.repository.ts';
import { findShopsByIds } from './saved.repository.ts';
import { createSearchReader } from './search/forgiving-search.ts';
import type { SearchFront } from './search/search-tiers.ts';

/** The next page's link: the same query with page + 1 and the keyset cursor. */
function nextLink(rawQuery: Record<string, unknown>, page: number, cursor: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(rawQuery)) {
    if (key === 'page' || key === 'cursor' || typeof value !== 'string') continue;
    params.set(key, value);
  }
  params.set('page', String(page + 1));
  params.set('cursor', cursor);
  return `${API_PREFIX}${shopsFilterRoute.path}?${params.toString()}`;
}

/** Totals shown as 'Result: N found' may lag new shops by this much; counting a million rows per page would not. */
const TOTALS_TTL_MS = 30_000;

export async function shopsRoutes(
  app: FastifyInstance,
  { db, now = () => new Date(), counters }: { db: Db; now?: () => Date; counters?: ShopCounters },
) {
  const caches = {
    totals: createTtlCache<number>({ ttlMs: TOTALS_TTL_MS, maxEntries: 2000 }),
    marks: createNameOrderMarks({ ttlMs: TOTALS_TTL_MS }),
    variants: createTtlCache<ListRow[]>({ ttlMs: TOTALS_TTL_MS, maxEntries: 500 }),
    fronts: createTtlCache<SearchFront>({ ttlMs: TOTALS_TTL_MS, maxEntries: 500 }),
    firstMatches: createTtlCache<NameOrderPlace>({ ttlMs: TOTALS_TTL_MS, maxEntries: 500 }),
    walks: createTtlCache<readonly string[]>({ ttlMs: TOTALS_TTL_MS, maxEntries: 500 }),
    // At most COMMON_MATCHES shops each (~0.35 MB).
    names: createTtlCache<readonly NamedShop[] | null>({ ttlMs: NAMES_KEPT_TTL_MS, maxEntries: 20 }),
    // At most TILE_NAMES_MAX shops each (~75 KB, most far fewer); a word's circle takes 4 to 36 tiles.
    tiles: createTtlCache<readonly NamedShop[] | null>({ ttlMs: NAMES_KEPT_TTL_MS, maxEntries: 300 }),
    circles: createTtlCache<number>({ ttlMs: TOTALS_TTL_MS, maxEntries: 2000 }),
  };
  const search = createSearchReader(db);

  const route = routeTable(app, {
    cache: [
      [shopsFilterRoute, PUBLIC_CACHE.list],
      [shopRoute, PUBLIC_CACHE.shop],
    ],
  });

  route(shopsFilterRoute, async (request, _reply, input): Promise<Page<ShopListItem>> => {
    const query = input.query();
    const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
    const read = async () => {
      const terms = query.q ? await search.read(query.q) : undefined;
      const place = terms?.place ? { place: { column: terms.place.column, key: terms.place.key } } : {};
      return { terms, page: await listShops(db, { ...query, terms, ...place }, cursor, caches, now()) };
    };
    // A search's cost depends on its words, a circle's on how many shops it holds (page 20 nearest
    // first reads 401): they share a few connections, so that a flood of them leaves the rest to
    // shop pages and the directory (decision 0059), and on SQLite they run on reader threads (0089).
    const { terms, page } = query.q || query.name || query.near ? await heavyRead(db, read) : await read();
    // Search appearances (insights): the returned ids, counted in memory, once per network and shop in 30 minutes; no query of their own.
    if (counters && !isBot(request.headers['user-agent']))
      counters.appeared(
        networkKey(request.ip),
        page.items.map((item) => item.id),
      );
    return {
      items: await withListFlags(db, page.items, now()),
      links: {
        next: page.next
          ? nextLink(request.query as Record<string, unknown>, query.page, encodeCursor(page.next))
          : null,
      },
      meta: {
        total: page.total,
        ...(page.totalIsCapped ? { totalIsCapped: true as const } : {}),
        ...(terms?.correctedTo ? { correctedTo: terms.correctedTo } : {}),
        ...(terms?.kindsFromHindi ? { kindsFromHindi: terms.kindsFromHindi } : {}),
        ...(page.variants ? { variants: true as const } : {}),
        ...(terms?.place ? { place: terms.place.name } : {}),
      },
    };
  });

  // Declared before /claim-shops/:id; Fastify matches the fixed path first either way.
  route(shopsByIdsRoute, async (_request, _reply, input): Promise<{ items: SavedShop[] }> => {
    const { ids } = input.query();
    const at = now();
    return { items: await withListFlags(db, await findShopsByIds(db, ids, at), at) };
  });

  route(shopRoute, async (request, reply, input) => {
    const { id } = input.params();
    // A new listing awaiting review answers its claimant only (decision 0058); others get the 404 of an unknown id.
    const viewer = () => findSessionNumber(db, request.cookies[SESSION_COOKIE], now());
    const shop = await findVisibleShopDocument(db, id, now(), viewer);
    if (!shop) throw notFound(MESSAGES.shopNotFound);
    if (shop.pendingReview) noStore(reply);
    // The JSON the database wrote goes out as it is: a string with its type skips the serialiser (decision 0085).
    return reply.type('application/json; charset=utf-8').send(shop.document);
  });

  route(shopNearbyRoute, async (_request, _reply, input): Promise<{ items: NearbyShop[] }> => {
    const { id } = input.params();
    // A handful of index reads around the shop (4-5 ms on SQLite at a million shops): on SQLite's
    // reader threads, like a search, so that shop pages do not queue behind it (decision 0089).
    const items = await heavyRead(db, () => findNearby(db, id, now()));
    if (!items) throw notFound(MESSAGES.shopNotFound);
    return { items: await withListFlags(db, items, now()) };
  });
}
