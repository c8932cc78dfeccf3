import {
  formatDateTime as formatInLocale,
  type CLAIM_FLAG_FILTERS,
  type CLAIM_QUEUE_SORTS,
  type QueryOf,
  type ReviewCheck,
} from '@local-shops/shared';
import type {
  AdminClaimDetail,
  AdminClaimListItem,
  AdminEnquiry,
  AdminEnrolment,
  AdminEnrolmentDone,
  AdminList,
  AdminLoginResponse,
  AdminPaymentOrder,
  AdminReviewItem,
  AdminSessionResponse,
} from '@local-shops/shared/admin';
import type { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import type { AdminListingEdit } from '@local-shops/shared/listing';
import { CONSOLE_TEXT } from '@local-shops/shared/locales/en/console';
import type { AdminOffer } from '@local-shops/shared/offers';
import type { AdminSupportRequest } from '@local-shops/shared/support';
import { localeNow } from '../../lib/i18n.ts';
import { fetchApi, routeClient } from '../../lib/route-client.ts';

type Routes = typeof CONSOLE_ROUTES;
/** The status filter a console list takes ('all' included). */
export type ListStatus<K extends 'claims' | 'enquiries'> = NonNullable<NonNullable<QueryOf<Routes[K]>>['status']>;
type Moved = { id: string; status: string };
/** The claims queue's flag filter and order (decision 0077). */
export type ClaimQueueOrder = {
  flag?: (typeof CLAIM_FLAG_FILTERS)[number];
  sort?: (typeof CLAIM_QUEUE_SORTS)[number];
};

const { at, get, send, link } = routeClient<Routes>();

const paths = {
  login: at('login', '/admin/login'),
  loginCode: at('loginCode', '/admin/login/code'),
  enrolmentStart: at('enrolmentStart', '/admin/enrolment/start'),
  enrolmentConfirm: at('enrolmentConfirm', '/admin/enrolment/confirm'),
  session: at('session', '/admin/session'),
  logout: at('logout', '/admin/logout'),
  claims: at('claims', '/admin/claims'),
  claim: at('claim', '/admin/claims/:id'),
  claimApprove: at('claimApprove', '/admin/claims/:id/approve'),
  claimReject: at('claimReject', '/admin/claims/:id/reject'),
  claimApproveAsListed: at('claimApproveAsListed', '/admin/claims/:id/approve-as-listed'),
  enquiries: at('enquiries', '/admin/enquiries'),
  enquiryStatus: at('enquiryStatus', '/admin/enquiries/:id/status'),
  payments: at('payments', '/admin/payments'),
  paymentRefund: at('paymentRefund', '/admin/payments/:id/refund'),
  paymentInvoice: at('paymentInvoice', '/admin/payments/:id/invoice'),
  paymentCreditNote: at('paymentCreditNote', '/admin/payments/:id/credit-note'),
  listingEdits: at('listingEdits', '/admin/listing-edits'),
  listingEditApprove: at('listingEditApprove', '/admin/listing-edits/:id/approve'),
  listingEditReject: at('listingEditReject', '/admin/listing-edits/:id/reject'),
  reviews: at('reviews', '/admin/reviews'),
  reviewPublish: at('reviewPublish', '/admin/reviews/:id/publish'),
  reviewRemove: at('reviewRemove', '/admin/reviews/:id/remove'),
  offers: at('offers', '/admin/offers'),
  offerTakeDown: at('offerTakeDown', '/admin/offers/:id/take-down'),
  support: at('support', '/admin/support'),
  supportReply: at('supportReply', '/admin/support/:id/reply'),
};

/** The review console's reads (for useAdminData and useAdminList): the API is under /v1/admin, with the session cookie. */
export const consoleReads = {
  /** The queue; `order` (decision 0077) adds a flag filter and the order. */
  claims: (status: ListStatus<'claims'>, { flag, sort }: ClaimQueueOrder = {}) => {
    const query = new URLSearchParams({ status, ...(flag ? { flag } : {}), ...(sort ? { sort } : {}) });
    return get<'claims', AdminList<AdminClaimListItem>>('claims', `${paths.claims}?${query.toString()}`);
  },
  claim: (id: string) => get<'claim', AdminClaimDetail>('claim', paths.claim(id)),
  enquiries: (status: ListStatus<'enquiries'>) =>
    get<'enquiries', AdminList<AdminEnquiry>>('enquiries', `${paths.enquiries}?status=${status}`),
  payments: () => get<'payments', AdminList<AdminPaymentOrder>>('payments', paths.payments),
  listingEdits: () => get<'listingEdits', AdminList<AdminListingEdit>>('listingEdits', paths.listingEdits),
  reviews: () => get<'reviews', AdminList<AdminReviewItem>>('reviews', paths.reviews),
  offers: () => get<'offers', { items: AdminOffer[] }>('offers', paths.offers),
  support: () => get<'support', AdminList<AdminSupportRequest>>('support', paths.support),
  /** The PDFs the API answers to the console session, as links the browser opens. */
  invoiceLink: (paymentId: string) => link('paymentInvoice', paths.paymentInvoice(paymentId)),
  creditNoteLink: (paymentId: string) => link('paymentCreditNote', paths.paymentCreditNote(paymentId)),
} as const;

/** An optional note: sent only when given. */
const note = (reason: string) => (reason ? { reason } : {});

/** The review console's actions, one function per route of the console's table (decision 0060). */
export const adminApi = {
  session: () => fetchApi(get<'session', AdminSessionResponse>('session', paths.session)),
  login: (email: string, password: string) =>
    send<'login', AdminLoginResponse>('login', 'POST', paths.login, { email, password }),
  /** The second step of a sign-in: a TOTP code or a recovery code. */
  loginCode: (code: string) => send<'loginCode', AdminSessionResponse>('loginCode', 'POST', paths.loginCode, { code }),
  enrolmentStart: (token: string) =>
    send<'enrolmentStart', AdminEnrolment>('enrolmentStart', 'POST', paths.enrolmentStart, { token }),
  enrolmentConfirm: (token: string, code: string) =>
    send<'enrolmentConfirm', AdminEnrolmentDone>('enrolmentConfirm', 'POST', paths.enrolmentConfirm, { token, code }),
  logout: () => send('logout', 'POST', paths.logout, {}),
  /** An approval carries the reviewer's three ticks (decision 0077). */
  approve: (id: string, reason: string, checklist: Record<ReviewCheck, boolean>) =>
    send<'claimApprove', AdminClaimDetail>('claimApprove', 'POST', paths.claimApprove(id), {
      ...note(reason),
      checklist,
    }),
  approveAsListed: (id: string, shopId: string, reason: string, checklist: Record<ReviewCheck, boolean>) =>
    send<'claimApproveAsListed', AdminClaimDetail>('claimApproveAsListed', 'POST', paths.claimApproveAsListed(id), {
      shopId,
      ...note(reason),
      checklist,
    }),
  reject: (id: string, reason: string) =>
    send<'claimReject', AdminClaimDetail>('claimReject', 'POST', paths.claimReject(id), { reason }),
  refund: (id: string, reason: string) =>
    send<'paymentRefund', { id: string; refund: 'requested' }>('paymentRefund', 'POST', paths.paymentRefund(id), {
      reason,
    }),
  moderateReview: (id: string, decision: 'publish' | 'remove', reason: string) =>
    decision === 'publish'
      ? send<'reviewPublish', Moved>('reviewPublish', 'POST', paths.reviewPublish(id), note(reason))
      : send<'reviewRemove', Moved>('reviewRemove', 'POST', paths.reviewRemove(id), { reason }),
  moveEnquiry: (id: string, status: 'called_back' | 'closed') =>
    send<'enquiryStatus', Moved>('enquiryStatus', 'POST', paths.enquiryStatus(id), { status }),
  decideListingEdit: (id: string, decision: 'approve' | 'reject', reason: string) =>
    decision === 'approve'
      ? send<'listingEditApprove', AdminListingEdit>('listingEditApprove', 'POST', paths.listingEditApprove(id), {})
      : send<'listingEditReject', AdminListingEdit>('listingEditReject', 'POST', paths.listingEditReject(id), {
          reason,
        }),
  takeDownOffer: (id: string, reason: string) => send('offerTakeDown', 'POST', paths.offerTakeDown(id), { reason }),
  replyToSupport: (id: string, reply: string) => send('supportReply', 'POST', paths.supportReply(id), { reply }),
};

/** '5.2 h of 48 h' — an age against its target. */
export function ageLabel(ageHours: number, targetHours: number, t: typeof CONSOLE_TEXT = CONSOLE_TEXT): string {
  const age = ageHours < 48 ? t.hours(ageHours.toFixed(1)) : t.days(Math.floor(ageHours / 24));
  return t.ageOf(age, targetHours);
}

export const formatDateTime = (iso: string) =>
  formatInLocale(iso, localeNow(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
