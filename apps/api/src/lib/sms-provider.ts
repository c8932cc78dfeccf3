/**
 * Sends one SMS. `to` is an E.164 number (+91XXXXXXXXXX); `body` is the full text. `variables`
 * are the same message's parts by name (for example { otp }) for providers that send registered
 * (DLT) templates and fill in only the variable parts.
 */
export interface SmsProvider {
  send(to: string, body: string, variables?: Readonly<Record<string, string>>): Promise<void>;
}

/** The provider refused, failed or did not answer in time; the message is for logs, never for users. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}
