import { sql, type Expression, type SqlBool } from 'kysely';
import { API_PREFIX } from '@local-shops/shared';
import { ADMIN_PAGE_SIZE } from '@local-shops/shared/admin';
import { badRequest } from '../../lib/http-errors.ts';

/** Keyset position after a row: its status rank (queue lists; 0 for payments), creation time and id. */
export interface AdminCursor {
  rank: number;
  createdAt: string;
  id: string;
}

export function encodeAdminCursor(cursor: AdminCursor): string {
  return Buffer.from(JSON.stringify([cursor.rank, cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeAdminCursor(value: string | undefined): AdminCursor | undefined {
  if (value === undefined) return undefined;
  try {
    const tuple: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(tuple) &&
      tuple.length === 3 &&
      Number.isInteger(tuple[0]) &&
      typeof tuple[1] === 'string' &&
      typeof tuple[2] === 'string'
    ) {
      const createdAt = new Date(tuple[1]);
      if (!Number.isNaN(createdAt.getTime()))
        return { rank: tuple[0] as number, createdAt: createdAt.toISOString(), id: tuple[2] };
    }
  } catch {
    // the 400 below
  }
  throw badRequest('cursor is not valid.');
}

/**
 * Rows after the cursor in the order (rank asc, created_at asc|desc, id asc|desc). `rank` is the
 * SQL of the row's status rank (a literal 0 where the list has no ranks).
 */
export function afterCursor(
  columns: { rank: Expression<number>; createdAt: string; id: string },
  cursor: AdminCursor,
  direction: 'asc' | 'desc',
): Expression<SqlBool> {
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  const createdAt = sql.ref(columns.createdAt);
  const id = sql.ref(columns.id);
  const { rank } = columns;
  return sql<SqlBool>`(${rank} > ${cursor.rank} or (${rank} = ${cursor.rank} and (${createdAt} ${op} ${cursor.createdAt} or (${createdAt} = ${cursor.createdAt} and ${id} ${op} ${cursor.id}))))`;
}

/** Cuts a page read with one extra row; the next link carries the last shown row's position. */
export function pageOf<R>(
  rows: R[],
  position: (row: R) => { rank: number; createdAt: string; id: string },
  path: string,
  query: Record<string, string | undefined>,
) {
  const items = rows.slice(0, ADMIN_PAGE_SIZE);
  const last = rows.length > ADMIN_PAGE_SIZE ? items.at(-1) : undefined;
  if (!last) return { items, next: null };
  const { rank, createdAt, id } = position(last);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && key !== 'cursor') params.set(key, value);
  params.set('cursor', encodeAdminCursor({ rank, createdAt, id }));
  return { items, next: `${API_PREFIX}${path}?${params.toString()}` };
}
