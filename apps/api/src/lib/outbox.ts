import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { OutboxItem } from '@local-shops/shared';
import type { Database } from '../db/schema.ts';

/** What a feature that queued a message may ask of the outbox worker (features/notifications). */
export interface OutboxWakeup {
  /** Asks a started worker for a pass now (after a message was queued). */
  kick(): void;
}

/** A message for the outbox worker to deliver (with retries), written in the caller's transaction. */
export interface QueuedMessage {
  /** 'refund' is a durable refund job of the payments feature: `recipient` is the order's id. */
  channel: OutboxItem['channel'] | 'refund';
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
export async function enqueueMessage(
  k: Kysely<Database> | Transaction<Database>,
  message: QueuedMessage,
  now: Date,
): Promise<string> {
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
