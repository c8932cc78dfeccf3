import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Console sign-in the team can always use (issue 23, decision 0056): TOTP two-factor on
 * admin_users (the secret, encrypted; the last time step accepted, so that a code works once),
 * single-use recovery codes (hashed), one-time enrolment links printed by `npm run admin:create`,
 * and the networks each account signed in from (they pass the account's slow-down). Frozen once landed.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  await db.schema.alterTable('admin_users').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admin_users').addColumn('totp_enrolled_at', timestamp).execute();
  // floor(unix seconds / 30) of the last code accepted: about 59 million in 2026, an integer for decades.
  await db.schema.alterTable('admin_users').addColumn('totp_last_step', 'integer').execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    // sha256 (hex) of the normalised code.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addUniqueConstraint('admin_recovery_codes_admin_code_key', ['admin_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('admin_enrolment_tokens')
    // sha256 (hex) of the link's token: the link itself is never stored.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    // The secret shown on the enrolment page until it is confirmed (encrypted like totp_secret).
    .addColumn('pending_secret', 'text')
    .addColumn('expires_at', timestamp, (c) => c.notNull())
    .addColumn('used_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('admin_enrolment_tokens_admin_idx')
    .on('admin_enrolment_tokens')
    .column('admin_id')
    .execute();

  await db.schema
    .createTable('admin_trusted_networks')
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    // networkKey() of an address the account completed a sign-in from.
    .addColumn('network', 'text', (c) => c.notNull())
    .addColumn('signed_in_at', timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_trusted_networks_pkey', ['admin_id', 'network'])
    .execute();
}
