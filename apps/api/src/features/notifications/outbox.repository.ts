import { randomUUID } from 'node:crypto';
import type { OutboxItem } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';

export const OUTBOX_LIST_LIMIT = 50;

export async function insertOutboxMessage(
  db: Db,
  message: { channel: OutboxItem['channel']; recipient: string; body: string; createdAt: Date; sentAt: Date | null },
): Promise<void> {
  await db.kysely
    .insertInto('outbox_messages')
    .values({
      id: randomUUID(),
      channel: message.channel,
      recipient: message.recipient,
      body: message.body,
      created_at: message.createdAt.toISOString(),
      sent_at: message.sentAt?.toISOString() ?? null,
      attempts: message.sentAt ? 1 : 0,
      last_error: null,
    })
    .execute();
}

/** The newest messages to one recipient first. */
export async function listOutbox(db: Db, to: string): Promise<OutboxItem[]> {
  let query = db.kysely
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'body', 'created_at'])
    .where('recipient', '=', to);
  // Queued messages show once delivered (by the dev transport, that is at once on the next drain).
  query = query.where('sent_at', 'is not', null).where('channel', 'in', ['sms', 'email']);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(OUTBOX_LIST_LIMIT).execute();
  return rows.map((row) => ({
    channel: row.channel === 'email' ? 'email' : 'sms',
    to: row.recipient,
    body: row.body,
    createdAt: row.created_at,
  }));
}
