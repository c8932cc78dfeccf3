/**
 * The OpenStreetMap type and id of a GeoJSON feature, as a re-import keys it (decision 0079):
 * "node/123", "way/45", "relation/6", whatever export tool wrote it.
 */

const TYPES: Readonly<Record<string, 'node' | 'way' | 'relation'>> = {
  node: 'node',
  n: 'node',
  way: 'way',
  w: 'way',
  relation: 'relation',
  rel: 'relation',
  r: 'relation',
};

/** "node/123" (overpass turbo, osmtogeojson), "n123" (osmium export), "way:45", "relation_6". */
function refOfText(value: string): string | undefined {
  const match = /^(node|way|relation|rel|[nwr])[/:_ -]?(\d+)$/i.exec(value.trim());
  return match ? `${TYPES[match[1]!.toLowerCase()]!}/${Number(match[2]!)}` : undefined;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isInteger(value) ? String(value) : undefined;

/**
 * The feature's object: its `id`, else the `@id` or `id` property, else a type given apart
 * (`osm_type` and `osm_id` of QuickOSM and ogr2ogr, `type` and `id` of osmtogeojson). A bare
 * number without a type is kept as the feature gives it.
 */
export function osmRefOf(featureId: unknown, properties: Record<string, unknown>): string | undefined {
  const candidates = [text(featureId), text(properties['@id']), text(properties.id)];
  for (const value of candidates) {
    const ref = value && refOfText(value);
    if (ref) return ref;
  }
  const type = text(properties.osm_type) ?? text(properties['@type']) ?? text(properties.type);
  const id = text(properties.osm_id) ?? text(properties.id) ?? text(featureId);
  const typed = type && id ? refOfText(`${type}/${id}`) : undefined;
  return typed ?? candidates.find((value) => value !== undefined);
}

/** The object's version, when the export carries it: `@version` (overpass turbo), `meta.version` (osmtogeojson). */
export function osmVersionOf(properties: Record<string, unknown>): number | undefined {
  const meta = properties.meta;
  const value =
    properties['@version'] ??
    properties.osm_version ??
    (meta && typeof meta === 'object' ? (meta as Record<string, unknown>).version : undefined);
  const version = typeof value === 'string' ? Number(value) : value;
  return typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : undefined;
}
