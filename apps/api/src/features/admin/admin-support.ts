import { sql, type Kysely } from 'kysely';
import { ADMIN_PAGE_SIZE, type AdminList } from '@local-shops/shared/admin';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import { SUPPORT_MESSAGES, type AdminSupportRequest } from '@local-shops/shared/support';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { enqueueSms } from '../../lib/number-language.ts';
import type { OutboxWakeup } from '../../lib/outbox.ts';
import type { Route } from '../../lib/route-table.ts';
import { requireAdmin } from './admin-auth.ts';
import { afterCursor, decodeAdminCursor, pageOf, type AdminCursor } from './admin-paging.ts';
import { auditListView, writeAudit } from './audit.ts';

/** 0: open Premium, 1: open free, 2: answered. */
const SUPPORT_RANK = sql<number>`case when support_requests.replied_at is null then (case when support_requests.is_premium = ${sql.lit(true)} then 0 else 1 end) else 2 end`;
const OPEN_RANKS = 2;

/**
 * A page of the inbox, with the total: open questions first, Premium before free, each by due time
 * (then id); answered ones after, newest first (then id descending). The cursor's time is the due
 * time of an open row and the creation time of an answered one, as its rank says.
 */
async function listSupportRequests(db: Db, now: Date, cursor?: AdminCursor) {
  const { total } = await db.kysely
    .selectFrom('support_requests')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let page = db.kysely
    .selectFrom('support_requests')
    .leftJoin('shops', 'shops.id', 'support_requests.shop_id')
    .select([
      'support_requests.id',
      'support_requests.mobile_number',
      'support_requests.shop_id',
      'shops.name',
      'support_requests.message',
      'support_requests.is_premium',
      'support_requests.created_at',
      'support_requests.due_at',
      'support_requests.reply',
      'support_requests.replied_at',
      SUPPORT_RANK.as('rank'),
    ]);
  if (cursor) {
    const open = cursor.rank < OPEN_RANKS;
    page = page.where(
      afterCursor(
        {
          rank: SUPPORT_RANK,
          createdAt: open ? 'support_requests.due_at' : 'support_requests.created_at',
          id: 'support_requests.id',
        },
        cursor,
        open ? 'asc' : 'desc',
      ),
    );
  }
  const rows = await page
    .orderBy(SUPPORT_RANK)
    .orderBy(sql`case when support_requests.replied_at is null then support_requests.due_at end`)
    .orderBy(sql`case when support_requests.replied_at is null then support_requests.id end`)
    .orderBy('support_requests.created_at', 'desc')
    .orderBy('support_requests.id', 'desc')
    .limit(ADMIN_PAGE_SIZE + 1)
    .execute();
  const at = now.getTime();
  return {
    rows: rows.map((r) => {
      const rank = Number(r.rank);
      const item: AdminSupportRequest = {
        id: r.id,
        mobileNumber: r.mobile_number,
        shopId: r.shop_id,
        shopName: r.name,
        message: r.message,
        premium: r.is_premium,
        createdAt: r.created_at,
        dueAt: r.due_at,
        reply: r.reply,
        repliedAt: r.replied_at,
        overdue: r.replied_at === null && Date.parse(r.due_at) < at,
      };
      return { item, rank, createdAt: rank < OPEN_RANKS ? r.due_at : r.created_at, id: r.id };
    }),
    total: Number(total),
  };
}

/** Stores an answer: the support feature's writer, handed over by app.ts (decision 0062); false when answered already. */
export type AnswerSupportRequest = (
  k: Kysely<Database>,
  id: string,
  answer: { reply: string; adminId: string },
  at: string,
) => Promise<boolean>;

/**
 * The console's support inbox, paged like the console's other lists (`links.next`, `meta.total`):
 * open questions first, Premium before free, then by their due time (4 working hours for Premium,
 * 2 working days for free); answered ones after, newest first. A reply is stored, shown on the
 * owner's dashboard and sent by SMS through the outbox.
 */
export function adminSupportRoutes(
  route: Route,
  {
    db,
    outbox,
    now,
    answerSupportRequest,
  }: { db: Db; outbox: OutboxWakeup; now: () => Date; answerSupportRequest: AnswerSupportRequest },
) {
  route(CONSOLE_ROUTES.support, async (request, reply, input): Promise<AdminList<AdminSupportRequest>> => {
    const { cursor } = input.query();
    const { path } = CONSOLE_ROUTES.support;
    const { rows, total } = await listSupportRequests(db, now(), decodeAdminCursor(cursor));
    const { items, next } = pageOf(rows, (row) => row, path, {});
    // The inbox shows the senders' numbers: every read is audited.
    await auditListView(
      db.kysely,
      { adminId: requireAdmin(request).id, ip: request.ip },
      { subjectType: 'support', path, cursor, shown: items.length },
      now(),
    );
    reply.header('cache-control', 'no-store');
    return { items: items.map((row) => row.item), links: { next }, meta: { total } };
  });

  route(CONSOLE_ROUTES.supportReply, async (request, reply, input) => {
    const { id } = input.params();
    const { reply: text } = input.body();
    const admin = requireAdmin(request);
    const at = now();
    await db.kysely.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('support_requests')
        .select(['id', 'mobile_number', 'replied_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) throw notFound(SUPPORT_MESSAGES.notFound);
      if (!(await answerSupportRequest(trx, found.id, { reply: text, adminId: admin.id }, at.toISOString())))
        throw new HttpError(409, SUPPORT_MESSAGES.alreadyAnswered);
      await enqueueSms(trx, found.mobile_number, 'supportReply', [text], at);
      await writeAudit(
        trx,
        { adminId: admin.id, action: 'support.reply', subjectType: 'support', subjectId: found.id, ip: request.ip },
        at,
      );
    });
    outbox.kick();
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
