/** Imported as '@local-shops/shared/enquiry': only the enquiry page and the API load it. */
import { z } from 'zod';
import { MESSAGES } from '../locales/en/messages.ts';
import { REVIEW_MESSAGES } from '../locales/en/review.ts';
import { isValidIndianContactNumber } from '../phone.ts';

/** Longest text each enquiry field takes; the form's inputs use the same numbers as maxLength. */
export const ENQUIRY_LIMITS = { shopName: 100, ownersName: 100 } as const;

const NOT_AN_OBJECT = 'The request is not valid.';

const text = (message: string, field: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, REVIEW_MESSAGES.enquiryFieldTooLong(field, max));

/**
 * Body of POST /enquiries (SPEC.md 'Enquiry payload'). The form keeps Submit disabled while a
 * field is empty, so the blank-field messages are only ever read by other callers.
 */
export const enquirySchema = z.object(
  {
    shopName: text(MESSAGES.shopNameRequired, 'Shop Name', ENQUIRY_LIMITS.shopName),
    ownersName: text(MESSAGES.ownerNameRequired, "Owner's Name", ENQUIRY_LIMITS.ownersName),
    contactNumber: z
      .custom<string>((value) => typeof value === 'string' && isValidIndianContactNumber(value.trim()), {
        message: MESSAGES.enquiryContactInvalid,
      })
      .transform((value) => value.trim()),
  },
  { error: NOT_AN_OBJECT },
);
export type EnquiryInput = z.output<typeof enquirySchema>;

export interface EnquiryResponse {
  id: string;
  message: string;
}
