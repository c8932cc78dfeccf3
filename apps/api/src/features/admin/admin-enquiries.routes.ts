import { ADMIN_API_PATHS, REVIEW_MESSAGES } from '@local-shops/shared';
import { adminEnquiriesQuerySchema, enquiryStatusSchema, type AdminEnquiry, type AdminList } from '@local-shops/shared/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { listEnquiries, moveEnquiry, type MoveEnquiryStatus } from './admin-enquiries.ts';
import { ID_PATTERN, actorOf, listPage, noStore } from './admin-http.ts';
import { decodeAdminCursor } from './admin-paging.ts';
import { auditListView } from './audit.ts';

/** Visitors' enquiries: the list (audited: it shows their numbers) and moving one along. */
export function adminEnquiriesRoutes(guarded: FastifyInstance, { db, now, moveEnquiryStatus }: { db: Db; now: () => Date; moveEnquiryStatus: MoveEnquiryStatus }) {
  guarded.get(ADMIN_API_PATHS.enquiries, async (request, reply): Promise<AdminList<AdminEnquiry>> => {
    const { status, cursor } = parseInput(adminEnquiriesQuerySchema, request.query);
    noStore(reply);
    const page = listPage(await listEnquiries(db, status ?? 'all', now(), decodeAdminCursor(cursor)), ADMIN_API_PATHS.enquiries, { status });
    await auditListView(db.kysely, actorOf(request), { subjectType: 'enquiry', path: ADMIN_API_PATHS.enquiries, filter: { status }, cursor, shown: page.items.length }, now());
    return page;
  });

  guarded.post<{ Params: { id: string } }>('/admin/enquiries/:id/status', async (request, reply) => {
    if (!ID_PATTERN.test(request.params.id)) throw notFound(REVIEW_MESSAGES.enquiryNotFound);
    const { status, note } = parseInput(enquiryStatusSchema, request.body);
    await moveEnquiry(db, moveEnquiryStatus, request.params.id, status, note, actorOf(request), now());
    noStore(reply);
    return { id: request.params.id, status };
  });
}
