import type { NullableTimestamp, Timestamp } from './schema-columns.ts';

/* The console's two-factor tables (migration 0018, decision 0056); `Database` in schema.ts lists them. */

/** Single-use recovery codes of an account, hashed. */
export interface AdminRecoveryCodesTable {
  id: string;
  admin_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One-time enrolment links (`npm run admin:create`): sha256 of the token, and the secret being enrolled. */
export interface AdminEnrolmentTokensTable {
  id: string;
  admin_id: string;
  pending_secret: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** Networks an account completed a sign-in from: they pass the account's slow-down. */
export interface AdminTrustedNetworksTable {
  admin_id: string;
  network: string;
  signed_in_at: Timestamp;
}
