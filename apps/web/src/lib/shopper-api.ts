import type {
  BodyOf,
  ClaimShopResponse,
  PaymentOrderResponse,
  PaymentVerifyResponse,
  SandboxPaymentResponse,
} from '@local-shops/shared';
import type { EnquiryResponse } from '@local-shops/shared/enquiry';
import type { PUBLIC_ROUTES } from '@local-shops/shared/public-routes';
import { routeClient, type AnswerOf } from './route-client.ts';
import { uploadRequest, type UploadOptions } from './upload-request.ts';

type Routes = typeof PUBLIC_ROUTES;

const { at, get, send, link } = routeClient<Routes>();

const paths = {
  otpSend: at('otpSend', '/otp/verification'),
  otpVerify: at('otpVerify', '/otp/verify-otp'),
  claimShops: at('claimShops', '/claim-shops'),
  claimVerification: at('claimVerification', '/claim-shops/verification'),
  claimVerifyOtp: at('claimVerifyOtp', '/claim-shops/verify-otp/:id'),
  addressLookup: at('addressLookup', '/google-apis/address-lookup'),
  enquiries: at('enquiries', '/enquiries'),
  postReview: at('postReview', '/claim-shops/:id/reviews'),
  reportReview: at('reportReview', '/reviews/:id/report'),
  shopEvents: at('shopEvents', '/claim-shops/:id/events'),
  paymentOrder: at('paymentOrder', '/claim-shops/payment/:shopId'),
  paymentState: at('paymentState', '/claim-shops/:shopId/payment'),
  paymentVerify: at('paymentVerify', '/claim-shops/:shopId/payment/verify'),
  sandboxPayments: at('sandboxPayments', '/sandbox/payments'),
};

/**
 * What shoppers and owners-to-be send (decision 0060): OTPs, claims, enquiries, reviews, payments.
 * Apart from public-api.ts, whose reads the landing page carries, so that it carries none of these.
 */
export const shopperApi = {
  sendOtp: (body: BodyOf<Routes['otpSend']>, signal?: AbortSignal) =>
    send<'otpSend', { message: string }>('otpSend', 'POST', paths.otpSend, body, signal),
  verifyOtp: (body: BodyOf<Routes['otpVerify']>, signal?: AbortSignal) =>
    send<'otpVerify', { mobileNumber: string }>('otpVerify', 'PATCH', paths.otpVerify, body, signal),
  /** multipart/form-data: the draft as JSON in `draft`, and its photos as files (claim-api.ts). */
  /** An upload with its progress (issue 27): XMLHttpRequest, with the draft's Idempotency-Key among `headers`. */
  submitClaim: (form: FormData, options: UploadOptions = {}) =>
    uploadRequest<AnswerOf<Routes['claimShops'], ClaimShopResponse>>(paths.claimShops, form, options),
  sendClaimOtp: (body: BodyOf<Routes['claimVerification']>, signal?: AbortSignal) =>
    send<'claimVerification', ClaimShopResponse>('claimVerification', 'POST', paths.claimVerification, body, signal),
  verifyClaimOtp: (shopId: string, body: BodyOf<Routes['claimVerifyOtp']>, signal?: AbortSignal) =>
    send<'claimVerifyOtp', unknown>('claimVerifyOtp', 'PATCH', paths.claimVerifyOtp(shopId), body, signal),
  addressLookup: (lat: number, long: number) =>
    get('addressLookup', `${paths.addressLookup}?${new URLSearchParams({ lat: String(lat), long: String(long) })}`),
  askForCallBack: (body: BodyOf<Routes['enquiries']>) =>
    send<'enquiries', EnquiryResponse>('enquiries', 'POST', paths.enquiries, body),
  /** multipart/form-data: `rating`, `text` and up to three `photos` (lib/api.ts photoForm). */
  postReview: (shopId: string, form: FormData, signal?: AbortSignal) =>
    send('postReview', 'POST', paths.postReview(shopId), form, signal),
  reportReview: (reviewId: string) => send('reportReview', 'POST', paths.reportReview(reviewId)),
  /** The URL a shop page's events are beaconed to (lib/shop-events.ts), under /v1. */
  shopEventsLink: (shopId: string) => link('shopEvents', paths.shopEvents(shopId)),
  /** Whether this number's payment for the shop already waits for the claim's approval (no Pay then). */
  paymentState: (shopId: string) => get('paymentState', paths.paymentState(shopId)),
  paymentOrder: (shopId: string) =>
    send<'paymentOrder', PaymentOrderResponse>('paymentOrder', 'POST', paths.paymentOrder(shopId)),
  verifyPayment: (shopId: string, body: BodyOf<Routes['paymentVerify']>) =>
    send<'paymentVerify', PaymentVerifyResponse>('paymentVerify', 'POST', paths.paymentVerify(shopId), body),
  /** The sandbox checkout pays or fails an order (only with the sandbox provider). */
  sandboxPayment: (body: BodyOf<Routes['sandboxPayments']>) =>
    send<'sandboxPayments', SandboxPaymentResponse>('sandboxPayments', 'POST', paths.sandboxPayments, body),
} as const;
