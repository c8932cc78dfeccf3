import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Registration enquiries, the review console (team accounts, their sessions, the audit log) and
 * delivery state of the notification outbox (queued messages, retries, leases).
 * Frozen once landed: change the schema with a new migration.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';

  // Outbox rows written before this migration were delivered when written (sent_at set).
  await db.schema.alterTable('outbox_messages').addColumn('subject', 'text').execute();
  // JSON of the message's parts by name (template parameters of the e-mail service, SMS variables).
  await db.schema.alterTable('outbox_messages').addColumn('payload', 'text').execute();
  await db.schema.alterTable('outbox_messages').addColumn('next_attempt_at', timestamp).execute();
  // A worker holds a row until then; a crashed worker's lease simply runs out.
  await db.schema.alterTable('outbox_messages').addColumn('locked_until', timestamp).execute();
  await sql`create index outbox_messages_due_idx on outbox_messages (next_attempt_at) where sent_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_name', 'text', (c) => c.notNull())
    .addColumn('owners_name', 'text', (c) => c.notNull())
    .addColumn('contact_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('new', 'called_back', 'closed')`))
    // The client's network (an IPv6 client's /64): the per-network limit counts it.
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addColumn('called_back_at', timestamp)
    .addColumn('closed_at', timestamp)
    .execute();
  // One open enquiry per number: the server's guard against duplicates, whatever a browser remembers.
  await sql`create unique index enquiries_open_number_idx on enquiries (contact_number) where status <> 'closed'`.execute(
    db,
  );
  await db.schema
    .createIndex('enquiries_status_created_idx')
    .on('enquiries')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('enquiries_ip_created_idx').on('enquiries').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', timestamp)
    .addColumn('last_login_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_expires_idx').on('admin_sessions').column('expires_at').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id', 'created_at'])
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}
