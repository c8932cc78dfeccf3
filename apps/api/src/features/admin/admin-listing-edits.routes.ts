import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminList } from '@local-shops/shared/admin';
import { CONSOLE_ROUTES } from '@local-shops/shared/console-routes';
import { LISTING_MESSAGES, type AdminListingEdit } from '@local-shops/shared/listing';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Route } from '../../lib/route-table.ts';
import { actorOf, noStore } from './admin-http.ts';
import {
  decideListingEdit,
  getListingEdit,
  listListingEdits,
  type ApplyListingEdit,
  type RecordEditDecision,
} from './admin-listing-edits.ts';

type EditDecision = Parameters<typeof decideListingEdit>[2];

/** Edits of name, position and categories an owner sent back to review (issue 10). */
export function adminListingEditsRoutes(
  route: Route,
  {
    db,
    now,
    applyListingEdit,
    recordEditDecision,
  }: { db: Db; now: () => Date; applyListingEdit?: ApplyListingEdit; recordEditDecision: RecordEditDecision },
) {
  route(CONSOLE_ROUTES.listingEdits, async (_request, reply, input): Promise<AdminList<AdminListingEdit>> => {
    const { status } = input.query();
    noStore(reply);
    const { items, total } = await listListingEdits(db, status ?? 'all');
    return { items, links: { next: null }, meta: { total } };
  });

  route(CONSOLE_ROUTES.listingEdit, async (_request, reply, input): Promise<AdminListingEdit> => {
    const { id } = input.params();
    noStore(reply);
    return getListingEdit(db, id);
  });

  /** The edit of the path and the writer that applies it: 404, before the body is read, where edits cannot be applied. */
  const editOf = (input: { params(): { id: string } }) => {
    const { id } = input.params();
    if (!applyListingEdit) throw notFound(LISTING_MESSAGES.editNotFound);
    return { id, apply: applyListingEdit };
  };
  type Edit = ReturnType<typeof editOf>;
  const decide = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { id, apply }: Edit,
    decision: EditDecision,
  ): Promise<AdminListingEdit> => {
    await decideListingEdit(db, id, decision, actorOf(request), now(), apply, recordEditDecision);
    noStore(reply);
    return getListingEdit(db, id);
  };

  route(CONSOLE_ROUTES.listingEditApprove, async (request, reply, input) => {
    const edit = editOf(input);
    const { reason } = input.body();
    return decide(request, reply, edit, { approve: true, reason: reason || null });
  });

  route(CONSOLE_ROUTES.listingEditReject, async (request, reply, input) => {
    const edit = editOf(input);
    const { reason } = input.body();
    return decide(request, reply, edit, { approve: false, reason });
  });
}
