/** A queued message as the worker hands it to a transport. */
export interface OutboxDelivery {
  id: string;
  channel: 'sms' | 'email' | 'refund';
  recipient: string;
  subject: string | null;
  body: string;
  payload: Readonly<Record<string, string>>;
}

/**
 * Delivers one queued message or throws. A throw is not final: the worker tries again later
 * (docs/decisions/0010), so a transport only has to report failure, never to retry itself.
 */
export interface OutboxTransport {
  /** Names the transport in logs. */
  readonly name: string;
  deliver(message: OutboxDelivery): Promise<void>;
}

export class TransportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransportError';
  }
}

/** The dev transport: the row itself is the message; it is marked sent and shows in /v1/dev/outbox. */
export function createDevOutboxTransport(
  channel: 'sms' | 'email',
  log: { info: (obj: object, msg: string) => void },
): OutboxTransport {
  return {
    name: `dev-outbox-${channel}`,
    async deliver(message) {
      log.info({ to: message.recipient, subject: message.subject }, `dev outbox: ${channel} kept (not sent)`);
    },
  };
}
