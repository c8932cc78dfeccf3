/**
 * The review console's schemas and types: imported as '@local-shops/shared/admin', apart from the
 * package's index, so that the public pages' bundle never carries them.
 */
import { z } from 'zod';
import { REVIEW_MESSAGES } from '../locales/en/review.ts';
import {
  CLAIM_FLAG_FILTERS,
  CLAIM_QUEUE_SORTS,
  reviewChecklistSchema,
  type AdminDuplicateFlag,
  type DuplicateFlagKind,
} from './claim-duplicates.ts';
import type { ReviewedFields } from './listing.ts';

const NOT_AN_OBJECT = 'The request is not valid.';

/** Body of POST /admin/login. Lengths are bounded so that hashing cost cannot be inflated. */
export const adminLoginSchema = z.object(
  {
    email: z
      .string({ error: REVIEW_MESSAGES.adminCredentialsWrong })
      .trim()
      .toLowerCase()
      .min(3, REVIEW_MESSAGES.adminCredentialsWrong)
      .max(254, REVIEW_MESSAGES.adminCredentialsWrong),
    password: z
      .string({ error: REVIEW_MESSAGES.adminCredentialsWrong })
      .min(1, REVIEW_MESSAGES.adminCredentialsWrong)
      .max(200, REVIEW_MESSAGES.adminCredentialsWrong),
  },
  { error: NOT_AN_OBJECT },
);

/** The console's page an enrolment link opens (`npm run admin:create` prints it with ?token=). */
export const ADMIN_ENROL_PAGE = '/admin/enroll';

/** Body of POST /admin/login/code: a 6-digit code or a recovery code (decision 0056). */
export const adminLoginCodeSchema = z.object(
  {
    code: z
      .string({ error: REVIEW_MESSAGES.adminCodeWrong })
      .trim()
      .min(1, REVIEW_MESSAGES.adminCodeWrong)
      .max(40, REVIEW_MESSAGES.adminCodeWrong),
  },
  { error: NOT_AN_OBJECT },
);

const enrolmentToken = z
  .string({ error: REVIEW_MESSAGES.adminEnrolmentLinkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, REVIEW_MESSAGES.adminEnrolmentLinkInvalid);
/** Body of POST /admin/enrolment/start: the token of the link. */
export const adminEnrolmentStartSchema = z.object({ token: enrolmentToken }, { error: NOT_AN_OBJECT });
/** Body of POST /admin/enrolment/confirm: the token and a code of the new secret. */
export const adminEnrolmentConfirmSchema = z.object(
  {
    token: enrolmentToken,
    code: z
      .string({ error: REVIEW_MESSAGES.adminCodeWrong })
      .trim()
      .regex(/^\d{6}$/, REVIEW_MESSAGES.adminCodeWrong),
  },
  { error: NOT_AN_OBJECT },
);

export const REVIEW_REASON_MAX = 500;

/** Body of POST /admin/claims/{id}/approve: a note is optional. */
export const approveClaimSchema = z.object(
  {
    reason: z
      .string()
      .trim()
      .max(REVIEW_REASON_MAX, `reason must be at most ${REVIEW_REASON_MAX} characters.`)
      .optional(),
    /** A claim's approval needs the reviewer's three ticks (decision 0077); the route checks them. */
    checklist: reviewChecklistSchema,
  },
  { error: NOT_AN_OBJECT },
);

/** Body of POST /admin/claims/{id}/reject: the reason is sent to the owner, so it is required. */
export const rejectClaimSchema = z.object(
  {
    reason: z
      .string({ error: REVIEW_MESSAGES.reviewReasonRequired })
      .trim()
      .min(3, REVIEW_MESSAGES.reviewReasonRequired)
      .max(REVIEW_REASON_MAX, `reason must be at most ${REVIEW_REASON_MAX} characters.`),
  },
  { error: NOT_AN_OBJECT },
);

export const CLAIM_STATUSES = ['pending_review', 'approved', 'rejected'] as const;
export type AdminClaimStatus = (typeof CLAIM_STATUSES)[number];

export const ENQUIRY_STATUSES = ['new', 'called_back', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** 'new' and 'called_back' are open: the number cannot send another enquiry until it is closed. */
export const OPEN_ENQUIRY_STATUSES = ['new', 'called_back'] as const;

/** Body of POST /admin/enquiries/{id}/status. */
export const enquiryStatusSchema = z.object(
  {
    status: z.enum(['called_back', 'closed'], { error: 'status must be called_back or closed.' }),
    note: z.string().trim().max(REVIEW_REASON_MAX, `note must be at most ${REVIEW_REASON_MAX} characters.`).optional(),
  },
  { error: NOT_AN_OBJECT },
);

/** `links.next` of a console list carries it: the position after the page's last row. */
const cursor = z.string({ error: 'cursor is not valid.' }).max(500, 'cursor is not valid.').optional();
export const adminClaimsQuerySchema = z.object(
  {
    status: z.enum([...CLAIM_STATUSES, 'all']).optional(),
    cursor,
    // Decision 0077: only the claims with a duplicate flag (any, or one kind), and the order.
    flag: z.enum(CLAIM_FLAG_FILTERS).optional(),
    sort: z.enum(CLAIM_QUEUE_SORTS).optional(),
  },
  { error: NOT_AN_OBJECT },
);
export const adminEnquiriesQuerySchema = z.object(
  { status: z.enum([...ENQUIRY_STATUSES, 'all']).optional(), cursor },
  { error: NOT_AN_OBJECT },
);
export const adminPaymentsQuerySchema = z.object({ cursor }, { error: NOT_AN_OBJECT });

/** Rows of one page of a console list. */
export const ADMIN_PAGE_SIZE = 50;

export interface AdminSessionResponse {
  email: string;
}

/** Answer of POST /admin/login: signed in, or the password was right and a two-factor code is asked for next. */
export type AdminLoginResponse = AdminSessionResponse | { secondFactor: 'required' };

/** Answer of POST /admin/enrolment/start: what the enrolment page shows. */
export interface AdminEnrolment {
  email: string;
  /** The secret as text (base32), to type into an app that cannot scan. */
  secret: string;
  otpauthUrl: string;
  /** The QR code of otpauthUrl, an SVG data URL. */
  qrCode: string;
}

/** Answer of POST /admin/enrolment/confirm: the recovery codes, shown this once. */
export interface AdminEnrolmentDone {
  recoveryCodes: string[];
}

export interface AdminClaimListItem {
  id: string;
  shopId: string;
  shopName: string;
  kind: 'new_listing' | 'existing_listing';
  status: AdminClaimStatus;
  mobileNumber: string;
  ownerName: string | null;
  createdAt: string;
  ageHours: number;
  targetHours: number;
  overdue: boolean;
  /** Decision 0077: the kinds of duplicate flag the claim carries. */
  flags: DuplicateFlagKind[];
  /** Decision 0076: the claim is of a shop that already had an approved owner. */
  ownershipChallenge: boolean;
}

export interface AdminAuditEntry {
  action: string;
  actor: string | null;
  detail: string | null;
  createdAt: string;
}

export interface AdminClaimDetail extends AdminClaimListItem {
  shop: {
    id: string;
    name: string;
    intro: string;
    city: string | null;
    state: string | null;
    pin: string | null;
    shopType: string | null;
    lat: number | null;
    long: number | null;
    isClaimed: boolean;
  };
  ownerEmail: string | null;
  referralCode: string | null;
  /** True always: a claim is only recorded for a number proven by OTP. */
  mobileNumberVerified: boolean;
  address: string;
  capturedAddress: string | null;
  photoLat: number | null;
  photoLong: number | null;
  /** Metres between where the store-front photo was taken and the listing's position. */
  photoDistanceMeters: number | null;
  photoDistanceFlagged: boolean;
  /** Short-lived signed links (GET, with the admin session). */
  images: { cheque: string | null; storeFront: string | null };
  /** Decision 0076: the listing's public number, when the claimant proved it by OTP (else null). */
  verifiedListedPhone: string | null;
  /** Decision 0076: the owner's number an ownership challenge is against (else null). */
  challengedOwnerNumber: string | null;
  /** Decision 0076: the listing's name and categories as they are, and as the claim asks; applied on approval. */
  proposedEdit: { before: ReviewedFields; after: ReviewedFields } | null;
  /** Decision 0076: when a later approved claim took the shop over from this one. */
  ownershipEndedAt: string | null;
  reviewedAt: string | null;
  reviewReason: string | null;
  audit: AdminAuditEntry[];
  /** Decision 0077: what looked like a duplicate, each with the other shop or claim. */
  duplicateFlags: AdminDuplicateFlag[];
  /** A new-listing claim approved as the listed shop: the claim made on that listing. */
  approvedAs: { claimId: string; shopId: string; shopName: string } | null;
  /** A claim made by approving a new-listing claim as this listed shop: that claim. */
  mergedFromClaimId: string | null;
}

export interface AdminEnquiry {
  id: string;
  shopName: string;
  ownersName: string;
  contactNumber: string;
  status: EnquiryStatus;
  createdAt: string;
  ageHours: number;
  targetHours: number;
  overdue: boolean;
  calledBackAt: string | null;
  closedAt: string | null;
  note: string | null;
}

export interface AdminPaymentOrder {
  id: string;
  shopId: string;
  shopName: string | null;
  amountPaise: number;
  status: string;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  /** 'requested': the refund is queued at the provider; 'refunded': the provider made it. */
  refund: 'none' | 'requested' | 'refunded';
  refundReason: string | null;
  /** The tax invoice of a paid order (GET /v1/admin/payments/{id}/invoice). */
  invoiceNumber: string | null;
  /** The GST credit note once the refund was made (GET /v1/admin/payments/{id}/credit-note). */
  creditNoteNumber: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A page of a console list, like the public list: the next page's URL and the total under the filter. */
export interface AdminList<T> {
  items: T[];
  links: { next: string | null };
  meta: { total: number };
}

/** Query of GET /admin/reviews: the moderation queue, oldest first. */
export const adminReviewsQuerySchema = z.object({ cursor }, { error: NOT_AN_OBJECT });

/** Body of POST /admin/reviews/{id}/remove: the reason is kept with the review. */
export const removeReviewSchema = rejectClaimSchema;
/** Body of POST /admin/reviews/{id}/publish: a note is optional. */
export const publishReviewSchema = approveClaimSchema;

export type AdminReviewQueueReason = 'link' | 'phone' | 'blocklist' | 'reported';

/** A review in the moderation queue. */
export interface AdminReviewItem {
  id: string;
  shopId: string;
  shopName: string;
  mobileNumber: string;
  rating: number;
  text: string;
  photos: string[];
  /** 'published' while a reported review waits (it stays visible), 'pending' otherwise. */
  status: 'published' | 'pending';
  queueReason: AdminReviewQueueReason;
  queuedAt: string;
  createdAt: string;
}
