import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AdminAuditEntry } from '@local-shops/shared/admin';
import type { Database } from '../../db/schema.ts';

export interface AuditEntry {
  adminId: string | null;
  action: string;
  subjectType: 'claim' | 'enquiry' | 'admin' | 'payment' | 'listing_edit' | 'review' | 'offer' | 'support' | 'shop';
  subjectId: string;
  detail?: Record<string, unknown>;
  ip?: string;
}

/** Appends to the audit log, in the caller's transaction when the action has one. */
export async function writeAudit(
  k: Kysely<Database> | Transaction<Database>,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await k
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      admin_id: entry.adminId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      ip: entry.ip ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

/**
 * A console list that shows mobile numbers was read: who, which list, which filter and page (the
 * cursor; null for the first page), and how many rows were shown (issue 23).
 */
export async function auditListView(
  k: Kysely<Database>,
  who: { adminId: string; ip: string },
  list: {
    subjectType: AuditEntry['subjectType'];
    path: string;
    filter?: Record<string, string | undefined>;
    cursor?: string;
    shown: number;
  },
  now: Date,
): Promise<void> {
  const filter = Object.fromEntries(Object.entries(list.filter ?? {}).map(([key, value]) => [key, value ?? 'all']));
  await writeAudit(
    k,
    {
      adminId: who.adminId,
      action: 'list.view',
      subjectType: list.subjectType,
      subjectId: list.path,
      detail: { ...filter, cursor: list.cursor ?? null, shown: list.shown },
      ip: who.ip,
    },
    now,
  );
}

export async function auditOf(
  k: Kysely<Database>,
  subjectType: AuditEntry['subjectType'],
  subjectId: string,
): Promise<AdminAuditEntry[]> {
  const rows = await k
    .selectFrom('audit_log')
    .leftJoin('admin_users', 'admin_users.id', 'audit_log.admin_id')
    .select(['audit_log.action', 'admin_users.email', 'audit_log.detail', 'audit_log.created_at', 'audit_log.id'])
    .where('audit_log.subject_type', '=', subjectType)
    .where('audit_log.subject_id', '=', subjectId)
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({ action: row.action, actor: row.email, detail: row.detail, createdAt: row.created_at }));
}
