import { isPremiumActive } from '@local-shops/shared';
import type { Db } from '../../../db/database.ts';
import { boundingBox, distanceSql, isInBox } from '../../../db/geo.ts';
import { LIST_COLUMNS, unlistedIds, type ListRow, type ShopsQuery } from '../directory.ts';
import { compareNameOrder } from '../name-order.ts';
import { applyFilters, describeFilter, type FilterDescription } from '../shop-filters.ts';

/**
 * The head of a `q=` search's ranked list (decision 0086): the tiers read ahead of the rest,
 * in order — the exact name ("ganesh sweets" is "Ganesh Sweets"), then a name that starts with
 * the words ("Ganesh Sweets & Bakery"), then, for a search naming a kind, every other name that
 * holds the words ("Sri Ganesh Sweets"), so that the kind's other shops follow them rather than
 * mix with them. Within each tier nearest first when the position is known, else Premium shops
 * first (the plan's top placement, as in the directory's name order) and then name order.
 * Each tier is one bounded read: the exact and prefix tiers a range of the (name_key, id) index,
 * the named tier the shops the search reader already keeps by id (at most 3,000).
 */

/** Prefix matches read at most; more than this and the words say too little to rank by (only exact names lead). */
const HEAD_READ = 2000;

export interface SearchFront {
  /** The rows, ranked. */
  rows: ListRow[];
  /** The front holds every shop named with the words (a kind search): the rest of the list is the kind's other shops. */
  holdsNamed: boolean;
}

/** The first key after every key that starts with `prefix`, in code-point order (both databases' name order). */
function afterPrefix(prefix: string): string {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  return points.join('') + String.fromCodePoint(last + 1);
}

/** The tier of a row holding the words: 0 the exact name, 1 a name starting with them, 2 elsewhere. */
const tierOf = (row: ListRow, phrase: string) =>
  row.name_key === phrase ? 0 : row.name_key.startsWith(phrase) ? 1 : 2;

/** The search's ranked front; empty without `q=` words. `nowIso` tells an active plan. */
export async function searchFront(db: Db, described: FilterDescription, nowIso: string): Promise<SearchFront> {
  const { terms } = described.filter;
  if (!terms || terms.words.length === 0) return { rows: [], holdsNamed: false };
  const phrase = terms.words.join(' ');
  // Every other filter (place, circle, kind chips…) as plain checks on the few rows each tier finds.
  const rest = describeFilter({ ...described.filter, terms: undefined, q: undefined, namesKept: undefined });
  const near = described.nearest?.at;
  const box = described.nearest
    ? boundingBox(described.nearest.at.lat, described.nearest.at.long, described.nearest.km)
    : undefined;
  const read = (query: ShopsQuery, limit: number) =>
    applyFilters(db, query, rest, { useIndexes: false })
      .where('id', 'not in', unlistedIds(db))
      .select([...LIST_COLUMNS])
      .$if(near !== undefined, (q) => q.select(distanceSql(near!.lat, near!.long).as('distance')))
      .limit(limit)
      .execute() as Promise<ListRow[]>;
  // The exact and prefix tiers: a range of the (name_key, id) index, at most HEAD_READ + 1 rows,
  // their positions to leave out those outside the circle before the rows are read whole; a
  // prefix more names share than that is no tier of its own (only the exact name leads).
  const inRange = (upper: string | undefined) =>
    db.kysely
      .selectFrom('shops')
      .select(['id', 'lat', 'long'])
      .$if(upper === undefined, (q) => q.where('name_key', '=', phrase))
      .$if(upper !== undefined, (q) => q.where('name_key', '>=', phrase).where('name_key', '<', upper!))
      .orderBy('name_key')
      .orderBy('id')
      .limit(HEAD_READ + 1)
      .execute();
  // How many names the prefix holds, counted in the (name_key, id) index alone before any row is
  // read for its position ("lakshmi": 2,001 rows read for nothing, 9-14 ms, at a million shops).
  const upper = afterPrefix(phrase);
  const prefixed = await db.kysely
    .selectFrom(
      db.kysely
        .selectFrom('shops')
        .select('id')
        .where('name_key', '>=', phrase)
        .where('name_key', '<', upper)
        .limit(HEAD_READ + 1)
        .as('p'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const head = (await inRange(Number(prefixed.n) > HEAD_READ ? undefined : upper)).slice(0, HEAD_READ);
  // For a search naming a kind, every other name holding the words: the reader keeps them.
  const named = terms.subCategoryIds.length > 0 ? terms.named : undefined;
  const seen = new Set(head.map((shop) => shop.id));
  const ids = [...head, ...(named ?? []).filter((shop) => !seen.has(shop.id))]
    .filter((shop) => !box || isInBox(shop, box))
    .map((shop) => shop.id);
  const rows = ids.length > 0 ? await read(db.kysely.selectFrom('shops').where('id', 'in', ids), ids.length) : [];
  const byDistance = (a: ListRow, b: ListRow) => Number(a.distance) - Number(b.distance) || (a.id < b.id ? -1 : 1);
  const premium = (row: ListRow) => (isPremiumActive(row.premium_until, nowIso) ? 0 : 1);
  const within = near ? byDistance : (a: ListRow, b: ListRow) => premium(a) - premium(b) || compareNameOrder(a, b);
  rows.sort((a, b) => tierOf(a, phrase) - tierOf(b, phrase) || within(a, b));
  return { rows, holdsNamed: named !== undefined };
}
