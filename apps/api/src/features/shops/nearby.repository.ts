import { sql } from 'kysely';
import { distanceKm, NEARBY_LIMIT, type NearbyShop, type Similarity } from '@local-shops/shared';
import { executePrepared, type Db } from '../../db/database.ts';
import { boundingBox, nearestPositions } from '../../db/geo.ts';
import { toListItem, unlistedIds } from './directory.ts';

/** Nearest shops among which the similar ones are looked for (decision 0041). */
const CANDIDATES = 100;
/** Ranked shops read whole; unlisted ones drop out, so a few more than NEARBY_LIMIT. */
const READ_AHEAD = NEARBY_LIMIT * 3;

const TIER: Record<Similarity, number> = { subCategory: 0, category: 1, nearby: 2 };

/**
 * Which candidates share a sub-category with the origin, and which a category: one query, both
 * link tables probed by their (shop_id, …) primary keys for the candidates and the origin's own
 * links (one probe per shop and link). (Asking the database for the shops sharing the origin's
 * categories makes PostgreSQL hash every shop of the category: 50,000 rows at 1M shops.)
 */
async function similarities(db: Db, originId: string, candidateIds: string[]): Promise<Map<string, Similarity>> {
  const query = db.kysely
    .selectFrom('shop_sub_categories')
    .select(['shop_id', sql.lit('subCategory').as('tier')])
    .where('shop_id', 'in', candidateIds)
    .where('sub_category_id', 'in', (eb) =>
      eb.selectFrom('shop_sub_categories as own').select('own.sub_category_id').where('own.shop_id', '=', originId),
    )
    .unionAll((eb) =>
      eb
        .selectFrom('shop_categories')
        .select(['shop_id', sql.lit('category').as('tier')])
        .where('shop_id', 'in', candidateIds)
        .where('category_id', 'in', (sub) =>
          sub.selectFrom('shop_categories as own').select('own.category_id').where('own.shop_id', '=', originId),
        ),
    );
  // Planned once per connection on PostgreSQL: the candidates are nearly always CANDIDATES ids, so one text.
  const rows = await executePrepared(db, query);
  const similarity = new Map<string, Similarity>();
  // A shared sub-category outranks a shared category.
  for (const row of rows)
    if (similarity.get(row.shop_id) !== 'subCategory') similarity.set(row.shop_id, row.tier as Similarity);
  return similarity;
}

/** Similar shops this near come first (issue 26); none farther than SIMILAR_MAX_KM is listed. */
const SIMILAR_NEAR_KM = 5;
const SIMILAR_MAX_KM = 10;
/** Shops of the same kinds read from the kind's position index at most (a dense city centre). */
const SAME_KIND_READ = 2000;

type Ranked = { id: string; distanceKm: number; similarity: Similarity };

/** The rank of a similar shop: same sub-category within 5 km, same category within 5 km, then the same within 10 km. */
const rankOf = (r: Ranked) => (r.distanceKm <= SIMILAR_NEAR_KM ? 0 : 2) + TIER[r.similarity];

/**
 * The shops of the origin's sub-categories within SIMILAR_MAX_KM, from the kinds' position index
 * (migration 0017: sub_category_id, lat, long), with their distance: found however many shops of
 * other kinds lie nearer.
 */
async function sameKindNearby(db: Db, id: string, at: { lat: number; long: number }): Promise<Ranked[]> {
  const box = boundingBox(at.lat, at.long, SIMILAR_MAX_KM);
  const rows = await db.kysely
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
    .limit(SAME_KIND_READ)
    .execute();
  return rows
    .filter((r) => r.lat !== null && r.long !== null)
    .map((r) => ({
      id: r.shop_id,
      distanceKm: distanceKm(at, { lat: r.lat!, long: r.long! }),
      similarity: 'subCategory' as const,
    }))
    .filter((r) => r.distanceKm <= SIMILAR_MAX_KM);
}

/**
 * 'Similar Shops nearby' (issue 26): the shops of the same sub-category within 5 km first, then
 * those of the same category within 5 km, then the same two within 10 km, each nearest first;
 * never farther, and never another category. Only when none is within 10 km does the list hold
 * other shops (`similarity: 'nearby'`), nearest first, which the page heads "Other shops nearby".
 *
 * The same kind's shops come from the kinds' position index; the category's from the
 * CANDIDATES nearest shops within 10 km (db/geo.ts), tiered by probes of the link tables'
 * primary keys; only the few ranked first are read whole. A handful of small queries, whatever
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
  const [sameKind, candidates] = await Promise.all([
    sameKindNearby(db, id, at),
    nearestPositions(db, at, CANDIDATES, SIMILAR_MAX_KM, Number(origin.seq)),
  ]);
  const similarityOf = candidates.length
    ? await similarities(
        db,
        id,
        candidates.map((c) => c.id),
      )
    : new Map<string, Similarity>();
  const byId = new Map<string, Ranked>(sameKind.map((r) => [r.id, r]));
  for (const c of candidates) {
    const similarity = similarityOf.get(c.id) ?? 'nearby';
    if (!byId.has(c.id)) byId.set(c.id, { id: c.id, distanceKm: c.distanceKm, similarity });
  }
  const all = [...byId.values()];
  const similar = all.filter((r) => r.similarity !== 'nearby');
  const ranked = (similar.length > 0 ? similar : all)
    .sort((a, b) => rankOf(a) - rankOf(b) || a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1))
    .slice(0, READ_AHEAD);
  if (!ranked.length) return [];
  const place = new Map(ranked.map((r, index) => [r.id, { ...r, index }]));
  const rows = await db.kysely
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
      ranked.map((r) => r.id),
    )
    .where('id', 'not in', unlistedIds(db))
    .execute();
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
