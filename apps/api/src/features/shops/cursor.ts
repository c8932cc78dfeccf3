import { badRequest } from '../../lib/http-errors.ts';

/**
 * Keyset position of the last row of a page: the `links.next` of a page carries it, so that
 * following the list to page 5000 never makes the database skip rows with OFFSET.
 */
export type Cursor =
  | { kind: 'name'; key: string; id: string }
  | { kind: 'distance'; distance: number; id: string }
  /** Inside the Premium segment at the top of the name order (decision 0008). */
  | { kind: 'premium'; key: string; id: string }
  /** Among the variant matches after the exact ones (decision 0078): the place of the next. */
  | { kind: 'variant'; offset: number }
  /** In a search's ranked front (exact name, name prefix…; decision 0086): the place of the next. */
  | { kind: 'front'; offset: number };

export function encodeCursor(cursor: Cursor): string {
  const tuple =
    cursor.kind === 'name'
      ? ['n', cursor.key, cursor.id]
      : cursor.kind === 'premium'
        ? ['p', cursor.key, cursor.id]
        : cursor.kind === 'variant' || cursor.kind === 'front'
          ? [cursor.kind === 'variant' ? 'v' : 'f', cursor.offset]
          : ['d', cursor.distance, cursor.id];
  return Buffer.from(JSON.stringify(tuple)).toString('base64url');
}

export function decodeCursor(value: string): Cursor {
  try {
    const tuple: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(tuple) && tuple.length === 2 && Number.isInteger(tuple[1]) && tuple[1] >= 0) {
      if (tuple[0] === 'v') return { kind: 'variant', offset: tuple[1] as number };
      if (tuple[0] === 'f') return { kind: 'front', offset: tuple[1] as number };
    }
    if (Array.isArray(tuple) && tuple.length === 3 && typeof tuple[2] === 'string') {
      if (tuple[0] === 'n' && typeof tuple[1] === 'string') return { kind: 'name', key: tuple[1], id: tuple[2] };
      if (tuple[0] === 'p' && typeof tuple[1] === 'string') return { kind: 'premium', key: tuple[1], id: tuple[2] };
      if (tuple[0] === 'd' && typeof tuple[1] === 'number' && Number.isFinite(tuple[1]))
        return { kind: 'distance', distance: tuple[1], id: tuple[2] };
    }
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('cursor is not valid.');
}
