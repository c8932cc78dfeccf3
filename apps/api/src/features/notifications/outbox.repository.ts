import { randomUUID } from 'node:crypto';
import type { OutboxItem } from '@local-shops/shared';
import type { Kysely, Transaction } from 'kysely';
import { toIso, type Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

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
  let query = db.kysely.selectFrom('outbox_messages').select(['channel', 'recipient', 'body', 'created_at']).where('recipient', '=', to);
  // Queued messages show once delivered (by the dev transport, that is at once on the next drain).
  query = query.where('sent_at', 'is not', null);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(OUTBOX_LIST_LIMIT).execute();
  return rows.map((row) => ({ channel: row.channel, to: row.recipient, body: row.body, createdAt: toIso(row.created_at) }));
}

/** A message for the outbox worker to deliver (with retries), written in the caller's transaction. */
export interface QueuedMessage {
  channel: OutboxItem['channel'];
  recipient: string;
  body: string;
  subject?: string | null;
  /** The message's parts by name (template parameters of the e-mail service, SMS variables). */
  payload?: Readonly<Record<string, string>> | null;
}

/**
 * Queues a message. Pass the transaction that records what the message is about, so that the
 * record and its notice are committed together or not at all.
 */
export async function enqueueMessage(k: Kysely<Database> | Transaction<Database>, message: QueuedMessage, now: Date): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await k
    .insertInto('outbox_messages')
    .values({
      id,
      channel: message.channel,
      recipient: message.recipient,
      body: message.body,
      subject: message.subject ?? null,
      payload: message.payload ? JSON.stringify(message.payload) : null,
      created_at: at,
      sent_at: null,
      attempts: 0,
      last_error: null,
      next_attempt_at: at,
      locked_until: null,
    })
    .execute();
  return id;
}
