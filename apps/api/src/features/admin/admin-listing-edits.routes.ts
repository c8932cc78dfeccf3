import { ADMIN_API_PATHS } from '@local-shops/shared';
import { approveClaimSchema, rejectClaimSchema, type AdminList } from '@local-shops/shared/admin';
import { LISTING_MESSAGES, adminListingEditsQuerySchema, type AdminListingEdit } from '@local-shops/shared/listing';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { ID_PATTERN, actorOf, noStore } from './admin-http.ts';
import { decideListingEdit, getListingEdit, listListingEdits, type ApplyListingEdit, type RecordEditDecision } from './admin-listing-edits.ts';

/** Edits of name, position and categories an owner sent back to review (issue 10). */
export function adminListingEditsRoutes(
  guarded: FastifyInstance,
  { db, now, applyListingEdit, recordEditDecision }: { db: Db; now: () => Date; applyListingEdit?: ApplyListingEdit; recordEditDecision: RecordEditDecision },
) {
  guarded.get(ADMIN_API_PATHS.listingEdits, async (request, reply): Promise<AdminList<AdminListingEdit>> => {
    const { status } = parseInput(adminListingEditsQuerySchema, request.query);
    noStore(reply);
    const { items, total } = await listListingEdits(db, status ?? 'all');
    return { items, links: { next: null }, meta: { total } };
  });

  guarded.get<{ Params: { id: string } }>('/admin/listing-edits/:id', async (request, reply): Promise<AdminListingEdit> => {
    if (!ID_PATTERN.test(request.params.id)) throw notFound(LISTING_MESSAGES.editNotFound);
    noStore(reply);
    return getListingEdit(db, request.params.id);
  });

  for (const decision of ['approve', 'reject'] as const) {
    guarded.post<{ Params: { id: string } }>(`/admin/listing-edits/:id/${decision}`, async (request, reply): Promise<AdminListingEdit> => {
      if (!ID_PATTERN.test(request.params.id) || !applyListingEdit) throw notFound(LISTING_MESSAGES.editNotFound);
      const actor = actorOf(request);
      if (decision === 'approve') {
        const { reason } = parseInput(approveClaimSchema, request.body);
        await decideListingEdit(db, request.params.id, { approve: true, reason: reason || null }, actor, now(), applyListingEdit, recordEditDecision);
      } else {
        const { reason } = parseInput(rejectClaimSchema, request.body);
        await decideListingEdit(db, request.params.id, { approve: false, reason }, actor, now(), applyListingEdit, recordEditDecision);
      }
      noStore(reply);
      return getListingEdit(db, request.params.id);
    });
  }
}
