import type { FastifyInstance } from 'fastify';
import { ID_PATTERN, isPremiumActive, MESSAGES } from '@local-shops/shared';
import {
  ownerProductsRoute,
  priceComparisonRoute,
  productCatalogueRoute,
  shopProductsRoute,
} from '@local-shops/shared/owner-routes';
import {
  PRICE_COMPARISON_KM,
  PRODUCT_MESSAGES,
  productInputSchema,
  PRODUCTS_FREE_LIMIT,
  PRODUCTS_PREMIUM_LIMIT,
  repeatedProductIndex,
  type PriceComparisonResponse,
  type ShopProductsResponse,
} from '@local-shops/shared/products';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { routeTable } from '../../lib/route-table.ts';
import { ownedShopOf, requireShopOwner } from '../../lib/session-guard.ts';
import { catalogueProduct, searchCatalogue } from './catalogue.ts';
import {
  findProductShop,
  listProducts,
  nearbyPrices,
  replaceProducts,
  type ProductRow,
} from './products.repository.ts';

const CATALOGUE_LIMIT = 50;
/** The cheapest offers of nearby shops kept per product. */
const NEARBY_PER_PRODUCT = 10;

export interface ProductsRoutesOptions {
  db: Db;
  now: () => Date;
}

/**
 * Validates the PUT body item by item, so that a 400 names the item ("items[3].price: …"); then
 * refuses an item listed twice (the same name and unit), naming it (issue 27).
 */
function parseItems(body: unknown, limit: number, premium: boolean): ProductRow[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw badRequest('items must be a list.');
  if (items.length > limit) throw badRequest(premium ? PRODUCT_MESSAGES.tooManyPremium : PRODUCT_MESSAGES.tooManyFree);
  const rows = items.map((raw, index) => parseItem(raw, index));
  const repeated = repeatedProductIndex(rows);
  const item = rows[repeated];
  if (repeated >= 0 && item)
    throw badRequest((t) => `items[${repeated}]: ${t(PRODUCT_MESSAGES).alreadyListed(`${item.name}, ${item.unit}`)}`);
  return rows;
}

function parseItem(raw: unknown, index: number): ProductRow {
  const result = productInputSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.');
    throw badRequest(`items[${index}]${field ? `.${field}` : ''}: ${issue?.message ?? 'is not valid.'}`);
  }
  const item = result.data;
  if (item.catalogId != null && !catalogueProduct(item.catalogId))
    throw badRequest(`items[${index}].catalogId: ${PRODUCT_MESSAGES.unknownCatalogId}`);
  return {
    catalogId: item.catalogId ?? null,
    name: item.name,
    unit: item.unit,
    pricePaise: Math.round(item.price * 100),
    inStock: item.inStock,
  };
}

/** Price lists and price comparison (issue 11, decision 0043). */
export async function productsRoutes(app: FastifyInstance, { db, now }: ProductsRoutesOptions) {
  // Only the approved owner changes a price list (401 / 404 / 403 before the body is read).
  const route = routeTable(app, { access: { owner: { onRequest: requireShopOwner(db, now) } } });

  // The query is checked here rather than with the entry's schema, to keep these messages.
  route(productCatalogueRoute, async (request, reply) => {
    const { q, subCategoryId } = request.query as { q?: unknown; subCategoryId?: unknown };
    if (q !== undefined && (typeof q !== 'string' || q.length > 100)) throw badRequest('q is not valid.');
    if (subCategoryId !== undefined && (typeof subCategoryId !== 'string' || !ID_PATTERN.test(subCategoryId)))
      throw badRequest('subCategoryId is not valid.');
    reply.header('cache-control', 'public, max-age=3600');
    return { items: searchCatalogue(q ?? '', subCategoryId, CATALOGUE_LIMIT) };
  });

  /**
   * How many items of the shop's price list show: all while its Premium plan runs; the free limit
   * otherwise, read live from premium_until, so a list made under Premium is hidden past the free
   * limit (not deleted) when the plan ends or is refunded, and shows again on renewal (decision 0058).
   */
  const visibleItems = (shop: { premium_until: string | null }) =>
    isPremiumActive(shop.premium_until, now().toISOString()) ? undefined : PRODUCTS_FREE_LIMIT;

  const shopOr404 = async (id: string) => {
    const shop = ID_PATTERN.test(id) ? await findProductShop(db, id) : undefined;
    if (!shop) throw notFound(MESSAGES.shopNotFound);
    return shop;
  };

  // The body is checked item by item (parseItems), so that a 400 names the item.
  route(
    ownerProductsRoute,
    async (request, reply): Promise<ShopProductsResponse> => {
      const shop = await shopOr404(ownedShopOf(request).shopId);
      const premium = isPremiumActive(shop.premium_until, now().toISOString());
      const rows = parseItems(request.body, premium ? PRODUCTS_PREMIUM_LIMIT : PRODUCTS_FREE_LIMIT, premium);
      await replaceProducts(db, shop.id, rows, now(), visibleItems(shop));
      reply.header('cache-control', 'no-store');
      return { items: await listProducts(db, shop.id, visibleItems(shop)) };
    },
    { bodyLimit: 1024 * 1024 },
  );

  route(shopProductsRoute, async (_request, reply, input): Promise<ShopProductsResponse> => {
    const shop = await shopOr404(input.params().id);
    reply.header('cache-control', 'no-cache');
    return { items: await listProducts(db, shop.id, visibleItems(shop)) };
  });

  route(priceComparisonRoute, async (_request, reply, input): Promise<PriceComparisonResponse> => {
    const shop = await shopOr404(input.params().id);
    reply.header('cache-control', 'no-cache');
    const own = (await listProducts(db, shop.id, visibleItems(shop))).filter(
      (p): p is typeof p & { catalogId: string } => p.catalogId !== null,
    );
    if (own.length === 0 || shop.lat === null || shop.long === null) return { items: [] };
    const nearby = await nearbyPrices(
      db,
      { shopId: shop.id, lat: shop.lat, long: shop.long },
      [...new Set(own.map((p) => p.catalogId))],
      PRICE_COMPARISON_KM,
      {
        nowIso: now().toISOString(),
        freeLimit: PRODUCTS_FREE_LIMIT,
      },
    );
    return {
      items: own.map((p) => ({
        product: { catalogId: p.catalogId, name: p.name, unit: p.unit },
        price: p.price,
        nearby: nearby
          .filter((n) => n.catalogId === p.catalogId)
          .sort((a, b) => a.pricePaise - b.pricePaise || a.distanceKm - b.distanceKm)
          .slice(0, NEARBY_PER_PRODUCT)
          .map((n) => ({
            shopId: n.shopId,
            shopName: n.shopName,
            price: n.pricePaise / 100,
            distanceKm: Math.round(n.distanceKm * 10) / 10,
          })),
      })),
    };
  });
}
