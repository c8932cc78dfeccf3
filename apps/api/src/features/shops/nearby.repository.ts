import { distanceKm, NEARBY_LIMIT, type NearbyShop, type Similarity } from '@local-shops/shared';
import { executePrepared, type Db } from '../../db/database.ts';
import { boundingBox, nearestPositions } from '../../db/geo.ts';
import { toListItem, unlistedIds } from './directory.ts';

/** Nearest shops among which the similar ones are looked for (decision 0041). */
const CANDIDATES = 100;
/** Ranked shops read whole; unlisted ones drop out, so a few more than NEARBY_LIMIT. */
const READ_AHEAD = NEARBY_LIMIT * 3;

const TIER: Record<Similarity, number> = { subCategory: 0, category: 1, nearby: 2 };

/** Pads an id list to `length` with its first id: one statement text, and one plan, whatever the count. */
const padded = (ids: string[], length: number) => [
  ...ids,
  ...Array.from({ length: Math.max(0, length - ids.length) }, () => ids[0]!),
];

/**
 * Which candidates share a category with the origin: probes of shop_categories' (shop_id,
 * category_id) primary key, a candidate and an origin's category at a time. Which share a
 * sub-category the kinds' position index already told (sameKindNearby). (Asking for both at once,
 * PostgreSQL read every shop of the origin's sub-category: 5,546 rows at a million shops, 2-3.5 ms.)
 */
async function sharingCategory(db: Db, originId: string, candidateIds: string[]): Promise<Set<string>> {
  const query = db.kysely
    .selectFrom('shop_categories')
    .select('shop_id')
    .where('shop_id', 'in', padded(candidateIds, CANDIDATES))
    .where('category_id', 'in', (eb) =>
      eb.selectFrom('shop_categories as own').select('own.category_id').where('own.shop_id', '=', originId),
    );
  // Planned once per connection on PostgreSQL: the padded list makes it one text, and its plan
  // (probes by key) is the same whatever the ids (generic, decision 0094).
  return new Set((await executePrepared(db, query, { generic: true })).map((row) => row.shop_id));
}

/** Similar shops this near come first (issue 26); none farther than SIMILAR_MAX_KM is listed. */
const SIMILAR_NEAR_KM = 5;
const SIMILAR_MAX_KM = 10;
/**
 * The circles the same kind's shops are looked for in, in turn: the first that holds a list's
 * worth within SIMILAR_NEAR_KM ends the search (in a city centre, the first), and SIMILAR_MAX_KM
 * is read whole when none does.
 */
const SAME_KIND_CIRCLES_KM = [1.25, SIMILAR_NEAR_KM, SIMILAR_MAX_KM];
/** Shops of the same kinds read from the kind's position index at most, per circle (a dense city centre). */
const SAME_KIND_READ = 2000;

type Ranked = { id: string; distanceKm: number; similarity: Similarity };

/** The rank of a similar shop: same sub-category within 5 km, same category within 5 km, then the same within 10 km. */
const rankOf = (r: Ranked) => (r.distanceKm <= SIMILAR_NEAR_KM ? 0 : 2) + TIER[r.similarity];

const byRank = (a: Ranked, b: Ranked) => rankOf(a) - rankOf(b) || a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1);

/**
 * The shops of the origin's sub-categories within `km`, from the kinds' position index
 * (migration 0017: sub_category_id, lat, long), with their distance: found however many shops of
 * other kinds lie nearer.
 */
async function sameKindWithin(db: Db, id: string, at: { lat: number; long: number }, km: number): Promise<Ranked[]> {
  const box = boundingBox(at.lat, at.long, km);
  const query = db.kysely
    .selectFrom('shop_sub_categories')
    .select(['shop_id', 'lat', 'long'])
    .where('sub_category_id', 'in', (eb) =>
      eb.selectFrom('shop_sub_categories as own').select('own.sub_category_id').where('own.shop_id', '=', id),
    )
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat)
    .where('long', '>=', box.minLong)
    .where('long', '<=', box.maxLong)
    .where('shop_id', '<>', id)
    .limit(SAME_KIND_READ);
  const rows = await executePrepared(db, query);
  return rows
    .filter((r) => r.lat !== null && r.long !== null)
    .map((r) => ({
      id: r.shop_id,
      distanceKm: distanceKm(at, { lat: r.lat!, long: r.long! }),
      similarity: 'subCategory' as const,
    }))
    .filter((r) => r.distanceKm <= km);
}

/**
 * The same sub-category's shops in the first of SAME_KIND_CIRCLES_KM that holds NEARBY_LIMIT of
 * them within SIMILAR_NEAR_KM (`enough`), or all of them within SIMILAR_MAX_KM.
 */
async function sameKindNearby(db: Db, id: string, at: { lat: number; long: number }) {
  for (const km of SAME_KIND_CIRCLES_KM) {
    const shops = await sameKindWithin(db, id, at, km);
    if (km <= SIMILAR_NEAR_KM && shops.length >= NEARBY_LIMIT) return { shops, enough: true };
    if (km >= SIMILAR_MAX_KM) return { shops, enough: false };
  }
  return { shops: [], enough: false };
}

/** The ranked shops read whole, in rank order, unlisted ones left out. */
async function readRanked(db: Db, ranked: Ranked[], now: Date): Promise<NearbyShop[]> {
  if (!ranked.length) return [];
  const place = new Map(ranked.map((r, index) => [r.id, { ...r, index }]));
  const query = db.kysely
    .selectFrom('shops')
    .select([
      'id',
      'name',
      'city',
      'store_front_picture',
      'lat',
      'long',
      'is_claimed',
      'premium_until',
      'rating_sum',
      'rating_count',
    ])
    .where(
      'id',
      'in',
      padded(
        ranked.map((r) => r.id),
        READ_AHEAD,
      ),
    )
    .where('id', 'not in', unlistedIds(db));
  // Planned once per connection on PostgreSQL: the padded list makes it one text, read by key
  // whatever the ids (generic, decision 0094).
  const rows = await executePrepared(db, query, { generic: true });
  const nowIso = now.toISOString();
  return rows
    .map((row) => ({ row, rank: place.get(row.id)! }))
    .sort((a, b) => a.rank.index - b.rank.index)
    .slice(0, NEARBY_LIMIT)
    .map(({ row, rank }): NearbyShop => ({
      ...toListItem(row, nowIso),
      city: row.city,
      distanceKm: Math.round(rank.distanceKm * 1000) / 1000,
      similarity: rank.similarity,
      sharesCategory: rank.similarity !== 'nearby',
    }));
}

/**
 * 'Similar Shops nearby' (issue 26): the shops of the same sub-category within 5 km first, then
 * those of the same category within 5 km, then the same two within 10 km, each nearest first;
 * never farther, and never another category. Only when none is within 10 km does the list hold
 * other shops (`similarity: 'nearby'`), nearest first, which the page heads "Other shops nearby".
 *
 * The same kind's shops come from the kinds' position index, in growing circles; where a list's
 * worth of them lies within 5 km, nothing can outrank them and that is the list. Otherwise the
 * same category's come from the CANDIDATES nearest shops within 10 km (db/geo.ts), tiered by
 * their links; only the few ranked first are read whole. A handful of small queries, whatever
 * the size of the directory.
 */
export async function findNearby(db: Db, id: string, now: Date): Promise<NearbyShop[] | undefined> {
  const [origin] = await executePrepared(
    db,
    db.kysely.selectFrom('shops').select(['seq', 'lat', 'long']).where('id', '=', id),
  );
  if (!origin) return undefined;
  if (origin.lat === null || origin.long === null) return [];
  const at = { lat: origin.lat, long: origin.long };
  const sameKind = await sameKindNearby(db, id, at);
  if (sameKind.enough) {
    const shops = await readRanked(db, sameKind.shops.sort(byRank).slice(0, READ_AHEAD), now);
    // Unless unlisted ones left fewer than a list's worth.
    if (shops.length >= NEARBY_LIMIT) return shops;
  }
  const sameKindShops = sameKind.enough ? await sameKindWithin(db, id, at, SIMILAR_MAX_KM) : sameKind.shops;
  const candidates = await nearestPositions(db, at, CANDIDATES, SIMILAR_MAX_KM, Number(origin.seq));
  // Every shop of the same sub-category within SIMILAR_MAX_KM is among sameKindShops already.
  const byId = new Map<string, Ranked>(sameKindShops.map((r) => [r.id, r]));
  const others = candidates.filter((c) => !byId.has(c.id));
  const shareCategory = others.length
    ? await sharingCategory(
        db,
        id,
        others.map((c) => c.id),
      )
    : new Set<string>();
  for (const c of others)
    byId.set(c.id, { id: c.id, distanceKm: c.distanceKm, similarity: shareCategory.has(c.id) ? 'category' : 'nearby' });
  const all = [...byId.values()];
  const similar = all.filter((r) => r.similarity !== 'nearby');
  return readRanked(db, (similar.length > 0 ? similar : all).sort(byRank).slice(0, READ_AHEAD), now);
}
