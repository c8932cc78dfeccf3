import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { distanceKm, EARTH_RADIUS_KM } from '@local-shops/shared';
import { executePrepared, type Db } from './database.ts';
import type { Database } from './schema.ts';

/** Degrees of latitude and longitude around a point that hold a circle of `km`. */
export interface Box {
  minLat: number;
  maxLat: number;
  minLong: number;
  maxLong: number;
}

/** Whether a position lies in the box (none does without one). */
export function isInBox(at: { lat: number | null; long: number | null }, box: Box): boolean {
  return (
    at.lat !== null &&
    at.long !== null &&
    at.lat >= box.minLat &&
    at.lat <= box.maxLat &&
    at.long >= box.minLong &&
    at.long <= box.maxLong
  );
}

/** The bounding box of a circle of `km` around a point. */
export function boundingBox(lat: number, long: number, km: number): Box {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLong = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLong: long - dLong, maxLong: long + dLong };
}

/**
 * Shops at most `km` from a point: the box through the position index, then the exact distance.
 * `fewNames`: the query also asks for words that few names hold (a capped count said so). On
 * PostgreSQL the box is then left out and only the exact distance checked, so that the planner
 * finds those names through the trigram index and checks each one's distance: given the box, it
 * ANDs them with every shop of the box from the position index, taking any box for 0.1% of the
 * shops ("kirana" within 10 km of central Bengaluru, 132 names against 10,550 shops: 6-7 ms, and
 * 1 ms without; decision 0090). SQLite's planner picks its search index itself.
 */
export function withinDistance<Q extends SelectQueryBuilder<Database, 'shops', object>>(
  db: Db,
  query: Q,
  at: { lat: number; long: number },
  km: number,
  { fewNames = false }: { fewNames?: boolean } = {},
): Q {
  const boxed = fewNames && db.dialect === 'postgres' ? query : inBox(db, query, boundingBox(at.lat, at.long, km));
  return boxed.where(distanceSql(at.lat, at.long), '<=', km) as Q;
}

/**
 * Whether the position index holds each shop's id and name key beside its position (PostgreSQL,
 * migration 0029), so that a page of a circle's shops, checked for their names, can be found from
 * the index alone and only its rows read after. SQLite's (migration 0027) holds no id.
 */
export function positionIndexHoldsIds(db: Db): boolean {
  return db.dialect === 'postgres';
}

/** Shops whose position lies in the box: PostgreSQL asks its GiST index, SQLite its (lat, long) B-tree. */
export function inBox<Q extends SelectQueryBuilder<Database, 'shops', object>>(db: Db, query: Q, box: Box): Q {
  if (db.dialect === 'postgres') {
    return query.where(
      sql<SqlBool>`lat is not null and long is not null and point(long, lat) <@ box(point(${box.minLong}, ${box.minLat}), point(${box.maxLong}, ${box.maxLat}))`,
    ) as Q;
  }
  return query
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat)
    .where('long', '>=', box.minLong)
    .where('long', '<=', box.maxLong) as Q;
}

/**
 * Great-circle distance in km from a point to the shop (haversine; both databases have the math
 * functions). The nearest-first order and its cursor compare exactly this value. `table`: the
 * shops' own row, or `k`, a shop_sub_categories row's copy of the same position (migration 0017),
 * which gives the same value.
 */
export function distanceSql(lat: number, long: number, table: 'shops' | 'k' = 'shops') {
  const [shopLat, shopLong] = [sql.ref(`${table}.lat`), sql.ref(`${table}.long`)];
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${shopLat} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${shopLat})) * power(sin(radians(${shopLong} - ${long}) / 2), 2)
  )))`;
}

/** The first box SQLite looks for the nearest shops in: a town centre holds a hundred shops within it. */
const FIRST_BOX_KM = 0.5;

/** km per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
/**
 * How much longer a great-circle distance may be than the flat one SQLite orders by below: the
 * flat distance scales longitude by the cosine at the centre, which differs across a circle of a
 * few dozen km by well under 1%.
 */
const FLAT_MARGIN = 1.01;

/**
 * The square of the flat distance in degrees from `at` (longitude scaled by the cosine at `at`):
 * a handful of arithmetic steps per row where the haversine takes a dozen function calls. For
 * choosing the nearest few on SQLite; the great-circle distance is taken afterwards.
 */
function flatDistanceSql(at: { lat: number; long: number }) {
  const longScale = Math.cos((at.lat * Math.PI) / 180) ** 2;
  return sql<number>`((lat - ${at.lat}) * (lat - ${at.lat}) + (long - ${at.long}) * (long - ${at.long}) * ${longScale})`;
}

type ShopsQuery = SelectQueryBuilder<Database, 'shops', object>;

/**
 * SQLite: up to `k` shops nearest to `at` by flat distance, within `maxKm` (flat), each as `pick`
 * selects it (from the position index's columns, so no table row is read). A box grows from
 * FIRST_BOX_KM by the density it sees; SQL sorts each box, so only k rows come back.
 */
async function nearestByFlatDistance<R>(
  db: Db,
  at: { lat: number; long: number },
  k: number,
  maxKm: number,
  pick: (query: ShopsQuery) => SelectQueryBuilder<Database, 'shops', R>,
): Promise<R[]> {
  const flat = flatDistanceSql(at);
  for (let km = Math.min(FIRST_BOX_KM, maxKm); ;) {
    const rows = await pick(
      inBox(db, db.kysely.selectFrom('shops'), boundingBox(at.lat, at.long, km)).where(
        flat,
        '<=',
        (km / KM_PER_DEGREE) ** 2,
      ),
    )
      .orderBy(flat)
      .limit(k)
      .execute();
    if (rows.length >= k || km >= maxKm) return rows;
    // As wide as this box's density says k need (a fifth more), and at least a quarter wider.
    km = Math.min(maxKm, km * (rows.length ? Math.max(1.25, 1.2 * Math.sqrt(k / rows.length)) : 4));
  }
}

/**
 * The radius in km of a circle around `at` that holds at least `k` shops with a position, found
 * from positions alone; undefined when fewer than `k` lie within `maxKm`. PostgreSQL walks its
 * GiST index nearest first (KNN, which orders by flat degrees: the haversine radius is taken
 * over the rows it returns, so the circle holds them all). SQLite takes the k-th nearest by flat
 * distance (nearestByFlatDistance), widened by FLAT_MARGIN.
 * Either way a radius a little short only costs the caller one more look (pageByDistance checks
 * its page is whole).
 */
export async function radiusHolding(
  db: Db,
  at: { lat: number; long: number },
  k: number,
  maxKm: number,
): Promise<number | undefined> {
  let km: number | undefined;
  if (db.dialect === 'postgres') {
    const knn = sql<{
      lat: number;
      long: number;
    }>`select lat, long from shops where lat is not null and long is not null
      order by point(long, lat) <-> point(${at.long}, ${at.lat}) limit ${k}`;
    // One plan whatever the point: the GiST index walked nearest first (generic, decision 0094).
    const rows = await executePrepared(db, { compile: () => knn.compile(db.kysely) }, { generic: true });
    if (rows.length === k) km = Math.max(...rows.map((r) => distanceKm(at, r)));
  } else {
    const flat = flatDistanceSql(at);
    const rows = await nearestByFlatDistance(db, at, k, maxKm, (query) => query.select(flat.as('flat')));
    if (rows.length >= k) km = Math.sqrt(Number(rows[k - 1]!.flat)) * KM_PER_DEGREE * FLAT_MARGIN;
  }
  // A hair wider than the farthest of them: JavaScript's and the database's trigonometry may
  // differ in the last bits.
  return km === undefined || km > maxKm ? undefined : km * (1 + 1e-9) + 1e-9;
}

/**
 * Up to `k` shops nearest to `at` within `maxKm` (leaving out `exceptSeq`), found from positions
 * alone, with their great-circle distance, nearest first. Both databases choose the k by flat
 * distance, so the last few of the k may differ from a haversine order at the edge. PostgreSQL
 * walks its GiST index nearest first (KNN); SQLite asks nearestByFlatDistance, then reads the
 * ids of those k alone, by rowid.
 */
export async function nearestPositions(
  db: Db,
  at: { lat: number; long: number },
  k: number,
  maxKm: number,
  exceptSeq: number,
): Promise<Array<{ seq: number; id: string; distanceKm: number }>> {
  const measured = <R extends { seq: number; lat: number | null; long: number | null }>(rows: R[]) =>
    rows
      .map((r) => ({ ...r, seq: Number(r.seq), distanceKm: distanceKm(at, { lat: r.lat!, long: r.long! }) }))
      .filter((r) => r.distanceKm <= maxKm)
      .sort((a, b) => a.distanceKm - b.distanceKm || a.seq - b.seq);
  if (db.dialect === 'postgres') {
    const box = boundingBox(at.lat, at.long, maxKm);
    // The index scan reads each row anyway: the id comes with it.
    const knn = sql<{ seq: number; id: string; lat: number; long: number }>`select seq, id, lat, long from shops
      where lat is not null and long is not null and seq <> ${exceptSeq}
        and point(long, lat) <@ box(point(${box.minLong}, ${box.minLat}), point(${box.maxLong}, ${box.maxLat}))
      order by point(long, lat) <-> point(${at.long}, ${at.lat}) limit ${k}`;
    // One plan whatever the point: the GiST index walked nearest first (generic, decision 0094).
    const rows = await executePrepared(db, { compile: () => knn.compile(db.kysely) }, { generic: true });
    return measured(rows).map(({ seq, id, distanceKm: km }) => ({ seq, id, distanceKm: km }));
  }
  const rows = await nearestByFlatDistance(db, at, k, maxKm, (query) =>
    query.select(['seq', 'lat', 'long']).where('seq', '!=', exceptSeq),
  );
  const nearest = measured(rows);
  if (!nearest.length) return [];
  const ids = new Map(
    (
      await db.kysely
        .selectFrom('shops')
        .select(['seq', 'id'])
        .where(
          'seq',
          'in',
          nearest.map((n) => n.seq),
        )
        .execute()
    ).map((r) => [Number(r.seq), r.id]),
  );
  return nearest.flatMap((n) => {
    const id = ids.get(n.seq);
    return id === undefined ? [] : [{ seq: n.seq, id, distanceKm: n.distanceKm }];
  });
}
