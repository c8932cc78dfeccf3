import { z } from 'zod';
import { MESSAGES } from '../locales/en/messages.ts';
import { isValidIndianContactNumber } from '../phone.ts';
import { PINCODE_PATTERN } from '../pincode.ts';
import { ID_PATTERN } from '../routes/route.ts';
import { SHOP_TYPES } from '../shop-types.ts';
import type { ClaimShopDraft } from './claim-draft.ts';

/** Longest text each claim field takes; the form's inputs use the same numbers as maxLength. */
export const CLAIM_LIMITS = {
  name: 100,
  intro: 500,
  address: 300,
  state: 100,
  city: 100,
  shopOwnerName: 100,
  email: 254,
  referralCode: 50,
  capturedAddress: 300,
  categories: 50,
  subCategories: 100,
} as const;

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters.`;

/**
 * A basic address pattern: local part, '@', one or more domain labels, and a last label of 2 to
 * 4 letters (SPEC.md section 5, check 10).
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

/** A data URL holding an image, as the form reads an upload. */
const IMAGE_DATA_URL_PATTERN = /^data:image\/[a-z0-9.+-]+(?:;[a-z0-9=.+-]+)*;base64,/i;

/** Text that must not be blank once trimmed; a missing value or a wrong type reads the same. */
const requiredText = (message: string, field: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(field, max));

const refSchema = z.object({
  id: z.string().trim().min(1).max(100),
  label: z.string().trim().min(1).max(200),
});

const shopIdSchema = z.string({ error: MESSAGES.shopNotFound }).regex(ID_PATTERN, MESSAGES.shopNotFound);

const subCategoryRefSchema = refSchema.extend({ categoryId: z.string().trim().min(1).max(100) });

/**
 * The claim-shop draft (SPEC.md section 3) as the details form and POST /claim-shops accept it.
 *
 * The keys are declared in the order of SPEC.md section 5's twelve registration checks, and each
 * of those fields reports its SPEC message for every way it can fail, so the FIRST issue zod
 * reports is the message the product shows. Fields no registration check covers come last and
 * are lenient, so that the details step validates before the store-front step has filled them.
 */
export const claimShopDraftSchema = z.object({
  name: requiredText(MESSAGES.shopNameRequired, 'Shop name', CLAIM_LIMITS.name),
  intro: requiredText(MESSAGES.introRequired, 'Short intro', CLAIM_LIMITS.intro),
  state: requiredText(MESSAGES.stateRequired, 'State', CLAIM_LIMITS.state),
  city: z
    .string({ error: MESSAGES.cityRequired })
    .min(1, MESSAGES.cityRequired)
    .max(CLAIM_LIMITS.city, tooLong('City', CLAIM_LIMITS.city)),
  pin: z.string({ error: MESSAGES.pincodeInvalid }).regex(PINCODE_PATTERN, MESSAGES.pincodeInvalid),
  address: requiredText(MESSAGES.addressRequired, 'Address', CLAIM_LIMITS.address),
  shopType: z.enum(SHOP_TYPES, { error: MESSAGES.shopTypeRequired }),
  subCategories: z
    .array(subCategoryRefSchema, { error: MESSAGES.subCategoryRequired })
    .min(1, MESSAGES.subCategoryRequired)
    .max(CLAIM_LIMITS.subCategories, `At most ${CLAIM_LIMITS.subCategories} sub-categories.`),
  shopOwnerName: requiredText(MESSAGES.ownerNameRequired, 'Shop owner name', CLAIM_LIMITS.shopOwnerName),
  email: z
    .string({ error: MESSAGES.emailInvalid })
    .trim()
    .max(CLAIM_LIMITS.email, MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  shopOwnerContactNumber: z
    .string({ error: MESSAGES.contactNumberInvalid })
    .refine((value) => isValidIndianContactNumber(value), MESSAGES.contactNumberInvalid),
  shopOwnerCancelledChequeImage: z
    .string({ error: MESSAGES.chequeImageRequired })
    .regex(IMAGE_DATA_URL_PATTERN, MESSAGES.chequeImageRequired),

  // Not part of the twelve checks.
  categories: z
    .array(refSchema)
    .max(CLAIM_LIMITS.categories, `At most ${CLAIM_LIMITS.categories} categories.`)
    .optional(),
  referralCode: z
    .string()
    .trim()
    .max(CLAIM_LIMITS.referralCode, tooLong('Referral code', CLAIM_LIMITS.referralCode))
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  storeFrontPicture: z.string().nullable().optional(),
  lat: z.number().min(-90).max(90).nullable().optional(),
  long: z.number().min(-180).max(180).nullable().optional(),
  capturedAddress: z
    .string()
    .max(CLAIM_LIMITS.capturedAddress, tooLong('Captured address', CLAIM_LIMITS.capturedAddress))
    .optional(),
  /** Set when the draft claims a listing that already exists; absent for a new listing. */
  shopId: shopIdSchema.optional(),
});

export type ClaimShopDraftInput = z.input<typeof claimShopDraftSchema>;
export type ClaimShopSubmission = z.output<typeof claimShopDraftSchema>;

/** The draft fields a registration failure can point at. */
export type RegistrationField = keyof ClaimShopDraft;

export interface RegistrationIssue {
  field: RegistrationField;
  message: string;
}

/** The first failing registration check with the field it concerns (the form marks that field). */
export function registrationIssue(draft: ClaimShopDraft): RegistrationIssue | undefined {
  const result = claimShopDraftSchema.safeParse(draft);
  if (result.success) return undefined;
  const [first] = result.error.issues;
  if (!first) return undefined;
  return { field: first.path[0] as RegistrationField, message: first.message };
}

/** SPEC.md section 5: the message of the first failing registration check, or undefined when all pass. */
export function validateRegistration(draft: ClaimShopDraft): string | undefined {
  return registrationIssue(draft)?.message;
}

/** The checks of the store-front step's Finish button, in SPEC.md's order. */
export function storeFrontFinishCheck(draft: ClaimShopDraft): string | undefined {
  if (!draft.storeFrontPicture) return MESSAGES.storeFrontRequired;
  if (!Number.isFinite(draft.lat) || !Number.isFinite(draft.long)) return MESSAGES.locationMandatory;
  if (!draft.capturedAddress?.trim()) return MESSAGES.capturedAddressRequired;
  if (validateRegistration(draft) !== undefined) return MESSAGES.detailsIncomplete;
  return undefined;
}

/** Image media types a shop photo may have (SPEC.md section 5). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/heic', 'image/webp'] as const;

export function isAcceptedImageType(mime: string | null | undefined): boolean {
  return typeof mime === 'string' && (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime.trim().toLowerCase());
}

/**
 * The claim dialog on a shop page (SPEC.md 'KYC Verification dialog' with the address):
 * address first, then the number.
 */
export const claimVerificationSchema = z.object({
  address: requiredText(MESSAGES.addressRequired, 'Address', CLAIM_LIMITS.address),
  shopOwnerContactNumber: z
    .string({ error: MESSAGES.contactNumberInvalid })
    .refine((value) => isValidIndianContactNumber(value), MESSAGES.contactNumberInvalid),
});

/** Body of POST /claim-shops/verification: the dialog's fields and the shop being claimed. */
export const claimVerificationRequestSchema = claimVerificationSchema.extend({ shopId: shopIdSchema });
export type ClaimVerificationRequest = z.output<typeof claimVerificationRequestSchema>;

/** Answer of POST /claim-shops, POST /claim-shops/verification and PATCH /claim-shops/verify-otp/{id}: the shop id. */
export interface ClaimShopResponse {
  id: string;
}
