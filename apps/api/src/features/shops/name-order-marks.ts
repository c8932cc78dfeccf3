import { createHash } from 'node:crypto';
import { executePrepared, type Db } from '../../db/database.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { afterInNameOrder, withoutExcluded, type Exclusions, type NameOrderPlace } from './name-order.ts';

/** Where rows `offset` places into the name order are read from: right after `after` (from the top without), `skip` rows on. */
export interface NameOrderStart {
  after: NameOrderPlace | undefined;
  skip: number;
}

/**
 * Marks in the plain name order (no filter, after the Premium segment; decision 0052): the shop at
 * the end of every block of `spacing` places, so that a page by number skips at most `spacing`
 * rows after the mark before it instead of every row from the top (page 5000 is 99,980 rows in).
 *
 * A mark not known yet is found from the nearest known mark before it, so a crawler walking the
 * pages pays each block once. Marks belong to a window of `ttlMs` (like the totals, 30 s) and are
 * all found afresh in the next window, so that a mark found from an older one never outlives it:
 * a page by number may be off by as many shops as were added or removed before it within one
 * window, as any page by number is when the directory changes between two pages (`links.next`
 * is exact). They are kept per set of shops left out of the order (active Premium, unlisted), so
 * a change of those starts new marks; when those are too many to list, no marks are kept.
 */
export function createNameOrderMarks({
  spacing = 1000,
  ttlMs = 30_000,
  maxEntries = 5000,
  now = Date.now,
}: { spacing?: number; ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const marks = createTtlCache<NameOrderPlace | null>({ ttlMs, maxEntries, now });

  /** The shop at place `block * spacing - 1`, or null when the order is shorter. */
  function markAt(db: Db, scope: string, excluded: Exclusions, block: number): Promise<NameOrderPlace | null> {
    return marks.getOrLoad(`${scope}:${block}`, async () => {
      let from = 0;
      let after: NameOrderPlace | null | undefined;
      for (let known = block - 1; known > 0 && !after; known--) {
        after = marks.peek(`${scope}:${known}`);
        if (after) from = known;
      }
      const query = afterInNameOrder(withoutExcluded(db, db.kysely.selectFrom('shops'), excluded), after ?? undefined)
        .select(['name_key', 'id'])
        .orderBy('name_key')
        .orderBy('id')
        .offset((block - from) * spacing - 1)
        .limit(1);
      const [row] = await executePrepared(db, query);
      return row ? { key: row.name_key, id: row.id } : null;
    });
  }

  return {
    async start(db: Db, offset: number, excluded: Exclusions): Promise<NameOrderStart> {
      const block = Math.floor(offset / spacing);
      const shops = scopeOf(excluded);
      if (block === 0 || shops === undefined) return { after: undefined, skip: offset };
      const mark = await markAt(db, `${Math.floor(now() / ttlMs)}:${shops}`, excluded, block);
      // No mark: the order ends before the block, so the page is empty either way.
      return mark ? { after: mark, skip: offset - block * spacing } : { after: undefined, skip: offset };
    },
  };
}

export type NameOrderMarks = ReturnType<typeof createNameOrderMarks>;

/** The shops left out of the order, as a short key; undefined when they are too many to list. */
function scopeOf({ premium, unlisted }: Exclusions): string | undefined {
  if (!premium || !unlisted) return undefined;
  if (!premium.length && !unlisted.length) return 'all';
  return createHash('sha1')
    .update([...premium].sort().join(','))
    .update('|')
    .update([...unlisted].sort().join(','))
    .digest('base64url');
}
