import { sql } from 'kysely';
import { NEARBY_LIMIT, NEARBY_MAX_RADIUS_KM, type NearbyShop, type Similarity } from '@local-shops/shared';
import { executePrepared, type Db } from '../../db/database.ts';
import { nearestPositions } from '../../db/geo.ts';
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

/**
 * 'Similar Shops nearby': shops sharing a sub-category with the shop first, then those sharing a
 * category, then any other, each tier nearest first (decision 0041).
 *
 * The candidates are the CANDIDATES nearest shops within NEARBY_MAX_RADIUS_KM, found on positions
 * alone (db/geo.ts); their tiers come from probes of the link tables' primary keys; only
 * the few ranked first are read whole. A handful of small queries, whatever the size of the directory.
 */
export async function findNearby(db: Db, id: string, now: Date): Promise<NearbyShop[] | undefined> {
  const [origin] = await executePrepared(
    db,
    db.kysely.selectFrom('shops').select(['seq', 'lat', 'long']).where('id', '=', id),
  );
  if (!origin) return undefined;
  if (origin.lat === null || origin.long === null) return [];
  const candidates = await nearestPositions(
    db,
    { lat: origin.lat, long: origin.long },
    CANDIDATES,
    NEARBY_MAX_RADIUS_KM,
    Number(origin.seq),
  );
  if (!candidates.length) return [];
  const similarityOf = await similarities(
    db,
    id,
    candidates.map((c) => c.id),
  );
  const ranked = candidates
    .map((c) => ({ ...c, similarity: similarityOf.get(c.id) ?? 'nearby' }))
    .sort((a, b) => TIER[a.similarity] - TIER[b.similarity] || a.distanceKm - b.distanceKm || a.seq - b.seq)
    .slice(0, READ_AHEAD);
  const rankOf = new Map(ranked.map((r, index) => [r.seq, { ...r, index }]));
  const rows = await executePrepared(
    db,
    db.kysely
      .selectFrom('shops')
      .select([
        'seq',
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
        'seq',
        'in',
        ranked.map((r) => r.seq),
      )
      .where('id', 'not in', unlistedIds(db)),
  );
  const nowIso = now.toISOString();
  return rows
    .map((row) => ({ row, rank: rankOf.get(Number(row.seq))! }))
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
