import { lineMiddle, pointInside, type Polygon, type Position } from './shape-point.ts';

const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;

/**
 * Reads a GeoJSON FeatureCollection piece by piece: each feature of the top-level "features"
 * array is handed out as soon as it is complete (parsed on its own with JSON.parse), so memory
 * holds one piece and one feature at most, whatever the size of the file.
 */
export class FeatureCollectionReader {
  private buffer = '';
  /** Where in `buffer` the feature or top-level string being read starts (-1: none). */
  private keepFrom = -1;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private inFeatures = false;
  private expectKey = false;
  private lastKey = '';
  private topType: string | undefined;
  private sawFeatures = false;
  private valid = true;

  push(text: string): unknown[] {
    const start = this.buffer.length;
    this.buffer += text;
    const features: unknown[] = [];
    const s = this.buffer;
    for (let i = start; i < s.length && this.valid; i++) {
      const c = s.charCodeAt(i);
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === BACKSLASH) this.escaped = true;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.depth === 1) this.topLevelString(s.slice(this.keepFrom + 1, i));
        }
        continue;
      }
      if (c === QUOTE) {
        this.inString = true;
        if (this.depth === 1) this.keepFrom = i;
      } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (this.depth === 0 && (c !== OPEN_OBJECT || this.sawFeatures || this.topType !== undefined))
          this.valid = false;
        if (this.depth === 1 && c === OPEN_ARRAY && this.lastKey === 'features' && !this.expectKey) {
          this.inFeatures = true;
          this.sawFeatures = true;
        }
        if (this.depth === 2 && this.inFeatures) this.keepFrom = i;
        this.depth++;
        if (this.depth === 1) this.expectKey = true;
      } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        this.depth--;
        if (this.depth < 0) this.valid = false;
        if (this.depth === 2 && this.inFeatures && c === CLOSE_OBJECT) {
          features.push(this.parse(s.slice(this.keepFrom, i + 1)));
          this.keepFrom = -1;
        }
        if (this.depth === 1) this.inFeatures = false;
      } else if (this.depth === 1 && c === COLON) this.expectKey = false;
      else if (this.depth === 1 && c === COMMA) this.expectKey = true;
    }
    // Keep only what a later piece may still need: the feature or string under way.
    if (this.keepFrom >= 0) {
      this.buffer = s.slice(this.keepFrom);
      this.keepFrom = 0;
    } else this.buffer = '';
    return features;
  }

  /** Why the file is not a FeatureCollection, or undefined when it is. */
  end(): string | undefined {
    if (!this.valid || this.depth !== 0 || this.inString) return 'the file is not valid JSON';
    if (this.topType !== 'FeatureCollection' || !this.sawFeatures) return 'the file is not a GeoJSON FeatureCollection';
    return undefined;
  }

  private topLevelString(value: string) {
    if (this.expectKey) this.lastKey = value;
    else if (this.lastKey === 'type') this.topType = value;
    this.keepFrom = -1;
  }

  private parse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      this.valid = false;
      return undefined;
    }
  }
}

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) && value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number';
const isLine = (value: unknown): value is Position[] =>
  Array.isArray(value) && value.length > 0 && value.every(isPosition);
const isPolygon = (value: unknown): value is Polygon => Array.isArray(value) && value.length > 0 && value.every(isLine);

/**
 * Where a feature's shop stands: a Point as it is, a point inside a Polygon or MultiPolygon (a
 * building, an area), the middle vertex of a LineString; or why the geometry gives none.
 */
export function pointOfGeometry(geometry: unknown): Position | string {
  const { type, coordinates } = (geometry && typeof geometry === 'object' ? geometry : {}) as {
    type?: unknown;
    coordinates?: unknown;
  };
  const invalid = `the ${String(type)} geometry has no valid coordinates`;
  switch (type) {
    case 'Point':
      return isPosition(coordinates) ? coordinates : invalid;
    case 'LineString':
      return (isLine(coordinates) && lineMiddle(coordinates)) || invalid;
    case 'Polygon':
      return (isPolygon(coordinates) && pointInside([coordinates])) || invalid;
    case 'MultiPolygon':
      return (
        (Array.isArray(coordinates) &&
          coordinates.length > 0 &&
          coordinates.every(isPolygon) &&
          pointInside(coordinates)) ||
        invalid
      );
    default:
      return 'only Point, LineString, Polygon and MultiPolygon features are imported';
  }
}
