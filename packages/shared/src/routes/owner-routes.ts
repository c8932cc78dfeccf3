import { z } from 'zod';
import { MESSAGES } from '../locales/en/messages.ts';
import { OFFER_MESSAGES, SHOP_REVIEW_MESSAGES } from '../locales/en/rules.ts';
import { insightsQuerySchema, insightsResponseSchema } from '../schemas/insights.ts';
import { listingUpdateSchema } from '../schemas/listing.ts';
import { offerInputSchema } from '../schemas/offers.ts';
import { ownerLogoutQuerySchema, ownerShopsResponseSchema } from '../schemas/owner.ts';
import {
  catalogueProductSchema,
  priceComparisonItemSchema,
  productsInputSchema,
  shopProductSchema,
} from '../schemas/products.ts';
import { reviewReplySchema } from '../schemas/reviews.ts';
import { supportRequestSchema } from '../schemas/support.ts';
import { COINS_ROUTES } from './coins-routes.ts';
import { defineRoute, idParam } from './route.ts';

/**
 * The route table, part two: the owner's dashboard (session, and owner of the shop in the path),
 * and the price lists, whose schemas live with the owner's (decision 0060). Apart from
 * public-routes.ts so that the directory's pages do not carry these schemas.
 */

const shopIdParams = z.object({ id: idParam(MESSAGES.shopNotFound) });
const itemsOf = <T extends z.ZodType>(schema: T) => z.object({ items: z.array(schema) });
const OWNER_ERRORS = { 401: 'No session', 403: 'Not the approved owner of the shop', 404: 'No such shop' };

export const ownerShopsRoute = defineRoute({
  method: 'GET',
  path: '/owner/shops',
  access: 'session',
  summary: "The shops the session's number claimed, with their claims and plans",
  response: ownerShopsResponseSchema,
  errors: { 401: 'No session' },
});
export const ownerLogoutRoute = defineRoute({
  method: 'POST',
  path: '/owner/logout',
  access: 'session',
  summary: 'End this session (all=true: every session of the number)',
  query: ownerLogoutQuerySchema,
});
export const ownerShopRoute = defineRoute({
  method: 'GET',
  path: '/owner/shops/:id',
  access: 'owner',
  summary: 'The listing as its owner edits it',
  params: shopIdParams,
  errors: OWNER_ERRORS,
});
export const ownerShopUpdateRoute = defineRoute({
  method: 'PATCH',
  path: '/owner/shops/:id',
  access: 'owner',
  summary: "Change the listing's intro, hours, holidays and contact buttons",
  params: shopIdParams,
  body: listingUpdateSchema,
  errors: { 400: 'A field is not valid', ...OWNER_ERRORS },
});
export const ownerShopPhotosRoute = defineRoute({
  method: 'POST',
  path: '/owner/shops/:id/photos',
  access: 'owner',
  summary: 'Add a photo to the listing (multipart, field `photo`)',
  params: shopIdParams,
  bodyType: 'multipart',
  errors: { 400: 'Not an image', ...OWNER_ERRORS, 413: 'A photo too large' },
});
export const ownerShopPhotoRoute = defineRoute({
  method: 'DELETE',
  path: '/owner/shops/:id/photos/:photoId',
  access: 'owner',
  summary: 'Remove a photo of the listing',
  params: z.object({ id: idParam(MESSAGES.shopNotFound), photoId: z.string() }),
  errors: OWNER_ERRORS,
});
export const ownerReviewReplyRoute = defineRoute({
  method: 'PUT',
  path: '/owner/shops/:shopId/reviews/:reviewId/reply',
  access: 'owner',
  summary: "The owner's reply to a review of the shop (replaces an earlier one)",
  params: z.object({
    shopId: idParam(SHOP_REVIEW_MESSAGES.reviewNotFound),
    reviewId: idParam(SHOP_REVIEW_MESSAGES.reviewNotFound),
  }),
  body: reviewReplySchema,
  errors: {
    400: 'A field is not valid',
    401: 'No session',
    403: 'Not the approved owner of the shop',
    404: 'No such review',
    422: 'A reply moderation holds back',
    429: 'Too many replies today',
  },
});
export const ownerOffersRoute = defineRoute({
  method: 'GET',
  path: '/owner/shops/:id/offers',
  access: 'owner',
  summary: "The shop's offers (Premium)",
  params: shopIdParams,
  errors: OWNER_ERRORS,
});
export const ownerOfferCreateRoute = defineRoute({
  method: 'POST',
  path: '/owner/shops/:id/offers',
  access: 'owner',
  summary: 'Add an offer (Premium)',
  params: shopIdParams,
  body: offerInputSchema,
  status: 201,
  errors: { 400: 'A field is not valid', ...OWNER_ERRORS },
});
export const ownerOfferRoute = defineRoute({
  method: 'DELETE',
  path: '/owner/shops/:id/offers/:offerId',
  access: 'owner',
  summary: 'Remove an offer',
  params: z.object({ id: idParam(MESSAGES.shopNotFound), offerId: idParam(OFFER_MESSAGES.notFound) }),
  errors: OWNER_ERRORS,
});
export const ownerProductsRoute = defineRoute({
  method: 'PUT',
  path: '/owner/shops/:id/products',
  access: 'owner',
  summary: "Replace the shop's price list (prices in rupees)",
  params: shopIdParams,
  body: productsInputSchema,
  response: itemsOf(shopProductSchema),
  errors: { 400: 'A field is not valid', ...OWNER_ERRORS },
});
export const ownerInsightsRoute = defineRoute({
  method: 'GET',
  path: '/owner/shops/:id/insights',
  access: 'owner',
  summary: 'What shoppers did with the shop, per day (longer periods with Premium)',
  params: shopIdParams,
  query: insightsQuerySchema,
  response: insightsResponseSchema,
  errors: { 400: 'A parameter is not valid', ...OWNER_ERRORS },
});
export const ownerSupportRoute = defineRoute({
  method: 'POST',
  path: '/owner/support',
  access: 'session',
  summary: "A message to the support team about one of the number's shops",
  body: supportRequestSchema,
  status: 201,
  errors: {
    400: 'A field is not valid',
    401: 'No session',
    403: 'Not an owner of the shop',
    429: 'Too many open requests',
  },
});
export const ownerSupportListRoute = defineRoute({
  method: 'GET',
  path: '/owner/support',
  access: 'session',
  summary: "The number's support requests and their replies",
  errors: { 401: 'No session' },
});
export const ownerInvoiceRoute = defineRoute({
  method: 'GET',
  path: '/owner/payments/:orderId/invoice',
  access: 'session',
  summary: 'The tax invoice of a paid order (PDF), for the number that paid it',
  params: z.object({ orderId: idParam(MESSAGES.invoiceNotFound) }),
  errors: { 401: 'No session', 403: 'Another number paid it', 404: 'No invoice' },
});
export const ownerCreditNoteRoute = defineRoute({
  method: 'GET',
  path: '/owner/payments/:orderId/credit-note',
  access: 'session',
  summary: 'The credit note of a refunded order (PDF), for the number that paid it',
  params: z.object({ orderId: idParam(MESSAGES.invoiceNotFound) }),
  errors: { 401: 'No session', 403: 'Another number paid it', 404: 'No credit note' },
});

export const productCatalogueRoute = defineRoute({
  method: 'GET',
  path: '/product-catalogue',
  access: 'public',
  summary: 'Products of the shipped catalogue whose name and unit hold every word of q (at most 50)',
  query: z.object({ q: z.string().optional(), subCategoryId: z.string().optional() }),
  response: itemsOf(catalogueProductSchema),
  errors: { 400: 'A parameter is not valid' },
  queryDescriptions: { q: 'Words, in any case.', subCategoryId: 'Only products of this sub-category.' },
});
export const shopProductsRoute = defineRoute({
  method: 'GET',
  path: '/claim-shops/:id/products',
  access: 'public',
  summary: "The shop's price list, in the owner's order (prices in rupees)",
  params: shopIdParams,
  response: itemsOf(shopProductSchema),
  errors: { 404: 'No such shop' },
});
export const priceComparisonRoute = defineRoute({
  method: 'GET',
  path: '/claim-shops/:id/price-comparison',
  access: 'public',
  summary:
    "For each catalogue product of the shop's price list, in-stock prices of the same product at other shops within 5 km, cheapest first",
  params: shopIdParams,
  response: itemsOf(priceComparisonItemSchema),
  errors: { 404: 'No such shop' },
});

/** The owner's routes and the price lists, by name. */
export const OWNER_ROUTES = {
  ownerShops: ownerShopsRoute,
  ownerLogout: ownerLogoutRoute,
  ownerShop: ownerShopRoute,
  ownerShopUpdate: ownerShopUpdateRoute,
  ownerShopPhotos: ownerShopPhotosRoute,
  ownerShopPhoto: ownerShopPhotoRoute,
  ownerReviewReply: ownerReviewReplyRoute,
  ownerOffers: ownerOffersRoute,
  ownerOfferCreate: ownerOfferCreateRoute,
  ownerOffer: ownerOfferRoute,
  ownerProducts: ownerProductsRoute,
  ownerInsights: ownerInsightsRoute,
  ownerSupport: ownerSupportRoute,
  ownerSupportList: ownerSupportListRoute,
  ownerInvoice: ownerInvoiceRoute,
  ownerCreditNote: ownerCreditNoteRoute,
  productCatalogue: productCatalogueRoute,
  shopProducts: shopProductsRoute,
  priceComparison: priceComparisonRoute,
  ...COINS_ROUTES,
} as const;
