import { PAGE_SIZE, type LatLong } from '@local-shops/shared';
import { executePrepared, type Db } from '../../db/database.ts';
import { boundingBox, distanceSql, positionIndexHoldsIds, radiusHolding, type Box } from '../../db/geo.ts';
import { kindOrNamedWithin, type NamedShop } from '../../db/text-search.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import type { Cursor } from './cursor.ts';
import { LIST_COLUMNS, unlistedIds, type ListRow } from './directory.ts';
import {
  applyFilters,
  describeFilter,
  hasFilters,
  withinCircle,
  wordsCommon,
  type FilterDescription,
  type ListFilter,
} from './shop-filters.ts';

/** Rows the first circle aims to hold, as a multiple of what the page needs (uneven density). */
const HEADROOM = 2;
/** Up to this many rows before the page's end, the circle is sized from the positions themselves. */
const SIZED_BY_POSITIONS = 2000;
/** A first page's circle, learned from the last one asked near the same place: this much wider than it needed. */
const LEARNED_MARGIN = 1.5;
/** The smallest circle learned (many shops may stand at one point: a circle of 0 km would never grow). */
const LEARNED_MIN_KM = 0.1;

/**
 * The circle to search first: sized so that, were the matches spread evenly over the requested
 * circle, it would hold HEADROOM times the rows up to the end of this page. `total` is a cached
 * count and may be stale: it only picks the size, never the answer.
 */
function firstRadius(radius: number, total: number, rowsBefore: number, cursorKm: number | undefined): number {
  if (total <= 0) return radius;
  const before = cursorKm === undefined ? rowsBefore : total * Math.min(1, (cursorKm / radius) ** 2);
  const share = Math.min(1, (HEADROOM * (before + PAGE_SIZE + 1)) / total);
  const km = Math.max(radius * Math.sqrt(share), cursorKm ?? 0);
  return km >= radius * 0.7 ? radius : km;
}

/**
 * A page nearest first: exact order (distance, then id) within the requested circle. Sorting
 * every match of a wide circle costs a read of each (185 ms for 48,000 shops within 50 km), so
 * the page is looked for in a smaller circle first, through the position index: when it holds a
 * full page past the offset or cursor, no shop outside it could come earlier, so the page is
 * exact; otherwise the circle doubles, up to the requested one.
 */
export async function pageByDistance(
  db: Db,
  described: FilterDescription & { nearest: { at: LatLong; km: number } },
  cursor: Cursor | undefined,
  total: number,
  namesWithin?: (box: Box) => Promise<readonly NamedShop[] | undefined>,
  circles?: TtlCache<number>,
): Promise<ListRow[]> {
  const { at: near, km: radius } = described.nearest;
  const { terms } = described.filter;
  const distance = distanceSql(near.lat, near.long);
  const after = cursor?.kind === 'distance' ? cursor : undefined;
  const offset = cursor ? 0 : described.offset;
  // A search naming a kind, with the shops named with its words known, looks both up by id and
  // already inside the circle's box: the position index would only add a read of every shop in
  // the box (10,000 within 16 km of central Bengaluru at a million shops), so the exact distance
  // alone is checked.
  const confined = Boolean(terms?.subCategoryIds.length && terms.named);
  const unfiltered = !described.filteredBeyondCircle;
  // PostgreSQL: the page's ids first, from the position index alone (it holds each shop's
  // position, id and name key: migration 0029), then only the page's rows are read. Selecting the
  // rows' columns there reads every row of the circle, or has the planner AND the trigram index
  // with the position index ("enterprises" near: 56-73 ms, against 12; decision 0090). Not for
  // words few names hold ("kirana": 132 names), or a kind: the search index finds those faster,
  // and the planner, which takes any circle for 0.1% of the shops, would read the circle instead.
  // Names looked up by id among those kept (list-counts.ts, namesKept), with no other filter: the
  // SQL is the same whatever the words, place or page. Both depend on the names kept for the
  // circle read, if any.
  const readPlan = (filter: ListFilter) => {
    const common = wordsCommon(filter);
    const idsFirst = positionIndexHoldsIds(db) && (common || (!filter.name && !terms));
    const others = hasFilters({ ...filter, near: undefined, name: undefined, terms: undefined });
    return {
      idsFirst,
      commonWordsOnly: idsFirst && common && !others,
      keptOnly: filter.namesKept !== undefined && !others,
    };
  };
  // A search naming a kind, and nothing else: the page's ids and distances from the kinds' position
  // index and the names (db/text-search.ts), then only the page's rows are read.
  const kindOnly =
    terms !== undefined &&
    terms.subCategoryIds.length > 0 &&
    !hasFilters({ ...described.filter, near: undefined, terms: undefined });
  const except = described.filter.except ?? [];
  const kindPageWithin = (km: number, kinds: NonNullable<typeof terms>) => {
    let page = db.kysely
      .selectFrom(
        kindOrNamedWithin(db, {
          words: kinds.words,
          subCategoryIds: kinds.subCategoryIds,
          named: kinds.named,
          namedElsewhere: kinds.namedElsewhere,
          at: near,
          km,
        }).as('m'),
      )
      .select('m.id')
      .where('m.id', 'not in', unlistedIds(db))
      .$if(except.length > 0, (q) => q.where('m.id', 'not in', except))
      .orderBy('m.d')
      .orderBy('m.id')
      .limit(PAGE_SIZE + 1);
    if (after) {
      page = page.where((eb) =>
        eb.or([eb('m.d', '>', after.distance), eb.and([eb('m.d', '=', after.distance), eb('m.id', '>', after.id)])]),
      );
    } else if (offset > 0) {
      page = page.offset(offset);
    }
    const query = db.kysely
      .selectFrom('shops')
      .where('id', 'in', page)
      .select([...LIST_COLUMNS])
      .select(distance.as('distance'))
      .orderBy(distance)
      .orderBy('id');
    // With the names known by id, the plan does not depend on the words or the place: planned once.
    const namesKnown = kinds.named !== undefined || kinds.namedElsewhere !== undefined;
    return (namesKnown ? executePrepared(db, query, { generic: true }) : query.execute()) as Promise<ListRow[]>;
  };
  const pageWithin = async (km: number) => {
    if (kindOnly) return kindPageWithin(km, terms);
    const within = boundingBox(near.lat, near.long, km);
    // Words many names hold: those of this circle's tiles, where the requested circle spans too many.
    const kept = described.filter.namesKept ?? (await namesWithin?.(within));
    const circle = kept ? { ...described, filter: { ...described.filter, namesKept: kept } } : described;
    const { idsFirst, commonWordsOnly, keptOnly } = readPlan(circle.filter);
    const matches = applyFilters(db, db.kysely.selectFrom('shops').where('id', 'not in', unlistedIds(db)), circle, {
      useIndexes: true,
      near: false,
      within,
    });
    let page = (confined ? matches.where(distance, '<=', km) : withinCircle(db, matches, circle.filter, near, km))
      .orderBy(distance)
      .orderBy('id')
      .limit(PAGE_SIZE + 1);
    if (after) {
      page = page.where((eb) =>
        eb.or([
          eb(distance, '>', after.distance),
          eb.and([eb(distance, '=', after.distance), eb('id', '>', after.id)]),
        ]),
      );
    } else if (offset > 0) {
      page = page.offset(offset);
    }
    const query = (
      idsFirst
        ? db.kysely.selectFrom('shops').where('id', 'in', page.select('id')).orderBy(distance).orderBy('id')
        : page
    )
      .select([...LIST_COLUMNS])
      .select(distance.as('distance'));
    // With no other filter the SQL is the same whatever the place or page, and a common word's
    // circle is read the same way whatever the words: parsed once per connection (the planning
    // of a circle's search took 0.9-1.5 ms of its 4-5). Names looked up by id are planned once
    // too; the others' best plan depends on how many shops the circle holds.
    const prepared = unfiltered || commonWordsOnly || keptOnly;
    return (prepared ? executePrepared(db, query, { generic: keptOnly }) : query.execute()) as Promise<ListRow[]>;
  };
  // Without other filters every shop in the circle is a match: the positions alone tell how far
  // the page reaches (a cursor's link carries its page number too). Otherwise the cached total
  // guesses it. Either way the loop below checks the page is whole.
  const rowsToPageEnd = described.offset + PAGE_SIZE + 1;
  const byPositions =
    unfiltered && rowsToPageEnd <= SIZED_BY_POSITIONS
      ? await radiusHolding(db, near, rowsToPageEnd, radius)
      : undefined;
  // Shops are not spread evenly: a city's centre holds many times its edge's share, so the total
  // alone sizes a circle near the centre far too wide ("kiarana" near central Bengaluru: 1,100 of a
  // kind's rows read for a page of 21). A first page asked near where one was found starts from the
  // circle that held it (kept in `circles` for a short while): the same list, whose total's key
  // holds the position, so not this one's, and the same tile of 0.01 degree (about 1.1 km).
  const tile = () => `${Math.round(near.lat * 100)},${Math.round(near.long * 100)}`;
  const learned =
    circles && !cursor && described.offset === 0 && byPositions === undefined
      ? `${describeFilter({ ...described.filter, near: undefined }).totalKey}|${radius}|${tile()}`
      : undefined;
  const known = learned === undefined ? undefined : circles?.peek(learned);
  let km =
    byPositions !== undefined
      ? Math.max(byPositions, after?.distance ?? 0)
      : known !== undefined
        ? Math.min(radius, known)
        : firstRadius(radius, total, offset, after?.distance);
  for (;;) {
    const rows = await pageWithin(km);
    if (learned !== undefined && rows.length > PAGE_SIZE)
      circles?.set(learned, Math.max(LEARNED_MIN_KM, Number(rows[PAGE_SIZE]!.distance) * LEARNED_MARGIN));
    if (rows.length > PAGE_SIZE || km >= radius) return rows;
    km = Math.min(radius, km * 2);
  }
}
