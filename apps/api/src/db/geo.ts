import { EARTH_RADIUS_KM } from '@local-shops/shared';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from './database.ts';
import type { Database } from './schema.ts';

/** Degrees of latitude and longitude around a point that hold a circle of `km`. */
export interface Box {
  minLat: number;
  maxLat: number;
  minLong: number;
  maxLong: number;
}

/** The bounding box of a circle of `km` around a point. */
export function boundingBox(lat: number, long: number, km: number): Box {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLong = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLong: long - dLong, maxLong: long + dLong };
}

/** Shops whose position lies in the box: PostgreSQL asks its GiST index, SQLite its (lat, long) B-tree. */
export function inBox<Q extends SelectQueryBuilder<Database, 'shops', object>>(db: Db, query: Q, box: Box): Q {
  if (db.dialect === 'postgres') {
    return query.where(
      sql<SqlBool>`lat is not null and long is not null and point(long, lat) <@ box(point(${box.minLong}, ${box.minLat}), point(${box.maxLong}, ${box.maxLat}))`,
    ) as Q;
  }
  return query.where('lat', '>=', box.minLat).where('lat', '<=', box.maxLat).where('long', '>=', box.minLong).where('long', '<=', box.maxLong) as Q;
}

/**
 * Great-circle distance in km from a point to the shop (haversine; both databases have the math
 * functions). The nearest-first order and its cursor compare exactly this value.
 */
export function distanceSql(lat: number, long: number) {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(shops.lat - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(shops.lat)) * power(sin(radians(shops.long - ${long}) / 2), 2)
  )))`;
}
