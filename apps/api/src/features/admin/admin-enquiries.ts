import { sql, type Kysely, type Selectable } from 'kysely';
import { CALLBACK_HOURS, REVIEW_MESSAGES } from '@local-shops/shared';
import { ADMIN_PAGE_SIZE, type AdminEnquiry, type EnquiryStatus } from '@local-shops/shared/admin';
import type { Db } from '../../db/database.ts';
import type { Database, EnquiriesTable } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { afterCursor, type AdminCursor } from './admin-paging.ts';
import { writeAudit } from './audit.ts';

const ENQUIRY_RANK = sql<number>`case status when 'new' then 0 when 'called_back' then 1 else 2 end`;

/** The inbox: new first, then called back, then closed; oldest first within each. A page of it, with the total. */
export async function listEnquiries(db: Db, status: EnquiryStatus | 'all', now: Date, cursor?: AdminCursor) {
  let query = db.kysely.selectFrom('enquiries');
  if (status !== 'all') query = query.where('status', '=', status);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let page = query.selectAll().select(ENQUIRY_RANK.as('rank'));
  if (cursor) page = page.where(afterCursor({ rank: ENQUIRY_RANK, createdAt: 'created_at', id: 'id' }, cursor, 'asc'));
  const rows = await page
    .orderBy(ENQUIRY_RANK)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(ADMIN_PAGE_SIZE + 1)
    .execute();
  return {
    rows: rows.map((row) => ({
      item: enquiryItem(row, now),
      rank: Number(row.rank),
      createdAt: row.created_at,
      id: row.id,
    })),
    total: Number(total),
  };
}

function enquiryItem(row: Selectable<EnquiriesTable>, now: Date): AdminEnquiry {
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
}

/**
 * Moves an enquiry, once: the enquiries feature's writer, handed over by the composition root
 * (decision 0062); false when the enquiry is missing or not in a state it moves from.
 */
export type MoveEnquiryStatus = (
  k: Kysely<Database>,
  id: string,
  to: 'called_back' | 'closed',
  note: string | undefined,
  at: string,
) => Promise<boolean>;

/** new -> called back -> closed (or new -> closed); anything else is 409. Audited. */
export async function moveEnquiry(
  db: Db,
  moveEnquiryStatus: MoveEnquiryStatus,
  id: string,
  to: 'called_back' | 'closed',
  note: string | undefined,
  actor: { adminId: string; ip: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    if (!(await moveEnquiryStatus(trx, id, to, note, at))) {
      const exists = await trx.selectFrom('enquiries').select('id').where('id', '=', id).executeTakeFirst();
      throw exists
        ? new HttpError(409, REVIEW_MESSAGES.enquiryTransitionRefused)
        : notFound(REVIEW_MESSAGES.enquiryNotFound);
    }
    await writeAudit(
      trx,
      {
        adminId: actor.adminId,
        action: `enquiry.${to}`,
        subjectType: 'enquiry',
        subjectId: id,
        detail: note ? { note } : undefined,
        ip: actor.ip,
      },
      now,
    );
  });
}
