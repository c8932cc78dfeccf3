import type { FastifyRequest } from 'fastify';
import type { AdminList } from '@local-shops/shared/admin';
import { requireAdmin } from './admin-auth.ts';
import { pageOf } from './admin-paging.ts';

/**
 * Console answers are private by their access (lib/route-table.ts); the sign-in routes, public,
 * mark theirs with the same header.
 */
export { noStore } from '../../lib/http-cache.ts';

/** The signed-in account and its address, as the audit log records an action. */
export const actorOf = (request: FastifyRequest) => ({ adminId: requireAdmin(request).id, ip: request.ip });

/** A console list's page in the public list's shape: items, links.next and meta.total. */
export function listPage<T>(
  { rows, total }: { rows: Array<{ item: T; rank: number; createdAt: string; id: string }>; total: number },
  path: string,
  query: Record<string, string | undefined>,
): AdminList<T> {
  const { items, next } = pageOf(rows, (row) => row, path, query);
  return { items: items.map((row) => row.item), links: { next }, meta: { total } };
}
