import { z } from 'zod';

export { OWNER_MESSAGES } from '../locales/en/rules.ts';
export { OWNER_TEXT } from '../locales/en/owner.ts';

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
    z.object({
      orderId: z.string(),
      invoiceNumber: z.string(),
      paidAt: z.string(),
      refunded: z.boolean(),
      creditNoteNumber: z.string().nullable(),
    }),
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
