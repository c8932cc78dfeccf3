import { createHash } from 'node:crypto';
import { isLatitude, isLongitude, isValidPincode, SHOP_TYPES, type ShopType } from '@local-shops/shared';
import { TAXONOMY, type TaxonomySubCategory } from '../../features/reference/taxonomy.ts';
import type { NewShop } from '../../features/shops/shops.writer.ts';
import { osmFacts, type FieldReport } from './osm-facts.ts';
import { osmKind, type OsmTags } from './osm-kinds.ts';
import { osmRefOf, osmVersionOf } from './osm-ref.ts';
import type { CsvRecord } from './parse-csv.ts';
import { pointOfGeometry } from './parse-geojson.ts';
import type { Position } from './shape-point.ts';
import { placeTown } from './town-names.ts';

/**
 * A row of the file (a CSV record, an OpenStreetMap object) checked and turned into a shop; or the
 * reason it is skipped, with the object's OpenStreetMap ref when the line alone does not find it;
 * or the tag of a kind of place the taxonomy has no room for (skipped and counted per tag).
 */
export type RowOutcome =
  | { line: number; shop: NewShop; fields?: FieldReport }
  | { line: number; message: string; ref?: string }
  | { line: number; kind: string };

const SUBS = TAXONOMY.flatMap((c) => c.subCategories.map((sub) => ({ sub, categoryId: c.id })));

type SubMatch = { sub: TaxonomySubCategory; categoryId: string } | undefined;
// A file names a few dozen kinds a million times over: look each up once.
const subCache = new Map<string, SubMatch>();

function findSubCategory(value: string): SubMatch {
  const wanted = value.trim().toLowerCase();
  if (!wanted) return undefined;
  if (subCache.has(wanted)) return subCache.get(wanted);
  const found =
    SUBS.find(({ sub }) => sub.id === wanted || sub.label.toLowerCase() === wanted) ??
    SUBS.find(({ sub }) => sub.osm.includes(wanted) || sub.osm.includes(wanted.replace(/^shop=/, '')));
  if (subCache.size < 10_000) subCache.set(wanted, found);
  return found;
}

const categoryOf = (sub: TaxonomySubCategory) => SUBS.find((s) => s.sub.id === sub.id)!.categoryId;

const stableId = (ref: string) =>
  createHash('sha256').update(ref).digest('base64url').slice(0, 16).replace(/[-_]/g, 'x');

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
  /** The object's version in its source, when it says (OpenStreetMap's). */
  version?: number | undefined;
  facts?: NewShop['facts'];
}

const NO_FACTS: NonNullable<NewShop['facts']> = {
  openingHours: null,
  holidays: [],
  openingHoursText: null,
  publicPhone: null,
  website: null,
  streetAddress: null,
  locality: null,
};

/** Checks one row; returns the shop, or the reason it is skipped. */
function toShop(draft: Draft, source: string, now: string): NewShop | string {
  const name = draft.name?.trim();
  if (!name) return 'name is missing';
  if (name.length > 200) return 'name is longer than 200 characters';
  if (!isLatitude(draft.lat) || !isLongitude(draft.long))
    return 'lat and long must be numbers (latitude -90..90, longitude -180..180)';
  if (draft.pin && !isValidPincode(draft.pin)) return `pin "${draft.pin}" is not a 6-digit pincode`;
  if (draft.shopType && !SHOP_TYPES.includes(draft.shopType as ShopType))
    return `shop_type "${draft.shopType}" is not one of the 12 shop types`;
  if (!draft.sub) return 'no category could be found for this shop';
  // Variants folded into the bundled list's name; no town, the nearest one; no pin, none (decision 0079).
  const town = placeTown(draft.city?.trim(), draft.state?.trim(), draft.lat, draft.long);
  const facts =
    town.locality && !draft.facts?.locality ? { ...(draft.facts ?? NO_FACTS), locality: town.locality } : draft.facts;
  return {
    id: stableId(`${source}:${draft.ref}`),
    name,
    intro: draft.intro?.trim() ?? '',
    city: town.city,
    state: town.state,
    pin: draft.pin?.trim() || null,
    shopType: draft.shopType ?? null,
    storeFrontPicture: null,
    lat: draft.lat,
    long: draft.long,
    isClaimed: false,
    categoryIds: [categoryOf(draft.sub)],
    subCategoryIds: [draft.sub.id],
    source,
    sourceRef: `${source}:${draft.ref}`,
    ...(draft.version !== undefined ? { sourceVersion: draft.version } : {}),
    createdAt: now,
    ...(facts ? { facts } : {}),
  };
}

const outcome = (line: number, result: NewShop | string): RowOutcome =>
  typeof result === 'string' ? { line, message: result } : { line, shop: result };

export const CSV_COLUMNS = [
  'name',
  'lat',
  'long',
  'intro',
  'city',
  'state',
  'pin',
  'shop_type',
  'sub_category',
  'ref',
] as const;

/** Reads CSV records against the header's columns; undefined header problem means the header is fine. */
export function csvRows(header: string[]): { problem?: string; row?: (record: CsvRecord, now: string) => RowOutcome } {
  const columns = header.map((f) => f.trim().toLowerCase());
  for (const required of ['name', 'lat', 'long', 'sub_category'] as const) {
    if (!columns.includes(required))
      return { problem: `the header has no "${required}" column (columns: ${CSV_COLUMNS.join(', ')})` };
  }
  const at = Object.fromEntries(CSV_COLUMNS.map((c) => [c, columns.indexOf(c)])) as Record<
    (typeof CSV_COLUMNS)[number],
    number
  >;
  return {
    row: ({ line, fields }, now) => {
      const get = (column: (typeof CSV_COLUMNS)[number]) => {
        const index = at[column];
        return index < 0 ? undefined : fields[index]?.trim() || undefined;
      };
      const number = (column: 'lat' | 'long') => {
        const value = get(column);
        return value === undefined ? undefined : Number(value);
      };
      const subValue = get('sub_category') ?? '';
      const found = findSubCategory(subValue);
      if (subValue && !found) return { line, message: `sub_category "${subValue}" is not in the taxonomy` };
      const draft: Draft = {
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
      };
      return outcome(line, toShop(draft, 'import:csv', now));
    },
  };
}

interface GeoJsonFeature {
  id?: unknown;
  geometry?: unknown;
  properties?: Record<string, unknown> | null;
}

/**
 * A shop from an OpenStreetMap object of a known kind, placed at `position` (a point inside its
 * shape), with the hours, phone, website and address its tags give, and what became of each.
 */
export function osmRow(
  tags: OsmTags,
  sub: TaxonomySubCategory,
  [long, lat]: Position,
  ref: string,
  line: number,
  now: string,
  version?: number,
): RowOutcome {
  const { facts, report } = osmFacts(tags, new Date(now));
  const draft: Draft = {
    name: tags.name ?? tags['name:en'],
    long,
    lat,
    city: tags['addr:city'],
    state: tags['addr:state'],
    pin: tags['addr:postcode']?.replace(/\s/g, ''),
    sub,
    ref,
    version,
    facts,
  };
  const row = outcome(line, toShop(draft, 'import:osm', now));
  return 'shop' in row ? { ...row, fields: report } : row;
}

/** One feature of a FeatureCollection; its "line" is its position in the collection (1-based). */
export function featureRow(value: unknown, line: number, now: string): RowOutcome {
  const feature = (value && typeof value === 'object' ? value : {}) as GeoJsonFeature;
  const props = Object.fromEntries(
    Object.entries(feature.properties ?? {}).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  const kind = osmKind(props);
  if (!kind) return { line, message: 'the feature has no shop, amenity, healthcare or craft tag' };
  if ('unmapped' in kind) return { line, kind: kind.unmapped };
  const position = pointOfGeometry(feature.geometry);
  if (typeof position === 'string') return { line, message: position };
  const raw = feature.properties ?? {};
  const ref = osmRefOf(feature.id, raw) ?? `${props.name}|${position[1]}|${position[0]}`;
  return osmRow(props, kind.sub, position, ref, line, now, osmVersionOf(raw));
}
