import type { AdminEnquiry, AdminList } from '@local-shops/shared/admin';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import type { Db } from '../../db/database.ts';
import type { Route } from '../../lib/route-table.ts';
import { listEnquiries, moveEnquiry, type MoveEnquiryStatus } from './admin-enquiries.ts';
import { actorOf, listPage, noStore } from './admin-http.ts';
import { decodeAdminCursor } from './admin-paging.ts';
import { auditListView } from './audit.ts';

/** Visitors' enquiries: the list (audited: it shows their numbers) and moving one along. */
export function adminEnquiriesRoutes(
  route: Route,
  { db, now, moveEnquiryStatus }: { db: Db; now: () => Date; moveEnquiryStatus: MoveEnquiryStatus },
) {
  route(CONSOLE_ROUTES.enquiries, async (request, reply, input): Promise<AdminList<AdminEnquiry>> => {
    const { status, cursor } = input.query();
    const { path } = CONSOLE_ROUTES.enquiries;
    noStore(reply);
    const page = listPage(await listEnquiries(db, status ?? 'all', now(), decodeAdminCursor(cursor)), path, { status });
    await auditListView(
      db.kysely,
      actorOf(request),
      { subjectType: 'enquiry', path, filter: { status }, cursor, shown: page.items.length },
      now(),
    );
    return page;
  });

  route(CONSOLE_ROUTES.enquiryStatus, async (request, reply, input) => {
    const { id } = input.params();
    const { status, note } = input.body();
    await moveEnquiry(db, moveEnquiryStatus, id, status, note, actorOf(request), now());
    noStore(reply);
    return { id, status };
  });
}
