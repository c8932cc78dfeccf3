import { sql } from 'kysely';
import { executePrepared, paddedIds, type Db } from '../../db/database.ts';
import { nameKeyHolds } from '../../db/text-search.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import { LIST_COLUMNS, premiumIds, unlistedIds, type ListRow, type ShopsQuery } from './directory.ts';
import { afterInNameOrder, type Exclusions, type NameOrderPlace } from './name-order.ts';

/**
 * A list's rows with their columns, in name order. `sortMatches`: the same order, written so that
 * no database reads it from the (name_key, id) index: the matches are found by the search index and
 * sorted. For words that many names hold but none early in the name order ("sri point": 4,126
 * names, the first past 89% of the order), where PostgreSQL, counting on matches spread evenly,
 * would walk the order index to its page (1.5 s at a million shops; sorted: 15 ms).
 */
export const inNameOrder = (query: ShopsQuery, { sortMatches = false } = {}) =>
  query
    .select([...LIST_COLUMNS])
    .orderBy(sortMatches ? sql<string>`name_key || ''` : sql<string>`name_key`)
    .orderBy('id');

/** Entries of the (name_key, id) index a walk in name order looks at, at most. */
const WALK_ROWS = 20_000;

/**
 * A page of a search whose words are common ("traders", ~7.5% of the shops), in name order: the
 * (name_key, id) index walked from the cursor, each entry's name key checked for the words, and
 * the walk stops at the page's last match (an index-only scan; 1.5-2.6 ms for "traders" at a
 * million shops, where sorting every match of the search index took 200 ms). At most WALK_ROWS entries: fewer rows
 * than `limit` means the matches were too sparse there, or the directory ended, and the caller
 * asks the search index instead.
 */
export async function walkNameOrder(
  db: Db,
  words: readonly string[],
  except: readonly string[] | undefined,
  after: NameOrderPlace | undefined,
  excluded: Exclusions,
  limit: number,
): Promise<ListRow[]> {
  const window = afterInNameOrder(
    db.kysely.selectFrom('shops').select(['name_key', 'id']).orderBy('name_key').orderBy('id').limit(WALK_ROWS),
    after,
  );
  let hits = db.kysely
    .selectFrom(window.as('w'))
    .select('w.id')
    .where((eb) => eb.and(nameKeyHolds(db, 'w.name_key', words)));
  const left = (
    ids: string[] | undefined,
    many: () => ReturnType<typeof premiumIds> | ReturnType<typeof unlistedIds>,
  ) => {
    if (!ids) hits = hits.where('w.id', 'not in', many());
    else if (ids.length) hits = hits.where('w.id', 'not in', ids);
  };
  left(excluded.premium, () => premiumIds(db, excluded.nowIso));
  left(excluded.unlisted, () => unlistedIds(db));
  if (except?.length) hits = hits.where('w.id', 'not in', except);
  return (await inNameOrder(db.kysely.selectFrom('shops').where('id', 'in', hits.limit(limit)))
    .limit(limit)
    .execute()) as ListRow[];
}

/**
 * The first page of such a walk, from the start of the name order: the walk's ids are kept (as a
 * search's total is, in `kept`), and the next asker reads only those rows by id, each checked
 * again for the words and against the exclusions of now ("traders": the first 21 of its 85,445
 * names are spread over the first 9,326 entries of the order, a 2-3.5 ms walk on PostgreSQL, where
 * the rows by id take 0.3). A kept row renamed, hidden, deleted or made Premium since is missed,
 * and the page is walked again; a shop named with the words since shows once the ids expire, as it
 * joins the kept total and front.
 */
export async function walkFromStart(
  db: Db,
  kept: TtlCache<readonly string[]> | undefined,
  words: readonly string[],
  except: readonly string[] | undefined,
  excluded: Exclusions,
  limit: number,
): Promise<ListRow[]> {
  const walk = () => walkNameOrder(db, words, except, undefined, excluded, limit);
  const { premium, unlisted } = excluded;
  // Exclusions too many to list are checked by the walk itself.
  if (!kept || !premium || !unlisted) return walk();
  const key = `${words.join(' ')}|${limit}|${except?.join(',') ?? ''}`;
  const read = async (ids: readonly string[]) => {
    const left = new Set([...premium, ...unlisted]);
    if (ids.some((id) => left.has(id))) return undefined;
    const rows = (await executePrepared(
      db,
      inNameOrder(
        db.kysely
          .selectFrom('shops')
          .where('id', 'in', paddedIds(ids))
          .where((eb) => eb.and(nameKeyHolds(db, 'name_key', words))),
      ),
      { generic: true },
    )) as ListRow[];
    return rows.length === ids.length ? rows : undefined;
  };
  const ids = kept.peek(key);
  if (ids) {
    const rows = await read(ids);
    if (rows) return rows;
    kept.delete(key);
  }
  let walked: ListRow[] | undefined;
  const loaded = await kept.getOrLoad(key, async () => (walked = await walk()).map((row) => row.id));
  return walked ?? (await read(loaded)) ?? walk();
}
