import { z } from 'zod';
import { MESSAGES } from '../locales/en/messages.ts';
import { REVIEW_MESSAGES } from '../locales/en/review.ts';
import { LISTING_MESSAGES, OFFER_MESSAGES, SHOP_REVIEW_MESSAGES, SUPPORT_MESSAGES } from '../locales/en/rules.ts';
import {
  adminClaimsQuerySchema,
  adminEnquiriesQuerySchema,
  adminEnrolmentConfirmSchema,
  adminEnrolmentStartSchema,
  adminLoginCodeSchema,
  adminLoginSchema,
  adminPaymentsQuerySchema,
  adminReviewsQuerySchema,
  approveClaimSchema,
  enquiryStatusSchema,
  publishReviewSchema,
  rejectClaimSchema,
  removeReviewSchema,
} from '../schemas/admin.ts';
import { approveAsListedSchema } from '../schemas/claim-duplicates.ts';
import { adminListingEditsQuerySchema } from '../schemas/listing.ts';
import { takeDownSchema } from '../schemas/offers.ts';
import { adminSupportQuerySchema, supportReplySchema } from '../schemas/support.ts';
import { COINS_CONSOLE_ROUTES } from './coins-routes.ts';
import { defineRoute, idParam } from './route.ts';

/**
 * The route table, part three: the review console (decision 0060). Its own module, imported by the
 * API only, so that no page carries it; left out of /v1/openapi.json. The console's web client
 * (apps/web/src/features/admin/admin-api.ts) names the same paths, checked against these by the compiler.
 */

const idOf = (message: string) => z.object({ id: idParam(message) });
const claimId = idOf(REVIEW_MESSAGES.claimNotFound);
const editId = idOf(LISTING_MESSAGES.editNotFound);
const paymentId = idOf(REVIEW_MESSAGES.paymentNotFound);
const reviewId = idOf(SHOP_REVIEW_MESSAGES.reviewNotFound);

export const CONSOLE_ROUTES = {
  login: defineRoute({
    method: 'POST',
    path: '/admin/login',
    access: 'public',
    summary: 'Sign in: e-mail and password',
    body: adminLoginSchema,
  }),
  loginCode: defineRoute({
    method: 'POST',
    path: '/admin/login/code',
    access: 'public',
    summary: "Sign in's second step: the TOTP code",
    body: adminLoginCodeSchema,
  }),
  enrolmentStart: defineRoute({
    method: 'POST',
    path: '/admin/enrolment/start',
    access: 'public',
    summary: 'Two-factor enrolment: the secret',
    body: adminEnrolmentStartSchema,
  }),
  enrolmentConfirm: defineRoute({
    method: 'POST',
    path: '/admin/enrolment/confirm',
    access: 'public',
    summary: 'Two-factor enrolment: the first code',
    body: adminEnrolmentConfirmSchema,
  }),
  session: defineRoute({ method: 'GET', path: '/admin/session', access: 'console', summary: 'The signed-in account' }),
  logout: defineRoute({ method: 'POST', path: '/admin/logout', access: 'console', summary: 'Sign out' }),
  claims: defineRoute({
    method: 'GET',
    path: '/admin/claims',
    access: 'console',
    summary: 'Claims, newest first',
    query: adminClaimsQuerySchema,
  }),
  claim: defineRoute({
    method: 'GET',
    path: '/admin/claims/:id',
    access: 'console',
    summary: 'One claim with its signed image links',
    params: claimId,
  }),
  claimApprove: defineRoute({
    method: 'POST',
    path: '/admin/claims/:id/approve',
    access: 'console',
    summary: 'Approve a claim',
    params: claimId,
    body: approveClaimSchema,
  }),
  claimReject: defineRoute({
    method: 'POST',
    path: '/admin/claims/:id/reject',
    access: 'console',
    summary: 'Reject a claim',
    params: claimId,
    body: rejectClaimSchema,
  }),
  claimApproveAsListed: defineRoute({
    method: 'POST',
    path: '/admin/claims/:id/approve-as-listed',
    access: 'console',
    summary: 'Approve a new-listing claim as the listed shop it duplicates: no second shop is made',
    params: claimId,
    body: approveAsListedSchema,
  }),
  image: defineRoute({
    method: 'GET',
    path: '/admin/images/:kind/:file',
    access: 'console',
    summary: 'A private image, through a short-lived signed link',
    params: z.object({ kind: z.string(), file: z.string() }),
    query: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
  }),
  enquiries: defineRoute({
    method: 'GET',
    path: '/admin/enquiries',
    access: 'console',
    summary: 'Registration enquiries',
    query: adminEnquiriesQuerySchema,
  }),
  enquiryStatus: defineRoute({
    method: 'POST',
    path: '/admin/enquiries/:id/status',
    access: 'console',
    summary: "An enquiry's status",
    params: idOf(REVIEW_MESSAGES.enquiryNotFound),
    body: enquiryStatusSchema,
  }),
  payments: defineRoute({
    method: 'GET',
    path: '/admin/payments',
    access: 'console',
    summary: 'Payment orders',
    query: adminPaymentsQuerySchema,
  }),
  paymentRefund: defineRoute({
    method: 'POST',
    path: '/admin/payments/:id/refund',
    access: 'console',
    summary: 'Refund a payment',
    params: paymentId,
    body: rejectClaimSchema,
  }),
  // An impossible id is answered like an order without the document, as the route always did.
  paymentInvoice: defineRoute({
    method: 'GET',
    path: '/admin/payments/:id/invoice',
    access: 'console',
    summary: "A payment's tax invoice (PDF)",
    params: idOf(MESSAGES.invoiceNotFound),
  }),
  paymentCreditNote: defineRoute({
    method: 'GET',
    path: '/admin/payments/:id/credit-note',
    access: 'console',
    summary: "A refund's credit note (PDF)",
    params: idOf(MESSAGES.creditNoteNotFound),
  }),
  listingEdits: defineRoute({
    method: 'GET',
    path: '/admin/listing-edits',
    access: 'console',
    summary: "Owners' listing edits",
    query: adminListingEditsQuerySchema,
  }),
  listingEdit: defineRoute({
    method: 'GET',
    path: '/admin/listing-edits/:id',
    access: 'console',
    summary: 'One listing edit',
    params: editId,
  }),
  listingEditApprove: defineRoute({
    method: 'POST',
    path: '/admin/listing-edits/:id/approve',
    access: 'console',
    summary: 'Approve a listing edit',
    params: editId,
    body: approveClaimSchema,
  }),
  listingEditReject: defineRoute({
    method: 'POST',
    path: '/admin/listing-edits/:id/reject',
    access: 'console',
    summary: 'Reject a listing edit',
    params: editId,
    body: rejectClaimSchema,
  }),
  reviews: defineRoute({
    method: 'GET',
    path: '/admin/reviews',
    access: 'console',
    summary: 'Reviews held back or reported',
    query: adminReviewsQuerySchema,
  }),
  reviewPublish: defineRoute({
    method: 'POST',
    path: '/admin/reviews/:id/publish',
    access: 'console',
    summary: 'Publish a held review',
    params: reviewId,
    body: publishReviewSchema,
  }),
  reviewRemove: defineRoute({
    method: 'POST',
    path: '/admin/reviews/:id/remove',
    access: 'console',
    summary: 'Remove a review',
    params: reviewId,
    body: removeReviewSchema,
  }),
  offers: defineRoute({ method: 'GET', path: '/admin/offers', access: 'console', summary: "Owners' live offers" }),
  offerTakeDown: defineRoute({
    method: 'POST',
    path: '/admin/offers/:id/take-down',
    access: 'console',
    summary: 'Take an offer down',
    params: idOf(OFFER_MESSAGES.notFound),
    body: takeDownSchema,
  }),
  support: defineRoute({
    method: 'GET',
    path: '/admin/support',
    access: 'console',
    summary: "Owners' support requests, Premium first",
    query: adminSupportQuerySchema,
  }),
  supportReply: defineRoute({
    method: 'POST',
    path: '/admin/support/:id/reply',
    access: 'console',
    summary: 'Reply to a support request',
    params: idOf(SUPPORT_MESSAGES.notFound),
    body: supportReplySchema,
  }),
  ...COINS_CONSOLE_ROUTES,
} as const;
