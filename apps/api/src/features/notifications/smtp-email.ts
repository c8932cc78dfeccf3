import type { Transporter } from 'nodemailer';
import { TransportError, type OutboxTransport } from './outbox-transport.ts';

/** E-mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465), plain text. */
export function createSmtpEmail(options: { url: string; from: string; timeoutMs?: number }): OutboxTransport {
  const timeout = options.timeoutMs ?? 15_000;
  // A malformed SMTP_URL stops the server at start-up rather than failing every e-mail later.
  new URL(options.url);
  // nodemailer (about 15 MB of memory) is loaded with the first e-mail, not by every server.
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.url,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      }),
    ));
  return {
    name: 'smtp',
    async deliver(message) {
      try {
        await (
          await connect()
        ).sendMail({ from: options.from, to: message.recipient, subject: message.subject ?? '', text: message.body });
      } catch (error) {
        throw new TransportError(`SMTP refused the e-mail: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    },
  };
}
