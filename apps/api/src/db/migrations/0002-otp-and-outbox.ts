import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Mobile-number verification (one-time codes, the send log the rate limits count, sessions)
 * and the message outbox. Frozen once landed: change the schema with a new migration.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('code_hmac', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  // Verification reads the newest code of a number and purpose.
  await db.schema
    .createIndex('otp_codes_number_idx')
    .on('otp_codes')
    .columns(['mobile_number', 'purpose', 'created_at'])
    .execute();
  await db.schema.createIndex('otp_codes_expires_idx').on('otp_codes').column('expires_at').execute();

  await db.schema
    .createTable('otp_send_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  // The per-number and per-network windows, and pruning of old rows.
  await db.schema
    .createIndex('otp_send_log_number_idx')
    .on('otp_send_log')
    .columns(['mobile_number', 'created_at'])
    .execute();
  await db.schema.createIndex('otp_send_log_ip_idx').on('otp_send_log').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('otp_send_log_created_idx').on('otp_send_log').column('created_at').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('verified_mobile_number', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('sent_at', timestamp)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createIndex('outbox_messages_recipient_idx')
    .on('outbox_messages')
    .columns(['recipient', 'created_at'])
    .execute();
  await db.schema.createIndex('outbox_messages_created_idx').on('outbox_messages').column('created_at').execute();
}
