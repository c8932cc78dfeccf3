import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';

/**
 * The owner's dashboard (GET /v1/owner/shops) and sign-out (POST /v1/owner/logout). A subpath
 * of its own (`@local-shops/shared/owner`), so the landing page's first bundle does not carry it.
 */
export const OWNER_CLAIM_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export type OwnerClaimStatus = (typeof OWNER_CLAIM_STATUSES)[number];

export const OWNER_PREMIUM_STATUSES = ['none', 'awaiting_approval', 'active', 'expired', 'refunded'] as const;
export type OwnerPremiumStatus = (typeof OWNER_PREMIUM_STATUSES)[number];

export const ownerShopSchema = z.object({
  shop: z.object({ id: z.string(), name: z.string(), isClaimed: z.boolean(), isVerified: z.boolean() }),
  claim: z.object({
    id: z.string(),
    status: z.enum(OWNER_CLAIM_STATUSES),
    /** The reviewer's reason (always given on a rejection). */
    reason: z.string().nullable(),
    submittedAt: z.string(),
    decidedAt: z.string().nullable(),
  }),
  premium: z.object({ status: z.enum(OWNER_PREMIUM_STATUSES), until: z.string().nullable() }),
  /**
   * The tax invoice of each paid order of the shop, oldest first (GET /v1/owner/payments/{orderId}/invoice);
   * a refunded one stays, marked, with its GST credit note (GET /v1/owner/payments/{orderId}/credit-note).
   */
  invoices: z.array(
    z.object({ orderId: z.string(), invoiceNumber: z.string(), paidAt: z.string(), refunded: z.boolean(), creditNoteNumber: z.string().nullable() }),
  ),
});
export type OwnerShop = z.output<typeof ownerShopSchema>;

export const ownerShopsResponseSchema = z.object({ items: z.array(ownerShopSchema) });
export type OwnerShopsResponse = z.output<typeof ownerShopsResponseSchema>;

/** Query of POST /owner/logout: `all=true` ends every session of the number, not only this one. */
export const ownerLogoutQuerySchema = z.object(
  { all: z.enum(['true', 'false'], { error: 'all must be true or false.' }).optional() },
  { error: 'The request is not valid.' },
);

export const OWNER_MESSAGES = defineTexts('rules/OWNER_MESSAGES', {
  signInRequired: 'Please sign in with your mobile number.',
});

/** The dashboard's wording (issue 10). */
export const OWNER_TEXT = defineTexts('owner/OWNER_TEXT', {
  title: 'Dashboard',
  yourShops: 'Your shops',
  signInHeading: 'Sign in to see your shops',
  signInNote: 'Use the mobile number you verified when you claimed or added your shop.',
  login: 'Login',
  noShops: 'No shops yet. Claim your shop or add it to the directory to see it here.',
  addMyShop: 'Add My Shop',
  claim: 'Claim',
  premium: 'Premium',
  pendingReview: 'Pending review',
  approved: 'Approved',
  notApproved: 'Not approved',
  reviewPromise: (hours: number) => `We review every claim within ${hours} hours.`,
  submittedAgo: (ago: string) => `Submitted ${ago}.`,
  reason: (reason: string) => `Reason: ${reason}`,
  submitAgain: 'Submit again',
  premiumNone: 'None',
  premiumAwaiting: 'Awaiting approval',
  premiumAwaitingNote: 'Paid. Premium starts when your claim is approved.',
  premiumActiveUntil: (date: string) => `Active until ${date}`,
  premiumExpired: 'Expired',
  premiumRefunded: 'Refunded',
  viewShop: 'View shop',
  reviews: 'Reviews',
  subscribe: 'Subscribe',
  renew: 'Renew',
  verified: 'Verified',
  tryAgain: 'Try again',
  invoices: 'Invoices',
  invoiceLink: (number: string) => `Invoice ${number}`,
  invoiceRefunded: 'Refunded',
  creditNoteLink: (number: string) => `Credit note ${number}`,
  editListing: 'Edit listing',
  justNow: 'just now',
  minutesAgo: (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'} ago`,
  hoursAgo: (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'} ago`,
  daysAgo: (n: number) => `${n} ${n === 1 ? 'day' : 'days'} ago`,
});
