import { NEARBY_LIMIT, NEARBY_MAX_RADIUS_KM, distanceKm, type NearbyShop } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { boundingBox, inBox } from '../../db/geo.ts';
import { toListItem, unlistedIds } from './shop-filters.ts';

/** Most rows one box look-up may read; a denser box is searched again at half the size. */
const BOX_LIMIT = 2000;
/** Nearest shops considered before those sharing a category are put first. */
const NEARBY_POOL = NEARBY_LIMIT * 3;

/**
 * Shops nearest to a shop, those sharing one of its categories first. The search circle grows
 * from 1 km until it holds enough shops (and shrinks when a box is too dense to read whole), so
 * every answer is exact for its circle and a dense town costs no more than a sparse one.
 *
 * The circle is searched on positions alone (on SQLite the (lat, long) index holds them with the
 * row key, so no table row is read); only the nearest few shops are then read whole.
 */
export async function findNearby(db: Db, id: string, now: Date): Promise<NearbyShop[] | undefined> {
  const origin = await db.kysely.selectFrom('shops').select(['seq', 'lat', 'long']).where('id', '=', id).executeTakeFirst();
  if (!origin) return undefined;
  if (origin.lat === null || origin.long === null) return [];
  const here = { lat: origin.lat, long: origin.long };
  let nearest: Array<{ seq: number; distanceKm: number }> = [];
  let radius = 1;
  let shrunk = false;
  for (let attempt = 0; attempt < 12; attempt++) {
    const box = boundingBox(here.lat, here.long, radius);
    const positions = await inBox(db, db.kysely.selectFrom('shops'), box)
      .select(['seq', 'lat', 'long'])
      .where('seq', '!=', origin.seq)
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
    if (nearest.length >= NEARBY_POOL || shrunk || radius >= NEARBY_MAX_RADIUS_KM) break;
    radius = Math.min(radius * 2, NEARBY_MAX_RADIUS_KM);
  }
  nearest.sort((a, b) => a.distanceKm - b.distanceKm || a.seq - b.seq);
  nearest = nearest.slice(0, NEARBY_POOL);
  const distanceOf = new Map(nearest.map((n) => [n.seq, n.distanceKm]));
  const pool = nearest.length
    ? (
        await db.kysely
          .selectFrom('shops')
          .select(['seq', 'id', 'name', 'city', 'store_front_picture', 'lat', 'long', 'is_claimed', 'premium_until', 'rating_sum', 'rating_count'])
          .where('seq', 'in', nearest.map((n) => n.seq))
          .where('id', 'not in', unlistedIds(db))
          .execute()
      ).map((r) => ({ ...r, distanceKm: distanceOf.get(Number(r.seq))! }))
    : [];
  const own = await db.kysely.selectFrom('shop_categories').select('category_id').where('shop_id', '=', id).execute();
  const sharing = new Set<string>();
  if (own.length && pool.length) {
    const rows = await db.kysely
      .selectFrom('shop_categories')
      .select('shop_id')
      .where('shop_id', 'in', pool.map((p) => p.id))
      .where('category_id', 'in', own.map((o) => o.category_id))
      .execute();
    for (const r of rows) sharing.add(r.shop_id);
  }
  const nowIso = now.toISOString();
  return pool
    .map((r): NearbyShop => ({ ...toListItem(r, nowIso), city: r.city, distanceKm: Math.round(r.distanceKm * 1000) / 1000, sharesCategory: sharing.has(r.id) }))
    .sort((a, b) => Number(b.sharesCategory) - Number(a.sharesCategory) || a.distanceKm - b.distanceKm || a.id.localeCompare(b.id))
    .slice(0, NEARBY_LIMIT);
}
