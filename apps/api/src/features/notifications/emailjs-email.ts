import { TransportError, type OutboxTransport } from './outbox-transport.ts';

export interface EmailjsOptions {
  baseUrl: string;
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** The account's private key ("accessToken"): required for calls from a server. */
  privateKey: string;
  timeoutMs?: number;
}

/**
 * The e-mail sending service of SPEC.md section 7, called from the server instead of the browser:
 * POST /api/v1.0/email/send with the service, template and keys from configuration, and the
 * message's payload as template parameters. The service answers 200 "OK"; anything else fails.
 */
export function createEmailjsEmail(options: EmailjsOptions): OutboxTransport {
  const url = new URL('/api/v1.0/email/send', options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    name: 'emailjs',
    async deliver(message) {
      let status: number;
      let text: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            lib_version: 'server',
            user_id: options.publicKey,
            accessToken: options.privateKey,
            service_id: options.serviceId,
            template_id: options.templateId,
            template_params: {
              ...message.payload,
              to_email: message.recipient,
              subject: message.subject ?? '',
              message: message.body,
            },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        text = (await response.text()).slice(0, 200);
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new TransportError(
          timedOut
            ? `the e-mail service did not answer within ${timeoutMs} ms`
            : 'the e-mail service could not be reached',
          {
            cause: error,
          },
        );
      }
      if (status !== 200) throw new TransportError(`the e-mail service refused the message (HTTP ${status}): ${text}`);
    },
  };
}
