import {
  API_PATHS,
  API_PREFIX,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  apiErrorSchema,
  categorySchema,
  indianStateSchema,
  nearbyShopsSchema,
  savedShopsSchema,
  shopDetailSchema,
  shopFilterQuerySchema,
  shopPageSchema,
  shopsByIdsQuerySchema,
  siteConfigSchema,
  shopReviewsPageSchema,
  reviewSubmissionSchema,
  reviewSubmittedSchema,
  subCategoriesQuerySchema,
  subCategorySchema,
} from '@local-shops/shared';
import { catalogueProductSchema, priceComparisonItemSchema, shopProductSchema } from '@local-shops/shared/products';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openApiSchema } from '../../lib/response-schema.ts';

/** What each query parameter of the list means, where its name does not say it all. */
const FILTER_PARAMETERS: Record<string, string> = {
  page: 'Page number, from 1; 20 shops a page.',
  name: 'Words that must all appear in the shop name, in any case.',
  near: '"latitude,longitude": keeps shops within radiusKm of it.',
  radiusKm: 'Radius around near, in km (default 10).',
  sort: 'distance: nearest first (needs near).',
  cursor: 'Keyset position from links.next; pass it back unchanged.',
};

function queryParameters(shape: Record<string, z.ZodType>, descriptions: Record<string, string> = {}) {
  return Object.entries(shape).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    ...(descriptions[name] ? { description: descriptions[name] } : {}),
    schema: openApiSchema(schema, 'input'),
  }));
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ 'application/json': { schema } });
const ok = (description: string, schema: object) => ({ description, content: json(schema) });
const error = (description: string) => ({ description, content: json(ref('ApiError')) });
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } };
const itemsOf = (schema: z.ZodType) => openApiSchema(z.object({ items: z.array(schema) }));

/** OpenAPI 3.0 description of the public read API, made from the zod schemas the routes use. */
export function openApiDocument() {
  return {
    openapi: '3.0.3',
    info: { title: 'Apni Dukaan public API', version: '1' },
    servers: [{ url: API_PREFIX }],
    paths: {
      [API_PATHS.shopsFilter]: {
        get: {
          summary: 'The directory: a page of shops, filtered and searched',
          parameters: queryParameters(shopFilterQuerySchema.shape, FILTER_PARAMETERS),
          responses: { 200: ok('A page of shops', ref('ShopPage')), 400: error('A parameter is not valid') },
        },
      },
      '/claim-shops/{id}': {
        get: {
          summary: 'One shop, as its page shows it',
          parameters: [idParameter],
          responses: { 200: ok('The shop', ref('ShopDetail')), 404: error('No such shop') },
        },
      },
      '/claim-shops/{id}/nearby': {
        get: {
          summary: 'Similar shops near a shop: those sharing a sub-category first, then a category, then any, each nearest first',
          parameters: [idParameter],
          responses: { 200: ok('Up to 10 shops', ref('NearbyShops')), 404: error('No such shop') },
        },
      },
      [API_PATHS.shopsByIds]: {
        get: {
          summary: 'Listed shops among some ids (a phone\'s saved shops), in the order asked',
          parameters: queryParameters(shopsByIdsQuerySchema.shape, { ids: 'Comma-separated shop ids (at most 100).' }),
          responses: { 200: ok('The listed shops among them', openApiSchema(savedShopsSchema)), 400: error('A parameter is not valid') },
        },
      },
      [API_PATHS.siteConfig]: { get: { summary: 'Public settings of the web app: the map tile server', responses: { 200: ok('The settings', openApiSchema(siteConfigSchema)) } } },
      '/claim-shops/{id}/reviews': {
        get: {
          summary: "A page of the shop's published reviews, newest first, with the owner's replies",
          parameters: [idParameter, { name: 'page', in: 'query', required: false, description: 'Page number, from 1; 10 reviews a page.', schema: { type: 'string' } }],
          responses: { 200: ok('A page of reviews', ref('ShopReviewsPage')), 400: error('A parameter is not valid'), 404: error('No such shop') },
        },
        post: {
          summary: 'Rate and review the shop (needs the session cookie of a number proven by OTP); a second review by the number replaces the first',
          parameters: [idParameter],
          requestBody: {
            required: true,
            content: {
              // Photos arrive streamed (decision 0054); a review without photos may also be JSON.
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['rating'],
                  properties: {
                    rating: { type: 'string', pattern: '^[1-5]$' },
                    text: { type: 'string', maxLength: REVIEW_TEXT_MAX },
                    photos: { type: 'array', maxItems: REVIEW_PHOTOS_MAX, items: { type: 'string', format: 'binary' }, description: 'PNG, JPEG, WEBP or HEIC, at most 8 MB each.' },
                  },
                },
              },
              ...json(openApiSchema(reviewSubmissionSchema, 'input')),
            },
          },
          responses: {
            201: ok('Published, or waiting for moderation', openApiSchema(reviewSubmittedSchema)),
            400: error('A field is not valid'),
            401: error('No session'),
            403: error("The shop's own approved owner or a claimant of it"),
            404: error('No such shop'),
            413: error('A photo over 8 MB, or more than 3'),
            415: error('Photos sent as JSON'),
            429: error('Too many reviews from the number today or from the network this hour'),
            503: error('Too many photos being processed; retry after Retry-After seconds'),
          },
        },
      },
      '/claim-shops/{id}/products': {
        get: { summary: "The shop's price list, in the owner's order (prices in rupees)", parameters: [idParameter], responses: { 200: ok('The price list', itemsOf(shopProductSchema)), 404: error('No such shop') } },
      },
      '/claim-shops/{id}/price-comparison': {
        get: {
          summary: "For each catalogue product of the shop's price list, in-stock prices of the same product at other shops within 5 km, cheapest first",
          parameters: [idParameter],
          responses: { 200: ok('The comparison', itemsOf(priceComparisonItemSchema)), 404: error('No such shop') },
        },
      },
      '/product-catalogue': {
        get: {
          summary: 'Products of the shipped catalogue whose name and unit hold every word of q (at most 50)',
          parameters: [
            { name: 'q', in: 'query', required: false, description: 'Words, in any case.', schema: { type: 'string' } },
            { name: 'subCategoryId', in: 'query', required: false, description: 'Only products of this sub-category.', schema: { type: 'string' } },
          ],
          responses: { 200: ok('The products', itemsOf(catalogueProductSchema)), 400: error('A parameter is not valid') },
        },
      },
      [API_PATHS.categories]: { get: { summary: 'Categories with their sub-categories', responses: { 200: ok('Every category', itemsOf(categorySchema)) } } },
      [API_PATHS.subCategories]: {
        get: {
          summary: 'Sub-categories, of some categories or all',
          parameters: queryParameters(subCategoriesQuerySchema.shape, { categoryIds: 'Comma-separated category ids (at most 50).' }),
          responses: { 200: ok('The sub-categories', itemsOf(subCategorySchema)), 400: error('A parameter is not valid') },
        },
      },
      [API_PATHS.states]: { get: { summary: 'States and union territories with their towns', responses: { 200: ok('Every state', itemsOf(indianStateSchema)) } } },
      [API_PATHS.shopTypes]: { get: { summary: 'The shop types', responses: { 200: ok('Every shop type', itemsOf(z.string())) } } },
    },
    components: {
      schemas: {
        ShopPage: openApiSchema(shopPageSchema),
        ShopDetail: openApiSchema(shopDetailSchema),
        NearbyShops: openApiSchema(nearbyShopsSchema),
        ShopReviewsPage: openApiSchema(shopReviewsPageSchema),
        ApiError: openApiSchema(apiErrorSchema),
      },
    },
  };
}

export async function openApiRoutes(app: FastifyInstance) {
  const document = JSON.stringify(openApiDocument());
  app.get(API_PATHS.openApi, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('application/json; charset=utf-8');
    return document;
  });
}
