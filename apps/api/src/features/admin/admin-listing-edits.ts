import { sql, type Kysely, type Transaction } from 'kysely';
import {
  LISTING_MESSAGES,
  type AdminListingEdit,
  type ListingEditStatus,
  type ReviewedFields,
} from '@local-shops/shared/listing';
import type { Db } from '../../db/database.ts';
import { forUpdate } from '../../db/locks.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { writeAudit } from './audit.ts';

/** Applies an approved edit to its shop: the shops feature's writer, handed over by app.ts (decision 0062). */
export type ApplyListingEdit = (
  trx: Transaction<Database>,
  shopId: string,
  after: ReviewedFields,
  now: Date,
) => Promise<void>;

/** Records the decision on an edit: the listing feature's writer, handed over by app.ts (decision 0062). */
export type RecordEditDecision = (
  k: Kysely<Database>,
  id: string,
  decision: { approve: boolean; reason: string | null; adminId: string },
  at: string,
) => Promise<void>;

const parse = (text: string): ReviewedFields => {
  try {
    return JSON.parse(text) as ReviewedFields;
  } catch {
    return {};
  }
};

const COLUMNS = [
  'listing_edits.id',
  'listing_edits.shop_id',
  'shops.name as shop_name',
  'listing_edits.mobile_number',
  'listing_edits.status',
  'listing_edits.before',
  'listing_edits.after',
  'listing_edits.created_at',
  'listing_edits.reviewed_at',
  'listing_edits.review_reason',
] as const;

interface EditRow {
  id: string;
  shop_id: string;
  shop_name: string;
  mobile_number: string;
  status: ListingEditStatus;
  before: string;
  after: string;
  created_at: string;
  reviewed_at: string | null;
  review_reason: string | null;
}

function toEdit(row: EditRow): AdminListingEdit {
  return {
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    mobileNumber: row.mobile_number,
    status: row.status,
    before: parse(row.before),
    after: parse(row.after),
    submittedAt: row.created_at,
    decidedAt: row.reviewed_at,
    reason: row.review_reason,
  };
}

/** Edits of name, position and categories: waiting ones first (oldest first), then the 50 latest decided. */
export async function listListingEdits(
  db: Db,
  status: ListingEditStatus | 'all',
): Promise<{ items: AdminListingEdit[]; total: number }> {
  let query = db.kysely.selectFrom('listing_edits').innerJoin('shops', 'shops.id', 'listing_edits.shop_id');
  if (status !== 'all') query = query.where('listing_edits.status', '=', status);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(COLUMNS)
    .orderBy(sql`case when listing_edits.status = 'pending_review' then 0 else 1 end`)
    .orderBy(sql`case when listing_edits.status = 'pending_review' then listing_edits.created_at end`, 'asc')
    .orderBy('listing_edits.reviewed_at', 'desc')
    .limit(100)
    .execute();
  return { items: rows.map(toEdit), total: Number(total) };
}

export async function getListingEdit(db: Db, id: string): Promise<AdminListingEdit> {
  const row = await db.kysely
    .selectFrom('listing_edits')
    .innerJoin('shops', 'shops.id', 'listing_edits.shop_id')
    .select(COLUMNS)
    .where('listing_edits.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(LISTING_MESSAGES.editNotFound);
  return toEdit(row);
}

/** Approves (applies the 'after' to the shop) or rejects a waiting edit, once; audited. */
export async function decideListingEdit(
  db: Db,
  id: string,
  decision: { approve: true; reason: string | null } | { approve: false; reason: string },
  actor: { adminId: string; ip: string },
  now: Date,
  apply: ApplyListingEdit,
  recordEditDecision: RecordEditDecision,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const edit = await forUpdate(
      db,
      trx.selectFrom('listing_edits').select(['id', 'shop_id', 'status', 'after']).where('id', '=', id),
    ).executeTakeFirst();
    if (!edit) throw notFound(LISTING_MESSAGES.editNotFound);
    if (edit.status !== 'pending_review') throw new HttpError(409, LISTING_MESSAGES.editDecided);
    if (decision.approve) await apply(trx, edit.shop_id, parse(edit.after), now);
    await recordEditDecision(
      trx,
      id,
      { approve: decision.approve, reason: decision.reason, adminId: actor.adminId },
      now.toISOString(),
    );
    await writeAudit(
      trx,
      {
        adminId: actor.adminId,
        action: decision.approve ? 'listing_edit.approve' : 'listing_edit.reject',
        subjectType: 'listing_edit',
        subjectId: id,
        detail: { shopId: edit.shop_id, ...(decision.reason ? { reason: decision.reason } : {}) },
        ip: actor.ip,
      },
      now,
    );
  });
}
