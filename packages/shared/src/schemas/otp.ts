import { z } from 'zod';
import { OTP_LENGTH } from '../constants.ts';
import { MESSAGES } from '../locales/en/messages.ts';
import { isValidIndianContactNumber } from '../phone.ts';

/** What a code proves: the number itself, or the number for a claim of one listing (subject = shop id). */
export const OTP_PURPOSES = ['verify_number', 'claim_listing'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
const NOT_AN_OBJECT = 'The request is not valid.';

// Custom checks rather than z.string(): a missing or non-string value must give the same
// message as a malformed one, which is the text the dialog shows.
export const mobileNumberSchema = z
  .custom<string>((value) => typeof value === 'string' && isValidIndianContactNumber(value.trim()), {
    message: MESSAGES.contactNumberInvalid,
  })
  .transform((value) => value.trim());

export const otpCodeSchema = z
  .custom<string>((value) => typeof value === 'string' && OTP_PATTERN.test(value.trim()), {
    message: MESSAGES.otpInvalid,
  })
  .transform((value) => value.trim());

/** Body of POST /otp/verification. */
export const otpSendSchema = z.object({ mobileNumber: mobileNumberSchema }, { error: NOT_AN_OBJECT });
export type OtpSendInput = z.output<typeof otpSendSchema>;

/** Body of PATCH /otp/verify-otp; the OTP is checked first, as the dialog does. */
export const otpVerifySchema = z.object(
  { otp: otpCodeSchema, mobileNumber: mobileNumberSchema },
  { error: NOT_AN_OBJECT },
);
export type OtpVerifyInput = z.output<typeof otpVerifySchema>;

export interface OtpSendResponse {
  message: string;
}

export interface OtpVerifyResponse {
  mobileNumber: string;
}

/** GET /otp/session: the number the session cookie proves, if any. */
export interface OtpSessionResponse {
  mobileNumber: string | null;
}

/**
 * Query of GET /dev/outbox (dev providers only). A bare `+` in a query string arrives as a space,
 * so `?to=+91...` written by hand still means the number.
 */
export const DEV_OUTBOX_TO_REQUIRED = 'to is required: the number or e-mail address whose messages to list.';

export const devOutboxQuerySchema = z.object(
  {
    // Always one recipient: a staging box must not list every number's codes to anyone who asks.
    to: z
      .string({ error: (issue) => (issue.input === undefined ? DEV_OUTBOX_TO_REQUIRED : 'to must be text.') })
      .max(320, 'to is at most 320 characters.')
      .transform((value) => {
        const trimmed = value.trim();
        return /^\d+$/.test(trimmed) ? `+${trimmed}` : trimmed;
      })
      .refine((value) => value !== '', DEV_OUTBOX_TO_REQUIRED),
  },
  { error: NOT_AN_OBJECT },
);

export interface OutboxItem {
  channel: 'sms' | 'email';
  to: string;
  body: string;
  createdAt: string;
}
