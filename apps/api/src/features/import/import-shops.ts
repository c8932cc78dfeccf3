import { createHash } from 'node:crypto';
import { SHOP_TYPES, distanceKm, isLatitude, isLongitude, isValidPincode, type ShopType } from '@local-shops/shared';
import type { Db } from '../../db/database.ts';
import { INDIA_STATES } from '../reference/reference.routes.ts';
import { TAXONOMY, subCategoryForOsm, type TaxonomySubCategory } from '../reference/taxonomy.ts';
import { insertShops, type NewShop } from '../shops/shops.writer.ts';
import { parseCsv } from './parse-csv.ts';

export interface ImportProblem {
  line: number;
  message: string;
}

export interface ImportResult {
  read: number;
  inserted: number;
  duplicates: number;
  problems: ImportProblem[];
}

const TOWNS = INDIA_STATES.flatMap((state) => state.towns.map((town) => ({ ...town, state: state.name })));
const SUBS = TAXONOMY.flatMap((c) => c.subCategories.map((sub) => ({ sub, categoryId: c.id })));

function nearestTown(lat: number, long: number) {
  let best = TOWNS[0]!;
  let bestKm = Infinity;
  for (const town of TOWNS) {
    const km = distanceKm({ lat, long }, town);
    if (km < bestKm) [best, bestKm] = [town, km];
  }
  return best;
}

function findSubCategory(value: string): { sub: TaxonomySubCategory; categoryId: string } | undefined {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return undefined;
  return (
    SUBS.find(({ sub }) => sub.id === wanted || sub.label.toLowerCase() === wanted) ??
    SUBS.find(({ sub }) => sub.osm.includes(wanted) || sub.osm.includes(wanted.replace(/^shop=/, '')))
  );
}

function categoryOf(sub: TaxonomySubCategory): string {
  return SUBS.find((s) => s.sub.id === sub.id)!.categoryId;
}

const stableId = (ref: string) => createHash('sha256').update(ref).digest('base64url').slice(0, 16).replace(/[-_]/g, 'x');

interface Draft {
  name?: string | undefined;
  lat?: number | undefined;
  long?: number | undefined;
  intro?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  pin?: string | undefined;
  shopType?: string | undefined;
  sub?: TaxonomySubCategory | undefined;
  ref: string;
}

/** Checks one row; returns the shop, or the reason it is skipped. */
function toShop(draft: Draft, source: string, now: string): NewShop | string {
  const name = draft.name?.trim();
  if (!name) return 'name is missing';
  if (name.length > 200) return 'name is longer than 200 characters';
  if (!isLatitude(draft.lat) || !isLongitude(draft.long)) return 'lat and long must be numbers (latitude -90..90, longitude -180..180)';
  if (draft.pin && !isValidPincode(draft.pin)) return `pin "${draft.pin}" is not a 6-digit pincode`;
  if (draft.shopType && !SHOP_TYPES.includes(draft.shopType as ShopType)) return `shop_type "${draft.shopType}" is not one of the 12 shop types`;
  if (!draft.sub) return 'no category could be found for this shop';
  const town = nearestTown(draft.lat, draft.long);
  return {
    id: stableId(`${source}:${draft.ref}`),
    name,
    intro: draft.intro?.trim() ?? '',
    city: draft.city?.trim() || town.name,
    state: draft.state?.trim() || town.state,
    pin: draft.pin?.trim() || town.pin || null,
    shopType: draft.shopType ?? null,
    storeFrontPicture: null,
    lat: draft.lat,
    long: draft.long,
    isClaimed: false,
    categoryIds: [categoryOf(draft.sub)],
    subCategoryIds: [draft.sub.id],
    source,
    sourceRef: `${source}:${draft.ref}`,
    createdAt: now,
  };
}

const CSV_COLUMNS = ['name', 'lat', 'long', 'intro', 'city', 'state', 'pin', 'shop_type', 'sub_category', 'ref'] as const;

function fromCsv(text: string): Array<{ line: number; draft: Draft } | ImportProblem> {
  const records = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = records.next();
  if (header.done) return [{ line: 1, message: 'the file is empty' }];
  const columns = header.value.fields.map((f) => f.trim().toLowerCase());
  for (const required of ['name', 'lat', 'long', 'sub_category'] as const) {
    if (!columns.includes(required)) return [{ line: 1, message: `the header has no "${required}" column (columns: ${CSV_COLUMNS.join(', ')})` }];
  }
  const out: Array<{ line: number; draft: Draft } | ImportProblem> = [];
  for (const { line, fields } of records) {
    const get = (column: string) => {
      const index = columns.indexOf(column);
      return index < 0 ? undefined : fields[index]?.trim() || undefined;
    };
    const number = (column: string) => (get(column) === undefined ? undefined : Number(get(column)));
    const subValue = get('sub_category') ?? '';
    const found = findSubCategory(subValue);
    if (subValue && !found) {
      out.push({ line, message: `sub_category "${subValue}" is not in the taxonomy` });
      continue;
    }
    out.push({
      line,
      draft: {
        name: get('name'),
        lat: number('lat'),
        long: number('long'),
        intro: get('intro'),
        city: get('city'),
        state: get('state'),
        pin: get('pin'),
        shopType: get('shop_type'),
        sub: found?.sub,
        ref: get('ref') ?? `${get('name')}|${get('lat')}|${get('long')}`,
      },
    });
  }
  return out;
}

interface GeoJsonFeature {
  type?: unknown;
  id?: unknown;
  geometry?: { type?: unknown; coordinates?: unknown } | null;
  properties?: Record<string, unknown> | null;
}

function fromGeoJson(text: string): Array<{ line: number; draft: Draft } | ImportProblem> {
  let data: { type?: unknown; features?: unknown };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return [{ line: 1, message: 'the file is not valid JSON' }];
  }
  if (data.type !== 'FeatureCollection' || !Array.isArray(data.features)) return [{ line: 1, message: 'the file is not a GeoJSON FeatureCollection' }];
  // A feature's "line" is its position in the collection (1-based): JSON has no useful lines.
  return (data.features as GeoJsonFeature[]).map((feature, index) => {
    const line = index + 1;
    const props = Object.fromEntries(Object.entries(feature.properties ?? {}).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    const coordinates = feature.geometry?.type === 'Point' && Array.isArray(feature.geometry.coordinates) ? feature.geometry.coordinates : undefined;
    if (!coordinates) return { line, message: 'only Point features are imported' };
    if (!props.shop && !props.amenity) return { line, message: 'the feature has no shop=* tag' };
    const sub = subCategoryForOsm(props);
    if (!sub) return { line, message: `shop=${props.shop ?? props.amenity} has no match in the taxonomy` };
    const osmId = typeof feature.id === 'string' || typeof feature.id === 'number' ? String(feature.id) : (props['@id'] ?? props.id);
    return {
      line,
      draft: {
        name: props.name ?? props['name:en'],
        long: Number(coordinates[0]),
        lat: Number(coordinates[1]),
        city: props['addr:city'],
        state: props['addr:state'],
        pin: props['addr:postcode']?.replace(/\s/g, ''),
        sub,
        ref: osmId ?? `${props.name}|${coordinates[1]}|${coordinates[0]}`,
      },
    };
  });
}

/**
 * Loads shops from a CSV file or an OpenStreetMap GeoJSON export. Bad rows are reported by line
 * and skipped; good rows are kept; rows imported before are recognised and not added again.
 */
export async function importShops(db: Db, fileName: string, text: string, now = new Date().toISOString()): Promise<ImportResult> {
  const isGeoJson = /\.(geo)?json$/i.test(fileName) || text.trimStart().startsWith('{');
  const source = isGeoJson ? 'import:osm' : 'import:csv';
  const parsed = isGeoJson ? fromGeoJson(text) : fromCsv(text);
  const problems: ImportProblem[] = [];
  const shops: NewShop[] = [];
  const seen = new Set<string>();
  for (const entry of parsed) {
    if ('message' in entry) {
      problems.push(entry);
      continue;
    }
    const shop = toShop(entry.draft, source, now);
    if (typeof shop === 'string') problems.push({ line: entry.line, message: shop });
    else if (!seen.has(shop.sourceRef!)) {
      seen.add(shop.sourceRef!);
      shops.push(shop);
    }
  }
  const inserted = await db.kysely.transaction().execute((trx) => insertShops(trx, db.dialect, shops));
  return { read: parsed.length, inserted, duplicates: shops.length - inserted, problems };
}
