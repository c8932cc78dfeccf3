import { z } from 'zod';
import { MESSAGES } from '../locales/en/messages.ts';
import { SHOP_REVIEW_MESSAGES } from '../locales/en/rules.ts';
import { shopSuggestionsQuerySchema, shopSuggestionsSchema } from '../schemas/claim-duplicates.ts';
import { claimVerificationRequestSchema } from '../schemas/claim.ts';
import { enquirySchema } from '../schemas/enquiry.ts';
import { shopEventSchema } from '../schemas/insights.ts';
import { devOutboxQuerySchema, otpSendSchema, otpVerifySchema } from '../schemas/otp.ts';
import { paymentStateSchema, paymentVerifySchema, sandboxPaymentSchema } from '../schemas/payments.ts';
import { placePageSchema } from '../schemas/places.ts';
import {
  reviewReportedSchema,
  reviewSubmissionSchema,
  reviewSubmittedSchema,
  shopReviewsPageSchema,
  shopReviewsQuerySchema,
} from '../schemas/reviews.ts';
import {
  categorySchema,
  indianStateSchema,
  nearbyShopsSchema,
  savedShopsSchema,
  shopDetailSchema,
  shopFilterQuerySchema,
  shopPageSchema,
  shopsByIdsQuerySchema,
  siteConfigSchema,
  subCategoriesQuerySchema,
  subCategorySchema,
} from '../schemas/shops.ts';
import { defineRoute, idParam } from './route.ts';

/**
 * The route table, part one: the routes anyone may call, and those that need a shopper's session
 * (decision 0060). Each entry is its own export, so that the web bundle carries only the entries
 * it calls; the owner's routes are in owner-routes.ts and the console's in console-routes.ts.
 */

const shopIdParams = z.object({ id: idParam(MESSAGES.shopNotFound) });
const itemsOf = <T extends z.ZodType>(schema: T) => z.object({ items: z.array(schema) });

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/health',
  access: 'public',
  summary: 'Liveness: answers while the process runs',
  response: z.object({ status: z.literal('ok') }),
});
export const healthReadyRoute = defineRoute({
  method: 'GET',
  path: '/health/ready',
  access: 'public',
  summary: 'Readiness: 200 only while the database answers; with read replicas, how each stands',
  response: z.object({
    status: z.literal('ready'),
    // Only with DATABASE_REPLICA_URLS: a replica down or lagging is reported, never fatal (decision 0082).
    replicas: z
      .array(
        z.object({
          name: z.string(),
          state: z.enum(['ok', 'lagging', 'down']),
          lagMs: z.number().int().nullable(),
        }),
      )
      .optional(),
  }),
  errors: { 503: 'The database does not answer' },
});
export const openApiRoute = defineRoute({
  method: 'GET',
  path: '/openapi.json',
  access: 'public',
  summary: 'This document',
});
export const siteConfigRoute = defineRoute({
  method: 'GET',
  path: '/site-config',
  access: 'public',
  summary: 'Public settings of the web app: the map tile server',
  response: siteConfigSchema,
});

export const shopsFilterRoute = defineRoute({
  method: 'GET',
  path: '/claim-shops/filter',
  access: 'public',
  summary: 'The directory: a page of shops, filtered and searched',
  query: shopFilterQuerySchema,
  response: shopPageSchema,
  errors: { 400: 'A parameter is not valid' },
  queryDescriptions: {
    page: 'Page number, from 1; 20 shops a page.',
    name: 'Words that must all appear in the shop name, in any case.',
    near: '"latitude,longitude": keeps shops within radiusKm of it.',
    radiusKm: 'Radius around near, in km (default 10).',
    sort: 'distance: nearest first (needs near).',
    cursor: 'Keyset position from links.next; pass it back unchanged.',
    coins: '1: only shops that give their own coins (switched on, not frozen, Premium running).',
  },
});
// Declared before /claim-shops/:id; Fastify matches the fixed path first either way.
export const shopsByIdsRoute = defineRoute({
  method: 'GET',
  path: '/claim-shops/by-ids',
  access: 'public',
  summary: "Listed shops among some ids (a phone's saved shops), in the order asked",
  query: shopsByIdsQuerySchema,
  response: savedShopsSchema,
  errors: { 400: 'A parameter is not valid' },
  queryDescriptions: { ids: 'Comma-separated shop ids (at most 100).' },
});
// "Is this your shop?" (decision 0077); also before /claim-shops/:id.
export const shopSuggestionsRoute = defineRoute({
  method: 'GET',
  path: '/claim-shops/suggestions',
  access: 'public',
  summary: 'Listed shops with a name like the one typed, within 200 m of the position or in the pin',
  query: shopSuggestionsQuerySchema,
  response: shopSuggestionsSchema,
  errors: { 400: 'A parameter is not valid', 429: 'Too many look-ups from the network' },
  queryDescriptions: {
    name: 'The name typed into the registration form.',
    lat: 'Latitude of the shop, with long; without them the pin is used.',
    long: 'Longitude of the shop.',
    pin: 'The 6-digit pin, used when there is no position.',
  },
});
export const shopRoute = defineRoute({
  method: 'GET',
  path: '/claim-shops/:id',
  access: 'public',
  summary: 'One shop, as its page shows it',
  params: shopIdParams,
  response: shopDetailSchema,
  errors: { 404: 'No such shop' },
});
export const shopNearbyRoute = defineRoute({
  method: 'GET',
  path: '/claim-shops/:id/nearby',
  access: 'public',
  summary:
    'Similar shops near a shop: those sharing a sub-category first, then a category, then any, each nearest first',
  params: shopIdParams,
  response: nearbyShopsSchema,
  errors: { 404: 'No such shop' },
});

export const shopReviewsRoute = defineRoute({
  method: 'GET',
  path: '/claim-shops/:id/reviews',
  access: 'public',
  summary: "A page of the shop's published reviews, newest first, with the owner's replies",
  params: shopIdParams,
  query: shopReviewsQuerySchema,
  response: shopReviewsPageSchema,
  errors: { 400: 'A parameter is not valid', 404: 'No such shop' },
  queryDescriptions: { page: 'Page number, from 1; 10 reviews a page.' },
});
export const postReviewRoute = defineRoute({
  method: 'POST',
  path: '/claim-shops/:id/reviews',
  access: 'session',
  summary: 'Rate and review the shop; a second review by the number replaces the first',
  // Photos arrive streamed (decision 0054); a review without photos may also be JSON.
  params: shopIdParams,
  body: reviewSubmissionSchema,
  bodyType: 'multipart',
  response: reviewSubmittedSchema,
  status: 201,
  errors: {
    400: 'A field is not valid',
    401: 'No session',
    403: "The shop's own approved owner or a claimant of it",
    404: 'No such shop',
    413: 'A photo over 8 MB, or more than 3',
    415: 'Photos sent as JSON',
    429: 'Too many reviews from the number today or from the network this hour',
    503: 'Too many photos being processed; retry after Retry-After seconds',
  },
});
export const reportReviewRoute = defineRoute({
  method: 'POST',
  path: '/reviews/:id/report',
  access: 'public',
  summary: 'Report a published review to the moderators',
  params: z.object({ id: idParam(SHOP_REVIEW_MESSAGES.reviewNotFound) }),
  response: reviewReportedSchema,
  status: 202,
  errors: { 404: 'No such review', 429: 'Too many reports from the network this hour' },
});

export const categoriesRoute = defineRoute({
  method: 'GET',
  path: '/categories/filter',
  access: 'public',
  summary: 'Categories with their sub-categories',
  response: itemsOf(categorySchema),
});
export const subCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/sub-categories/filter',
  access: 'public',
  summary: 'Sub-categories, of some categories or all',
  query: subCategoriesQuerySchema,
  response: itemsOf(subCategorySchema),
  errors: { 400: 'A parameter is not valid' },
  queryDescriptions: { categoryIds: 'Comma-separated category ids (at most 50).' },
});
export const statesRoute = defineRoute({
  method: 'GET',
  path: '/reference/states',
  access: 'public',
  summary: 'States and union territories with their towns',
  response: itemsOf(indianStateSchema),
});
export const shopTypesRoute = defineRoute({
  method: 'GET',
  path: '/reference/shop-types',
  access: 'public',
  summary: 'The shop types',
  response: itemsOf(z.string()),
});
export const placeRoute = defineRoute({
  method: 'GET',
  path: '/places/:state/:town/:category',
  access: 'public',
  summary: "A town page's content: its shops of a category",
  params: z.object({ state: z.string(), town: z.string(), category: z.string() }),
  response: placePageSchema,
  errors: { 404: 'No such town or category' },
});

export const otpSendRoute = defineRoute({
  method: 'POST',
  path: '/otp/verification',
  access: 'public',
  summary: 'Send a one-time code by SMS to prove a mobile number',
  body: otpSendSchema,
  errors: { 400: 'A field is not valid', 429: 'Too many codes for the number or the network' },
});
export const otpVerifyRoute = defineRoute({
  method: 'PATCH',
  path: '/otp/verify-otp',
  access: 'public',
  summary: 'Check the code; a right one sets the session cookie',
  body: otpVerifySchema,
  errors: { 400: 'A field is not valid, or the code is wrong or spent' },
});
export const otpSessionRoute = defineRoute({
  method: 'GET',
  path: '/otp/session',
  access: 'public',
  summary: 'The number the session cookie proves, or null',
  response: z.object({ mobileNumber: z.string().nullable() }),
});

export const claimShopsRoute = defineRoute({
  method: 'POST',
  path: '/claim-shops',
  access: 'session',
  // multipart/form-data: the draft as JSON in the field `draft`, and its two photos as files.
  summary:
    'Register a new listing with its owner (multipart: the draft as JSON in `draft`, the cheque and store-front photos)',
  bodyType: 'multipart',
  status: 201,
  errors: { 400: 'A field is not valid', 401: 'No session, or not the number of the draft', 413: 'A photo too large' },
});
export const claimVerificationRoute = defineRoute({
  method: 'POST',
  path: '/claim-shops/verification',
  access: 'public',
  summary: 'Send a code to the number of a listed shop, to claim it',
  body: claimVerificationRequestSchema,
  errors: { 400: 'A field is not valid', 429: 'Too many codes' },
});
export const claimVerifyOtpRoute = defineRoute({
  method: 'PATCH',
  path: '/claim-shops/verify-otp/:id',
  access: 'public',
  summary: 'Check the claim code; a right one proves the number and sets the session cookie (no claim yet)',
  params: shopIdParams,
  body: otpVerifySchema,
  errors: { 400: 'A field is not valid, or the code is wrong', 404: 'No such shop' },
});
export const addressLookupRoute = defineRoute({
  method: 'GET',
  path: '/google-apis/address-lookup',
  access: 'public',
  summary: 'The plus code of a position (the claim flow shows it as the address)',
  query: z.object({ lat: z.string(), long: z.string() }),
  response: z.object({ plus_code: z.object({ compound_code: z.string() }) }),
  errors: { 400: 'Not a position', 429: 'Too many lookups from the network' },
});
export const enquiriesRoute = defineRoute({
  method: 'POST',
  path: '/enquiries',
  access: 'public',
  summary: 'A prospective owner asks for a call back',
  body: enquirySchema,
  status: 201,
  errors: { 400: 'A field is not valid', 429: 'Too many enquiries' },
});
export const shopEventsRoute = defineRoute({
  method: 'POST',
  path: '/claim-shops/:id/events',
  access: 'public',
  summary: "Count a shopper's action on a shop page (view, call, WhatsApp, directions, share, save)",
  params: shopIdParams,
  body: shopEventSchema,
  status: 202,
  errors: { 400: 'Not an event', 404: 'No such shop' },
});

export const paymentOrderRoute = defineRoute({
  method: 'POST',
  path: '/claim-shops/payment/:shopId',
  access: 'session',
  summary: "An order for a year of Premium for a shop the session's number claimed",
  params: z.object({ shopId: idParam(MESSAGES.shopNotFound) }),
  errors: { 401: 'No session', 403: 'Not a claimant of the shop', 404: 'No such shop' },
});
export const paymentStateRoute = defineRoute({
  method: 'GET',
  path: '/claim-shops/:shopId/payment',
  access: 'session',
  summary: "Whether the session's number paid for the shop and waits for its claim's approval",
  params: z.object({ shopId: idParam(MESSAGES.shopNotFound) }),
  response: paymentStateSchema,
  errors: { 401: 'No session', 404: 'No such shop' },
});
export const paymentVerifyRoute = defineRoute({
  method: 'POST',
  path: '/claim-shops/:shopId/payment/verify',
  access: 'public',
  summary: "Confirm a payment by the checkout's signature (the signature is the proof)",
  params: z.object({ shopId: idParam(MESSAGES.paymentOrderUnknown) }),
  body: paymentVerifySchema,
  errors: { 400: 'A signature that does not match', 404: 'No such order' },
});
// Only with the sandbox provider, the dev outbox, and Razorpay's own calls: not in OpenAPI.
export const sandboxPaymentsRoute = defineRoute({
  method: 'POST',
  path: '/sandbox/payments',
  access: 'public',
  summary: 'The sandbox checkout pays or fails an order',
  body: sandboxPaymentSchema,
  hidden: true,
});
export const razorpayWebhookRoute = defineRoute({
  method: 'POST',
  path: '/webhooks/razorpay',
  access: 'public',
  summary: "Razorpay's events, signed over the raw body",
  bodyType: 'raw',
  hidden: true,
});
export const devOutboxRoute = defineRoute({
  method: 'GET',
  path: '/dev/outbox',
  access: 'public',
  summary: 'Messages the dev providers sent to one number or address',
  query: devOutboxQuerySchema,
  hidden: true,
});

/** The public and shopper-session routes by name. */
export const PUBLIC_ROUTES = {
  health: healthRoute,
  healthReady: healthReadyRoute,
  openApi: openApiRoute,
  siteConfig: siteConfigRoute,
  shopsFilter: shopsFilterRoute,
  shopsByIds: shopsByIdsRoute,
  shopSuggestions: shopSuggestionsRoute,
  shop: shopRoute,
  shopNearby: shopNearbyRoute,
  shopReviews: shopReviewsRoute,
  postReview: postReviewRoute,
  reportReview: reportReviewRoute,
  categories: categoriesRoute,
  subCategories: subCategoriesRoute,
  states: statesRoute,
  shopTypes: shopTypesRoute,
  place: placeRoute,
  otpSend: otpSendRoute,
  otpVerify: otpVerifyRoute,
  otpSession: otpSessionRoute,
  claimShops: claimShopsRoute,
  claimVerification: claimVerificationRoute,
  claimVerifyOtp: claimVerifyOtpRoute,
  addressLookup: addressLookupRoute,
  enquiries: enquiriesRoute,
  shopEvents: shopEventsRoute,
  paymentOrder: paymentOrderRoute,
  paymentState: paymentStateRoute,
  paymentVerify: paymentVerifyRoute,
  sandboxPayments: sandboxPaymentsRoute,
  razorpayWebhook: razorpayWebhookRoute,
  devOutbox: devOutboxRoute,
} as const;
