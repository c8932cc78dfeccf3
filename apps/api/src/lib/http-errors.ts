import type { Locale } from '@local-shops/shared';
import { catalogue, textsIn, type TextsIn } from './texts.ts';

/** A message built from texts with values: `(t) => t(MESSAGES).otpResendTooSoon(seconds)`. */
export type LocalizedMessage = (t: TextsIn) => string;

const english: TextsIn = (texts) => texts;

/**
 * An error whose message is safe to show to the user; the error handler turns it into JSON in the
 * language of the request. A fixed text (one of the texts under packages/shared/src/locales) is
 * found by its English; a text with values is given as a function of the texts.
 */
export class HttpError extends Error {
  private readonly localized: LocalizedMessage | undefined;

  constructor(
    readonly statusCode: number,
    message: string | LocalizedMessage,
  ) {
    super(typeof message === 'string' ? message : message(english));
    this.name = 'HttpError';
    this.localized = typeof message === 'string' ? undefined : message;
  }

  /** The message in `locale`. */
  messageIn(locale: Locale): string {
    return this.localized ? this.localized(textsIn(locale)) : catalogue.translate(this.message, locale);
  }
}

/** A 429 whose message says when to try again; the route also sends it as Retry-After (lib/retry-after.ts). */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string | LocalizedMessage,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'TooManyRequestsError';
  }
}

/** A 503 for work the process refuses to queue any longer (image decoding); Retry-After goes with it. */
export class ServiceBusyError extends HttpError {
  constructor(
    message: string | LocalizedMessage,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
    this.name = 'ServiceBusyError';
  }
}

export const badRequest = (message: string | LocalizedMessage) => new HttpError(400, message);
export const notFound = (message: string | LocalizedMessage) => new HttpError(404, message);
