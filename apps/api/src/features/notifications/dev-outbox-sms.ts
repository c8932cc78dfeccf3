import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { SmsProvider } from '../../lib/sms-provider.ts';
import { insertOutboxMessage } from './outbox.repository.ts';

/** The default SMS provider: nothing leaves the machine; messages are logged and kept in the outbox table. */
export function createDevOutboxSms(db: Db, now: () => Date, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(to, body) {
      const at = now();
      await insertOutboxMessage(db, { channel: 'sms', recipient: to, body, createdAt: at, sentAt: at });
      log.info({ to, body }, 'dev outbox: SMS stored (not sent)');
    },
  };
}
