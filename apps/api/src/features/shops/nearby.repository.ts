import { NEARBY_LIMIT, NEARBY_MAX_RADIUS_KM, distanceKm, type NearbyShop, type Similarity } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { boundingBox, inBox } from '../../db/geo.ts';
import { toListItem, unlistedIds } from './shop-filters.ts';

/** Most rows one box look-up may read; a denser box is searched again at half the size. */
const BOX_LIMIT = 2000;
/** Nearest shops among which the similar ones are looked for (decision 0041). */
const CANDIDATES = 400;
/** Ranked shops read whole; unlisted ones drop out, so a few more than NEARBY_LIMIT. */
const READ_AHEAD = NEARBY_LIMIT * 3;

const TIER: Record<Similarity, number> = { subCategory: 0, category: 1, nearby: 2 };

/** Up to CANDIDATES shops nearest to `here` (not `originSeq`), nearest first, from positions alone. */
async function nearestPositions(db: Db, here: { lat: number; long: number }, originSeq: number) {
  let nearest: Array<{ seq: number; distanceKm: number }> = [];
  let radius = 1;
  let shrunk = false;
  for (let attempt = 0; attempt < 12; attempt++) {
    const box = boundingBox(here.lat, here.long, radius);
    const positions = await inBox(db, db.kysely.selectFrom('shops'), box)
      .select(['seq', 'lat', 'long'])
      .where('seq', '!=', originSeq)
      .limit(BOX_LIMIT + 1)
      .execute();
    if (positions.length > BOX_LIMIT) {
      radius /= 2;
      shrunk = true;
      continue;
    }
    nearest = positions
      .map((r) => ({ seq: Number(r.seq), distanceKm: distanceKm(here, { lat: r.lat!, long: r.long! }) }))
      .filter((r) => r.distanceKm <= radius);
    if (nearest.length >= CANDIDATES || shrunk || radius >= NEARBY_MAX_RADIUS_KM) break;
    radius = Math.min(radius * 2, NEARBY_MAX_RADIUS_KM);
  }
  return nearest.sort((a, b) => a.distanceKm - b.distanceKm || a.seq - b.seq).slice(0, CANDIDATES);
}

/** Which of the candidate shops (by seq) share one of the origin's sub-categories, and which one of its categories. */
async function sharing(db: Db, originId: string, seqs: number[]) {
  const [subs, cats] = await Promise.all([
    db.kysely.selectFrom('shop_sub_categories').select('sub_category_id as id').where('shop_id', '=', originId).execute(),
    db.kysely.selectFrom('shop_categories').select('category_id as id').where('shop_id', '=', originId).execute(),
  ]);
  // Each probe walks the (shop_id, …) primary key of the link table for the candidates alone.
  const [subRows, catRows] = await Promise.all([
    subs.length && seqs.length
      ? db.kysely
          .selectFrom('shops')
          .innerJoin('shop_sub_categories as link', 'link.shop_id', 'shops.id')
          .select('shops.seq')
          .where('shops.seq', 'in', seqs)
          .where('link.sub_category_id', 'in', subs.map((s) => s.id))
          .execute()
      : [],
    cats.length && seqs.length
      ? db.kysely
          .selectFrom('shops')
          .innerJoin('shop_categories as link', 'link.shop_id', 'shops.id')
          .select('shops.seq')
          .where('shops.seq', 'in', seqs)
          .where('link.category_id', 'in', cats.map((c) => c.id))
          .execute()
      : [],
  ]);
  return { subCategory: new Set(subRows.map((r) => Number(r.seq))), category: new Set(catRows.map((r) => Number(r.seq))) };
}

/**
 * 'Similar Shops nearby': shops sharing a sub-category with the shop first, then those sharing a
 * category, then any other, each tier nearest first (decision 0041).
 *
 * The candidates are the CANDIDATES nearest shops, found on positions alone (the circle grows from
 * 1 km until it holds them, and shrinks when a box is too dense to read whole, so a dense town
 * costs no more than a sparse one); their tiers are two joins over the candidates' keys; only the
 * few ranked first are read whole.
 */
export async function findNearby(db: Db, id: string, now: Date): Promise<NearbyShop[] | undefined> {
  const origin = await db.kysely.selectFrom('shops').select(['seq', 'lat', 'long']).where('id', '=', id).executeTakeFirst();
  if (!origin) return undefined;
  if (origin.lat === null || origin.long === null) return [];
  const candidates = await nearestPositions(db, { lat: origin.lat, long: origin.long }, Number(origin.seq));
  if (!candidates.length) return [];
  const shares = await sharing(
    db,
    id,
    candidates.map((c) => c.seq),
  );
  const similarity = (seq: number): Similarity => (shares.subCategory.has(seq) ? 'subCategory' : shares.category.has(seq) ? 'category' : 'nearby');
  const ranked = candidates
    .map((c) => ({ ...c, similarity: similarity(c.seq) }))
    .sort((a, b) => TIER[a.similarity] - TIER[b.similarity] || a.distanceKm - b.distanceKm || a.seq - b.seq)
    .slice(0, READ_AHEAD);
  const rankOf = new Map(ranked.map((r, index) => [r.seq, { ...r, index }]));
  const rows = await db.kysely
    .selectFrom('shops')
    .select(['seq', 'id', 'name', 'city', 'store_front_picture', 'lat', 'long', 'is_claimed', 'premium_until'])
    .where('seq', 'in', ranked.map((r) => r.seq))
    .where('id', 'not in', unlistedIds(db))
    .execute();
  const nowIso = now.toISOString();
  return rows
    .map((row) => ({ row, rank: rankOf.get(Number(row.seq))! }))
    .sort((a, b) => a.rank.index - b.rank.index)
    .slice(0, NEARBY_LIMIT)
    .map(
      ({ row, rank }): NearbyShop => ({
        ...toListItem(row, nowIso),
        city: row.city,
        distanceKm: Math.round(rank.distanceKm * 1000) / 1000,
        similarity: rank.similarity,
        sharesCategory: rank.similarity !== 'nearby',
      }),
    );
}
