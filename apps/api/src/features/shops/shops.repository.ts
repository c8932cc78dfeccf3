import {
  EARTH_RADIUS_KM,
  NEARBY_LIMIT,
  NEARBY_MAX_RADIUS_KM,
  PAGE_SIZE,
  distanceKm,
  type CategoryRef,
  type LatLong,
  type NearbyShop,
  type ShopDetail,
  type ShopFilterQuery,
  type ShopListItem,
  type SubCategoryRef,
} from '@local-shops/shared';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { toIso, type Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { Cursor } from './cursor.ts';
import { escapeLike, ftsQuery, indexableWords, searchWords } from './name-search.ts';

export const DEFAULT_NEAR_RADIUS_KM = 10;

type ShopsQuery = SelectQueryBuilder<Database, 'shops', object>;

const LIST_COLUMNS = ['id', 'name', 'name_key', 'store_front_picture', 'lat', 'long', 'is_claimed', 'meta_info', 'premium_until'] as const;

interface MetaInfo {
  isPaid?: boolean;
  isPaymentValid?: boolean;
}

function parseMeta(json: string): MetaInfo {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as MetaInfo) : {};
  } catch {
    return {};
  }
}

type PremiumUntil = Date | string | null;

/** The plan is active while its end is in the future: it lapses by itself, no job has to run. */
function premiumActive(premiumUntil: PremiumUntil, nowIso: string): boolean {
  return premiumUntil !== null && toIso(premiumUntil) > nowIso;
}

/** The Verified badge: an approved claim (the listing is claimed) with an active Premium plan. */
function isVerified(isClaimed: boolean, premiumUntil: PremiumUntil, nowIso: string): boolean {
  return isClaimed && premiumActive(premiumUntil, nowIso);
}

/** Ids of the shops whose plan is active: the top of the name order, left out of the rest. */
function premiumIds(db: Db, nowIso: string) {
  return db.kysely.selectFrom('shops').select('id').where('premium_until', '>', nowIso);
}

/**
 * New listings whose claim waits for review or was refused: they are not in the directory until a
 * reviewer approves them (decision 0011), though their own page answers its owner.
 */
function unlistedIds(db: Db) {
  return db.kysely.selectFrom('claims').select('shop_id as id').where('kind', '=', 'new_listing').where('status', '<>', 'approved');
}

/** Up to this many ids of each kind are left out of the name order as a list; beyond, as a subquery. */
const ID_LIST_LIMIT = 500;

/**
 * What the name order leaves out: the active Premium shops (they head the list in their own
 * segment) and the unlisted new listings. Each is a list of ids, or undefined when there are so
 * many that a subquery does better.
 */
interface Exclusions {
  nowIso: string;
  premium: string[] | undefined;
  unlisted: string[] | undefined;
}

async function exclusions(db: Db, nowIso: string): Promise<Exclusions> {
  const [premium, unlisted] = await Promise.all([
    premiumIds(db, nowIso).limit(ID_LIST_LIMIT + 1).execute(),
    unlistedIds(db).limit(ID_LIST_LIMIT + 1).execute(),
  ]);
  const ids = (rows: Array<{ id: string }>) => (rows.length > ID_LIST_LIMIT ? undefined : rows.map((row) => row.id));
  return { nowIso, premium: ids(premium), unlisted: ids(unlisted) };
}

/**
 * Leaves `ids` out. With none (the usual case) the query is unchanged, so deep pages by number
 * still skip through the (name_key, id) index alone; a short list of ids costs little more.
 */
function withoutIds<Q extends ShopsQuery>(query: Q, ids: string[] | undefined, many: () => ReturnType<typeof premiumIds> | ReturnType<typeof unlistedIds>): Q {
  if (!ids) return query.where('id', 'not in', many()) as Q;
  return (ids.length ? query.where('id', 'not in', ids) : query) as Q;
}

/** The name order after the Premium segment: neither the active Premium shops nor unlisted ones. */
function withoutExcluded<Q extends ShopsQuery>(db: Db, query: Q, excluded: Exclusions): Q {
  return withoutIds(withoutIds(query, excluded.premium, () => premiumIds(db, excluded.nowIso)), excluded.unlisted, () => unlistedIds(db));
}

/** Degrees of latitude/longitude spanned by `km` around a latitude: the bounding box of a circle. */
function boundingBox(lat: number, long: number, km: number) {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI);
  const dLong = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLong: long - dLong, maxLong: long + dLong };
}

type Box = ReturnType<typeof boundingBox>;

/** Shops whose position lies in the box: PostgreSQL asks its GiST index, SQLite its (lat, long) B-tree. */
function inBox<Q extends ShopsQuery>(db: Db, query: Q, box: Box): Q {
  if (db.dialect === 'postgres') {
    return query.where(
      sql<SqlBool>`lat is not null and long is not null and point(long, lat) <@ box(point(${box.minLong}, ${box.minLat}), point(${box.maxLong}, ${box.maxLat}))`,
    ) as Q;
  }
  return query.where('lat', '>=', box.minLat).where('lat', '<=', box.maxLat).where('long', '>=', box.minLong).where('long', '<=', box.maxLong) as Q;
}

/** Haversine in SQL (both databases have the math functions), for ordering and filtering by distance. */
function distanceSql(lat: number, long: number) {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(shops.lat - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(shops.lat)) * power(sin(radians(shops.long - ${long}) / 2), 2)
  )))`;
}

function hasFilters(filter: ShopFilterQuery): boolean {
  return Boolean(
    filter.name || filter.categoryId || filter.subCategoryId || filter.shopType || filter.state || filter.city || filter.claimed !== undefined || filter.near,
  );
}

/**
 * The WHERE clauses of a filter. With `useIndexes`, name words go through the trigram index
 * (FTS5 on SQLite); without, they are plain LIKE checks on rows already narrowed down.
 */
function applyFilters(db: Db, query: ShopsQuery, filter: ShopFilterQuery, { useIndexes }: { useIndexes: boolean }): ShopsQuery {
  let q = query;
  if (filter.name) {
    const words = searchWords(filter.name);
    // On SQLite the trigram index finds the candidates; the words it does not look up are LIKE
    // checks on those few rows. PostgreSQL plans the LIKEs against its trigram index itself.
    const indexed = useIndexes && db.dialect === 'sqlite' ? indexableWords(words) : [];
    const match = ftsQuery(indexed);
    if (match) q = q.where('seq', 'in', sql<number>`(select rowid from shops_fts where shops_fts match ${match})`);
    for (const word of words) {
      if (indexed.includes(word)) continue;
      q = q.where(sql<SqlBool>`name_key like ${`%${escapeLike(word)}%`} escape '\\'`);
    }
  }
  if (filter.categoryId) {
    const categoryId = filter.categoryId;
    q = q.where('id', 'in', (eb) => eb.selectFrom('shop_categories').select('shop_id').where('category_id', '=', categoryId));
  }
  if (filter.subCategoryId) {
    const subCategoryId = filter.subCategoryId;
    q = q.where('id', 'in', (eb) =>
      eb.selectFrom('shop_sub_categories').select('shop_id').where('sub_category_id', '=', subCategoryId),
    );
  }
  if (filter.shopType) q = q.where('shop_type', '=', filter.shopType);
  if (filter.state) q = q.where('state', '=', filter.state);
  if (filter.city) q = q.where('city', '=', filter.city);
  if (filter.claimed !== undefined) q = q.where('is_claimed', '=', filter.claimed);
  if (filter.near) {
    const radius = filter.radiusKm ?? DEFAULT_NEAR_RADIUS_KM;
    const box = boundingBox(filter.near.lat, filter.near.long, radius);
    q = inBox(db, q, box).where(distanceSql(filter.near.lat, filter.near.long), '<=', radius);
  }
  return q;
}

interface ListRow {
  id: string;
  name: string;
  name_key: string;
  store_front_picture: string | null;
  lat: number | null;
  long: number | null;
  is_claimed: boolean | number;
  meta_info: string;
  premium_until: PremiumUntil;
  distance?: number;
  /** The row came from the Premium segment. */
  premium?: boolean;
}

function toListItem(row: Omit<ListRow, 'name_key'>, nowIso: string): ShopListItem {
  const isClaimed = Boolean(row.is_claimed);
  return {
    id: row.id,
    name: row.name,
    storeFrontPicture: row.store_front_picture,
    lat: row.lat,
    long: row.long,
    isClaimed,
    isVerified: isVerified(isClaimed, row.premium_until, nowIso),
  };
}

export interface ShopPage {
  items: ShopListItem[];
  next: Cursor | null;
  total: number;
}

/** How many rows in directory order a filtered page looks at before it asks the indexes instead. */
const WINDOW_ROWS = 1000;
/** Below this many matches the indexes find a page faster than a walk through the directory. */
const COMMON_MATCHES = 2000;

/**
 * The shops after the Premium segment, in name order. `offset` counts rows of this segment (a page
 * number without a cursor); the active Premium shops are left out by id, which both databases
 * check inside the (name_key, id) index.
 */
function orderedByName(db: Db, filter: ShopFilterQuery, cursor: Cursor | undefined, filters: ShopsQuery, offset: number, excluded: Exclusions) {
  let query = withoutExcluded(db, filters, excluded)
    .select([...LIST_COLUMNS])
    .orderBy('name_key')
    .orderBy('id');
  if (cursor?.kind === 'name') {
    query = query.where((eb) => eb(eb.refTuple('name_key', 'id'), '>', eb.tuple(cursor.key, cursor.id)));
  } else if (!cursor && offset > 0) {
    if (!hasFilters(filter)) {
      // Deferred join: skip rows in the (name_key, id) index alone (an index-only scan on both
      // databases, hence `id` and not `seq`), then read only this page's rows.
      const offsetIds = withoutExcluded(db, db.kysely.selectFrom('shops'), excluded)
        .select('id')
        .orderBy('name_key')
        .orderBy('id')
        .limit(PAGE_SIZE + 1)
        .offset(offset);
      return query.where('id', 'in', offsetIds).limit(PAGE_SIZE + 1);
    }
    query = query.offset(offset);
  }
  return query.limit(PAGE_SIZE + 1);
}

/**
 * A filtered page in name order. Where matches are common ("store"), the next WINDOW_ROWS rows of
 * the directory's own order already hold a page of them, found without sorting every match;
 * where they are rare, the search and category indexes find them. Both give the same rows.
 */
async function pageByName(db: Db, filter: ShopFilterQuery, cursor: Cursor | undefined, total: number, offset: number, excluded: Exclusions): Promise<ListRow[]> {
  if (hasFilters(filter) && total >= COMMON_MATCHES && (cursor || offset === 0)) {
    let window = db.kysely.selectFrom('shops').select('seq').orderBy('name_key').orderBy('id').limit(WINDOW_ROWS);
    if (cursor?.kind === 'name') window = window.where((eb) => eb(eb.refTuple('name_key', 'id'), '>', eb.tuple(cursor.key, cursor.id)));
    const inWindow = applyFilters(db, db.kysely.selectFrom('shops').where('seq', 'in', window), filter, { useIndexes: false });
    // The window already starts after the cursor: no offset inside it.
    const rows = (await orderedByName(db, filter, undefined, inWindow, 0, excluded).execute()) as ListRow[];
    const windowRows = rows.length > PAGE_SIZE ? WINDOW_ROWS : await countInWindow(db, cursor);
    if (rows.length > PAGE_SIZE || windowRows < WINDOW_ROWS) return rows;
  }
  const indexed = applyFilters(db, db.kysely.selectFrom('shops'), filter, { useIndexes: true });
  return (await orderedByName(db, filter, cursor, indexed, offset, excluded).execute()) as ListRow[];
}

/**
 * The Premium segment: shops with an active plan matching the filter, in name order. They are
 * few (the partial index on premium_until holds only shops that ever paid), so the filters run
 * as plain checks on those rows.
 */
function premiumSegment(db: Db, filter: ShopFilterQuery, excluded: Exclusions) {
  // By id from the partial index, not `where premium_until > now` on shops itself: SQLite, with no
  // statistics for that index, would otherwise walk the whole name order (2-3 s at a million
  // shops) to save sorting a handful of rows.
  const ids = excluded.premium ?? premiumIds(db, excluded.nowIso);
  const segment = withoutIds(db.kysely.selectFrom('shops').where('id', 'in', ids), excluded.unlisted, () => unlistedIds(db));
  return applyFilters(db, segment, filter, { useIndexes: false });
}

async function pageInNameOrder(db: Db, filter: ShopFilterQuery, cursor: Cursor | undefined, total: number, nowIso: string): Promise<ListRow[]> {
  const excluded = await exclusions(db, nowIso);
  if (cursor?.kind === 'name') return pageByName(db, filter, cursor, total, 0, excluded);
  const offset = cursor ? 0 : (filter.page - 1) * PAGE_SIZE;
  // No active plan (the usual case): the page is the plain name order, with no segment to read.
  let premium: ListRow[] = [];
  if (excluded.premium?.length !== 0) {
    let query = premiumSegment(db, filter, excluded).select([...LIST_COLUMNS]).orderBy('name_key').orderBy('id').limit(PAGE_SIZE + 1);
    if (cursor?.kind === 'premium') query = query.where((eb) => eb(eb.refTuple('name_key', 'id'), '>', eb.tuple(cursor.key, cursor.id)));
    else if (offset > 0) query = query.offset(offset);
    premium = ((await query.execute()) as ListRow[]).map((row) => ({ ...row, premium: true }));
    if (premium.length > PAGE_SIZE) return premium;
  }
  // The page runs past the Premium segment: the rest comes from the start of the name order,
  // or, for a page number past the segment, from as far into it as the segment fell short.
  let restOffset = offset;
  if (!cursor && offset > 0 && premium.length === 0 && excluded.premium?.length !== 0) {
    const row = await premiumSegment(db, filter, excluded).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    restOffset = Math.max(0, offset - Number(row.n));
  } else if (cursor || premium.length > 0) {
    restOffset = 0;
  }
  const rest = await pageByName(db, filter, undefined, total, restOffset, excluded);
  return [...premium, ...rest];
}

/** Rows of the directory after the cursor, up to WINDOW_ROWS: fewer means the window reached the end. */
async function countInWindow(db: Db, cursor: Cursor | undefined): Promise<number> {
  let window = db.kysely.selectFrom('shops').select('seq').orderBy('name_key').orderBy('id').limit(WINDOW_ROWS);
  if (cursor?.kind === 'name') window = window.where((eb) => eb(eb.refTuple('name_key', 'id'), '>', eb.tuple(cursor.key, cursor.id)));
  const row = await db.kysely.selectFrom(window.as('w')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function pageByDistance(db: Db, filter: ShopFilterQuery & { near: LatLong }, cursor: Cursor | undefined): Promise<ListRow[]> {
  const distance = distanceSql(filter.near.lat, filter.near.long);
  let query = applyFilters(db, db.kysely.selectFrom('shops').where('id', 'not in', unlistedIds(db)), filter, { useIndexes: true })
    .select([...LIST_COLUMNS])
    .select(distance.as('distance'))
    .orderBy(distance)
    .orderBy('id');
  if (cursor?.kind === 'distance') {
    query = query.where((eb) =>
      eb.or([eb(distance, '>', cursor.distance), eb.and([eb(distance, '=', cursor.distance), eb('id', '>', cursor.id)])]),
    );
  } else if (!cursor) {
    query = query.offset((filter.page - 1) * PAGE_SIZE);
  }
  return (await query.limit(PAGE_SIZE + 1).execute()) as ListRow[];
}

/**
 * One page of the directory. With a cursor the page starts right after it (keyset); without,
 * page N is found by position, which the first pages and links without a cursor need.
 * Totals are counted once per filter and kept for a short while (see `totals`).
 */
export async function listShops(
  db: Db,
  filter: ShopFilterQuery,
  cursor: Cursor | undefined,
  totals: TtlCache<number>,
  now: Date,
): Promise<ShopPage> {
  const nowIso = now.toISOString();
  const near = filter.sort === 'distance' ? filter.near : undefined;
  if (cursor && (near ? cursor.kind !== 'distance' : cursor.kind === 'distance')) throw badRequest('cursor is not valid.');
  const { page: _page, cursor: _cursor, sort: _sort, ...counted } = filter;
  const total = await totals.getOrLoad(JSON.stringify(counted), () => countShops(db, filter));
  const rows = near ? await pageByDistance(db, { ...filter, near }, cursor) : await pageInNameOrder(db, filter, cursor, total, nowIso);
  const hasNext = rows.length > PAGE_SIZE;
  const pageRows = rows.slice(0, PAGE_SIZE);
  const last = pageRows.at(-1);
  const next: Cursor | null =
    hasNext && last
      ? near
        ? { kind: 'distance', distance: Number(last.distance), id: last.id }
        : { kind: last.premium ? 'premium' : 'name', key: last.name_key, id: last.id }
      : null;
  return { items: pageRows.map((row) => toListItem(row, nowIso)), next, total };
}

/** Shops in the directory matching the filter: every match, less the unlisted new listings among them. */
export async function countShops(db: Db, filter: ShopFilterQuery): Promise<number> {
  const [all, unlisted] = await Promise.all([countMatches(db, filter), countUnlistedMatches(db, filter)]);
  return all - unlisted;
}

/** The unlisted are few, so the filters run as plain checks on their rows. */
async function countUnlistedMatches(db: Db, filter: ShopFilterQuery): Promise<number> {
  const row = await applyFilters(db, db.kysely.selectFrom('shops').where('id', 'in', unlistedIds(db)), filter, { useIndexes: false })
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function countMatches(db: Db, filter: ShopFilterQuery): Promise<number> {
  const words = filter.name ? searchWords(filter.name) : [];
  const onlyName = filter.name && !hasFilters({ ...filter, name: undefined });
  if (db.dialect === 'sqlite' && onlyName && words.every((w) => [...w].length >= 3)) {
    // The search index alone can count a pure name search: no row of shops needs reading.
    const { count } = await sql<{ count: number }>`select count(*) as count from shops_fts where shops_fts match ${ftsQuery(words)}`
      .execute(db.kysely)
      .then((r) => r.rows[0]!);
    return Number(count);
  }
  const row = await applyFilters(db, db.kysely.selectFrom('shops'), filter, { useIndexes: true })
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function categoriesOf(db: Db, shopIds: string[]) {
  if (shopIds.length === 0) return { categories: [], subCategories: [] };
  const [categories, subCategories] = await Promise.all([
    db.kysely
      .selectFrom('shop_categories')
      .innerJoin('categories', 'categories.id', 'shop_categories.category_id')
      .select(['shop_categories.shop_id', 'categories.id', 'categories.label', 'categories.position'])
      .where('shop_categories.shop_id', 'in', shopIds)
      .orderBy('categories.position')
      .execute(),
    db.kysely
      .selectFrom('shop_sub_categories')
      .innerJoin('sub_categories', 'sub_categories.id', 'shop_sub_categories.sub_category_id')
      .select(['shop_sub_categories.shop_id', 'sub_categories.id', 'sub_categories.label', 'sub_categories.category_id', 'sub_categories.position'])
      .where('shop_sub_categories.shop_id', 'in', shopIds)
      .orderBy('sub_categories.position')
      .execute(),
  ]);
  return { categories, subCategories };
}

/** The public locality of a shop: town, state and pin. The typed street address stays private. */
export function locality(row: { city: string | null; state: string | null; pin: string | null }): string {
  const place = [row.city, row.state].filter(Boolean).join(', ');
  return row.pin ? `${place}${place ? ' - ' : ''}${row.pin}` : place;
}

export async function findShop(db: Db, id: string, now: Date): Promise<ShopDetail | undefined> {
  const row = await db.kysely
    .selectFrom('shops')
    .select([
      'id', 'name', 'intro', 'city', 'state', 'pin', 'shop_type', 'store_front_picture', 'lat', 'long',
      'is_claimed', 'meta_info', 'created_at', 'updated_at', 'premium_until',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { categories, subCategories } = await categoriesOf(db, [id]);
  const meta = parseMeta(row.meta_info);
  const isClaimed = Boolean(row.is_claimed);
  return {
    id: row.id,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    name: row.name,
    intro: row.intro,
    address: locality(row),
    city: row.city,
    state: row.state,
    pin: row.pin,
    shopType: row.shop_type,
    storeFrontPicture: row.store_front_picture,
    lat: row.lat,
    long: row.long,
    isClaimed,
    isVerified: isVerified(isClaimed, row.premium_until, now.toISOString()),
    categories: categories.map((c): CategoryRef => ({ id: c.id, label: c.label })),
    subCategories: subCategories.map((s): SubCategoryRef => ({ id: s.id, label: s.label, categoryId: s.category_id })),
    metaInfo: {
      isPaid: meta.isPaid === true,
      isPaymentValid: meta.isPaymentValid === true,
      premiumUntil: row.premium_until ? toIso(row.premium_until) : null,
    },
  };
}

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
          .select(['seq', 'id', 'name', 'city', 'store_front_picture', 'lat', 'long', 'is_claimed', 'meta_info', 'premium_until'])
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
  return pool
    .map((r): NearbyShop => ({ ...toListItem(r, now.toISOString()), city: r.city, distanceKm: Math.round(r.distanceKm * 1000) / 1000, sharesCategory: sharing.has(r.id) }))
    .sort((a, b) => Number(b.sharesCategory) - Number(a.sharesCategory) || a.distanceKm - b.distanceKm || a.id.localeCompare(b.id))
    .slice(0, NEARBY_LIMIT);
}
