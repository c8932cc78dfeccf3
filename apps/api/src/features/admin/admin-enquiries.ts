import { CALLBACK_HOURS, REVIEW_MESSAGES } from '@local-shops/shared';
import { type AdminEnquiry, type EnquiryStatus } from '@local-shops/shared/admin';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { ADMIN_LIST_LIMIT } from './admin-claims.ts';
import { writeAudit } from './audit.ts';

/** The inbox: new first, then called back, then closed; oldest first within each. */
export async function listEnquiries(db: Db, status: EnquiryStatus | 'all', now: Date): Promise<AdminEnquiry[]> {
  let query = db.kysely.selectFrom('enquiries').selectAll();
  if (status !== 'all') query = query.where('status', '=', status);
  const rows = await query
    .orderBy(sql`case status when 'new' then 0 when 'called_back' then 1 else 2 end`)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(ADMIN_LIST_LIMIT)
    .execute();
  return rows.map((row) => {
    const ageHours = Math.max(0, (now.getTime() - new Date(row.created_at).getTime()) / 3_600_000);
    return {
      id: row.id,
      shopName: row.shop_name,
      ownersName: row.owners_name,
      contactNumber: row.contact_number,
      status: row.status,
      createdAt: row.created_at,
      ageHours: Math.round(ageHours * 10) / 10,
      targetHours: CALLBACK_HOURS,
      // The 24-hour promise is kept by the call back; only a 'new' enquiry can break it.
      overdue: row.status === 'new' && ageHours > CALLBACK_HOURS,
      calledBackAt: row.called_back_at,
      closedAt: row.closed_at,
      note: row.note,
    };
  });
}

const FROM: Record<'called_back' | 'closed', EnquiryStatus[]> = { called_back: ['new'], closed: ['new', 'called_back'] };

/** new -> called back -> closed (or new -> closed); anything else is 409. Audited. */
export async function moveEnquiry(
  db: Db,
  id: string,
  to: 'called_back' | 'closed',
  note: string | undefined,
  actor: { adminId: string; ip: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('enquiries')
      .set({
        status: to,
        updated_at: at,
        ...(to === 'called_back' ? { called_back_at: at } : { closed_at: at }),
        ...(note ? { note } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', FROM[to])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      const exists = await trx.selectFrom('enquiries').select('id').where('id', '=', id).executeTakeFirst();
      throw exists ? new HttpError(409, REVIEW_MESSAGES.enquiryTransitionRefused) : notFound(REVIEW_MESSAGES.enquiryNotFound);
    }
    await writeAudit(trx, { adminId: actor.adminId, action: `enquiry.${to}`, subjectType: 'enquiry', subjectId: id, detail: note ? { note } : undefined, ip: actor.ip }, now);
  });
}
